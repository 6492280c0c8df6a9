// Where sentences end in a line of text, for telling a sentence of prose from a line of chrome:
// a full stop after a number, an initial or an abbreviation ends none.

/** The text ends like a sentence. */
export const SENTENCE_END = /[.!?…]["”»)]?$/u;
/** A stop inside the text and the character after its space. */
const STOP_INSIDE = /[.!?…]["”»)]?\s+(\S)/gu;
// A full stop that ends no sentence: after a number ("am 9. Mai"), an initial ("z. B.", "J. Smith")
// or an abbreviation ("Tel. 030 1234567", "Dr. Weber").
const NO_SENTENCE_END =
  /(?:\d|(?<![\p{L}])(?:\p{L}|tel|fax|nr|no|dr|prof|st|mr|mrs|ms|ca|bzw|usw|vgl|inkl|evtl|ggf|approx|vs|jr|sr|sra|str|hr|fr|mme|dott|ing|dhr|mevr|av|avda|art|abs|ref|cf))$/iu;

/** True when a sentence ends before the text does. */
export function endsSentenceInside(text: string): boolean {
  for (const match of text.matchAll(STOP_INSIDE)) {
    if (text[match.index] !== ".") return true;
    if (NO_SENTENCE_END.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
    // A sentence starts with a capital or a digit, not with a lower-case word.
    if (/\p{Ll}/u.test(match[1]!)) continue;
    return true;
  }
  return false;
}
