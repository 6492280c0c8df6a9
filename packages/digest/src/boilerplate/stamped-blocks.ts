import { type Block, blockText } from "../reading-document.ts";
import { singleSpaced } from "../text/whitespace.ts";
import { type BlockVerdict, WRITTEN_ADDRESS } from "./classify-blocks.ts";

// A block printed again and again, word for word, between other things — a digest's list footer
// under every message, a template's notice in every section — is the sender's stamp, not something
// to read three times. Short lines ("Read more", "Advertisement") repeat in any newsletter and are
// judged on their own; so are copies one after another, and paragraphs with no sign of chrome
// (a phrase, an address, small print): a story may be repeated, a footer is what repeats.

const MIN_COPIES = 3;
const MIN_WORDS = 6;

/** Indexes of the blocks whose text the newsletter prints at least MIN_COPIES times. */
export function stampedBlocks(blocks: Block[], verdicts: BlockVerdict[]): Set<number> {
  const copies = new Map<string, number[]>();
  for (const [index, block] of blocks.entries()) {
    const verdict = verdicts[index]!;
    if (block.type === "image" || block.type === "rule") continue;
    if (verdict.words < MIN_WORDS || verdict.kind === "content") continue;
    const text = singleSpaced(blockText(block)).toLowerCase();
    const chrome =
      verdict.kind === "junk" || verdict.mentionsChrome || verdict.footerLike || WRITTEN_ADDRESS.test(text);
    if (!chrome) continue;
    const found = copies.get(text);
    if (found) found.push(index);
    else copies.set(text, [index]);
  }
  const stamped = new Set<number>();
  for (const indexes of copies.values()) {
    const apart = indexes.every((index, at) => at === 0 || index - indexes[at - 1]! > 1);
    if (indexes.length >= MIN_COPIES && apart) for (const index of indexes) stamped.add(index);
  }
  return stamped;
}
