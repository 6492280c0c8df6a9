import { type Block, blockText, type ImageBlock } from "../reading-document.ts";

// The wall of partners', clients' or sponsors' logos a letter sets right above its footer, under
// a label of its own ("Our partners", "Unsere Förderer", "Ils nous font confiance"): the sender's
// credentials, not something to read. A wall is told from the letter's last photos by the logos
// themselves — their files or alt texts say "logo", or each leads to a different organisation.

const MIN_LOGOS = 3;
const LOGO_WORD = /logo/i;

function hostOf(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    return new URL(href).hostname.replace(/^www\./, "");
  } catch {
    return undefined;
  }
}

const isImage = (block: Block): block is ImageBlock => block.type === "image";
/** An empty paragraph between the images: a spacer cell of the grid. */
const isSpacer = (block: Block) =>
  block.type === "paragraph" && block.inlines.every((inline) => !("text" in inline) || !inline.text.trim());

/** A heading of a few words over the wall: "Our partners", "Ils nous font confiance". */
const LABEL_WORDS = 8;

function isLabel(block: Block): boolean {
  if (block.type !== "heading" && block.type !== "paragraph") return false;
  if (block.inlines.some((inline) => "href" in inline && inline.href)) return false;
  const words = blockText(block).trim().split(/\s+/).filter(Boolean).length;
  return words > 0 && words <= LABEL_WORDS && (block.type === "heading" || /:\s*$/.test(blockText(block)));
}

/**
 * The logo wall right above the footer, with its label: the blocks from `start` up to the
 * footer. Undefined when the images there are not a wall of logos.
 */
export function logoWallAbove(blocks: Block[], footer: number): { start: number; end: number } | undefined {
  let start = footer;
  const images: ImageBlock[] = [];
  while (start > 0) {
    const block = blocks[start - 1]!;
    if (isImage(block)) images.push(block);
    else if (!isSpacer(block)) break;
    start--;
  }
  if (images.length < MIN_LOGOS) return undefined;
  const named = images.filter(
    (image) => LOGO_WORD.test(image.src.replace(/[?#].*$/, "")) || LOGO_WORD.test(image.alt),
  );
  const hosts = new Set(images.map((image) => hostOf(image.href)).filter(Boolean));
  if (named.length * 3 < images.length * 2 && hosts.size < MIN_LOGOS) return undefined;
  if (start > 0 && isLabel(blocks[start - 1]!)) start--;
  return { start, end: footer };
}
