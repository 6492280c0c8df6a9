/** A text-only newsletter: one text/plain part, 7bit, hard-wrapped, links as bare URLs. */
import { wrap } from "../content-blocks.ts";
import { listHeaders, unsubscribeUrl } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

const LETTERS = [
  {
    subject: "Letter 41: on writing things down",
    paragraphs: [
      "Friends,",
      "I have been keeping a paper notebook again. Not for anything grand, just a line or two each evening about what happened and what I noticed. It is remarkable how quickly a week blurs without it, and how vivid the same week becomes when I read those lines back a month later.",
      "The trick, if there is one, is to lower the bar. Nobody will grade it. Half my entries are about the weather and the other half are about what I ate. But every so often a line catches something I would otherwise have lost entirely: a stranger's kindness on the bus, the exact colour of the sky over the allotments.",
      "This week's recommendation is a pocket-sized notebook and a pencil that lives inside it. Pens run dry; pencils just get shorter.",
      "Until next Sunday,\nTomas",
    ],
  },
  {
    subject: "Letter 42: the slow internet",
    paragraphs: [
      "Friends,",
      "A reader asked why this letter has no pictures, no fonts and no buttons. The honest answer is that I like it this way. Plain text arrives quickly, reads well on any screen, and survives being forwarded, quoted and archived for decades.",
      "There is a quiet club of us who still write like this, and I have listed three of my favourites below. Each one arrives as plain words, once a week or less, and each one is worth the wait.",
      "  * The Allotment Diaries - https://allotment.example.org/letters\n  * Notes From a Small Press - https://smallpress.example.net/notes\n  * Weekly Walks - https://walks.example.com/archive",
      "Until next Sunday,\nTomas",
    ],
  },
  {
    subject: "Letter 43: what I learned repairing a radio",
    paragraphs: [
      "Friends,",
      "The radio in question belonged to my grandmother and had been silent since before I was born. Three evenings, one replacement capacitor and a great deal of patient dusting later, it played the shipping forecast as if nothing had happened.",
      "What struck me most was how legible it was. Every part had a purpose I could trace with a finger. Nothing was glued shut; nothing asked for a password. It was designed to be opened, understood and mended, by someone who cared enough to try.",
      "I do not think every object can be like that. But I have started asking, before I buy something, whether it could be. It is a surprisingly good filter.",
      "Until next Sunday,\nTomas",
    ],
  },
];

export function plainTextLetter(ctx: IssueContext): NewsletterDraft {
  const letter = LETTERS[(ctx.issue - 1) % LETTERS.length]!;
  const text = [
    ...letter.paragraphs.map((p) => (p.includes("\n") ? p : wrap(p))),
    "--",
    "The Plain Text Society is a weekly letter with no tracking and no images.",
    `Unsubscribe: ${unsubscribeUrl(ctx)}`,
  ].join("\n\n");
  return {
    subject: letter.subject,
    body: { kind: "text", subtype: "plain", text, encoding: "7bit", charset: "utf-8" },
    extraHeaders: listHeaders(ctx).filter(([name]) => name !== "List-Unsubscribe-Post"),
  };
}
