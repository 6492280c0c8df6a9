import { type FidelityCase, message } from "./synthetic-message.ts";

// Text-only newsletters: titles underlined with rules, one with the next paragraph glued to its
// underline, and the reader's own address under the masthead. Every text here was written for
// these cases.

function plainCase(name: string, lines: string[], must: string[], mustNot: string[]): FidelityCase {
  const body = Buffer.from(lines.join("\n"), "utf8");
  return {
    name,
    raw: message({ subject: name, contentType: "text/plain; charset=utf-8", body }),
    language: "en",
    must,
    mustNot,
  };
}

const FERRY = "The ferry landing reopens on Saturday after a winter of repairs to the old stone steps.";
const TIDES = "Spring tides peak on the twenty-second; moor small boats on the long lines until then.";
const LETTERS =
  "Readers wrote in about the fog horn, which sounded all night on Tuesday although the sky was clear.";
const CONTACT = "Write to letters@tideline.example if you have a story for the next issue.";

function underlinedTitles(): FidelityCase {
  return plainCase(
    "underlined-titles-plain",
    [
      "THE TIDE LINE",
      // The reader's own address under the masthead (the message's To).
      "reader@example.com",
      "",
      "FERRY",
      "=====",
      "",
      FERRY,
      "",
      "TIDES",
      "-----",
      TIDES,
      "",
      "LETTERS",
      `=======${LETTERS}`,
      "",
      CONTACT,
      "",
      // A farewell over a rule across the page: a separator, not an underline.
      "See you next week",
      "-".repeat(60),
      "",
      "You are receiving this because you subscribed at tideline.example.",
      "To unsubscribe, reply with the word STOP.",
      "",
    ],
    ["THE TIDE LINE", "FERRY", FERRY, "TIDES", TIDES, "LETTERS", LETTERS, CONTACT, "See you next week"],
    ["reader@example.com", "=====", "-----", "You are receiving this"],
  );
}

export function plainTextCases(): FidelityCase[] {
  return [underlinedTitles()];
}
