import { type Block, blockText, type ImageBlock } from "../reading-document.ts";
import type { BlockNote } from "./block-sink.ts";
import { isFigure, letterWords } from "./uninformative-alt.ts";

// An image's alt text can be meaningful alone and still say nothing where the image stands: a
// heading image whose alt repeats the heading next to it, a company logo above the company's name,
// a masthead logo naming the sender (the chapter's byline already does), a row of sponsor or
// partner logos, an icon in the footer's social row. Such an image keeps its place but loses its
// alt text, so a missing image leaves nothing rather than the same words twice or a list of names.

export interface NewsletterSender {
  name: string;
  address: string;
}

/** Before the first paragraph this long, an image belongs to the masthead. */
const FIRST_PROSE_WORDS = 20;
/** Images side by side, each at most this wide, are icons or logos in a row. */
const ROW_ICON_WIDTH = 100;
/** A run of this many images whose alts are only names is a logo row (partners, sponsors, apps)… */
const LOGO_ROW_IMAGES = 3;
const LOGO_NAME_WORDS = 3;
/** …unless one of them is as wide as a picture. */
const LOGO_MAX_WIDTH = 200;

// Words a masthead's alt adds to the newsletter's name ("The Harbour Post newsletter, issue 12").
const MASTHEAD_FILLER = new Set([
  "the",
  "a",
  "an",
  "of",
  "and",
  "newsletter",
  "issue",
  "edition",
  "no",
  "nr",
  "der",
  "die",
  "das",
  "le",
  "la",
  "les",
  "el",
  "il",
  "de",
  "het",
  "logo",
  "header",
  "banner",
]);

/** A text reduced to its words, for comparing alt text with the text around it. */
function comparable(text: string): string {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(" ");
}

function repeats(alt: string, neighbour: string): boolean {
  const needle = comparable(alt);
  return needle !== "" && ` ${comparable(neighbour)} `.includes(` ${needle} `);
}

/** The words a newsletter goes by: its sender's name and mail domain. */
interface SenderNames {
  words: Set<string>;
  /** The sender's name as one run of letters. */
  letters: string;
}

function senderNames(sender: NewsletterSender): SenderNames {
  const domain = sender.address.split("@")[1] ?? "";
  const name = letterWords(sender.name);
  return { words: new Set([...name, ...letterWords(domain)]), letters: name.join("") };
}

/** The alt only names the sender, give or take a word like "newsletter" or "logo". */
function namesSender(alt: string, sender: SenderNames): boolean {
  const words = letterWords(alt);
  if (
    words.some((word) => sender.words.has(word)) &&
    words.every((word) => sender.words.has(word) || MASTHEAD_FILLER.has(word))
  )
    return true;
  // Spaced or run-together lettering: "M E D I A  N O T E S" for Media Notes.
  const letters = words.join("");
  return letters.length >= 4 && sender.letters.includes(letters);
}

function isImage(block: Block | undefined): block is ImageBlock {
  return block?.type === "image";
}

/** The text next to a run of images: the nearest block on each side that is not an image. */
function neighbourTexts(blocks: Block[], start: number, end: number): string[] {
  return [blocks[start - 1], blocks[end]].map((block) => (block ? blockText(block) : ""));
}

/**
 * Images in a run that together form a row of icons or logos. Only images with alt text count:
 * a spacer or an unlabelled ornament beside a heading image does not make a row of it.
 */
function isLogoRow(run: ImageBlock[]): boolean {
  const labelled = run.filter((image) => image.alt);
  // Figures set as pictures beside their words ("9", "Million") are a statistic, not logos.
  if (labelled.some((image) => isFigure(image.alt))) return false;
  if (
    labelled.length >= 2 &&
    labelled.every((image) => image.width !== undefined && image.width <= ROW_ICON_WIDTH)
  )
    return true;
  return (
    labelled.length >= LOGO_ROW_IMAGES &&
    labelled.every(
      (image) => letterWords(image.alt).length <= LOGO_NAME_WORDS && (image.width ?? 0) <= LOGO_MAX_WIDTH,
    )
  );
}

function mastheadEnd(blocks: Block[]): number {
  const index = blocks.findIndex(
    (block) => !isImage(block) && letterWords(blockText(block)).length >= FIRST_PROSE_WORDS,
  );
  return index < 0 ? blocks.length : index;
}

/**
 * The blocks with the alt text of redundant images emptied; `notes` (one per block, when known)
 * tell which blocks sit in a template's chrome container. Lists and quotes are judged inside.
 */
export function quietRedundantAlts(
  blocks: Block[],
  notes: readonly (BlockNote | undefined)[] = [],
  sender?: NewsletterSender,
): Block[] {
  const masthead = mastheadEnd(blocks);
  const names = sender && senderNames(sender);
  const result = [...blocks];
  for (let start = 0; start < blocks.length; start++) {
    const block = blocks[start]!;
    if (block.type === "list") {
      result[start] = { ...block, items: block.items.map((item) => quietRedundantAlts(item)) };
      continue;
    }
    if (block.type === "quote") {
      result[start] = { ...block, blocks: quietRedundantAlts(block.blocks) };
      continue;
    }
    if (!isImage(block)) continue;
    let end = start;
    while (isImage(blocks[end])) end++;
    const run = blocks.slice(start, end) as ImageBlock[];
    const neighbours = neighbourTexts(blocks, start, end);
    const row = isLogoRow(run);
    for (const [offset, image] of run.entries()) {
      const index = start + offset;
      const redundant =
        row ||
        notes[index]?.chrome === true ||
        neighbours.some((text) => repeats(image.alt, text)) ||
        (index < masthead && names !== undefined && namesSender(image.alt, names));
      if (redundant && image.alt) result[index] = { ...image, alt: "" };
    }
    start = end - 1;
  }
  return result;
}
