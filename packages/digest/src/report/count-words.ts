// Words as a reader counts them, in any script. Not Intl.Segmenter: the segmenter costs about a
// second of CPU per 100 kB of text, far too much to run on every newsletter.

// Chinese and Japanese are written without spaces; like word processors, count each character.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Scripts that need a dictionary to find word boundaries; short runs, so the segmenter is cheap here.
const UNSPACED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
// A word: letters and digits, joined by an apostrophe, hyphen, dot or comma ("don't", "e-mail", "2.0").
const WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{M}\p{N}]+(?:['’.,\-‐][\p{L}\p{M}\p{N}]+)*/gu;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
const JOINERS = "'’.,-‐";

// What each character is to the word scanner, learnt from the patterns above the first time it is seen.
const UNKNOWN = 0;
const LETTER = 1;
const JOINER = 2;
const OTHER = 3;
/** A character of a script without spaces: the text needs the per-word rules. */
const UNSPACED_SCRIPT = 4;
const kinds = new Uint8Array(0x10000);

function kindOf(character: string): number {
  if (CJK.test(character) || UNSPACED.test(character)) return UNSPACED_SCRIPT;
  if (WORD_CHARACTER.test(character)) return LETTER;
  return JOINERS.includes(character) ? JOINER : OTHER;
}

function codeUnitKind(code: number): number {
  let kind = kinds[code]!;
  if (kind === UNKNOWN) {
    kind = kindOf(String.fromCharCode(code));
    kinds[code] = kind;
  }
  return kind;
}

/** The kind of the character at index; a surrogate pair's kind sits on its first half. */
function kindAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 0xd800 || code > 0xdbff) return codeUnitKind(code);
  const next = text.charCodeAt(index + 1);
  return next >= 0xdc00 && next <= 0xdfff ? kindOf(text.slice(index, index + 2)) : OTHER;
}

let segmenter: Intl.Segmenter | undefined;

function dictionaryWords(run: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  let count = 0;
  for (const segment of segmenter.segment(run)) if (segment.isWordLike) count++;
  return count;
}

/** Words of a text with Chinese, Japanese or a dictionary-segmented script in it. */
function countMixedScriptWords(text: string): number {
  let count = 0;
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    const word = match[0];
    if (UNSPACED.test(word)) count += dictionaryWords(word);
    else if (word.length > 1 && CJK.test(word)) count += [...word].length;
    else count++;
  }
  return count;
}

/**
 * The number of WORD matches, found one character at a time: every digest counts the words of
 * every newsletter several times, and the scanner is several times faster than the pattern.
 */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    let kind = kinds[code]!;
    if (kind === UNKNOWN || (code >= 0xd800 && code <= 0xdbff)) {
      kind = kindAt(text, index);
      // The second half of a pair is part of the character just read.
      if (code >= 0xd800 && code <= 0xdbff && kind !== OTHER) index++;
    }
    if (kind === LETTER) {
      if (!inWord) count++;
      inWord = true;
    } else if (kind === JOINER && inWord) {
      // A joiner keeps the word going only when a letter or digit follows it.
      inWord = index + 1 < text.length && kindAt(text, index + 1) === LETTER;
    } else if (kind === UNSPACED_SCRIPT) {
      return countMixedScriptWords(text);
    } else {
      inWord = false;
    }
  }
  return count;
}
