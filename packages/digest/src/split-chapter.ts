import type { DigestChapter } from "./digest-document.ts";
import { type Block, blockText, type Inline, isLineBreak } from "./reading-document.ts";

// A newsletter too big for one e-mail is never cut short: it is split in two, the second half
// going on in the next part of the book under the same title, marked "(continued)".

function textLength(blocks: Block[]): number {
  return blocks.reduce((sum, block) => sum + blockText(block).length + 1, 0);
}

/** The block index that splits the text closest to its middle (never 0). */
function middleIndex(blocks: Block[]): number {
  const total = textLength(blocks);
  let seen = 0;
  for (let index = 0; index < blocks.length; index++) {
    seen += blockText(blocks[index]!).length + 1;
    if (seen >= total / 2) return Math.max(1, Math.min(blocks.length - 1, index + 1));
  }
  return Math.max(1, blocks.length - 1);
}

/** Cuts a run of inlines near the middle of its text, at a space when there is one. */
function splitInlines(inlines: Inline[]): [Inline[], Inline[]] | undefined {
  let total = 0;
  for (const inline of inlines) total += isLineBreak(inline) ? 1 : inline.text.length;
  if (total < 2) return undefined;
  let seen = 0;
  for (let index = 0; index < inlines.length; index++) {
    const inline = inlines[index]!;
    const length = isLineBreak(inline) ? 1 : inline.text.length;
    if (seen + length >= total / 2) {
      if (isLineBreak(inline) || length < 2) {
        const cut = Math.max(1, index + 1);
        if (cut >= inlines.length) return [inlines.slice(0, index), inlines.slice(index)];
        return [inlines.slice(0, cut), inlines.slice(cut)];
      }
      const target = Math.round(total / 2 - seen);
      const space = inline.text.indexOf(" ", Math.max(1, target));
      const at =
        space > 0 && space < inline.text.length - 1 ? space + 1 : Math.max(1, Math.min(length - 1, target));
      return [
        [...inlines.slice(0, index), { ...inline, text: inline.text.slice(0, at) }],
        [{ ...inline, text: inline.text.slice(at) }, ...inlines.slice(index + 1)],
      ];
    }
    seen += length;
  }
  return undefined;
}

function halves<T>(items: T[]): [T[], T[]] | undefined {
  if (items.length < 2) return undefined;
  const cut = Math.ceil(items.length / 2);
  return [items.slice(0, cut), items.slice(cut)];
}

/** Splits one block in two, or undefined when it cannot be split further. */
function splitBlock(block: Block): [Block, Block] | undefined {
  switch (block.type) {
    case "paragraph":
    case "heading": {
      const parts = splitInlines(block.inlines);
      return (
        parts && [
          { ...block, inlines: parts[0] },
          { ...block, inlines: parts[1] },
        ]
      );
    }
    case "list": {
      const parts = halves(block.items);
      return (
        parts && [
          { ...block, items: parts[0] },
          { ...block, items: parts[1] },
        ]
      );
    }
    case "quote": {
      const parts = splitBlocks(block.blocks);
      return (
        parts && [
          { ...block, blocks: parts[0] },
          { ...block, blocks: parts[1] },
        ]
      );
    }
    case "table": {
      // The header row, when there is one, heads both halves.
      const header = block.rows[0]?.every((cell) => cell.header) ? block.rows.slice(0, 1) : [];
      const parts = halves(block.rows.slice(header.length));
      return (
        parts && [
          { ...block, rows: [...header, ...parts[0]] },
          { ...block, rows: [...header, ...parts[1]] },
        ]
      );
    }
    case "preformatted": {
      const lines = block.text.split("\n");
      const parts = halves(lines);
      return (
        parts && [
          { ...block, text: parts[0].join("\n") },
          { ...block, text: parts[1].join("\n") },
        ]
      );
    }
    default:
      return undefined;
  }
}

function splitBlocks(blocks: Block[]): [Block[], Block[]] | undefined {
  if (blocks.length >= 2) {
    const cut = middleIndex(blocks);
    return [blocks.slice(0, cut), blocks.slice(cut)];
  }
  const only = blocks[0];
  const parts = only && splitBlock(only);
  return parts && [[parts[0]], [parts[1]]];
}

/** The chapter in two halves of about equal text, or undefined when it is one unsplittable block. */
export function splitChapter(chapter: DigestChapter): [DigestChapter, DigestChapter] | undefined {
  const parts = splitBlocks(chapter.blocks);
  if (!parts) return undefined;
  const subject = chapter.subject.endsWith(" (continued)")
    ? chapter.subject
    : `${chapter.subject} (continued)`;
  return [
    { ...chapter, blocks: parts[0] },
    { ...chapter, subject, blocks: parts[1], continued: true },
  ];
}
