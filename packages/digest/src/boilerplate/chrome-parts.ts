import type { BlockNote } from "../cleaning/block-sink.ts";
import { paragraphsOf } from "../cleaning/line-break-layout.ts";
import { type Block, blockText } from "../reading-document.ts";
import { countWords } from "../report/count-words.ts";
import { STRONG_CATEGORIES } from "./boilerplate-phrases.ts";
import { matchPhrases } from "./match-phrases.ts";
import { lineText, paragraphLines, paragraphOf, splitBlocks } from "./paragraph-lines.ts";

// Templates set a footer's lines as one cell of text parted by blank lines (<br><br>): the
// licence line, the postal address with the copyright, a security notice; or a signature over an
// imprint. Judged as one block, the chrome drowns in the other lines' words and the whole cell
// stays. Such a paragraph is judged part by part, as the reader sees its paragraphs.

/**
 * A part this much in chrome's words (its letters covered by phrases), or with words only chrome
 * and small print say ("unsubscribe", "all rights reserved"), is chrome to be judged alone.
 */
const CHROME_PART_COVERAGE = 0.3;

function isChromePart(part: Block): boolean {
  const phrases = matchPhrases(blockText(part));
  if (phrases.hits === 0) return false;
  if (phrases.coverage >= CHROME_PART_COVERAGE) return true;
  return [...phrases.categories].some((category) => category === "legal" || STRONG_CATEGORIES.has(category));
}

/**
 * Each paragraph with a part in chrome's words, cut at its blank lines, unless it is chrome as a
 * whole (`isChrome`): a legal footer's cell goes whole, its sentences of terms with it.
 */
/** The line opens with words only chrome says ("You are receiving this email because…", "Unsubscribe"). */
function opensWithStrongChrome(line: string): boolean {
  return [...matchPhrases(line).opening].some((category) => STRONG_CATEGORIES.has(category));
}

/**
 * Where a paragraph's footer starts on a line of its own under the letter's last line, with no
 * blank line between ("Who? Qualified buyers only" over "You are receiving this email because …"):
 * the first line that opens in chrome's words, when none above it has any.
 */
function chromeTailStart(lines: string[]): number | undefined {
  for (let index = 1; index < lines.length; index++) {
    if (matchPhrases(lines[index - 1]!).hits > 0) return undefined;
    if (opensWithStrongChrome(lines[index]!)) return index;
  }
  return undefined;
}

/** A line this much in chrome's words is a chrome line whatever its category. */
const CHROME_LINE_COVERAGE = 0.6;

/**
 * Where the letter starts under a chrome line at a paragraph's top, with no blank line between
 * (Substack's text part: "Forwarded this email? Subscribe here for more" over the post's title,
 * subtitle, author and date): after the first line, when it is chrome and none below has any.
 */
function chromeHeadEnd(block: Block, lines: string[]): number | undefined {
  if (lines.length < 2) return undefined;
  const head = matchPhrases(lines[0]!);
  const opensWithChrome = [...head.opening].some(
    (category) => category === "share" || STRONG_CATEGORIES.has(category),
  );
  if (head.coverage < CHROME_LINE_COVERAGE || !opensWithChrome) return undefined;
  // A line that leads into the next ("Send submissions to" / the list's address) is one with it.
  if (/(?::|\bto)\s*$/iu.test(lines[0]!)) return undefined;
  // The post's head is lines of words (a title, a subtitle, a byline), no links: a linked line
  // under a share line ("Recommend It!" over "Send us a tip") is more of the same row.
  const rest = lines.slice(1);
  const linked =
    block.type === "paragraph" && block.inlines.some((inline) => "href" in inline && inline.href);
  if (linked || rest.length < LETTER_HEAD_LINES || countWords(rest.join(" ")) < LETTER_HEAD_WORDS)
    return undefined;
  return rest.every((line) => matchPhrases(line).hits === 0) ? 1 : undefined;
}
/** Lines and words under the chrome line, at least, for them to be the letter's own head. */
const LETTER_HEAD_LINES = 2;
const LETTER_HEAD_WORDS = 5;

export function splitChromeParts(
  blocks: Block[],
  notes: readonly (BlockNote | undefined)[],
  isChrome: (block: Block, note: BlockNote | undefined) => boolean,
): { blocks: Block[]; notes: (BlockNote | undefined)[] } {
  let index = -1;
  return splitBlocks(blocks, notes, (block) => {
    index++;
    // Both ends are judged on the same lines, read once.
    const lines = paragraphLines(block);
    const texts = lines.map(lineText);
    const tail = chromeTailStart(texts) ?? chromeHeadEnd(block, texts);
    if (tail !== undefined) {
      const above = paragraphOf(lines.slice(0, tail));
      const below = paragraphOf(lines.slice(tail));
      if (above && below) return [above, below];
    }
    const parts = paragraphsOf(block);
    if (parts.length < 2 || !parts.some(isChromePart) || isChrome(block, notes[index])) return undefined;
    return parts;
  });
}
