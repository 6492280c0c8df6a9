import { hostOf } from "../cleaning/images.ts";
import type { Block, ImageBlock } from "../reading-document.ts";

// The wall of partners', clients' or sponsors' logos a letter sets right above its footer, under
// a label of its own ("Our partners", "Unsere Förderer", "Ils nous font confiance"): the sender's
// credentials, not something to read. A wall is told from the letter's last photos by the logos
// themselves — their files or alt texts say "logo" or "partner", or each leads to a different organisation.
// The footer's usual reach over labels (withFooterLabels) then takes the wall's label too.

const MIN_LOGOS = 3;
/** Logos whose files or alt texts say so may be as few as two: a funder's and a region's. */
const MIN_NAMED_LOGOS = 2;
const LOGO_WORD = /logo|partner|partenaire|sponsor|förder/i;

const isImage = (block: Block): block is ImageBlock => block.type === "image";
/** An empty paragraph between the images: a spacer cell of the grid. */
const isSpacer = (block: Block) =>
  block.type === "paragraph" && block.inlines.every((inline) => !("text" in inline) || !inline.text.trim());

/** Where the footer starts once it takes the logo wall right above it (`footer` when there is none). */
export function logoWallAbove(blocks: Block[], footer: number): number {
  let start = footer;
  const images: ImageBlock[] = [];
  while (start > 0) {
    const block = blocks[start - 1]!;
    if (isImage(block)) images.push(block);
    else if (!isSpacer(block)) break;
    start--;
  }
  if (images.length < MIN_NAMED_LOGOS) return footer;
  const named = images.filter(
    (image) => LOGO_WORD.test(image.src.replace(/[?#].*$/, "")) || LOGO_WORD.test(image.alt),
  );
  if (images.length < MIN_LOGOS) return named.length === images.length ? start : footer;
  const hosts = new Set(images.map((image) => hostOf(image.href).replace(/^www\./, "")).filter(Boolean));
  return named.length * 3 >= images.length * 2 || hosts.size >= MIN_LOGOS ? start : footer;
}
