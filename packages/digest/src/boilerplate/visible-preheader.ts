import type { BlockNote } from "../cleaning/block-sink.ts";
import { type Block, blockText } from "../reading-document.ts";
import type { BlockVerdict } from "./classify-blocks.ts";

const MIN_WORDS = 5;
const MAX_WORDS = 30;
/** Type this size or smaller is small print, whatever the letter's own size. */
const SMALL_TYPE = 12;

/** A teaser is a sentence or words, not a masthead's issue and date ("Harbour Notes · No. 8 · May 2026"). */
function isTeaser(text: string): boolean {
  return /[.!?…]["'”’»)]*$/u.test(text) || !/\d/.test(text);
}

/**
 * The preview line some templates leave visible: the letter's first words, set in small type right
 * above the "View in browser" line in type as small ("Our offers for the coming week!" · "If this e-mail does
 * not display properly, click here"). Mail programs show it beside the subject; in the book it only
 * repeats what the letter says below. Spacers and images may stand before it; nothing else.
 */
export function visiblePreheader(
  blocks: readonly Block[],
  verdicts: readonly BlockVerdict[],
  notes: readonly (BlockNote | undefined)[] = [],
): number | undefined {
  const first = verdicts.findIndex((verdict) => verdict.words > 0);
  const teaser = verdicts[first];
  if (
    teaser?.kind !== "neutral" ||
    teaser.words < MIN_WORDS ||
    teaser.words > MAX_WORDS ||
    !isTeaser(blockText(blocks[first]!).trim())
  )
    return undefined;
  let next = first + 1;
  while (next < verdicts.length && verdicts[next]!.words === 0) next++;
  const bar = verdicts[next];
  if (bar?.kind !== "junk" || !bar.webVersion) return undefined;
  // Small beside the letter, or as small as the bar in a letter set small throughout.
  const teaserSize = notes[first]?.fontSize;
  const barSize = notes[next]?.fontSize;
  const asSmall =
    teaserSize !== undefined && barSize !== undefined && teaserSize <= barSize && barSize <= SMALL_TYPE;
  return (teaser.small && bar.small) || asSmall ? first : undefined;
}
