import type { Block } from "./reading-document.ts";

// Bounded work per newsletter (SEC-7). Up to these limits a newsletter goes into the book whole,
// however long (the book is split into parts to fit e-mails); beyond them the rest is left out,
// the chapter says where, and the digest's report says what.

/** Characters of reading text per newsletter: about 330,000 words, a long book. */
export const NEWSLETTER_TEXT_LIMIT = 2_000_000;

/** HTML read per newsletter before cleaning (markup included): the parser's memory grows with it. */
export const NEWSLETTER_HTML_LIMIT = 12 * 1024 * 1024;

function millions(characters: number): string {
  return `${characters / 1_000_000} million`;
}

/** Why the rest of a newsletter is not in the book, in words for the chapter and the report. */
export const TEXT_LIMIT_REASON = `The newsletter is longer than ${millions(NEWSLETTER_TEXT_LIMIT)} characters, Folio's limit per newsletter; the text after that is left out.`;
export const HTML_LIMIT_REASON = `The newsletter's HTML is larger than ${NEWSLETTER_HTML_LIMIT / 1024 / 1024} MB, Folio's limit per newsletter; what comes after that is left out.`;

/** The chapter's last paragraph when the rest of the newsletter was left out. */
export function leftOutNote(reason: string): Block {
  return {
    type: "paragraph",
    inlines: [{ text: `The rest of this newsletter is not in this digest. ${reason}`, italic: true }],
  };
}
