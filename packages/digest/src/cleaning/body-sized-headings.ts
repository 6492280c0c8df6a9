import { type Block, blockText } from "../reading-document.ts";
import type { BlockNote } from "./block-sink.ts";

/** How much larger than the body a line must be set to read as a heading. */
const HEADING_STEP_PX = 2;
/** What a browser sets text in when the newsletter names no size. */
const DEFAULT_FONT_SIZE = 16;

/**
 * Turns lines back into paragraphs that the reader took for headings only because their type is
 * large, when the newsletter's body is set just as large: a template with 20 px body text would
 * otherwise make every short paragraph a heading.
 */
export function demoteBodySizedHeadings(blocks: Block[], notes: readonly BlockNote[]): Block[] {
  const body = paragraphFontSize(blocks, notes);
  if (body <= DEFAULT_FONT_SIZE) return blocks;
  return blocks.map((block, index) => {
    const note = notes[index];
    if (block.type !== "heading" || !note?.sizedHeading || note.fontSize === undefined) return block;
    if (note.fontSize >= body + HEADING_STEP_PX) return block;
    return { type: "paragraph", inlines: block.inlines };
  });
}

/** The size most paragraph text is set in, counting text without a size at the browser's default. */
function paragraphFontSize(blocks: Block[], notes: readonly BlockNote[]): number {
  const chars = new Map<number, number>();
  for (const [index, block] of blocks.entries()) {
    if (block.type !== "paragraph") continue;
    const size = Math.round(notes[index]?.fontSize ?? DEFAULT_FONT_SIZE);
    chars.set(size, (chars.get(size) ?? 0) + blockText(block).length);
  }
  let best = DEFAULT_FONT_SIZE;
  let bestChars = 0;
  for (const [size, count] of chars) {
    if (count > bestChars) [best, bestChars] = [size, count];
  }
  return best;
}
