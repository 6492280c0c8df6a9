import { attribute, findAll, type HtmlElement, parentElement, textContent } from "./html-tree.ts";
import { numericAttribute, tableCells } from "./layout-tables.ts";

// A shop's menu drawn as a row of linked pictures ("Neu", "Bestseller", "Reduziert", each a 31-pixel
// high button): the page's navigation, nothing a reader reads. A book would print a row of pictures,
// or their one-word alts.

/** A menu's buttons are drawn this low at most; a product's picture is square or taller. */
const BUTTON_HEIGHT = 50;
/** … and this narrow: a banner across the letter is no button. */
const BUTTON_WIDTH = 200;
/** Buttons enough to make a menu. */
const MIN_BUTTONS = 3;

/** The picture a cell holds alone, linked, at a button's size; undefined for anything else. */
function buttonLink(cell: HtmlElement): string | undefined {
  if (textContent(cell).trim() !== "") return undefined;
  const images = findAll(cell, (element) => element.tagName === "img");
  if (images.length !== 1) return undefined;
  const image = images[0]!;
  const height = numericAttribute(image, "height");
  const width = numericAttribute(image, "width");
  if (height === undefined || height > BUTTON_HEIGHT || (width !== undefined && width > BUTTON_WIDTH))
    return undefined;
  for (let element = parentElement(image); element && element !== cell; element = parentElement(element))
    if (element.tagName === "a") return attribute(element, "href");
  return undefined;
}

/** A spacer's side: a cell holding only such a strip holds nothing. */
const SPACER_SIDE = 20;

function holdsSomething(cell: HtmlElement): boolean {
  if (textContent(cell).trim() !== "") return true;
  return findAll(cell, (element) => element.tagName === "img").some((image) => {
    const sides = [numericAttribute(image, "width"), numericAttribute(image, "height")];
    return !sides.some((side) => side !== undefined && side <= SPACER_SIDE);
  });
}

/** The table rows that are such menus: a linked button in each filled cell, each to its own page. */
export function imageMenuRows(body: HtmlElement): Set<HtmlElement> {
  const rows = new Set<HtmlElement>();
  for (const row of findAll(body, (element) => element.tagName === "tr")) {
    const filled = tableCells(row).filter(holdsSomething);
    if (filled.length < MIN_BUTTONS) continue;
    const targets = filled.map(buttonLink);
    if (targets.every((target) => target) && new Set(targets).size === targets.length) rows.add(row);
  }
  return rows;
}
