// Whitespace as /\s/ has it, without making new strings. `text.replace(/\s+/g, " ").trim()` is asked
// of a block's lines and texts over and over while a newsletter is cleaned, and most of them are
// spaced that way already: checking so costs a third of the replacement, which makes a new string
// each time. Counting what is not whitespace needs no new string either.

/** Whether the code unit is whitespace as /\s/ has it. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Text that `.replace(/\s+/g, " ").trim()` leaves as it is: words parted by single spaces, or nothing. */
const SINGLE_SPACED = /^(?:\S+(?: \S+)*)?$/;

/** The text with each run of whitespace one space, none at its ends: `text.replace(/\s+/g, " ").trim()`. */
export function singleSpaced(text: string): string {
  // The check is a regular expression too, but one that makes no new string; it ran in half the
  // time of a scan by character codes.
  return SINGLE_SPACED.test(text) ? text : text.replace(/\s+/g, " ").trim();
}

/** The number of code units that are not whitespace: `text.replace(/\s+/g, "").length`. */
export function nonSpaceLength(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index++) if (!isSpace(text.charCodeAt(index))) length++;
  return length;
}
