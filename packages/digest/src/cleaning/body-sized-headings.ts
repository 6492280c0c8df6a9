import { type Block, blockText } from "../reading-document.ts";
import { type BlockNote, DEFAULT_FONT_SIZE } from "./block-sink.ts";

/** How much larger than the body a line must be set to read as a heading. */
const HEADING_STEP_PX = 2;

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
  return (
    dominantFontSize(blocks, notes, (block) => block.type === "paragraph", DEFAULT_FONT_SIZE) ??
    DEFAULT_FONT_SIZE
  );
}

/**
 * The font size that most of the text of the counted blocks is set in (by characters). Blocks with no
 * size count at `unsized` when given, else not at all.
 */
export function dominantFontSize(
  blocks: Block[],
  notes: readonly (BlockNote | undefined)[],
  counts: (block: Block) => boolean = () => true,
  unsized?: number,
): number | undefined {
  const chars = new Map<number, number>();
  for (const [index, block] of blocks.entries()) {
    const size = notes[index]?.fontSize ?? unsized;
    if (size === undefined || !counts(block)) continue;
    const rounded = Math.round(size);
    chars.set(rounded, (chars.get(rounded) ?? 0) + blockText(block).length);
  }
  let best: number | undefined;
  let bestChars = 0;
  for (const [size, count] of chars) {
    if (count > bestChars) [best, bestChars] = [size, count];
  }
  return best;
}
