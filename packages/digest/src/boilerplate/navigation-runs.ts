import type { BlockNote } from "../cleaning/block-sink.ts";
import { hostOf } from "../cleaning/images.ts";
import { type Block, blockText, isLineBreak } from "../reading-document.ts";
import { countWords } from "../report/count-words.ts";
import type { BlockVerdict } from "./classify-blocks.ts";
import { paragraphLines, paragraphOf, splitBlocks } from "./paragraph-lines.ts";

// A column of short lines that are each one link — a shop's departments, a site's sections — is
// the sender's navigation, not something to read. Alone, such a line may be a heading's link or
// a "Read more"; five in a row are a menu.

const MIN_RUN = 5;
const MAX_WORDS = 4;

/** Where a short line that is one link leads; undefined for any other block. */
function oneLinkTarget(block: Block): string | undefined {
  if (block.type !== "paragraph") return undefined;
  const hrefs = new Set<string | undefined>();
  for (const inline of block.inlines) {
    if (isLineBreak(inline)) return undefined;
    if (inline.text.trim()) hrefs.add(inline.href);
  }
  const [href] = hrefs;
  const words = countWords(blockText(block));
  return hrefs.size === 1 && words >= 1 && words <= MAX_WORDS ? href : undefined;
}

function isOneLinkLine(block: Block): boolean {
  return oneLinkTarget(block) !== undefined;
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
 * A menu item's name is short in characters too: a German title has few words but long ones
 * ("Was die Gezeitentabellen verschweigen"), a section's name rarely passes this.
 */
const MAX_MENU_ITEM_CHARS = 30;

function isMenuItem(block: Block): boolean {
  return isOneLinkLine(block) && blockText(block).trim().length <= MAX_MENU_ITEM_CHARS;
}

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
 * one link or a menu label, and at least two of them links. A menu's items lead to different
 * pages: two lines that link to the same page are a masthead (Ghost's site name and newsletter
 * name, both linking home, over the post's linked title), whose title must stay.
 */
export function topMenu(blocks: Block[], goesAnyway: (index: number) => boolean): Set<number> {
  let start = 0;
  // Over the logo: pictures, rules, and lines that go anyway (the preheader, "Sollte diese E-Mail
  // nicht optimal dargestellt werden, klicke hier"); a link of the menu's own kind is one of it.
  while (
    start < blocks.length &&
    (blocks[start]!.type === "image" ||
      blocks[start]!.type === "rule" ||
      (goesAnyway(start) && !isMenuItem(blocks[start]!)))
  )
    start++;
  let end = start;
  const targets = new Set<string | undefined>();
  let links = 0;
  for (; end < blocks.length; end++) {
    const block = blocks[end]!;
    if (isMenuItem(block)) {
      links++;
      targets.add(oneLinkTarget(block));
    } else if (!isMenuLabel(block)) break;
  }
  // Labels after the last link are the newsletter's own lines again ("Dear reader").
  while (end > start && !isMenuItem(blocks[end - 1]!)) end--;
  // Two links beside the logo to pages of the logo's own site ("Blog", "Resources") are its menu too.
  const logo = blocks[start - 1];
  const logoSite = logo?.type === "image" ? siteOf(logo.href) : "";
  const besideLogo = logoSite !== "" && [...targets].every((target) => siteOf(target) === logoSite);
  const found = new Set<number>();
  if (end - start >= (besideLogo ? 2 : MIN_TOP_RUN) && links >= 2 && targets.size === links)
    for (let at = start; at < end; at++) found.add(at);
  return found;
}

/** The site a link goes to, "www." or not. */
function siteOf(href: string | undefined): string {
  return hostOf(href).replace(/^www\./, "");
}

/** Links in a row of a site's sections: each a name of a few words, several in one line. */
const MIN_ROW_LINKS = 3;
const MAX_LINK_WORDS = 3;

/** What a row of links is set apart with: "Women | Men | Kids", "News · Events". */
const SEPARATOR = /^[\s|·•/–—-]*$/u;

/** A block that is only links, at least MIN_ROW_LINKS of them, each a short name. */
function isSectionRow(block: Block): boolean {
  if (block.type !== "paragraph") return false;
  const links = new Map<string, string>();
  for (const inline of block.inlines) {
    if (isLineBreak(inline) || SEPARATOR.test(inline.text)) continue;
    if (!inline.href) return false;
    links.set(inline.href, `${links.get(inline.href) ?? ""}${inline.text}`);
  }
  return (
    links.size >= MIN_ROW_LINKS && [...links.values()].every((text) => countWords(text) <= MAX_LINK_WORDS)
  );
}

/**
 * Where the footer starts once it takes the site's section links right above it ("Special
 * Sections", "Antiques Guide Auto Showcase …", "Movie Schedules Movie Reviews …"): two or more
 * rows of short links and the short labels over and between them, up to the first block of
 * anything else. A publisher's site map closes its headline digest; it is navigation, not a story.
 */
export function sectionRowsAbove(blocks: Block[], footer: number): number {
  let start = footer;
  let rows = 0;
  for (let index = footer - 1; index >= 0; index--) {
    const block = blocks[index]!;
    const words = countWords(blockText(block));
    if (isSectionRow(block)) rows++;
    else if (
      words > 0 &&
      (words > MAX_LINK_WORDS || (block.type !== "paragraph" && block.type !== "heading"))
    )
      break;
    start = index;
  }
  return rows >= 2 ? start : footer;
}

/** A menu needs fewer lines where it stands right over the footer, as at the top. */
const MIN_FOOTER_MENU = 3;

/**
 * Where the footer starts once it takes the menu right above it: one-link lines to different
 * pages ("Find a Club", "Community", "Contact Us"), each in a table of its own as mobile
 * templates set them, with their icons between them. A footer's own site links, not a story.
 */
export function menuAboveFooter(blocks: Block[], footer: number): number {
  let start = footer;
  const targets = new Set<string | undefined>();
  let items = 0;
  for (let index = footer - 1; index >= 0; index--) {
    const block = blocks[index]!;
    if (block.type === "image" && items > 0) continue;
    if (!isMenuItem(block)) break;
    targets.add(oneLinkTarget(block));
    items++;
    start = index;
  }
  if (items < MIN_FOOTER_MENU || targets.size !== items) return footer;
  // The first item's icon, over it.
  const above = blocks[start - 1];
  return above?.type === "image" && (above.width ?? Infinity) <= MENU_ICON_WIDTH ? start - 1 : start;
}
const MENU_ICON_WIDTH = 64;

/**
 * A menu line set in one paragraph with the label under it ("Sign up | Advertise | News" /
 * "Daily Digest #323"): each line becomes a block of its own, so the menu goes and the label stays.
 */
export function splitSectionRowLines(
  blocks: Block[],
  notes: readonly (BlockNote | undefined)[],
): { blocks: Block[]; notes: (BlockNote | undefined)[] } {
  return splitBlocks(blocks, notes, (block) => {
    const lines = paragraphLines(block);
    if (lines.length < 2) return undefined;
    const rows = lines.map((line) => {
      const part = paragraphOf([line]);
      return part !== undefined && isSectionRow(part);
    });
    if (!rows.includes(true) || rows.every(Boolean)) return undefined;
    const parts = lines.map((line) => paragraphOf([line])).filter((part) => part !== undefined);
    return parts.length > 1 ? parts : undefined;
  });
}

/** What sets a row's labels apart when they are not links: "WOMEN | MEN | KIDS", "News · Events". */
const LABEL_SEPARATOR = /\s+[|·•]\s+/u;

/** Labels set apart by bars or dots, at least MIN_ROW_LINKS of them, each a short name: a menu without links. */
function isLabelRow(block: Block): boolean {
  if (block.type !== "paragraph") return false;
  const labels = blockText(block).trim().split(LABEL_SEPARATOR);
  return (
    labels.length >= MIN_ROW_LINKS &&
    labels.every(
      (label) => /^[^.!?,;:]+$/u.test(label) && countWords(label) <= MAX_LINK_WORDS && label.length <= 24,
    )
  );
}

/**
 * A row of the site's sections over the letter ("Women | Men | Kids | Sale", "Home News Events"):
 * the rows of short links, or of short labels set apart by bars, that stand before its first
 * paragraph of prose.
 */
export function topSectionRows(blocks: Block[], verdicts: BlockVerdict[]): Set<number> {
  const found = new Set<number>();
  const prose = verdicts.findIndex((verdict) => verdict.kind === "content");
  for (let index = 0; index < prose; index++)
    if (isSectionRow(blocks[index]!) || isLabelRow(blocks[index]!)) found.add(index);
  return found;
}
