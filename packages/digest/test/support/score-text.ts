// Scoring of a produced book against a corpus's phrases, as the real corpus's README defines it:
// join hyphenation at line ends in two variants (hyphen dropped, hyphen kept), normalise
// whitespace and invisible characters, then compare case-sensitively.

const INVISIBLE = /\u034f|\u200d|[\u00ad\u180e\u200b\u200c\u2060\ufeff]/g;
const SPACES = /[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;

/** The corpus's norm(): no soft hyphens or zero-width characters, one space for any run of spaces. */
export function normalizeForScoring(text: string): string {
  return text.replace(INVISIBLE, "").replace(SPACES, " ").trim();
}

/** The two readings of a text whose lines a renderer may have hyphenated. */
export function scoringVariants(text: string): [string, string] {
  const dropped = text.replace(/(\p{L})-[ \t]*\r?\n[ \t]*(\p{L})/gu, "$1$2");
  const kept = text.replace(/(\p{L}-)[ \t]*\r?\n[ \t]*(\p{L})/gu, "$1$2");
  return [normalizeForScoring(dropped), normalizeForScoring(kept)];
}

export interface PhraseScore {
  kept: string[];
  lost: string[];
  leaked: string[];
}

export function scorePhrases(text: string, must: string[], mustNot: string[]): PhraseScore {
  const variants = scoringVariants(text);
  const found = (phrase: string) => {
    const wanted = normalizeForScoring(phrase);
    return variants.some((variant) => variant.includes(wanted));
  };
  return {
    kept: must.filter(found),
    lost: must.filter((phrase) => !found(phrase)),
    leaked: mustNot.filter(found),
  };
}

export function countWords(text: string): number {
  const normalized = normalizeForScoring(text);
  if (!normalized) return 0;
  // Words are runs of letters or digits; punctuation and symbols alone are not words.
  return normalized.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.-]*/gu)?.length ?? 0;
}
