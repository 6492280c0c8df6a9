import type { BlockNote } from "../cleaning/block-sink.ts";
import { type Block, blockText } from "../reading-document.ts";
import { leadsWithAdvertLabel, opensWithAdvertLabel } from "./advert-labels.ts";
import type { BlockVerdict } from "./classify-blocks.ts";

// A paid placement is marked by its label ("Sponsored", "Anzeige", "This issue is sponsored by
// Acme"); what the label takes with it depends on how the placement is set apart from the
// newsletter around it: a layout table of its own, a rule or an image above the label, the
// advertiser's own heading below it, or a sentence that says the copy after it is the sponsor's.
// The placement must end in sight (a rule, a heading, the end of its table) and stay short;
// otherwise the newsletter itself might follow the label, and only the label goes.

/** Words of paid placement that a label opening a section may take with it. */
const ADVERT_SECTION_WORDS = 120;

/** Words of the newsletter's own text that show a label stands after its start, not above its title. */
const OWN_TEXT_BEFORE_ADVERT = 25;

function ownWordsBefore(blocks: Block[], verdicts: BlockVerdict[], label: number): number {
  let words = 0;
  for (let index = 0; index < label; index++) {
    const verdict = verdicts[index]!;
    if (blocks[index]!.type !== "heading" && verdict.kind !== "junk") words += verdict.words;
  }
  return words;
}

const innermostBox = (note: BlockNote | undefined) => note?.boxes?.[note.boxes.length - 1];
const inBox = (note: BlockNote | undefined, box: number) => note?.boxes?.includes(box) === true;

/**
 * A label that opens a layout table ("Sponsor" in its first row, the advert in the rows below):
 * the rest of that table, when it is short. A heading in it ends the placement unless the label
 * stands after the newsletter's own text (at the top, a heading is the newsletter's title).
 */
function boxedPlacement(
  blocks: Block[],
  verdicts: BlockVerdict[],
  notes: readonly (BlockNote | undefined)[],
  label: number,
): number | undefined {
  const box = innermostBox(notes[label]);
  if (box === undefined || inBox(notes[label - 1], box)) return undefined;
  const afterOwnText = ownWordsBefore(blocks, verdicts, label) >= OWN_TEXT_BEFORE_ADVERT;
  let end = label + 1;
  let words = 0;
  while (end < blocks.length && inBox(notes[end], box)) {
    if (blocks[end]!.type === "heading" && !afterOwnText) break;
    words += verdicts[end]!.words;
    end++;
  }
  return end > label + 1 && words <= ADVERT_SECTION_WORDS ? end : undefined;
}

/**
 * Blocks that belong to a marked advertisement: the logos or banners right after its label and,
 * when the label opens a section of its own (first in its layout table, right after a rule or an
 * image, right above the advertiser's heading, or a sentence announcing the sponsor after the
 * newsletter's own text), the short section up to the next rule or heading. A label that ends an
 * item ("Acme sponsor") takes only itself, and one at the very top ("Together with Acme") only its
 * logos: the newsletter itself follows it. A block whose first line is the label ("SPONSORED BY:
 * ACME" over the copy) goes with its section, or stays with it.
 */
export function advertBlocks(
  blocks: Block[],
  verdicts: BlockVerdict[],
  notes: readonly (BlockNote | undefined)[],
  footer: number,
): Set<number> {
  const dropped = new Set<number>();
  const drop = (from: number, to: number) => {
    for (let at = from; at < to; at++) dropped.add(at);
  };
  for (const [index, verdict] of verdicts.entries()) {
    const block = blocks[index]!;
    const leads =
      !verdict.advertLabel && block.type === "paragraph" && leadsWithAdvertLabel(blockText(block));
    if (!verdict.advertLabel && !leads) continue;
    const first = leads ? index : index + 1;

    const boxEnd = boxedPlacement(blocks, verdicts, notes, index);
    if (boxEnd !== undefined) {
      drop(first, boxEnd);
      continue;
    }

    let next = index + 1;
    if (!leads) while (blocks[next]?.type === "image") dropped.add(next++);
    const previous = blocks[index - 1];
    const afterOwnText = () => ownWordsBefore(blocks, verdicts, index) >= OWN_TEXT_BEFORE_ADVERT;
    const headed =
      !leads && blocks[next]?.type === "heading" && opensWithAdvertLabel(blockText(block)) && afterOwnText();
    const setApart = previous?.type === "rule" || previous?.type === "image";
    if (!headed && !setApart && !(verdict.announcesAdvert && afterOwnText())) continue;
    // The advertiser's heading belongs to its section, which ends at the next heading or rule;
    // a headed section may also end at the footer. Without either end in sight, the rest of the
    // newsletter might follow the label, and it stays.
    let words = (headed ? verdicts[next]!.words : 0) + (leads ? verdict.words : 0);
    let end = headed ? next + 1 : next;
    const limit = headed ? footer : blocks.length;
    while (end < limit) {
      const current = blocks[end]!;
      if (current.type === "rule" || current.type === "heading" || verdicts[end]!.advertLabel) break;
      words += verdicts[end]!.words;
      end++;
    }
    const bounded = headed || end < blocks.length;
    if (bounded && words <= ADVERT_SECTION_WORDS) drop(leads ? index : next, end);
  }
  return dropped;
}
