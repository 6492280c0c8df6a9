import bidiFactory from "bidi-js";

// pdfmake breaks text into lines in logical order and places every word left to right, and
// pdfkit lays text out word by word; fontkit reverses the glyphs of any word in a right-to-left
// script (and shapes Arabic), but nothing puts the words of a line in visual order. So after
// layout every line holding right-to-left text is reordered here with the Unicode
// Bidirectional Algorithm (UAX #9): the line is cut into pieces of one word and one embedding
// level, the pieces are put in visual order (rule L2), and each is given the text that makes
// pdfkit and fontkit draw it the right way round.

const bidi = bidiFactory();

/** Quick test: does a string hold any right-to-left character at all? */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

// The scripts fontkit lays out right to left: it reverses a run's glyphs when the first
// character of the run that belongs to a script is in one of them.
const FONTKIT_RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Cypriot}\p{Script=Kharoshthi}\p{Script=Phoenician}\p{Script=Lydian}\p{Script=Avestan}\p{Script=Imperial_Aramaic}\p{Script=Inscriptional_Pahlavi}\p{Script=Inscriptional_Parthian}\p{Script=Old_South_Arabian}\p{Script=Old_Turkic}\p{Script=Meroitic_Cursive}\p{Script=Meroitic_Hieroglyphs}\p{Script=Manichaean}\p{Script=Mende_Kikakui}\p{Script=Nabataean}\p{Script=Old_North_Arabian}\p{Script=Palmyrene}\p{Script=Psalter_Pahlavi}]/u;
const FIRST_SCRIPT_CHARACTER = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

export type BaseDirection = "ltr" | "rtl";

/**
 * The direction of a paragraph holding right-to-left characters: that of its first strong
 * character (rules P2, P3). Undefined for text with none, which needs no reordering.
 */
export function paragraphDirection(text: string): BaseDirection | undefined {
  if (!RIGHT_TO_LEFT.test(text)) return undefined;
  return bidi.getEmbeddingLevels(text, "auto").paragraphs[0]?.level === 1 ? "rtl" : "ltr";
}

/** Whether fontkit will reverse this text's glyphs when it lays it out. */
function fontkitReverses(text: string): boolean {
  const first = FIRST_SCRIPT_CHARACTER.exec(text);
  return first !== null && FONTKIT_RTL_SCRIPT.test(first[0]);
}

function reverseCodePoints(text: string): string {
  return [...text].reverse().join("");
}

/** The parts of a pdfmake inline this module reads and writes. */
export interface BidiInline {
  text: string;
  x: number;
  width: number;
  fontSize: number;
  font: { widthOfString(text: string, size: number, features?: unknown): number };
  fontFeatures?: unknown;
  characterSpacing?: number;
  leadingCut?: number;
  trailingCut?: number;
  /** Set by the PDF content builder on every word of a right-to-left paragraph. */
  bidiBase?: BaseDirection;
  _pageNodeRef?: unknown;
  _tocItemRef?: unknown;
  [property: string]: unknown;
}

export interface BidiLine {
  inlines: BidiInline[];
  leadingCut?: number;
  trailingCut?: number;
  getWidth(): number;
  /** Marks a line already in visual order, so runs are not joined across its pieces. */
  bidiReordered?: boolean;
}

interface Piece {
  source: BidiInline;
  text: string;
  level: number;
}

function widthOf(piece: { text: string; source: BidiInline }, features: unknown): number {
  const { source, text } = piece;
  const spacing = (source.characterSpacing ?? 0) * Math.max(0, text.length - 1);
  return source.font.widthOfString(text, source.fontSize, features) + spacing;
}

/** Reverses every maximal sequence of pieces at level k or above, from the highest level down (L2). */
function visualOrder(pieces: Piece[]): Piece[] {
  const ordered = [...pieces];
  let highest = 0;
  let lowestOdd = Number.POSITIVE_INFINITY;
  for (const piece of pieces) {
    highest = Math.max(highest, piece.level);
    if (piece.level % 2 === 1) lowestOdd = Math.min(lowestOdd, piece.level);
  }
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < ordered.length; ) {
      if (ordered[start]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1]!.level >= level) end++;
      const reversed = ordered.slice(start, end + 1).reverse();
      ordered.splice(start, reversed.length, ...reversed);
      start = end + 1;
    }
  }
  return ordered;
}

/** Text and features that make pdfkit draw a piece in visual order. */
function drawable(piece: Piece, mirrored: string): { text: string; features: unknown } {
  if (piece.level % 2 === 1) {
    // fontkit reverses (and shapes) a right-to-left run itself when laid out whole; a run of
    // only punctuation or symbols is reversed here.
    return fontkitReverses(mirrored)
      ? { text: mirrored, features: [] }
      : { text: reverseCodePoints(mirrored), features: [] };
  }
  // Left-to-right text fontkit would still reverse (Arabic-Indic digits) is handed over reversed.
  return fontkitReverses(piece.text)
    ? { text: reverseCodePoints(piece.text), features: [] }
    : { text: piece.text, features: piece.source.fontFeatures };
}

function reorderLine(line: BidiLine): void {
  const inlines = line.inlines;
  // pdfmake leaves a line's outer spaces out of its width; they are dropped here.
  const texts = inlines.map((inline) => inline.text);
  if (line.leadingCut) texts[0] = texts[0]!.replace(/^\s+/, "");
  if (line.trailingCut) texts[texts.length - 1] = texts[texts.length - 1]!.replace(/\s+$/, "");
  const text = texts.join("");
  const base = inlines[0]?.bidiBase ?? "auto";
  const embedding = bidi.getEmbeddingLevels(text, base);
  const mirrors = bidi.getMirroredCharactersMap(text, embedding.levels);
  const baseLevel = embedding.paragraphs[0]?.level ?? 0;

  const pieces: Piece[] = [];
  const mirroredTexts = new Map<Piece, string>();
  let offset = 0;
  texts.forEach((inlineText, index) => {
    const source = inlines[index]!;
    let start = 0;
    for (let position = 0; position <= inlineText.length; position++) {
      const level = embedding.levels[offset + position];
      const previous = embedding.levels[offset + start];
      if (position < inlineText.length && level === previous) continue;
      if (position > start) {
        const piece: Piece = {
          source,
          text: inlineText.slice(start, position),
          level: previous ?? baseLevel,
        };
        let mirrored = "";
        for (let character = start; character < position; character++) {
          mirrored += mirrors.get(offset + character) ?? inlineText[character];
        }
        mirroredTexts.set(piece, mirrored);
        pieces.push(piece);
      }
      start = position;
    }
    offset += inlineText.length;
  });

  const placed: BidiInline[] = [];
  let total = 0;
  for (const piece of visualOrder(pieces)) {
    const { text: drawn, features } = drawable(piece, mirroredTexts.get(piece)!);
    const width = widthOf({ source: piece.source, text: drawn }, features);
    const inline: BidiInline = {
      ...piece.source,
      text: drawn,
      width,
      x: total,
      leadingCut: 0,
      trailingCut: 0,
    };
    if (features) inline.fontFeatures = features;
    else delete inline.fontFeatures;
    placed.push(inline);
    total += width;
  }
  // A right-to-left paragraph's lines end at the right edge of where pdfmake placed the line.
  const shift = baseLevel % 2 === 1 ? line.getWidth() - total : 0;
  for (const inline of placed) inline.x += shift;
  line.inlines = placed;
  line.bidiReordered = true;
}

interface LayoutPage {
  items: { type: string; item: unknown }[];
}

/** Puts every line that holds right-to-left text into visual order. */
export function reorderBidiLines(pages: LayoutPage[]): void {
  for (const page of pages) {
    for (const entry of page.items) {
      if (entry.type !== "line") continue;
      const line = entry.item as BidiLine;
      // A table's repeated header row is the same line object on every page: reorder it once.
      if (line.inlines.length === 0 || line.bidiReordered) continue;
      if (line.inlines.some((inline) => inline._pageNodeRef || inline._tocItemRef)) continue;
      if (!line.inlines.some((inline) => RIGHT_TO_LEFT.test(inline.text))) continue;
      reorderLine(line);
    }
  }
}

interface EmbeddedFontMap {
  unicode?: (number[] | undefined)[];
}

const RTL_CODE_POINT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * A ligature drawn in a right-to-left word (Arabic lam-alef) stands for several characters.
 * Text extraction (poppler's pdftotext) reverses a right-to-left word character by character,
 * so the ligature's characters are recorded in reverse for them to come out in reading order.
 */
export function reverseRightToLeftLigatures(fonts: Record<string, unknown>): void {
  // One font can be registered under several names.
  for (const font of new Set(Object.values(fonts))) {
    const unicode = (font as EmbeddedFontMap).unicode;
    if (!Array.isArray(unicode)) continue;
    unicode.forEach((codePoints, glyph) => {
      if (!codePoints || codePoints.length < 2) return;
      if (!codePoints.every((codePoint) => RTL_CODE_POINT.test(String.fromCodePoint(codePoint)))) return;
      unicode[glyph] = [...codePoints].reverse();
    });
  }
}
