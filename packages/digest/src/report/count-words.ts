// Words as a reader counts them, in any script. A regular expression, not Intl.Segmenter: the
// segmenter costs about a second of CPU per 100 kB of text, far too much to run on every newsletter.

// Chinese and Japanese are written without spaces; like word processors, count each character.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Scripts that need a dictionary to find word boundaries; short runs, so the segmenter is cheap here.
const UNSPACED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
// A word: letters and digits, joined by an apostrophe, hyphen, dot or comma ("don't", "e-mail", "2.0").
const WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{M}\p{N}]+(?:['’.,\-‐][\p{L}\p{M}\p{N}]+)*/gu;

let segmenter: Intl.Segmenter | undefined;

function dictionaryWords(run: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  let count = 0;
  for (const segment of segmenter.segment(run)) if (segment.isWordLike) count++;
  return count;
}

export function countWords(text: string): number {
  // Most text has neither; one test of the whole text spares two tests of every word.
  const mixedScripts = CJK.test(text) || UNSPACED.test(text);
  let count = 0;
  // exec on the shared pattern, not matchAll: no clone of the pattern and no array per call.
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    const word = match[0];
    if (!mixedScripts) count++;
    else if (UNSPACED.test(word)) count += dictionaryWords(word);
    else if (word.length > 1 && CJK.test(word)) count += [...word].length;
    else count++;
  }
  return count;
}
