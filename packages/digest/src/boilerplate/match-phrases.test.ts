import { describe, expect, it } from "vitest";
import { syntheticCases } from "../../test/support/fidelity-cases.ts";
import { parseNewsletter } from "../parse-newsletter.ts";
import { htmlSourceText } from "../report/source-text.ts";
import { allMatches } from "../text/all-matches.ts";
import { type PhraseCategory, phrasePatterns } from "./boilerplate-phrases.ts";
import {
  letterCoverage,
  matchPhrases,
  opensText,
  type PhraseMatch,
  phrasePrefixTable,
} from "./match-phrases.ts";
import PHRASE_PREFIXES from "./phrase-prefixes.json" with { type: "json" };

/** The definition matchPhrases speeds up: one global scan of the text per category. */
function scanEveryCategory(text: string): PhraseMatch {
  const categories = new Set<PhraseCategory>();
  const opening = new Set<PhraseCategory>();
  const covered = new Uint8Array(text.length);
  let hits = 0;
  let singleWords = true;
  for (const [category, pattern] of phrasePatterns()) {
    for (const match of allMatches(pattern, text)) {
      if (match[0].length === 0) continue;
      categories.add(category);
      if (opensText(text, match.index)) opening.add(category);
      hits++;
      if (/\s/.test(match[0])) singleWords = false;
      covered.fill(1, match.index, match.index + match[0].length);
    }
  }
  return { categories, hits, coverage: hits ? letterCoverage(text, covered) : 0, opening, singleWords };
}

const summary = (match: PhraseMatch) => ({
  categories: [...match.categories].sort(),
  hits: match.hits,
  coverage: match.coverage.toFixed(9),
  opening: [...match.opening].sort(),
  singleWords: match.singleWords,
});

describe("matchPhrases", () => {
  it("finds what one scan per category finds, on every line of the synthetic newsletters", async () => {
    const lines: string[] = [
      "Send harbour-tools mailing list submissions to harbour-tools-unsubscribe@lists.example.org",
      "© 2024 Harbour Press. All rights reserved. Unsubscribe | Manage preferences",
    ];
    for (const fidelityCase of syntheticCases()) {
      const parsed = await parseNewsletter(fidelityCase.raw);
      const text = parsed.html ? htmlSourceText(parsed.html) : (parsed.text ?? "");
      lines.push(
        ...text
          .split("\n")
          .map((line) => line.replace(/\s+/g, " ").trim())
          .filter(Boolean),
      );
    }
    expect(lines.length).toBeGreaterThan(800);
    const matched = lines.filter((line) => matchPhrases(line).hits > 0);
    expect(matched.length, "lines with a phrase").toBeGreaterThan(250);
    for (const line of lines)
      expect(summary(matchPhrases(line)), line).toEqual(summary(scanEveryCategory(line)));
  });

  it("starts from a table of where each phrase can start that matches the phrases as they are", () => {
    // Stale or missing rows only cost time (the phrase is analysed at run time), so nothing else
    // would notice: regenerate with `pnpm --filter @folio/digest generate:phrase-prefixes`.
    expect(PHRASE_PREFIXES).toEqual(phrasePrefixTable());
  });
});
