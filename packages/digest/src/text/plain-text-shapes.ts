// How a text-only newsletter sets a paragraph on the page, beyond its words: centred lines (titles,
// mastheads, small print) and drawings made of punctuation (logos, diagrams). Neither is prose that
// a reader's screen may re-flow.

/** Columns of leading white space, tabs counted to the next multiple of eight as a terminal shows them. */
export function indentOf(line: string): number {
  let columns = 0;
  for (const char of line) {
    if (char === " ") columns++;
    else if (char === "\t") columns += 8 - (columns % 8);
    else break;
  }
  return columns;
}

/** The page width plain-text newsletters centre on, give or take the writer's editor. */
const PAGE_COLUMNS = 76;

/** A line deeply indented so that it sits about mid-page. */
function isMidPage(indent: number, length: number): boolean {
  return indent >= 16 && Math.abs(indent * 2 + length - PAGE_COLUMNS) <= 12;
}

/**
 * Lines set in the middle of the page: each deeply indented about mid-page, or indents that differ
 * while the middles of the lines stay in one column.
 */
export function isCentred(lines: string[]): boolean {
  const shapes = lines.map((line) => ({ indent: indentOf(line), length: line.trim().length }));
  if (shapes.every((shape) => isMidPage(shape.indent, shape.length))) return true;
  if (shapes.length === 1) return false;
  const indents = shapes.map((shape) => shape.indent);
  if (Math.min(...indents) < 1 || Math.max(...indents) - Math.min(...indents) < 4) return false;
  const middles = shapes.map((shape) => shape.indent + shape.length / 2);
  return Math.max(...middles) - Math.min(...middles) <= 3;
}

// Strokes a drawing is made of; braces and brackets are left out so that code is not taken for one.
const STROKES = /^[|_\\/()<>'`.,:;=+*#~^"-]+$/;

/** Most words of the line are strokes: "|_|  |_|_|_| \_|". */
function isDrawnLine(line: string): boolean {
  const words = line.trim().split(/\s+/);
  const strokes = words.filter((word) => STROKES.test(word)).length;
  return strokes >= 4 && strokes / words.length >= 0.5;
}

/** A drawing of three or more lines, most of them strokes rather than words: a logo, a diagram. */
export function isAsciiArt(lines: string[]): boolean {
  if (lines.length < 3) return false;
  return lines.filter(isDrawnLine).length / lines.length >= 0.6;
}

/** Set in capitals: upper-case letters and no lower-case ones. */
export const shouted = (text: string) => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
