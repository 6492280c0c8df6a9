import { describe, expect, it } from "vitest";
import { indentOf, isAsciiArt, isCentred } from "./plain-text-shapes.ts";

describe("plain-text shapes", () => {
  it("counts tabs to the next stop of eight", () => {
    expect(indentOf("\t\t  x")).toBe(18);
    expect(indentOf("   \tx")).toBe(8);
  });

  it("sees centred lines, and not a left-aligned or uniformly indented paragraph", () => {
    expect(
      isCentred([
        "                                >> MARKET <<",
        "                               under one roof",
      ]),
    ).toBe(true);
    expect(
      isCentred([
        "      Our Town Weekly is written by neighbours",
        "  for neighbours, every Friday, from whatever news",
        "                 reaches the editors.",
      ]),
    ).toBe(true);
    expect(
      isCentred(["The market moves to the old tram depot", "for the winter, with twice the stalls."]),
    ).toBe(false);
    expect(
      isCentred(["    The market moves to the old tram depot", "    for the winter, with twice the stalls."]),
    ).toBe(false);
    expect(isCentred(["  - one", "  - two"])).toBe(false);
  });

  it("sees a drawing made of strokes, and not code or a list", () => {
    expect(
      isAsciiArt([
        " ___  _   _ ___ ",
        "/ _ \\| | | |  _ \\  o Join us",
        "| (_) | |_| | |_) |",
        " \\___/ \\___/|_| \\_\\",
      ]),
    ).toBe(true);
    expect(isAsciiArt(["if (ready) {", "  start(engine);", "} else {", "  wait();", "}"])).toBe(false);
    expect(isAsciiArt(["- apples", "- pears", "- plums"])).toBe(false);
  });
});
