import type { BlockNote } from "../cleaning/block-sink.ts";
import { type Block, type Inline, isLineBreak, type TextRun } from "../reading-document.ts";
import { singleSpaced } from "../text/whitespace.ts";

// A paragraph's lines, for rules that judge line by line (a forward header, the reader's address)
// and take some lines out of a paragraph while leaving the rest as it was.

/** The runs of each line of a paragraph; none for other blocks. */
export function paragraphLines(block: Block): TextRun[][] {
  if (block.type !== "paragraph") return [];
  const lines: TextRun[][] = [[]];
  for (const inline of block.inlines) {
    if (isLineBreak(inline)) lines.push([]);
    else lines[lines.length - 1]!.push(inline);
  }
  return lines;
}

export function lineText(line: TextRun[]): string {
  return singleSpaced(line.length === 1 ? line[0]!.text : line.map((run) => run.text).join(""));
}

/** A paragraph of these lines, or nothing when they hold no text. */
export function paragraphOf(lines: TextRun[][]): Block | undefined {
  const inlines: Inline[] = [];
  for (const line of lines) {
    if (inlines.length > 0) inlines.push({ lineBreak: true });
    inlines.push(...line);
  }
  const first = inlines[0] as TextRun | undefined;
  if (first) inlines[0] = { ...first, text: first.text.trimStart() };
  return inlines.some((inline) => !isLineBreak(inline) && inline.text.trim())
    ? { type: "paragraph", inlines }
    : undefined;
}

/** Each block in the parts `split` cuts it into (itself when it returns nothing); every part keeps its block's note. */
export function splitBlocks(
  blocks: Block[],
  notes: readonly (BlockNote | undefined)[],
  split: (block: Block) => Block[] | undefined,
): { blocks: Block[]; notes: (BlockNote | undefined)[] } {
  const result: { blocks: Block[]; notes: (BlockNote | undefined)[] } = { blocks: [], notes: [] };
  // Several passes split every block of a newsletter, and most blocks stay whole: plain loops, no
  // array made for a block that stays.
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    const parts = split(block);
    if (!parts) {
      result.blocks.push(block);
      result.notes.push(notes[index]);
      continue;
    }
    for (const part of parts) {
      result.blocks.push(part);
      result.notes.push(notes[index]);
    }
  }
  return result;
}
