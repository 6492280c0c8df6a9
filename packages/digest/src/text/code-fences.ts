// Markdown's fenced code ("```" or "~~~" lines around it), which text parts written in Markdown
// (beehiiv's among them) keep as they are: the lines between the fences are code, to be shown as
// written, their indentation and blank lines too, and the fences are no words of the letter.

/** An opening fence, maybe with the code's language after it ("```json"). */
const OPENING_FENCE = /^ {0,3}(`{3,}|~{3,})[^`]*$/u;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})\s*$/u;

/**
 * The index of the line that closes the fence opened on line `start`; undefined when that line
 * opens none or nothing closes it (a stray "```" is left to be read as text).
 */
export function closingFence(lines: string[], start: number): number | undefined {
  const opening = OPENING_FENCE.exec(lines[start]!)?.[1];
  if (!opening) return undefined;
  for (let index = start + 1; index < lines.length; index++) {
    const closing = CLOSING_FENCE.exec(lines[index]!)?.[1];
    if (closing && closing[0] === opening[0] && closing.length >= opening.length) return index;
  }
  return undefined;
}
