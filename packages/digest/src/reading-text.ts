// Text normalisation shared by the HTML and plain-text readers.
import { allMatches } from "./text/all-matches.ts";

// Characters newsletters use to pad preheaders or that only steer layout in a browser.
const INVISIBLE =
  /\u034F|[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0]/g;
const HAS_INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0]/;
// ZWNJ is meaningful between letters (Persian, Indic) but pure padding next to spaces.
const PADDING_ZWNJ = /(?<=[\s\u00A0\u2007])\u200C+|\u200C+(?=[\s\u00A0\u2007]|$)|^\u200C+/g;

// C0/C1 controls other than tab and newline are invalid in XHTML and meaningless in a PDF.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;

// Word sets its list bullets in the Symbol and Wingdings fonts, as private-use characters
// (U+F0B7 is Symbol's bullet, U+F0A7 and U+F0D8 Wingdings' square and arrowhead): no other font
// has a glyph for them, so a book would show empty boxes. They become the bullet every font has.
const SYMBOL_FONT_CHARACTER = /[\uF020-\uF0FF]/g;

export function normalizeText(text: string): string {
  // Lone surrogates (from broken charsets) would make the EPUB's XML invalid.
  let result = (text as string & { toWellFormed(): string }).toWellFormed();
  result = result.replace(CONTROL, "");
  if (/\u034F|\u200C/.test(result) || HAS_INVISIBLE.test(result)) {
    result = result.replace(INVISIBLE, "").replace(PADDING_ZWNJ, "");
  }
  if (/[\u0080-\u{10FFFF}]/u.test(result)) {
    result = result.replace(SYMBOL_FONT_CHARACTER, "•").normalize("NFC");
  }
  return result;
}

/** True when a text is nothing but whitespace and padding characters. */
export function isBlankText(text: string): boolean {
  return /^[\s\u00A0\u2007\u200C\u200D]*$/.test(text);
}

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;

/** Splits plain text into text and URL pieces, trimming punctuation that ends a sentence. */
export function findUrls(text: string): { index: number; url: string; length: number }[] {
  const found: { index: number; url: string; length: number }[] = [];
  for (const match of allMatches(URL_IN_TEXT, text)) {
    let raw = match[0];
    while (/[.,;:!?)\]}>]$/.test(raw)) {
      if (raw.endsWith(")") && raw.includes("(")) break;
      raw = raw.slice(0, -1);
    }
    const url = raw.toLowerCase().startsWith("www.") ? `https://${raw}` : raw;
    found.push({ index: match.index, url, length: raw.length });
  }
  return found;
}

/** A line drawn with characters (-----, =====, *****): a rule between sections of a text layout. */
// Arrowheads may end a rule: mailing-list software closes its blocks with "~->".
// A box's top or bottom edge counts too ("/-----\\", "+-----+"), and a spaced one ("- - - -").
export const RULE_LINE = /^\s*[/\\|]?(?:[-=_*~#+] ?){3,}[-=_*~#+<>]*[/\\|]?\s*$/;

/** A letter, a digit or a picture character: something a reader reads, not a bullet or a rule. */
const READABLE = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

export function hasSomethingToRead(text: string): boolean {
  return READABLE.test(text);
}
