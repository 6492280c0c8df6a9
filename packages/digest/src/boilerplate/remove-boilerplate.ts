import type { BlockNote } from "../cleaning/block-sink.ts";
import { type Block, blockText, holdsLink, type QuoteBlock } from "../reading-document.ts";
import { advertBlocks, isAdvertQuote } from "./advert-sections.ts";
import { splitChromeParts } from "./chrome-parts.ts";
import { type BlockVerdict, type ClassifyContext, classifyBlock, tellsTimeOfDay } from "./classify-blocks.ts";
import { footerSectionStart } from "./footer-section-title.ts";
import { splitListAddressLines } from "./list-address-lines.ts";
import { logoWallAbove } from "./logo-wall.ts";
import { withoutWebVersionLink } from "./masthead-web-link.ts";
import {
  menuAboveFooter,
  navigationRuns,
  sectionRowsAbove,
  splitSectionRowLines,
  topMenu,
  topSectionRows,
} from "./navigation-runs.ts";
import { footnotesInFooter, splitOfferFootnotes } from "./offer-footnotes.ts";
import { dropOrphanLeadIns } from "./orphan-labels.ts";
import { withoutPageLinkLines } from "./page-links.ts";
import { isPlainTitle } from "./plain-footer-title.ts";
import { pollBlocks, shareRowBlocks } from "./share-rows.ts";
import { signOffInFooter, splitAtFarewells } from "./sign-off.ts";
import { stampedBlocks } from "./stamped-blocks.ts";
import { visiblePreheader } from "./visible-preheader.ts";

// Chrome sits at the two ends of a newsletter: the bar above it (view in browser, open in app,
// forwarded?) and the footer below it (why you get this, unsubscribe, imprint, address, social
// links). Each end is found as the run of blocks where chrome outweighs content, scored with
// every block's verdict; the footer goes whole — its contact lines and company names with it —
// while the header loses only its chrome blocks. In between, only blocks that are plainly
// chrome go, and a lead-in left heading nothing. Blocks are removed whole, never words from inside
// them; the cuts inside a block are between its lines, never inside a sentence: the web-copy link
// that ends a masthead line, a "Back to top" line, and a farewell set under promotion lines.

export interface BoilerplateResult {
  blocks: Block[];
  removed: number;
}

/** What a picture of the letter's weighs against a footer: a short paragraph's words. */
const PICTURE_WEIGHT = 10;
/** The longest a notice in chrome's words runs (a data-protection or rights notice). */
const NOTICE_MAX_WORDS = 300;

function weight(verdict: BlockVerdict): number {
  if (verdict.betweenItems) return 0;
  switch (verdict.kind) {
    case "junk":
      return Math.max(verdict.words, 4);
    case "content":
      return -3 * verdict.words;
    case "neutral":
      // A letter told in pictures (a shop's offers, image by image) weighs as if told in words.
      if (verdict.picture) return -PICTURE_WEIGHT;
      // Prose that mentions chrome (a rights notice, a reply instruction) neither proves a
      // footer nor stops one; a notice is not that long, though (a whole issue set on one line
      // that ends in its unsubscribe sentence).
      if (verdict.mentionsChrome && verdict.words <= NOTICE_MAX_WORDS) return 0;
      return verdict.footerLike ? -0.25 * verdict.words : -verdict.words;
  }
}

/**
 * Index where the footer starts (blocks.length when there is none), at `from` or after. It starts
 * after the first block a reader could want: a heavy header over a short letter (a list's posting
 * instructions over two paragraphs) outweighs the letter, but a footer above everything would be
 * the whole letter.
 */
function footerStart(verdicts: BlockVerdict[], from = 0): number {
  let best = 0;
  let start = verdicts.length;
  let sum = 0;
  const first = verdicts.findIndex((verdict) => verdict.kind !== "junk" && verdict.words > 0);
  for (let index = verdicts.length - 1; index > first && index >= from; index--) {
    sum += weight(verdicts[index]!);
    if (sum > best && verdicts[index]!.kind === "junk" && !verdicts[index]!.betweenItems) {
      best = sum;
      start = index;
    }
  }
  return start;
}

/**
 * A block of the kind footers are made of: chrome, small print, links, contact lines, short lines,
 * and prose in chrome's words ("You have received this email because it includes …").
 */
function footerMaterial(verdict: BlockVerdict): boolean {
  return (
    verdict.kind === "junk" || (verdict.kind === "neutral" && (verdict.footerLike || verdict.mentionsChrome))
  );
}

/**
 * The footer of a gentle reading: found as usual, but only among the blocks at the end that are all
 * footer material. A usual footer may reach over prose it outweighs, and that is what lost the text
 * a gentle reading is for; this one stops at the last block that could be the author's.
 */
function gentleFooterStart(verdicts: BlockVerdict[]): number {
  let run = verdicts.length;
  while (run > 0 && footerMaterial(verdicts[run - 1]!)) run--;
  return footerStart(verdicts, run);
}

/** Words of the paragraph under a title, at least, for it to be the story the title names. */
const STORY_WORDS = 12;

/** The block under a title is a story: prose, not chrome or footer material. */
function titlesAStory(next: BlockVerdict | undefined): boolean {
  return (
    next !== undefined &&
    (next.kind === "content" || (next.kind === "neutral" && !next.footerLike && next.words >= STORY_WORDS))
  );
}

/** A picture this wide is the letter's, not a logo or an icon. */
const PICTURE_WIDTH = 300;
/** What a title over a picture weighs: a paragraph of prose, as the picture tells as much. */
const PICTURE_WORDS = 20;

/** Headings right above a picture the letter shows (no chrome either of them). */
function picturedTitles(blocks: Block[], verdicts: BlockVerdict[]): number[] {
  const found: number[] = [];
  for (const [index, block] of blocks.entries()) {
    const next = blocks[index + 1];
    if (block.type !== "heading" || next?.type !== "image") continue;
    if (verdicts[index]!.kind === "junk" || verdicts[index + 1]!.kind === "junk") continue;
    if ((next.width ?? 0) >= PICTURE_WIDTH) found.push(index);
  }
  return found;
}

/** A paragraph this long is the newsletter's first real prose; the header ends before it. */
const FIRST_PROSE_WORDS = 40;
/** The header never reaches beyond this share of the newsletter's words. */
const HEADER_MAX_SHARE = 0.25;

/**
 * Index after the header's last block (0 when there is none). A heading over prose is the first
 * article's title even when its words sound like chrome ("Auskunftsrecht nach Art. 15 DSGVO").
 */
function headerEnd(blocks: Block[], verdicts: BlockVerdict[], limit: number): number {
  const total = verdicts.reduce((sum, verdict) => sum + verdict.words, 0);
  let words = 0;
  let end = 0;
  for (let index = 0; index < limit; index++) {
    const verdict = verdicts[index]!;
    if (verdict.kind === "content" && verdict.words >= FIRST_PROSE_WORDS) break;
    words += verdict.words;
    if (words > total * HEADER_MAX_SHARE) break;
    const titlesProse =
      blocks[index]!.type === "heading" && !verdict.strong && verdicts[index + 1]?.kind === "content";
    if (verdict.kind === "junk" && !titlesProse) end = index + 1;
  }
  return end;
}

/**
 * The small print of a footer that some template set before more of the letter: blocks opening in
 * chrome's words beside a block that is plainly chrome ("To unsubscribe, log in to the Account
 * Center" under "You are receiving this because …"), the run of them whole, spacers included; and
 * a postal address right beside such a block (the unsubscribe links under it), not an event's
 * venue further up.
 */
function smallPrint(verdicts: BlockVerdict[]): Set<number> {
  const found = new Set<number>();
  const plainChrome = (verdict: BlockVerdict | undefined) =>
    verdict?.kind === "junk" && verdict.strong && !verdict.betweenItems;
  // Chrome from its first words: a sentence that only mentions sharing is no small print.
  const opensAsChrome = (verdict: BlockVerdict) =>
    verdict.kind === "junk" && !verdict.betweenItems && (verdict.strong || verdict.opensWithChrome === true);
  const spacer = (verdict: BlockVerdict) => verdict.kind === "neutral" && verdict.words === 0;
  for (let start = 0; start < verdicts.length; ) {
    if (!opensAsChrome(verdicts[start]!)) {
      start++;
      continue;
    }
    let end = start;
    while (end < verdicts.length && (opensAsChrome(verdicts[end]!) || spacer(verdicts[end]!))) end++;
    if (verdicts.slice(start, end).some(plainChrome)) {
      for (let index = start; index < end; index++) if (opensAsChrome(verdicts[index]!)) found.add(index);
    }
    start = end;
  }
  for (const [index, verdict] of verdicts.entries()) {
    if (verdict.address && (plainChrome(verdicts[index - 1]) || plainChrome(verdicts[index + 1])))
      found.add(index);
  }
  return found;
}

/** A heading, or a short line ending in a colon ("About this list:"), introduces what follows it. */
function isLabel(block: Block, verdict: BlockVerdict): boolean {
  // A linked heading is the last story's title, its text a click away.
  if (block.type === "heading") return verdict.words <= 8 && !holdsLink(block);
  return block.type === "paragraph" && verdict.words <= 6 && /:\s*$/.test(blockText(block));
}

/**
 * The footer also takes the headings and labels that introduced it: nothing is left for them to
 * head. In plain text that includes title lines, with the rule lines that underline or set them apart.
 */
function withFooterLabels(
  blocks: Block[],
  verdicts: BlockVerdict[],
  footer: number,
  plainText: boolean,
): number {
  if (footer >= blocks.length) return footer;
  let start = footer;
  for (;;) {
    let above = start - 1;
    if (plainText) while (above > 0 && blocks[above]!.type === "rule") above--;
    if (above < 0) break;
    const block = blocks[above]!;
    const verdict = verdicts[above]!;
    const ruled = blocks[above - 1]?.type === "rule" || blocks[above + 1]?.type === "rule";
    const title = plainText && isPlainTitle(block, verdict, ruled);
    if (!isLabel(block, verdict) && !title) break;
    start = above;
  }
  return start;
}

/**
 * Some templates set each section in a blockquote, its "Back to Top" link inside; the section
 * stays, and only what is chrome wherever it stands leaves it. A quote opening with an advert
 * label is the placement, and goes whole when short.
 */
function withoutPlainChrome(quote: QuoteBlock, context: ClassifyContext): QuoteBlock {
  const verdicts = quote.blocks.map((block) => classifyBlock(block, undefined, context));
  if (isAdvertQuote(verdicts)) return { ...quote, blocks: [] };
  const blocks = quote.blocks.filter(
    (_, index) => !(verdicts[index]!.kind === "junk" && verdicts[index]!.strong),
  );
  return blocks.length === quote.blocks.length ? quote : { ...quote, blocks };
}

/** The block without its lines that are only an in-page link, in quotes too (see page-links.ts). */
function withoutPageLinks(block: Block): Block {
  if (block.type === "paragraph" || block.type === "heading") return withoutPageLinkLines(block) ?? block;
  if (block.type === "quote") return { ...block, blocks: block.blocks.map(withoutPageLinks) };
  return block;
}

export interface BoilerplateContext extends ClassifyContext {
  /**
   * Remove only what is plainly chrome: blocks whose own words or shape say so, runs of navigation
   * links, and a footer confined to the end (gentleFooterStart); no header zone.
   */
  gentle?: boolean;
  /** The blocks were read from plain text, where titles are short lines of their own. */
  plainText?: boolean;
}

/**
 * The masthead line above the newsletter's first prose loses a web-copy link at its end ("No. 12 —
 * 4 May — Read online"), so its issue and date stay while the link goes. Only the first such line:
 * a masthead is one line, and further down the same words may be an item's own link.
 */
function trimMastheadLink(
  blocks: Block[],
  verdicts: BlockVerdict[],
  classify: (block: Block, index: number) => BlockVerdict,
): void {
  const firstProse = verdicts.findIndex((verdict) => verdict.kind === "content");
  for (let index = 0; index < firstProse; index++) {
    const trimmed = withoutWebVersionLink(blocks[index]!);
    if (!trimmed) continue;
    blocks[index] = trimmed;
    verdicts[index] = classify(trimmed, index);
    return;
  }
}

/**
 * The lists that the letter's own line right above introduces ("… können Sie sich gern an folgende
 * Mitglieder wenden:" over the members and their addresses): the line promises the list, and the
 * book keeps both, however much the list looks like a footer's contacts.
 */
function introducedLists(blocks: Block[], verdicts: BlockVerdict[]): Set<number> {
  const lists = new Set<number>();
  for (const [index, block] of blocks.entries()) {
    const lead = blocks[index - 1];
    if (block.type !== "list" || !lead || verdicts[index - 1]!.kind === "junk" || verdicts[index]!.strong)
      continue;
    if (/:\s*$/.test(blockText(lead))) lists.add(index);
  }
  return lists;
}

export function removeBoilerplate(
  source: Block[],
  sourceNotes: (BlockNote | undefined)[],
  context: BoilerplateContext,
): BoilerplateResult {
  const farewells = splitAtFarewells(source.map(withoutPageLinks), sourceNotes);
  const footnotes = splitOfferFootnotes(farewells.blocks, farewells.notes);
  const addressLines = splitListAddressLines(footnotes.blocks, footnotes.notes);
  const menuLines = splitSectionRowLines(addressLines.blocks, addressLines.notes);
  const { blocks, notes } = splitChromeParts(
    menuLines.blocks,
    menuLines.notes,
    (block, note) => classifyBlock(block, note, context).kind === "junk",
  );
  const classify = (block: Block, index: number) => classifyBlock(block, notes[index], context);
  const verdicts = blocks.map(classify);
  trimMastheadLink(blocks, verdicts, classify);
  // An address under the line that gives the time is the event's venue ("Villeneuve (Gard) • 19h"
  // over "Maison Bronzini, 74 rue de la République"), as one with the time in it already is.
  // One event's line, not a schedule of several ("So, 16.06., 10:00 …" / "Mi, 19.06., 19:30 …"),
  // which the sender's address may close.
  const eventLine = (block: Block) => {
    const text = blockText(block).trim();
    return !text.includes("\n") && tellsTimeOfDay(text);
  };
  for (const [index, verdict] of verdicts.entries())
    if (verdict.address && index > 0 && eventLine(blocks[index - 1]!)) {
      const { address: _venue, ...rest } = verdict;
      verdicts[index] = { ...rest, kind: "neutral", strong: false };
    }
  // A poll goes wherever it stands; it is no sign of a footer ("How did we like today's issue?"
  // over its stars, above the author's farewell).
  const polls = pollBlocks(blocks, verdicts);
  for (const index of polls) verdicts[index] = { ...verdicts[index]!, betweenItems: true };
  // A title over a picture ("VITALIK PIC OF THE DAY" over the photo) is a feature of the letter,
  // however few its words: it weighs as the prose it stands for, and no footer reaches over it.
  for (const index of picturedTitles(blocks, verdicts))
    verdicts[index] = {
      ...verdicts[index]!,
      kind: "content",
      words: Math.max(verdicts[index]!.words, PICTURE_WORDS),
    };
  const sectionStart = context.gentle
    ? undefined
    : footerSectionStart(blocks, verdicts, footerStart(verdicts));
  const wallStart = sectionStart === undefined ? undefined : logoWallAbove(blocks, sectionStart);
  const footerFound = withFooterLabels(
    blocks,
    verdicts,
    wallStart === undefined ? gentleFooterStart(verdicts) : sectionRowsAbove(blocks, wallStart),
    context.plainText === true,
  );
  const introduced = introducedLists(blocks, verdicts);
  const menuFooter =
    context.gentle || footerFound === blocks.length ? footerFound : menuAboveFooter(blocks, footerFound);
  const footer = introduced.has(menuFooter) ? menuFooter + 1 : menuFooter;
  // When the footer took a logo wall, what it holds above the wall's end is the wall and its
  // label: no signature to give back.
  const givenFrom =
    sectionStart !== undefined && wallStart !== undefined && wallStart < sectionStart ? sectionStart : footer;
  const header = context.gentle ? 0 : headerEnd(blocks, verdicts, footer);
  const advert = advertBlocks(blocks, verdicts, notes, footer);
  const preheader = context.gentle ? undefined : visiblePreheader(blocks, verdicts, notes);
  const goesAnyway = (index: number) =>
    index === preheader || (verdicts[index]!.kind === "junk" && verdicts[index]!.strong);
  const navigation = new Set([
    ...topMenu(blocks, goesAnyway),
    ...topSectionRows(blocks, verdicts),
    ...(context.gentle ? navigationRuns(blocks) : []),
  ]);
  const rows = new Set([...shareRowBlocks(blocks, verdicts), ...polls, ...stampedBlocks(blocks, verdicts)]);
  // The footer gives back the author's sign-off and the footnotes to marks in the letter's text.
  const givenBack = new Set(
    [...signOffInFooter(blocks, verdicts, footer), ...footnotesInFooter(blocks, verdicts, footer)].filter(
      (index) => index >= givenFrom,
    ),
  );
  const small = smallPrint(verdicts);
  const removed = verdicts.map((verdict, index) => {
    if (givenBack.has(index)) return false;
    if (index === preheader) return true;
    if (advert.has(index) || navigation.has(index) || rows.has(index)) return true;
    // A list its kept line introduces stays with it; one an advertiser's line introduces went above.
    if (introduced.has(index) && !advert.has(index - 1)) return false;
    if (index >= footer) return true;
    if (verdict.titleInPassing && titlesAStory(verdicts[index + 1])) return false;
    return verdict.kind === "junk" && (verdict.strong || index < header || small.has(index));
  });
  // A mark with no words ("•" in a cell of its own) goes with the item it marked.
  for (let index = blocks.length - 2; index >= 0; index--) {
    const block = blocks[index]!;
    if ((block.type === "paragraph" || block.type === "heading") && verdicts[index]!.words === 0)
      removed[index] ||= removed[index + 1]!;
  }
  // A gentle reading keeps what might be the author's: a bold line over a removed menu may be the offer.
  if (!context.gentle) dropOrphanLeadIns(blocks, verdicts, removed, new Set([...givenBack, ...introduced]));
  const kept: Block[] = [];
  for (const [index, block] of blocks.entries()) {
    if (removed[index]) continue;
    const cleaned =
      block.type === "quote" && !givenBack.has(index) ? withoutPlainChrome(block, context) : block;
    if (cleaned.type !== "quote" || cleaned.blocks.length > 0) kept.push(cleaned);
  }
  return { blocks: kept, removed: blocks.length - kept.length };
}
