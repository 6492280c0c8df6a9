import { type Block, blockText, type Inline } from "../reading-document.ts";

/** A footnote's mark on its own: "1", "[2]", "3.", "*", "†". */
const FOOTNOTE_MARK = /^\s*(\[?\d{1,3}[\].)]?|[*†‡§]{1,3})\s*$/u;

/**
 * A footnote whose number sits in its own element beside the note (Substack's
 * `<a class="footnote-number">1</a><div class="footnote-content">…`) reads "1 See Card and
 * Krueger …", as the page shows it, not a line holding only "1" over the note.
 */
export function joinFootnoteMarks(blocks: Block[]): Block[] {
  const joined: Block[] = [];
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index] as Block;
    const note = blocks[index + 1];
    if (
      block.type === "paragraph" &&
      note?.type === "paragraph" &&
      FOOTNOTE_MARK.test(blockText(block)) &&
      !FOOTNOTE_MARK.test(blockText(note))
    ) {
      const space: Inline = { text: " " };
      joined.push({ type: "paragraph", inlines: [...block.inlines, space, ...note.inlines] });
      index++;
      continue;
    }
    joined.push(block);
  }
  return joined;
}
