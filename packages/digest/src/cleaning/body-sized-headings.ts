import {
  type Block,
  blockText,
  isLineBreak,
  type ParagraphBlock,
  type TextRun,
} from "../reading-document.ts";
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

/** How much larger than the body a bold line must be set to read as a section's title. */
const BOLD_TITLE_RATIO = 1.2;
const BOLD_TITLE_STEP_PX = 3;
/** A title is a few words; a bold lead-in sentence runs longer. */
const BOLD_TITLE_CHARS = 80;

/** Runs all bold, on one line, mostly letters (no price), not a button's lone link. */
function isBoldTitleLine(block: ParagraphBlock): boolean {
  if (block.inlines.some(isLineBreak)) return false;
  const runs = (block.inlines as TextRun[]).filter((run) => run.text.trim() !== "");
  if (runs.length === 0 || !runs.every((run) => run.bold) || runs.every((run) => run.href)) return false;
  const text = blockText(block).trim();
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return (
    text.length <= BOLD_TITLE_CHARS &&
    letters >= 0.6 * text.replace(/\s/g, "").length &&
    !/[.!?:,;]$/.test(text)
  );
}

/**
 * Bold lines set clearly larger than the body (18 px over 14 px) are the letter's section titles,
 * though below the size that makes any line a heading: a title over pictures and one over prose,
 * set alike, are read alike.
 */
export function promoteBoldTitles(blocks: Block[], notes: readonly BlockNote[]): Block[] {
  const body = paragraphFontSize(blocks, notes);
  return blocks.map((block, index) => {
    const size = notes[index]?.fontSize;
    if (size === undefined || index === blocks.length - 1) return block;
    if (block.type !== "paragraph" || size < body * BOLD_TITLE_RATIO || size < body + BOLD_TITLE_STEP_PX)
      return block;
    return isBoldTitleLine(block) ? { type: "heading", level: 3, inlines: block.inlines } : block;
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
