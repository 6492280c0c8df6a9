import { findAll, type HtmlElement, parentElement, textContent } from "./html-tree.ts";
import { numericAttribute, tableCells } from "./layout-tables.ts";

// A social digest's counts under each post (likes, replies, reposts) are a row of cells, each a
// small icon and a number ("♡ 41  💬 3  ↻ 2"), or an icon's cell and a number's. The icons are what said which count is which; a
// book without them would print a row of bare numbers, and glue the last to the next post's line.

/** A count as such rows print it: "41", "1,204", "3.2K". */
const COUNT = /^\d{1,3}(?:[.,]\d{3})*(?:[.,]\d)?[kKmM]?$/;
/** Icons of a count row are set this small. */
const ICON_SIDE = 24;
/** A count row has a few cells; a table of figures has more, and headers. */
const MAX_CELLS = 6;

function isSmallIcon(image: HtmlElement): boolean {
  const sides = [numericAttribute(image, "width"), numericAttribute(image, "height")].filter(
    (side) => side !== undefined,
  );
  return sides.length > 0 && sides.every((side) => side <= ICON_SIDE);
}

function cellOf(image: HtmlElement): HtmlElement | undefined {
  for (let element = parentElement(image); element; element = parentElement(element))
    if (element.tagName === "td" || element.tagName === "th") return element;
  return undefined;
}

/** The table rows that hold only counts beside small icons, two counts at least, an icon to each. */
export function reactionCountRows(body: HtmlElement): Set<HtmlElement> {
  const rows = new Set<HtmlElement>();
  const counted = new Set<HtmlElement>();
  for (const image of findAll(body, (element) => element.tagName === "img")) {
    if (!isSmallIcon(image)) continue;
    const cell = cellOf(image);
    const row = cell && parentElement(cell);
    if (!cell || !row || row.tagName !== "tr" || counted.has(row)) continue;
    counted.add(row);
    const cells = tableCells(row);
    if (cells.length > MAX_CELLS) continue;
    // Each count beside its icon, in its cell or in the cell before ("👁 | 7.2M | ▲ | 770").
    let counts = 0;
    let icons = 0;
    const onlyCounts = cells.every((each) => {
      if (findAll(each, (element) => element.tagName === "img").some(isSmallIcon)) icons++;
      const text = textContent(each).trim();
      if (text === "") return true;
      if (!COUNT.test(text)) return false;
      counts++;
      return true;
    });
    if (onlyCounts && counts >= 2 && icons >= counts) rows.add(row);
  }
  return rows;
}
