import { type Block, blockText, type Inline, isLineBreak, type TextRun } from "../reading-document.ts";
import { isBlankText, RULE_LINE } from "../reading-text.ts";
import { nonSpaceLength } from "../text/whitespace.ts";
import type { BlockNote } from "./block-sink.ts";

// Some newsletters are laid out with line breaks alone: runs of <font> text, no <p> or <div>, a
// blank line between paragraphs and a drawn rule (*****) between sections. The reader then sees
// one paragraph holding the whole newsletter, and chrome is judged on whole blocks: the footer at
// its end could only be kept with the prose or lost with it. Such a paragraph is cut at its blank
// lines and drawn rules first, so each part is judged on its own.

/**
 * A paragraph holding nearly all of the newsletter's text is its layout, not a paragraph. (A long
 * footer set with <br>s can hold half of a short newsletter; it stays whole, and is judged whole.)
 */
const LAYOUT_SHARE = 0.8;

export interface NotedBlocks {
  blocks: Block[];
  notes: BlockNote[];
}

function visibleChars(text: string): number {
  return nonSpaceLength(text);
}

function lineText(line: TextRun[]): string {
  return line.map((run) => run.text).join("");
}

/** The runs of a part with the whitespace at its two ends trimmed, as a paragraph's are. */
function trimmed(lines: TextRun[][]): Inline[] {
  const inlines: Inline[] = [];
  for (const [index, line] of lines.entries()) {
    if (index > 0) inlines.push({ lineBreak: true });
    inlines.push(...line.map((run) => ({ ...run })));
  }
  const first = inlines[0] as TextRun | undefined;
  if (first) first.text = first.text.trimStart();
  const last = inlines[inlines.length - 1] as TextRun | undefined;
  if (last) last.text = last.text.trimEnd();
  return inlines.filter((inline) => isLineBreak(inline) || inline.text.length > 0);
}

function splitParagraph(inlines: Inline[], note: BlockNote): NotedBlocks {
  const lines: TextRun[][] = [[]];
  for (const inline of inlines) {
    if (isLineBreak(inline)) lines.push([]);
    else lines[lines.length - 1]!.push(inline);
  }
  const result: NotedBlocks = { blocks: [], notes: [] };
  let part: TextRun[][] = [];
  const endPart = () => {
    if (part.length > 0) {
      result.blocks.push({ type: "paragraph", inlines: trimmed(part) });
      result.notes.push({ ...note });
    }
    part = [];
  };
  for (const line of lines) {
    const text = lineText(line);
    if (isBlankText(text)) {
      endPart();
    } else if (RULE_LINE.test(text)) {
      endPart();
      result.blocks.push({ type: "rule" });
      result.notes.push(note.chrome ? { chrome: true } : {});
    } else {
      part.push(line);
    }
  }
  endPart();
  return result;
}

/**
 * A kept paragraph as the reader sees it: text cells that set their paragraphs apart with blank
 * lines (<br><br>, as Mailchimp's classic editor writes them) become paragraphs of the book, which
 * an e-reader spaces and indents as its own. Cleaning is over: nothing is judged on the parts.
 */
export function paragraphsOf(block: Block): Block[] {
  if (block.type !== "paragraph") return [block];
  let breaks = 0;
  for (const inline of block.inlines) if (isLineBreak(inline) && ++breaks >= 2) break;
  return breaks >= 2 ? splitParagraph(block.inlines, {}).blocks : [block];
}

/** Cuts a paragraph that holds most of the newsletter at its blank lines and drawn rules. */
export function splitLineBreakLayout(blocks: Block[], notes: BlockNote[], bodyChars: number): NotedBlocks {
  const result: NotedBlocks = { blocks: [], notes: [] };
  for (const [index, block] of blocks.entries()) {
    const note = notes[index] ?? {};
    const layout = block.type === "paragraph" && visibleChars(blockText(block)) >= bodyChars * LAYOUT_SHARE;
    const parts = layout ? splitParagraph(block.inlines, note) : { blocks: [block], notes: [note] };
    result.blocks.push(...parts.blocks);
    result.notes.push(...parts.notes);
  }
  return result;
}
