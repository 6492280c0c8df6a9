import { type Block, type Inline, isLineBreak } from "../reading-document.ts";

// Links to places in the newsletter itself (#anchor) are how it is navigated in a mail client: an
// "In this issue" list over the sections, a "Back to top" after each one. In the book the chapter
// is read straight through and the digest has its own contents, so these go: a block that is
// nearly all such links whole, and in a <br>-broken paragraph the lines that are only such a link.

/** Share of a block's characters in in-page links that makes it navigation. */
const NAVIGATION_SHARE = 0.85;

/** Characters that count: letters and digits, not bullets, arrows or separators. */
function chars(text: string): number {
  return text.replace(/[^\p{L}\p{N}]/gu, "").length;
}

function inlineChars(inlines: Inline[]): { all: number; page: number } {
  let all = 0;
  let page = 0;
  for (const inline of inlines) {
    if (isLineBreak(inline)) continue;
    const count = chars(inline.text);
    all += count;
    if (inline.pageLink) page += count;
  }
  return { all, page };
}

function hasPageLink(block: Block): boolean {
  switch (block.type) {
    case "heading":
    case "paragraph":
      return block.inlines.some((inline) => !isLineBreak(inline) && inline.pageLink === true);
    case "list":
      return block.items.some((item) => item.some(hasPageLink));
    default:
      return false;
  }
}

function blockChars(block: Block): { all: number; page: number } {
  switch (block.type) {
    case "heading":
    case "paragraph":
      return inlineChars(block.inlines);
    case "list":
      return block.items
        .flat()
        .map(blockChars)
        .reduce((sum, item) => ({ all: sum.all + item.all, page: sum.page + item.page }), {
          all: 0,
          page: 0,
        });
    default:
      return { all: 0, page: 0 };
  }
}

/** A block made of in-page links: the issue's own contents, or a "Back to top". */
export function isPageNavigation(block: Block): boolean {
  if (!hasPageLink(block)) return false;
  const { all, page } = blockChars(block);
  return all > 0 && page / all >= NAVIGATION_SHARE;
}

// The words of a link back to the top or to the contents: never part of a sentence, so such a link
// goes wherever it stands in a line ("Aus der Werft  zurück zur Übersicht").
const BACK_LINK =
  /^[\s↑▲^⇧»›<«‹-]*(back to (the )?(top|contents|overview|index)|top|nach oben|zurück( nach oben| zum anfang| zur übersicht| zum inhalt(sverzeichnis)?)|(retour|revenir) (en haut|au sommaire)|haut de page|(volver|subir) (arriba|al (inicio|índice))|torna (su|all'inizio|al sommario)|terug naar (boven|het overzicht)|naar boven|voltar ao (topo|início|índice))[\s↑▲^⇧]*$/iu;

function isBackLink(inline: Inline): boolean {
  return !isLineBreak(inline) && inline.pageLink === true && BACK_LINK.test(inline.text);
}

/**
 * The paragraph or heading without its in-page links back to the top or the contents, and without its lines
 * that are only an in-page link; undefined when it has none, or nothing else.
 */
export function withoutPageLinkLines<T extends { inlines: Inline[] }>(block: T): T | undefined {
  // Most blocks link nowhere in the newsletter; counting their characters would find nothing.
  if (!block.inlines.some((inline) => !isLineBreak(inline) && inline.pageLink === true)) return undefined;
  const lines: Inline[][] = [[]];
  for (const inline of block.inlines) {
    if (isBackLink(inline)) continue;
    if (isLineBreak(inline)) lines.push([]);
    else lines[lines.length - 1]!.push(inline);
  }
  const kept = lines.filter((line) => {
    const { all, page } = inlineChars(line);
    return !(all > 0 && page === all);
  });
  if (kept.every((line) => inlineChars(line).all === 0)) return undefined;
  const backLinks = block.inlines.some(isBackLink);
  if (kept.length === lines.length && !backLinks) return undefined;
  while (kept.length > 0 && inlineChars(kept[kept.length - 1]!).all === 0) kept.pop();
  const inlines: Inline[] = [];
  for (const [index, line] of kept.entries()) {
    if (index > 0) inlines.push({ lineBreak: true });
    inlines.push(...line);
  }
  return { ...block, inlines };
}
