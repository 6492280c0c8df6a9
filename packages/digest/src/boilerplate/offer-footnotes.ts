import type { BlockNote } from "../cleaning/block-sink.ts";
import { type Block, blockText, type TextRun } from "../reading-document.ts";
import type { BlockVerdict } from "./classify-blocks.ts";
import { lineText, paragraphLines, paragraphOf, splitBlocks } from "./paragraph-lines.ts";

// Shops set the footnote to an offer's asterisk ("*On a selection of products.") as the first
// lines of the legal small print, a blank line above the data-protection notice. The footnote is
// part of the offer: it is cut from the small print, so the footer takes the notice and leaves it,
// and a footer that begins above it gives it back when the letter's text carries its mark.

/** A line that is an offer's footnote: it opens with its mark ("*", "**", "¹", "†", "(1)"). */
const FOOTNOTE_LINE = /^(\*{1,3}|[¹²³†‡]|\(\d\))\s*\p{L}/u;

/** Its words: a footnote is a condition or two, not a paragraph of terms. */
const MAX_FOOTNOTE_WORDS = 40;

/** Where a paragraph's leading footnote lines end at a blank line with more text after it. */
function footnoteEnd(lines: TextRun[][]): number | undefined {
  let line = 0;
  let words = 0;
  while (line < lines.length && FOOTNOTE_LINE.test(lineText(lines[line]!))) {
    words += lineText(lines[line]!).split(" ").length;
    line++;
  }
  if (line === 0 || words > MAX_FOOTNOTE_WORDS) return undefined;
  // A blank line must part the footnotes from the rest, and the rest must hold text.
  if (lineText(lines[line] ?? []) !== "") return undefined;
  return lines.slice(line).some((rest) => lineText(rest) !== "") ? line : undefined;
}

/** Each paragraph that opens with an offer's footnotes over a blank line becomes two blocks. */
export function splitOfferFootnotes(
  blocks: Block[],
  notes: readonly (BlockNote | undefined)[],
): { blocks: Block[]; notes: (BlockNote | undefined)[] } {
  return splitBlocks(blocks, notes, (block) => {
    const lines = paragraphLines(block);
    const end = footnoteEnd(lines);
    if (end === undefined) return undefined;
    const footnotes = paragraphOf(lines.slice(0, end));
    const rest = paragraphOf(withoutLeadingBlanks(lines.slice(end)));
    return footnotes && rest ? [footnotes, rest] : undefined;
  });
}

function withoutLeadingBlanks(lines: TextRun[][]): TextRun[][] {
  let from = 0;
  while (from < lines.length && lines[from]!.every((run) => !run.text.trim())) from++;
  return lines.slice(from);
}

/** Where the mark stands after a word, a figure or a price in the letter's text ("crossings*", "5 €¹"). */
function carriesMark(text: string, mark: string): boolean {
  const escaped = mark.replace(/[*()]/g, "\\$&");
  return new RegExp(`[\\p{L}\\p{N}€$£%)](?:${escaped})(?![*\\p{N}])`, "u").test(text);
}

/**
 * Indexes of the footer's offer footnotes (blocks at or after `from`) whose mark the text above
 * the footer carries: the reader sees the asterisk, so the book keeps what it refers to.
 */
export function footnotesInFooter(blocks: Block[], verdicts: BlockVerdict[], from: number): Set<number> {
  const kept = new Set<number>();
  if (from >= blocks.length) return kept;
  const above = blocks.slice(0, from).map(blockText).join("\n");
  for (let index = from; index < blocks.length; index++) {
    const verdict = verdicts[index]!;
    if (verdict.kind === "junk" || verdict.words > MAX_FOOTNOTE_WORDS) continue;
    const mark = FOOTNOTE_LINE.exec(blockText(blocks[index]!).trim())?.[1];
    if (mark && carriesMark(above, mark)) kept.add(index);
  }
  return kept;
}
