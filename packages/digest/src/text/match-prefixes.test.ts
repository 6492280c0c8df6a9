import { describe, expect, it } from "vitest";
import { matchPrefixes } from "./match-prefixes.ts";

const sorted = (source: string, length = 3) => matchPrefixes(source, length).sort();

describe("matchPrefixes", () => {
  it("lists the first characters of every alternative, optional parts and classes expanded", () => {
    expect(sorted("ab|c[de]f?|(?:x )?yz")).toEqual(["ab", "cd", "cdf", "ce", "cef", "x y", "yz"]);
    expect(sorted("tel\\.? ?:|(fax)\\d", 4)).toEqual([
      "fax0",
      "fax1",
      "fax2",
      "fax3",
      "fax4",
      "fax5",
      "fax6",
      "fax7",
      "fax8",
      "fax9",
      "tel ",
      "tel.",
      "tel:",
    ]);
  });

  it("skips what consumes nothing: look-arounds, anchors and word boundaries", () => {
    expect(sorted("(?<![\\p{L}\\p{N}])(?:you(?!th)|^\\bme)")).toEqual(["me", "you"]);
  });

  it("repeats a part as often as its quantifier allows within the length", () => {
    expect(sorted("a{2,}b|c*d")).toEqual(["aaa", "aab", "ccc", "ccd", "cd", "d"]);
  });

  it("stops a prefix where any character could follow, and says so with a shorter one", () => {
    expect(sorted("ab.c|x[^y]z|\\p{L}q")).toEqual(["", "ab", "x"]);
    // A class too large to list counts as any character.
    expect(sorted("[\\u0100-\\u01ff]x")).toEqual([""]);
  });

  it("never misses where a match starts, on every pattern it is given", () => {
    const patterns = [
      "(?:un)?subscrib(e|ed)",
      "opt[- ]?(out|-out)",
      "[\\w.+]+-(unsubscribe|request)@x",
      "(©|\\(c\\)|copyright) ?(\\d{4}|[a-z])",
    ];
    const texts = [
      "Please unsubscribe here",
      "opt-out now",
      "list-unsubscribe@x",
      "© 2024 Harbour",
      "(c) Harbour",
      "copyright2024",
    ];
    for (const source of patterns) {
      const prefixes = matchPrefixes(source, 3);
      const pattern = new RegExp(source, "gu");
      for (const text of texts) {
        for (const match of text.matchAll(pattern)) {
          const rest = text.slice(match.index);
          expect(
            prefixes.some((prefix) => rest.startsWith(prefix)),
            `${source} at ${rest}`,
          ).toBe(true);
        }
      }
    }
  });
});
