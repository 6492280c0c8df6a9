import { type Block, blockText, type TextRun } from "../reading-document.ts";

// A mark a template sets in an element of its own beside the words it marks: Substack's footnote
// number (`<a class="footnote-number">1</a><div class="footnote-content">…`), a list's bullet in
// its own table cell, often larger and bold, so read as a heading. The page shows mark and words on
// one line; the book does too, and bullets then make the list they are (typed-bullet-lists.ts).

/** A footnote's mark on its own: "1", "[2]", "3.", "*", "†". */
const FOOTNOTE_MARK = /^\s*(\[?\d{1,3}[\].)]?|[*†‡§]{1,3})\s*$/u;
/** A bullet on its own. */
const BULLET_MARK = /^\s*[•·▪◦‣●○■□]\s*$/u;

function isMark(block: Block): boolean {
  if (block.type === "heading") return BULLET_MARK.test(blockText(block));
  if (block.type !== "paragraph") return false;
  const text = blockText(block);
  return FOOTNOTE_MARK.test(text) || BULLET_MARK.test(text);
}

/**
 * A paragraph that is one link and nothing else: a button ("Explore the archive"), not the words a
 * mark marks — a count over it (a reaction's "812") is no footnote number.
 */
function isLinkOnly(block: Block): boolean {
  if (block.type !== "paragraph") return false;
  const runs = block.inlines.filter(
    (inline): inline is TextRun => "text" in inline && inline.text.trim() !== "",
  );
  return runs.length > 0 && runs.every((run) => run.href);
}

/** The blocks with each lone mark joined to the paragraph after it, when that is no mark or lone link. */
export function joinLoneMarks(blocks: Block[]): Block[] {
  const joined: Block[] = [];
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index] as Block;
    const words = blocks[index + 1];
    if (
      (block.type === "paragraph" || block.type === "heading") &&
      words?.type === "paragraph" &&
      isMark(block) &&
      !isMark(words) &&
      !isLinkOnly(words)
    ) {
      // The space after the mark goes in the mark's own run, where a typed bullet has it; after a
      // linked mark (a footnote's number) it stands alone, so the link's underline stops at the mark.
      const mark = blockText(block).trim();
      const run = block.inlines.find(
        (inline): inline is TextRun => "text" in inline && inline.text.trim() !== "",
      );
      const marked: TextRun[] = run?.href
        ? [{ ...run, text: mark }, { text: " " }]
        : [{ ...run, text: `${mark} ` }];
      joined.push({ type: "paragraph", inlines: [...marked, ...words.inlines] });
      index++;
      continue;
    }
    joined.push(block);
  }
  return joined;
}
