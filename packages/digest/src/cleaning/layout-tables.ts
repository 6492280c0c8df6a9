import { nonSpaceLength } from "../text/whitespace.ts";
import { attribute, childNodes, findFirst, type HtmlElement, isElement, textContent } from "./html-tree.ts";

// Newsletters lay themselves out with tables; a book shows those as flowing paragraphs. Only a
// table of real data (a schedule, prices, results) stays a table.

const ROW_GROUPS = new Set(["thead", "tbody", "tfoot"]);
const CELLS = new Set(["td", "th"]);
const BLOCK_CONTENT = new Set([
  "img",
  "table",
  "div",
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "blockquote",
  "pre",
  "hr",
  "picture",
  "center",
  "section",
]);
const MAX_DATA_CELL_CHARS = 240;

export function childElements(element: HtmlElement, tags: Set<string>): HtmlElement[] {
  return childNodes(element).filter(
    (child): child is HtmlElement => isElement(child) && tags.has(child.tagName),
  );
}

export function tableRows(table: HtmlElement): HtmlElement[] {
  const rows = childElements(table, new Set(["tr"]));
  for (const group of childElements(table, ROW_GROUPS))
    for (const row of childElements(group, new Set(["tr"]))) rows.push(row);
  return rows;
}

export function tableCells(row: HtmlElement): HtmlElement[] {
  return childElements(row, CELLS);
}

export function numericAttribute(element: HtmlElement, name: string): number | undefined {
  const value = attribute(element, name);
  if (!value || value.includes("%")) return undefined;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

function linkText(cell: HtmlElement): number {
  let chars = 0;
  const stack = [...childNodes(cell)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node) && node.tagName === "a") chars += nonSpaceLength(textContent(node));
    else for (const child of childNodes(node)) stack.push(child);
  }
  return chars;
}

/** Paragraphs a word processor sets in every cell of a table it draws ("<td><p class=MsoNormal>"). */
const CELL_PARAGRAPHS = new Set(["p", "div"]);
const SOLID_BORDER = /border(?:-(?:top|bottom|left|right))?\s*:[^;]*\b(?:solid|double)\b/i;

/** The table draws its grid: a border attribute, or solid borders on its cells (Word's tables). */
function drawsGrid(table: HtmlElement, firstCell: HtmlElement | undefined): boolean {
  if ((numericAttribute(table, "border") ?? 0) > 0) return true;
  return firstCell !== undefined && SOLID_BORDER.test(attribute(firstCell, "style") ?? "");
}

/** A list's mark in a cell of its own: a bullet, or a number with its dot ("1.", "2)"). */
const LIST_MARK = /^(?:[•·▪◦‣●○■□–-]|\d{1,2}[.)])$/u;

/**
 * A list set as a table, one item a row: the mark in a cell of its own, the words in the next
 * (spacer cells between them). Read as layout, each row's mark and words join into a list item.
 */
function isMarkedList(rows: HtmlElement[]): boolean {
  return rows.every((row) => {
    const filled = tableCells(row)
      .map((cell) => textContent(cell).trim())
      .filter((text) => text.length > 0);
    return filled.length === 2 && LIST_MARK.test(filled[0]!);
  });
}

/** Real data versus the tables newsletters use for layout. */
export function isDataTable(table: HtmlElement): boolean {
  const role = attribute(table, "role")?.toLowerCase();
  if (role === "presentation" || role === "none") return false;
  if (findFirst(table, (element) => element.tagName === "table")) return false;
  const rows = tableRows(table);
  if (rows.length < 2) return false;
  // In a drawn grid, paragraphs in the cells are how the cells were typed, not a layout's blocks.
  const grid = drawsGrid(table, rows[0] && tableCells(rows[0])[0]);
  const blockContent = (element: HtmlElement) =>
    BLOCK_CONTENT.has(element.tagName) && !(grid && CELL_PARAGRAPHS.has(element.tagName));
  let hasHeaderCells = childElements(table, new Set(["caption", "thead"])).length > 0;
  let columns = -1;
  let regular = true;
  let cells = 0;
  let filled = 0;
  let textChars = 0;
  let linkChars = 0;
  for (const row of rows) {
    let width = 0;
    for (const cell of tableCells(row)) {
      width += Math.max(1, numericAttribute(cell, "colspan") ?? 1);
      if (cell.tagName === "th") hasHeaderCells = true;
      if (findFirst(cell, blockContent)) return false;
      const text = textContent(cell).trim();
      if (text.length > MAX_DATA_CELL_CHARS) return false;
      cells++;
      if (text.length > 0) filled++;
      textChars += nonSpaceLength(text);
      linkChars += linkText(cell);
    }
    if (columns === -1) columns = width;
    else if (width !== columns) regular = false;
  }
  if (columns < 2) return false;
  if (isMarkedList(rows)) return false;
  // A grid of links is a menu or a link list, not data.
  if (textChars > 0 && linkChars / textChars > 0.5) return false;
  if (hasHeaderCells) return true;
  return regular && cells >= 4 && filled / cells >= 0.6;
}
