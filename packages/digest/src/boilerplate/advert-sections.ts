import type { BlockNote } from "../cleaning/block-sink.ts";
import { hostOf } from "../cleaning/images.ts";
import { type Block, blockText, isLineBreak } from "../reading-document.ts";
import { shouted } from "../text/plain-text-shapes.ts";
import {
  endsWithAdHashtag,
  endsWithAdvertBadge,
  itemTitleTag,
  labelledSponsor,
  leadsWithAdvertLabel,
  namesSponsor,
  namesTheSponsor,
  opensWithAdvertLabel,
  promotesItemAbove,
} from "./advert-labels.ts";
import type { BlockVerdict } from "./classify-blocks.ts";
import { isFarewell } from "./sign-off.ts";

// A paid placement is marked by its label ("Sponsored", "Anzeige", "This issue is sponsored by
// Acme"); what the label takes with it depends on how the placement is set apart from the
// newsletter around it: a layout table of its own, a rule or an image above the label, the
// advertiser's own heading below it, or a sentence that says the copy after it is the sponsor's.
// The placement must end in sight (a rule, a heading, the end of its table) and stay short;
// otherwise the newsletter itself might follow the label, and only the label goes.

/** Words of paid placement that a label opening a section may take with it. */
const ADVERT_SECTION_WORDS = 120;

/**
 * Words a placement may run to when its first lines name the sponsor its label names ("TOGETHER
 * WITH ACME" over "… you need Acme."): the copy is plainly the advertiser's, however long.
 */
const NAMED_ADVERT_SECTION_WORDS = 200;
/** Blocks with words under a label among which the sponsor's name must come. */
const SPONSOR_NAME_BLOCKS = 3;

/** Words of an advertiser's button. */
const ADVERT_BUTTON_WORDS = 5;
const ADVERT_BUTTON =
  /^(start|try|get|sign up|learn|book|request|claim|join|download|register|discover|explore|find out|see how)(?![\p{L}])/iu;

/** A link of a few words that asks the reader to try the advertiser's product: "Try FusionAuth Free". */
function isAdvertButton(block: Block): boolean {
  if (block.type !== "heading" && block.type !== "paragraph") return false;
  const text = blockText(block).trim();
  const linked = block.inlines.every((inline) => isLineBreak(inline) || inline.href || !inline.text.trim());
  return linked && text.split(/\s+/).length <= ADVERT_BUTTON_WORDS && ADVERT_BUTTON.test(text);
}

/**
 * Whether the first blocks under a label (before `until`), up to a rule, name the sponsor the
 * label names.
 */
function copyNamesSponsor(
  blocks: Block[],
  verdicts: BlockVerdict[],
  label: number,
  until = blocks.length,
): boolean {
  const sponsor = labelledSponsor(blockText(blocks[label]!));
  if (sponsor === undefined) return false;
  let seen = 0;
  for (let at = label + 1; at < until && seen < SPONSOR_NAME_BLOCKS; at++) {
    if (blocks[at]!.type === "rule") return false;
    if (verdicts[at]!.words === 0) continue;
    if (namesTheSponsor(blockText(blocks[at]!), sponsor)) return true;
    seen++;
  }
  return false;
}

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
 * The layout table a label introduces: the one it opens ("Sponsor" in its first row, the advert in
 * the rows below), or, when the label stands on its own between tables, the table right after it.
 * A label in the same table as the text before it closes that item ("… Acme sponsor") instead.
 */
function labelledBox(notes: readonly (BlockNote | undefined)[], label: number): number | undefined {
  const own = innermostBox(notes[label]);
  if (own !== undefined && !inBox(notes[label - 1], own) && inBox(notes[label + 1], own)) return own;
  if (label > 0 && innermostBox(notes[label - 1]) === own) return undefined;
  return notes[label + 1]?.boxes?.find((box) => !inBox(notes[label], box));
}

/** A label alone in its own table (a badge): set apart as a rule would set it. */
function aloneInBox(notes: readonly (BlockNote | undefined)[], label: number): boolean {
  const own = innermostBox(notes[label]);
  return own !== undefined && !inBox(notes[label - 1], own) && !inBox(notes[label + 1], own);
}

/**
 * The table a label introduces (labelledBox), when it is short. A heading in it ends the placement
 * unless the label stands after the newsletter's own text (at the top, a heading is the
 * newsletter's title) and is a label, not a sentence announcing the sponsors.
 */
function boxedPlacement(
  blocks: Block[],
  verdicts: BlockVerdict[],
  notes: readonly (BlockNote | undefined)[],
  label: number,
): number | undefined {
  const box = labelledBox(notes, label);
  if (box === undefined) return undefined;
  // A sentence announcing the sponsors says all there is; a heading after it is the letter's.
  const headingEnds =
    verdicts[label]!.announcesAdvert === true ||
    ownWordsBefore(blocks, verdicts, label) < OWN_TEXT_BEFORE_ADVERT;
  let end = label + 1;
  let words = 0;
  while (end < blocks.length && inBox(notes[end], box)) {
    if (blocks[end]!.type === "heading" && headingEnds) break;
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
    // A titled item whose copy ends in its badge ("… for API developers. Sponsored"): title and copy.
    if (
      block.type === "paragraph" &&
      blocks[index - 1]?.type === "heading" &&
      endsWithAdvertBadge(blockText(block))
    ) {
      drop(index - 1, index + 1);
      continue;
    }
    if (block.type === "paragraph" && endsWithAdHashtag(blockText(block))) {
      dropped.add(index);
      continue;
    }
    if (verdict.advertItem) {
      dropped.add(index);
      const end = itemContinuation(blocks, verdicts, index);
      if (end !== undefined) drop(index + 1, end);
      continue;
    }
    // An item that ends in "Promoted by Gitpod" is the advertiser's: its title, byline and copy;
    // what follows the line is the next item.
    if (verdict.advertLabel && promotesItemAbove(blockText(block))) {
      const start = itemTitleAbove(blocks, verdicts, index);
      if (start !== undefined) {
        drop(start, index);
        continue;
      }
    }
    const leads =
      !verdict.advertLabel && block.type === "paragraph" && leadsWithAdvertLabel(blockText(block));
    if (!verdict.advertLabel && !leads) continue;
    const first = leads ? index : index + 1;

    const named = !leads && copyNamesSponsor(blocks, verdicts, index);
    const boxEnd = boxedPlacement(blocks, verdicts, notes, index);
    if (boxEnd !== undefined) {
      drop(first, boxEnd);
      // A box of the label and the sponsor's logo only, over copy that names the sponsor: the
      // copy is the placement's too.
      const boxWords = verdicts.slice(first, boxEnd).reduce((sum, { words }) => sum + words, 0);
      if (!named || boxWords > 0) continue;
    }

    let next = index + 1;
    if (!leads) while (blocks[next]?.type === "image") dropped.add(next++);
    const previous = blocks[index - 1];
    const afterOwnText = () => ownWordsBefore(blocks, verdicts, index) >= OWN_TEXT_BEFORE_ADVERT;
    const text = blockText(block);
    // Under a label that names the sponsor, a heading that names it too is the advertiser's.
    const headed =
      !leads &&
      blocks[next]?.type === "heading" &&
      (((opensWithAdvertLabel(text) || namesSponsor(text, verdict.words)) &&
        afterOwnText() &&
        !bannerStandsAlone(blocks, verdicts, index, index + 1, next)) ||
        (named && copyNamesSponsor(blocks, verdicts, index, next + 1)));
    const setApart = previous?.type === "rule" || previous?.type === "image" || aloneInBox(notes, index);
    // A block that opens with its label and runs to a rule or heading is the placement whole.
    const after = blocks[index + 1];
    if (leads && (after === undefined || after.type === "rule" || after.type === "heading")) {
      if (verdict.words <= ADVERT_SECTION_WORDS) dropped.add(index);
      continue;
    }
    if (!headed && !setApart && !named && !(verdict.announcesAdvert && afterOwnText())) continue;
    // The advertiser's heading belongs to its section, which ends at the next heading or rule, or,
    // once it has copy, at an image (the next story's); a headed section may also end at the
    // footer. Without either end in sight, the rest of the newsletter might follow the label, and
    // it stays.
    const headingWords = headed ? verdicts[next]!.words : 0;
    let words = headingWords + (leads ? verdict.words : 0);
    let end = headed ? next + 1 : next;
    const limit = headed ? footer : blocks.length;
    while (end < limit) {
      const current = blocks[end]!;
      // The named sponsor's button, set as a heading ("Start For Free Today"), ends its copy.
      if (named && current.type === "heading" && words > headingWords && isAdvertButton(current)) {
        end++;
        break;
      }
      if (current.type === "rule" || current.type === "heading" || verdicts[end]!.advertLabel) break;
      if (isCapitalsTitle(current, verdicts[end]!)) break;
      if (headed && current.type === "image" && words > headingWords) break;
      // The author's farewell follows the last placement of an issue; it is not the advertiser's.
      if (isFarewell(current)) break;
      words += verdicts[end]!.words;
      end++;
    }
    const bounded = headed || end < blocks.length;
    if (bounded && words <= (named ? NAMED_ADVERT_SECTION_WORDS : ADVERT_SECTION_WORDS))
      drop(leads ? index : next, end);
  }
  return dropped;
}

/** The heading over the short item that ends at `label`, if one is in sight. */
function itemTitleAbove(blocks: Block[], verdicts: BlockVerdict[], label: number): number | undefined {
  let words = 0;
  for (let at = label - 1; at >= 0; at--) {
    const block = blocks[at]!;
    if (block.type === "rule" || verdicts[at]!.advertLabel) return undefined;
    words += verdicts[at]!.words;
    if (words > ADVERT_SECTION_WORDS) return undefined;
    if (block.type === "heading") return at;
  }
  return undefined;
}

/** The hosts a block's links lead to. */
function linkHosts(block: Block): Set<string> {
  const hosts = new Set<string>();
  if (block.type === "image") hosts.add(hostOf(block.href));
  else if (block.type === "paragraph" || block.type === "heading")
    for (const inline of block.inlines) if (!isLineBreak(inline)) hosts.add(hostOf(inline.href));
  hosts.delete("");
  return hosts;
}

/**
 * Whether the banner under a label (blocks `from` to `heading`) is the whole placement, so the
 * heading after it is not the advertiser's: the item under it links elsewhere than the banner does,
 * or, under a banner without a link, only where the newsletter's own items before the label link
 * (the next story, "Read more" on its own site).
 */
function bannerStandsAlone(
  blocks: Block[],
  verdicts: BlockVerdict[],
  label: number,
  from: number,
  heading: number,
): boolean {
  const banner = new Set<string>();
  for (let at = from; at < heading; at++) for (const host of linkHosts(blocks[at]!)) banner.add(host);
  const item = new Set<string>();
  for (let at = heading; at < blocks.length; at++) {
    const block = blocks[at]!;
    if (at > heading && (block.type === "heading" || block.type === "rule")) break;
    for (const host of linkHosts(block)) item.add(host);
  }
  // No banner at all: the heading right under the label is the advertiser's.
  if (item.size === 0 || from === heading) return false;
  if (banner.size > 0) return [...item].every((host) => !banner.has(host));
  const own = new Set<string>();
  for (let at = 0; at < label; at++)
    if (verdicts[at]!.kind !== "junk") for (const host of linkHosts(blocks[at]!)) own.add(host);
  return [...item].every((host) => own.has(host));
}

/**
 * Where an advertisement that is an item of its own ends (a round-up's item tagged "(Sponsor)", a
 * pitch for ad space under its heading): its copy may run on in blocks of its own (a list, a call
 * to action) up to the next heading, or to the next item, which has a tagged title as the paid one
 * has. Without either in sight, or past a placement's length, the item is its own block alone.
 */
function itemContinuation(blocks: Block[], verdicts: BlockVerdict[], item: number): number | undefined {
  let words = 0;
  for (let end = item + 1; end < blocks.length; end++) {
    const current = blocks[end]!;
    if (current.type === "rule" || current.type === "heading" || verdicts[end]!.words === 0) return end;
    if (
      verdicts[end]!.advertLabel ||
      verdicts[end]!.advertItem ||
      itemTitleTag(blockText(current)) !== undefined
    )
      return end;
    if (isCapitalsTitle(current, verdicts[end]!) || isFarewell(current)) return end;
    words += verdicts[end]!.words;
    if (words > ADVERT_SECTION_WORDS) return undefined;
  }
  return undefined;
}

/** A short line set in capitals ("EDITOR'S CORNER"): the next section's title where a template has no headings. */
function isCapitalsTitle(block: Block, verdict: BlockVerdict): boolean {
  if (block.type !== "paragraph" || verdict.words === 0 || verdict.words > 6) return false;
  const text = blockText(block);
  return !text.includes("\n") && shouted(text);
}

/** A quote (some templates set each item in a blockquote) that opens with an advert label and is short: the placement whole. */
export function isAdvertQuote(verdicts: BlockVerdict[]): boolean {
  if (!verdicts[0]?.advertLabel) return false;
  const words = verdicts.slice(1).reduce((sum, verdict) => sum + verdict.words, 0);
  return words > 0 && words <= ADVERT_SECTION_WORDS;
}
