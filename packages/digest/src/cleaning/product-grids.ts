import {
  childNodes,
  findFirst,
  type HtmlElement,
  type HtmlNode,
  isElement,
  isTextNode,
  textContent,
} from "./html-tree.ts";
import { isTrackingPixelUrl, pickImageSource } from "./images.ts";
import { numericAttribute, tableCells, tableRows } from "./layout-tables.ts";

// Shops set N products side by side as one layout table whose ROWS are the products' parts: a row
// of titles, a row of pictures, a row of blurbs, a row of order numbers and prices. Read row by
// row, the book says "title A, title B, picture, picture, price, price" and no reader can tell
// which price is whose; read column by column, each product stands whole.
//
// The rule, and why each part of it:
// - At least two rows of at least two columns, every row as wide as the others: the rows line up.
// - Every product column is filled in every row: a column of labels beside the pictures (a
//   comparison table) leaves a gap in the picture row and keeps the table as it is.
// - Within each row the products' cells are of one kind (pictures only, words only, or both),
//   while the rows are not all of one kind. A row that mixes kinds is an item itself (a picture
//   beside its text, a "media object" row); a grid whose rows are all alike holds a whole card in
//   each cell, and those read in order row by row.
// - No cell holds prose: a picture sliced in two over a two-column letter is a header and a body,
//   not two products. Lists of short lines (a product's specifications) are not prose.
// Rows that fall outside (a banner across the whole width, a row of prose) stay where they are.

/** A line of words this long is a paragraph of prose, not a product's title, blurb or price. */
const PROSE_LINE_CHARS = 300;
/** Images this thin are spacers and open trackers, not a product's picture. */
const SPACER_PIXELS = 2;

/** Which of a table's rows read column by column, each product's cells in row order. */
export interface ProductGrid {
  rows: HtmlElement[];
  /** For each product, for each row, the cells that hold its part (a price and its button). */
  products: HtmlElement[][][];
}

type Kind = "pictures" | "words" | "both";

interface PlacedCell {
  cell: HtmlElement;
  start: number;
  end: number;
  kind: Kind;
}

interface LaidRow {
  row: HtmlElement;
  width: number;
  /** Cells with something to show: empty spacer cells left out. */
  filled: PlacedCell[];
  prose: boolean;
}

function isPicture(element: HtmlElement): boolean {
  if (element.tagName !== "img") return false;
  const width = numericAttribute(element, "width");
  const height = numericAttribute(element, "height");
  if ((width !== undefined && width <= SPACER_PIXELS) || (height !== undefined && height <= SPACER_PIXELS))
    return false;
  const src = pickImageSource(element);
  return src !== undefined && !isTrackingPixelUrl(src);
}

const LINE_BREAKS = new Set([
  "br",
  "p",
  "div",
  "li",
  "tr",
  "td",
  "th",
  "table",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
]);

/** The longest run of words between line breaks and blocks. */
function longestLine(root: HtmlNode): number {
  let longest = 0;
  let line = 0;
  const visit = (node: HtmlNode) => {
    if (isTextNode(node)) {
      line += node.value.replace(/\s+/g, " ").length;
      longest = Math.max(longest, line);
      return;
    }
    const breaks = isElement(node) && LINE_BREAKS.has(node.tagName);
    if (breaks) line = 0;
    for (const child of childNodes(node)) visit(child);
    if (breaks) line = 0;
  };
  visit(root);
  return longest;
}

function layRow(row: HtmlElement): LaidRow {
  const filled: PlacedCell[] = [];
  let width = 0;
  let prose = false;
  for (const cell of tableCells(row)) {
    const start = width;
    width += Math.max(1, Math.round(numericAttribute(cell, "colspan") ?? 1));
    const words = textContent(cell).trim().length > 0;
    const pictures = findFirst(cell, isPicture) !== undefined;
    if (!words && !pictures) continue;
    if (longestLine(cell) > PROSE_LINE_CHARS) prose = true;
    filled.push({ cell, start, end: width, kind: words && pictures ? "both" : words ? "words" : "pictures" });
  }
  return { row, width, filled, prose };
}

/**
 * The product columns of rows that line up: the places between columns that no filled cell
 * spans, each stretch between two of them that holds something in some row.
 */
function productColumns(rows: LaidRow[]): [number, number][] {
  const width = rows[0]!.width;
  const spanned = new Set<number>();
  for (const { filled } of rows)
    for (const placed of filled) for (let at = placed.start + 1; at < placed.end; at++) spanned.add(at);
  const columns: [number, number][] = [];
  let start = 0;
  for (let at = 1; at <= width; at++) {
    if (spanned.has(at)) continue;
    if (rows.some(({ filled }) => filled.some((placed) => placed.start >= start && placed.start < at)))
      columns.push([start, at]);
    start = at;
  }
  return columns;
}

function asGrid(rows: LaidRow[]): ProductGrid | undefined {
  if (rows.length < 2) return undefined;
  const columns = productColumns(rows);
  if (columns.length < 2) return undefined;
  const products = columns.map(([start, end]) =>
    rows.map(({ filled }) => filled.filter((placed) => placed.start >= start && placed.start < end)),
  );
  const rowKinds = new Set<Kind>();
  for (let index = 0; index < rows.length; index++) {
    const parts = products.map((product) => product[index]!);
    if (parts.some((part) => part.length === 0)) return undefined;
    const kinds = new Set(parts.map((part) => kindOf(part)));
    if (kinds.size > 1) return undefined;
    rowKinds.add(kindOf(parts[0]!));
  }
  if (rowKinds.size < 2) return undefined;
  return {
    rows: rows.map(({ row }) => row),
    products: products.map((product) => product.map((part) => part.map(({ cell }) => cell))),
  };
}

function kindOf(part: PlacedCell[]): Kind {
  const kinds = new Set(part.map(({ kind }) => kind));
  return kinds.size === 1 ? [...kinds][0]! : "both";
}

/** The product grids in a layout table: runs of rows that line up, read column by column. */
export function productGrids(table: HtmlElement): ProductGrid[] {
  const grids: ProductGrid[] = [];
  let run: LaidRow[] = [];
  const closeRun = () => {
    const grid = asGrid(run);
    if (grid) grids.push(grid);
    run = [];
  };
  for (const row of tableRows(table)) {
    // A row of one cell (a wrapper around the whole letter, a banner) is not read for words.
    const laid = tableCells(row).length < 2 ? undefined : layRow(row);
    if (!laid || laid.filled.length < 2 || laid.prose) {
      closeRun();
      continue;
    }
    if (run.length > 0 && run[0]!.width !== laid.width) closeRun();
    run.push(laid);
  }
  closeRun();
  return grids;
}
