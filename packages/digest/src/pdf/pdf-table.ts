import { inlineText, type TableBlock } from "../reading-document.ts";

// A data table keeps every column on the page. pdfmake gives a column at least the width of its
// longest word and lets a table run off the page when those add up to more than the page, which
// lost a wide table's last columns. So columns are sized here: at the largest type (9 pt down to
// 6 pt) at which every column's longest word fits; failing that, at the smallest type with the
// overlong words (URLs, codes) allowed to break anywhere. The room left over goes to the columns
// with the most text.

const FONT_SIZES = [9, 8, 7.5, 7, 6.5, 6];
export const TABLE_CELL_PADDING = 3;
// Bold header text is a little wider than the regular weight that is measured, and the measure
// (no kerning) is a little short of pdfkit's.
const BOLD_FACTOR = 1.08;
const SAFETY = 1.03;

/** Width in points of a text at a font size, in regular weight. */
export type MeasureText = (text: string, fontSize: number) => number;

export interface TablePlan {
  columns: number;
  fontSize: number;
  /** Column widths in points, without the cell padding; they add up to the width given. */
  widths: number[];
  /** Words wider than the column they sit in: drawn with line breaks allowed between letters. */
  breakable: Set<string>;
  /** Whether every ordinary word (not a URL or code) fits whole in its column. */
  wordsFit: boolean;
}

interface CellText {
  column: number;
  span: number;
  text: string;
  bold: boolean;
}

export function tableColumns(block: TableBlock): number {
  let columns = 0;
  for (const row of block.rows) {
    columns = Math.max(
      columns,
      row.reduce((sum, cell) => sum + Math.max(1, cell.colspan ?? 1), 0),
    );
  }
  return columns;
}

function cellTexts(block: TableBlock): CellText[] {
  const cells: CellText[] = [];
  for (const row of block.rows) {
    let column = 0;
    for (const cell of row) {
      const span = Math.max(1, cell.colspan ?? 1);
      cells.push({ column, span, text: inlineText(cell.inlines), bold: cell.header });
      column += span;
    }
  }
  return cells;
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** URLs, e-mail addresses and long codes: better broken than shrinking the whole table for them. */
function isBreakableToken(word: string): boolean {
  return word.length > 24 || /:\/\/|@|\/.*\//.test(word);
}

/** The values, the largest of them lowered to one cap, so that they add up to at most `total`. */
function capToFit(values: number[], total: number): number[] {
  if (sum(values) <= total) return values;
  const sorted = [...values].sort((a, b) => a - b);
  let below = 0;
  for (let index = 0; index < sorted.length; index++) {
    const cap = (total - below) / (sorted.length - index);
    if (cap <= sorted[index]!) return values.map((value) => Math.min(value, cap));
    below += sorted[index]!;
  }
  return values;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Type size and column widths that fit a table in `width` points with every column in it. */
export function planTable(block: TableBlock, width: number, measure: MeasureText): TablePlan {
  const columns = Math.max(1, tableColumns(block));
  const available = Math.max(columns, width - TABLE_CELL_PADDING * 2 * (columns - 1));
  // Cells spanning columns do not size them (as in a browser's first pass).
  const cells = cellTexts(block).filter((cell) => cell.span === 1);
  const measureCell = (text: string, fontSize: number, bold: boolean) =>
    measure(text, fontSize) * (bold ? BOLD_FACTOR : 1) * SAFETY;

  const longestWords = (fontSize: number, ordinaryOnly: boolean) => {
    const longest = new Array<number>(columns).fill(0);
    for (const cell of cells) {
      for (const word of words(cell.text)) {
        if (ordinaryOnly && isBreakableToken(word)) continue;
        longest[cell.column] = Math.max(longest[cell.column]!, measureCell(word, fontSize, cell.bold));
      }
    }
    return longest;
  };

  // The largest type at which every ordinary word fits whole (URLs and codes may break anyway).
  let fontSize = FONT_SIZES[FONT_SIZES.length - 1]!;
  let wordsFit = false;
  for (const size of FONT_SIZES) {
    if (sum(longestWords(size, true)) <= available) {
      fontSize = size;
      wordsFit = true;
      break;
    }
  }
  // Each column needs its longest word, up to a cap chosen so that all of them fit; only words
  // longer than the cap break.
  const minimum = capToFit(longestWords(fontSize, false), available);

  const natural = new Array<number>(columns).fill(0);
  for (const cell of cells) {
    natural[cell.column] = Math.max(natural[cell.column]!, measureCell(cell.text, fontSize, cell.bold));
  }
  for (let column = 0; column < columns; column++) {
    natural[column] = Math.max(natural[column]!, minimum[column]!, 1);
  }

  let widths: number[];
  if (sum(natural) <= available) {
    const scale = available / sum(natural);
    widths = natural.map((value) => value * scale);
  } else {
    const spare = available - sum(minimum);
    const wanted = sum(natural.map((value, column) => value - minimum[column]!));
    widths = minimum.map(
      (value, column) =>
        value + (wanted > 0 ? (spare * (natural[column]! - value)) / wanted : spare / columns),
    );
  }
  // Rounded down so rounding never pushes the table past the margin.
  widths = widths.map((value) => Math.floor(value * 10) / 10);

  const breakable = new Set<string>();
  for (const cell of cellTexts(block)) {
    const spanned = widths.slice(cell.column, cell.column + cell.span);
    const room = sum(spanned) + TABLE_CELL_PADDING * 2 * (spanned.length - 1);
    for (const word of words(cell.text)) {
      if (measureCell(word, fontSize, cell.bold) > room) breakable.add(word);
    }
  }
  return { columns, fontSize, widths, breakable, wordsFit };
}
