// Text normalisation shared by the HTML and plain-text readers.

// Characters newsletters use to pad preheaders or that only steer layout in a browser.
const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0]/g;
// ZWNJ is meaningful between letters (Persian, Indic) but pure padding next to spaces.
const PADDING_ZWNJ = /(?<=[\s\u00A0\u2007])\u200C+|\u200C+(?=[\s\u00A0\u2007]|$)|^\u200C+/g;

export function normalizeText(text: string): string {
  let result = text;
  if (/[\u00AD\u034F\u061C\u115F\u1160\u17B4-\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]/.test(result)) {
    result = result.replace(INVISIBLE, "").replace(PADDING_ZWNJ, "");
  }
  if (/[\u0080-\u{10FFFF}]/u.test(result)) result = result.normalize("NFC");
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
  for (const match of text.matchAll(URL_IN_TEXT)) {
    let raw = match[0];
    while (/[.,;:!?)\]}>]$/.test(raw)) {
      if (raw.endsWith(")") && raw.includes("(")) break;
      raw = raw.slice(0, -1);
    }
    const url = raw.toLowerCase().startsWith("www.") ? `https://${raw}` : raw;
    found.push({ index: match.index ?? 0, url, length: raw.length });
  }
  return found;
}
