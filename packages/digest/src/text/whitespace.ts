// Whitespace as /\s/ has it, found with plain scans. `text.replace(/\s+/g, " ").trim()` is asked of
// a block's lines and texts over and over while a newsletter is cleaned, and most of them are
// spaced that way already: checking so is a plain scan, the replacement a regular-expression pass
// and a new string, each time. Counting what is not whitespace needs no new string either.

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

/** The text with each run of whitespace one space, none at its ends: `text.replace(/\s+/g, " ").trim()`. */
export function singleSpaced(text: string): string {
  let previousSpace = true;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isSpace(code)) {
      previousSpace = false;
      continue;
    }
    if (code !== 0x20 || previousSpace) return text.replace(/\s+/g, " ").trim();
    previousSpace = true;
  }
  return previousSpace && text.length > 0 ? text.trimEnd() : text;
}

/** The number of code units that are not whitespace: `text.replace(/\s+/g, "").length`. */
export function nonSpaceLength(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index++) if (!isSpace(text.charCodeAt(index))) length++;
  return length;
}
