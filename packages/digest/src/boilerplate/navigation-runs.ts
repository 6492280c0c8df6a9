import { type Block, blockText, isLineBreak } from "../reading-document.ts";
import { countWords } from "../report/count-words.ts";

// A column of short lines that are each one link — a shop's departments, a site's sections — is
// the sender's navigation, not something to read. Alone, such a line may be a heading's link or
// a "Read more"; five in a row are a menu.

const MIN_RUN = 5;
const MAX_WORDS = 4;

function isOneLinkLine(block: Block): boolean {
  if (block.type !== "paragraph") return false;
  const hrefs = new Set<string | undefined>();
  for (const inline of block.inlines) {
    if (isLineBreak(inline)) return false;
    if (inline.text.trim()) hrefs.add(inline.href);
  }
  const [href] = hrefs;
  const words = countWords(blockText(block));
  return hrefs.size === 1 && href !== undefined && words >= 1 && words <= MAX_WORDS;
}

/** Indexes of the blocks in runs of at least MIN_RUN one-link lines. */
export function navigationRuns(blocks: Block[]): Set<number> {
  const found = new Set<number>();
  let start = 0;
  for (let index = 0; index <= blocks.length; index++) {
    if (index < blocks.length && isOneLinkLine(blocks[index]!)) continue;
    if (index - start >= MIN_RUN) for (let at = start; at < index; at++) found.add(at);
    start = index + 1;
  }
  return found;
}

/** A menu needs fewer lines where a site's menu stands: at the very top, under the logo. */
const MIN_TOP_RUN = 3;

/**
 * A menu item without a link: the page the menu stands on, or a section's label ("THEMEN &
 * PROJEKTE"). Words only, no sentence.
 */
function isMenuLabel(block: Block): boolean {
  if (block.type !== "paragraph") return false;
  if (block.inlines.some((inline) => isLineBreak(inline) || inline.href)) return false;
  const text = blockText(block).trim();
  return /^[^.!?,;:]+$/u.test(text) && countWords(text) <= MAX_WORDS;
}

/**
 * Indexes of a run of at least MIN_TOP_RUN lines that opens the newsletter (after its logo), each
 * one link or a menu label, and at least two of them links.
 */
export function topMenu(blocks: Block[]): Set<number> {
  let start = 0;
  while (start < blocks.length && (blocks[start]!.type === "image" || blocks[start]!.type === "rule"))
    start++;
  let end = start;
  let links = 0;
  for (; end < blocks.length; end++) {
    if (isOneLinkLine(blocks[end]!)) links++;
    else if (!isMenuLabel(blocks[end]!)) break;
  }
  // Labels after the last link are the newsletter's own lines again ("Dear reader").
  while (end > start && !isOneLinkLine(blocks[end - 1]!)) end--;
  const found = new Set<number>();
  if (end - start >= MIN_TOP_RUN && links >= 2) for (let at = start; at < end; at++) found.add(at);
  return found;
}
