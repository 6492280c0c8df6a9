import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, html, htmlCase, message, plainCase } from "./synthetic-message.ts";

// Merge tags a mailer left unfilled (a test send, a forwarded copy, an empty name field): the
// greeting reads "Hi," rather than "Hi *|FNAME|*,", a tag with a fallback becomes the fallback, and
// template syntax a developer letter shows as code or in its prose stays. Every text here was
// written for these cases.

export function mergeTagCases(): FidelityCase[] {
  const en = CLOSING_PROSE.en!;
  const de = CLOSING_PROSE.de!;
  const fr = CLOSING_PROSE.fr!;
  return [
    htmlCase(
      "merge-tag-greeting-en",
      `<h1>Lake notes</h1><p>Hi *|FNAME|*,</p>${article(en)}`,
      ["Hi,", ...en],
      ["*|FNAME|*", "FNAME"],
    ),
    htmlCase(
      "merge-tag-in-bold-en",
      `<h1>Lake notes</h1><p>Hello <strong>*|FNAME|*</strong>, welcome to the spring issue.</p>${article(en)}`,
      ["Hello, welcome to the spring issue.", ...en],
      ["FNAME", "Hello ,"],
    ),
    htmlCase(
      "merge-tag-fallback-en",
      `<h1>Lake notes</h1><p>Dear {{ subscriber.first_name | default: "reader" }},</p>${article(en)}`,
      ["Dear reader,", ...en],
      ["first_name", "{{"],
    ),
    htmlCase(
      "merge-tag-greeting-de",
      `<h1>Seebrief</h1><p>Hallo [Vorname], schön, dass Sie wieder dabei sind.</p>${article(de)}`,
      ["Hallo, schön, dass Sie wieder dabei sind.", ...de],
      ["[Vorname]", "Vorname"],
      "de",
    ),
    htmlCase(
      "merge-tag-greeting-fr",
      `<h1>Lettre du lac</h1><p>Bonjour {{contact.PRENOM}},</p>${article(fr)}`,
      ["Bonjour,", ...fr],
      ["PRENOM", "{{"],
      "fr",
    ),
    plainCase(
      "merge-tag-plain-text-en",
      `Hi %%FirstName%%,\n\n${en.join("\n\n")}\n`,
      ["Hi,", ...en],
      ["%%FirstName%%", "FirstName"],
    ),
    {
      name: "merge-tag-in-subject-en",
      raw: message({
        subject: "*|FNAME|*, your week on the lake",
        ...html(`<html><body>${article(en)}</body></html>`, "utf-8"),
      }),
      language: "en",
      // The subject is the chapter's title: the book holds it, the cleaned text does not.
      must: en,
      mustNot: ["FNAME"],
    },
    // Guard: template syntax the letter is about stays, in code and in prose.
    htmlCase(
      "template-syntax-in-a-developer-letter-en",
      `<h1>Template tips</h1>${article(en)}<p>Write <code>{{ first_name }}</code> where the name goes, and {{ message }} for the body; Mailchimp spells it <code>*|FNAME|*</code>.</p>`,
      ["{{ first_name }}", "{{ message }}", "*|FNAME|*", ...en],
      [],
    ),
  ];
}
