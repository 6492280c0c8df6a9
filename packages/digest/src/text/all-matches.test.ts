import { describe, expect, it } from "vitest";
import { allMatches } from "./all-matches.ts";

describe("allMatches", () => {
  it("finds every match with its index, as matchAll does", () => {
    const pattern = /\d+/g;
    const text = "a1 b22 c333";
    expect(allMatches(pattern, text).map((match) => [match[0], match.index])).toEqual(
      [...text.matchAll(/\d+/g)].map((match) => [match[0], match.index]),
    );
  });

  it("steps over empty matches, a whole code point at a time in Unicode mode", () => {
    expect(allMatches(/x*/g, "ab").map((match) => match.index)).toEqual([0, 1, 2]);
    expect(allMatches(/x*/gu, "😀a").map((match) => match.index)).toEqual([0, 2, 3]);
  });

  it("leaves the pattern ready for the next caller, even one inside the loop", () => {
    const pattern = /o/g;
    const seen: number[] = [];
    for (const match of allMatches(pattern, "foo")) seen.push(match.index, allMatches(pattern, "oo").length);
    expect(seen).toEqual([1, 2, 2, 2]);
    expect(pattern.lastIndex).toBe(0);
  });

  it("refuses a pattern without the global flag, which would loop for ever", () => {
    expect(() => allMatches(/o/, "foo")).toThrow(/global/);
  });
});
