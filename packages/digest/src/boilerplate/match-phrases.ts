// Finding the chrome phrases of boilerplate-phrases.ts in a block's text, fast.
//
// The definition is one global scan of the text per category (phrasePatterns()). Scanning every
// block once per category was the largest cost of cleaning a digest, so instead each phrase is
// tried on its own, only at the places whose next three characters begin it: at each place, a
// category's phrases are tried in their list's order and the first that matches is the category's
// match, as the category's alternation would pick it. A phrase is compiled the first time its
// prefix turns up: most are never needed in a given digest, and compiling the categories' large
// alternations was a tenth of a cold digest's cleaning.
import { allMatches } from "../text/all-matches.ts";
import { matchPrefixes } from "../text/match-prefixes.ts";
import {
  LETTER,
  LETTER_BEFORE,
  PHRASE_SOURCES,
  type PhraseCategory,
  phrasePatterns,
} from "./boilerplate-phrases.ts";
import PHRASE_PREFIXES from "./phrase-prefixes.json" with { type: "json" };

export interface PhraseMatch {
  categories: Set<PhraseCategory>;
  /** Distinct matches. */
  hits: number;
  /** Share of the text's characters inside a match. */
  coverage: number;
  /** The categories of a match that opens the text. */
  opening: Set<PhraseCategory>;
  /** Every match is one word ("partilhar", "transfert"): words that prose uses too. */
  singleWords: boolean;
}

// Case-insensitive Unicode matching folds every character it compares, so the phrases are matched,
// lower-cased, against lower-cased text: about three times faster.
function lowerCasePattern(source: string): string {
  // Escapes (\p{L}, \s, \w) keep their case; everything else is lower-cased as the text is.
  return source.replace(/\\[pPu]\{[^}]*\}|\\.|[^\\]+/g, (part) =>
    part.startsWith("\\") ? part : part.toLowerCase(),
  );
}

/**
 * Starts this long tell most phrases apart: at three characters, "you" or "thi" began dozens of
 * phrases, each tried with its own pattern; at five, a place is tried for the few that can match.
 */
const PREFIX_LENGTH = 5;
/** More starts of a length than this, and the phrase is listed by shorter ones, or found by its own scan. */
const MAX_PHRASE_PREFIXES = 300;
const PREFIX_HASH_BITS = 18;

interface PhraseIndex {
  /** By phrase number (categories in order, each category's phrases in order): its category. */
  category: PhraseCategory[];
  /** By phrase number: its category's number, for per-category state kept in an array. */
  categoryNumber: number[];
  categoryCount: number;
  /** By phrase number: the lower-cased source, and the sticky pattern once compiled. */
  sources: string[];
  compiled: (RegExp | undefined)[];
  /**
   * Where a phrase may start: by prefix length, a slot (the code itself for one character, a hash
   * for two and three) holding 1 + the number of its list in `lists`, or 0. Prefixes that share a
   * hash share their list, which only adds places where a phrase is tried.
   */
  slots: Int32Array[];
  /** Phrase numbers, ascending. */
  lists: number[][];
  /** Phrases that can start with almost anything (a list's command address, "[\w.+]+-unsubscribe@…"), found by their own scan. */
  wide: { phrase: number; pattern: RegExp; needsAt: boolean }[];
}

// Built on first use, not when the module loads: a process that never cleans a newsletter
// (the web server between digests) does not pay for it.
let builtIndex: PhraseIndex | undefined;
const phraseIndex = (): PhraseIndex => {
  builtIndex ??= buildPhraseIndex();
  return builtIndex;
};

function buildPhraseIndex(): PhraseIndex {
  const index: PhraseIndex = {
    category: [],
    categoryNumber: [],
    categoryCount: 0,
    sources: [],
    compiled: [],
    slots: Array.from({ length: PREFIX_LENGTH }, (_, at) =>
      at === 0 ? new Int32Array(0x10000) : new Int32Array(1 << PREFIX_HASH_BITS),
    ),
    lists: [],
    wide: [],
  };
  const known: Readonly<Record<string, string[] | null>> = PHRASE_PREFIXES;
  for (const [category, source] of lowerCasePhrases()) {
    const phrase = index.sources.length;
    if (index.category.at(-1) !== category) index.categoryCount++;
    index.category.push(category);
    index.categoryNumber.push(index.categoryCount - 1);
    index.sources.push(source);
    index.compiled.push(undefined);
    // Worked out ahead (phrase-prefixes.json): analysing 1,100 patterns cost 100 ms or more of
    // each thread's first newsletter. A phrase edited since the table was made is analysed here.
    const prefixes = Object.hasOwn(known, source) ? (known[source] ?? undefined) : phrasePrefixes(source);
    if (!prefixes) {
      index.wide.push({
        phrase,
        pattern: new RegExp(`${LETTER_BEFORE}(?:${source})`, "gu"),
        needsAt: needsAtSign(source),
      });
      continue;
    }
    for (const prefix of prefixes) {
      const table = index.slots[prefix.length - 1]!;
      const slot = prefixSlot(prefix, 0, prefix.length);
      if (table[slot] === 0) table[slot] = index.lists.push([]);
      const list = index.lists[table[slot]! - 1]!;
      if (list.at(-1) !== phrase) list.push(phrase);
    }
  }
  return index;
}

/** Every phrase's lower-cased pattern, and the starts of its matches (null: almost anything). */
export function phrasePrefixTable(): Record<string, string[] | null> {
  const table: Record<string, string[] | null> = {};
  for (const [, source] of lowerCasePhrases()) table[source] = phrasePrefixes(source) ?? null;
  return table;
}

/** Every phrase's category and lower-cased pattern: categories in order, each one's phrases in order. */
function* lowerCasePhrases(): Generator<[PhraseCategory, string]> {
  for (const [category, sources] of PHRASE_SOURCES)
    for (const source of sources) yield [category, lowerCasePattern(source)];
}

/**
 * The starts of a phrase's matches, PREFIX_LENGTH characters long or, when there are too many of
 * those (a phrase that starts with a number), shorter. None for a phrase that may start with almost
 * anything.
 */
function phrasePrefixes(source: string): string[] | undefined {
  for (let length = PREFIX_LENGTH; length >= 2; length--) {
    const prefixes = matchPrefixes(source, length, MAX_PHRASE_PREFIXES);
    if (!prefixes.includes("")) return prefixes;
  }
  return undefined;
}

/**
 * Whether every match of the pattern holds an "@": one stands outside any group, class and
 * alternation, with no quantifier after it. A list's command address ("[\w.+]+-unsubscribe@…")
 * then need not be looked for in a text without one; its scan from every place of every block was
 * a tenth of the phrase matching.
 */
export function needsAtSign(source: string): boolean {
  let depth = 0;
  let inClass = false;
  let found = false;
  for (let at = 0; at < source.length; at++) {
    const character = source[at]!;
    if (character === "\\") at++;
    else if (inClass) inClass = character !== "]";
    else if (character === "[") inClass = true;
    else if (character === "(") depth++;
    else if (character === ")") depth--;
    else if (character === "|" && depth === 0) return false;
    else if (character === "@" && depth === 0 && !"?*{".includes(source[at + 1] ?? "")) found = true;
  }
  return found;
}

/** Where the phrases that can start with almost anything match: the phrase numbers by place. */
function wideStarts(text: string, wide: PhraseIndex["wide"]): Map<number, number[]> {
  const starts = new Map<number, number[]>();
  const hasAtSign = text.includes("@");
  for (const { phrase, pattern, needsAt } of wide) {
    if (needsAt && !hasAtSign) continue;
    pattern.lastIndex = 0;
    // Every start, overlapping ones included: the phrase's sticky pattern decides at each.
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const list = starts.get(match.index);
      if (list) list.push(phrase);
      else starts.set(match.index, [phrase]);
      pattern.lastIndex = match.index + 1;
    }
  }
  return starts;
}

/** Where a prefix of the text at `at` keeps its list: the code itself for one character. */
function prefixSlot(text: string, at: number, length: number): number {
  if (length === 1) return text.charCodeAt(at);
  let hash = PREFIX_HASH_SEED;
  for (let offset = 0; offset < length; offset++) hash = prefixHash(hash, text.charCodeAt(at + offset));
  return hashSlot(hash);
}

const PREFIX_HASH_SEED = 0x811c9dc5;
/** The hash of a prefix one character longer: lookups at a place extend one hash, length by length. */
const prefixHash = (hash: number, code: number): number => Math.imul(hash ^ code, 0x9e3779b1);
const hashSlot = (hash: number): number =>
  Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> (32 - PREFIX_HASH_BITS);

const letterOrDigit = new Uint8Array(0x10000);
/** The categories' look-behind, for a place after a surrogate: a code point of two code units. */
const NOT_AFTER_LETTER = new RegExp(LETTER_BEFORE, "yu");
/**
 * Whether a letter or digit comes before `at`: no phrase starts there. The categories' patterns
 * say so with a look-behind; the phrases' own patterns leave it out, because compiling its
 * Unicode classes again for every phrase took a millisecond each.
 */
function followsLetter(text: string, at: number): boolean {
  if (at === 0) return false;
  const code = text.charCodeAt(at - 1);
  if (code >= 0xd800 && code <= 0xdfff) {
    NOT_AFTER_LETTER.lastIndex = at;
    return !NOT_AFTER_LETTER.test(text);
  }
  let known = letterOrDigit[code]!;
  if (known === 0) {
    known = LETTER.test(String.fromCharCode(code)) ? 1 : 2;
    letterOrDigit[code] = known;
  }
  return known === 1;
}

/** Sorts the first `count` numbers of the list in place: a few, so by insertion. */
function sortAscending(list: number[], count: number): void {
  for (let at = 1; at < count; at++) {
    const value = list[at]!;
    let to = at;
    for (; to > 0 && list[to - 1]! > value; to--) list[to] = list[to - 1]!;
    list[to] = value;
  }
}

/** Every match of every category in lower-cased text, as the categories' own global scans find them. */
function lowerCaseMatches(
  text: string,
  found: (category: PhraseCategory, index: number, length: number) => void,
) {
  const index = phraseIndex();
  const { slots, lists, sources, compiled, categoryNumber } = index;
  // This loop runs at every word start of every block, several times a newsletter: per-category
  // state sits in an array by category number and the candidates are gathered with plain loops,
  // which cost a third of what a Map and spread arguments did.
  /** Per category, where its last match ended: its global scan goes on from there. */
  const ends = new Int32Array(index.categoryCount);
  const wide = index.wide.length > 0 ? wideStarts(text, index.wide) : undefined;
  // Reused at every place, its length kept apart: setting an array's length is a slow builtin.
  const candidates: number[] = [];
  let count = 0;
  for (let at = 0; at < text.length; at++) {
    if (followsLetter(text, at)) continue;
    count = 0;
    let hash = PREFIX_HASH_SEED;
    for (let length = 1; length <= PREFIX_LENGTH && at + length <= text.length; length++) {
      const code = text.charCodeAt(at + length - 1);
      hash = prefixHash(hash, code);
      const list = slots[length - 1]![length === 1 ? code : hashSlot(hash)]!;
      if (list === 0) continue;
      const phrases = lists[list - 1]!;
      for (let item = 0; item < phrases.length; item++) candidates[count++] = phrases[item]!;
    }
    const wideHere = wide?.get(at);
    if (wideHere) for (let item = 0; item < wideHere.length; item++) candidates[count++] = wideHere[item]!;
    if (count === 0) continue;
    if (count > 1) sortAscending(candidates, count);
    let settled = -1;
    for (let position = 0; position < count; position++) {
      const phrase = candidates[position]!;
      if (position > 0 && candidates[position - 1] === phrase) continue;
      const category = categoryNumber[phrase]!;
      // Candidates come category by category: once one of a category's phrases matched here, the
      // rest of that category are the alternatives its pattern would not have tried.
      if (category === settled || at < ends[category]!) continue;
      let pattern = compiled[phrase];
      if (!pattern) {
        pattern = new RegExp(sources[phrase]!, "yu");
        compiled[phrase] = pattern;
      }
      pattern.lastIndex = at;
      const match = pattern.exec(text);
      if (!match) continue;
      settled = category;
      if (match[0].length === 0) continue;
      found(index.category[phrase]!, at, match[0].length);
      ends[category] = at + match[0].length;
    }
  }
}

/** A word that may come before a block's opening phrase: "To unsubscribe", "Please do not reply". */
const LEAD_WORD = /^\s*(?:to|please|kindly|bitte|pour|para|per|om|um)\s+$/i;

/** Whether a phrase found at `index` opens the text. */
export function opensText(text: string, index: number): boolean {
  return index <= 1 || LEAD_WORD.test(text.slice(0, index));
}

/** The chrome phrases in a text, and how much of the text they make up. */
export function matchPhrases(text: string): PhraseMatch {
  const categories = new Set<PhraseCategory>();
  const opening = new Set<PhraseCategory>();
  if (text.length === 0) return { categories, hits: 0, coverage: 0, opening, singleWords: true };
  const lower = text.toLowerCase();
  const covered = new Uint8Array(text.length);
  let hits = 0;
  let singleWords = true;
  const found = (category: PhraseCategory, index: number, length: number) => {
    categories.add(category);
    if (singleWords && /\s/.test(text.slice(index, index + length))) singleWords = false;
    if (opensText(text, index)) opening.add(category);
    hits++;
    covered.fill(1, index, index + length);
  };
  // A few characters change length when lower-cased (İ); match indices must stay the text's.
  if (lower.length === text.length) {
    lowerCaseMatches(lower, found);
  } else {
    for (const [category, pattern] of phrasePatterns()) {
      for (const match of allMatches(pattern, text)) {
        if (match[0].length > 0) found(category, match.index, match[0].length);
      }
    }
  }
  if (hits === 0) return { categories, hits: 0, coverage: 0, opening, singleWords };
  return { categories, hits, coverage: letterCoverage(text, covered), opening, singleWords };
}

/** The share of the text's letters and digits whose place is marked in `covered`. */
export function letterCoverage(text: string, covered: Uint8Array): number {
  let letters = 0;
  let coveredLetters = 0;
  for (let index = 0; index < text.length; index++) {
    if (!LETTER.test(text[index]!)) continue;
    letters++;
    if (covered[index]) coveredLetters++;
  }
  return letters > 0 ? coveredLetters / letters : 0;
}
