import { describe, expect, it } from "vitest";
import { FontFallback } from "./split-text-by-font.ts";

describe("FontFallback.split", () => {
  const fonts = new FontFallback();

  it("keeps Latin text, accents and arrows in the body font", () => {
    expect(fonts.split("Crème brûlée → Œuvre “quoted” — ½", "Literata")).toEqual([
      { text: "Crème brûlée → Œuvre “quoted” — ½", font: "Literata" },
    ]);
  });

  it("sends Chinese/Japanese and Korean to the CJK fonts", () => {
    expect(fonts.split("Tokyo 東京 こんにちは and 한국어", "Literata")).toEqual([
      { text: "Tokyo ", font: "Literata" },
      { text: "東京 こんにちは ", font: "NotoSansSC" },
      { text: "and ", font: "Literata" },
      { text: "한국어", font: "NotoSansKR" },
    ]);
  });

  it("draws emoji with the monochrome emoji font, keeping skin tones and the selectors its font has", () => {
    const segments = fonts.split("Party 🎉 👍🏽 ❤️ 🛠️!", "Literata");
    expect(segments.map((segment) => segment.font)).toContain("NotoEmoji");
    const emoji = segments
      .filter((segment) => segment.font === "NotoEmoji")
      .map((segment) => segment.text)
      .join("");
    expect(emoji).toContain("🎉");
    expect(emoji).toContain("👍🏽");
    // The selector is an empty glyph in the emoji font: kept, so the page's text reads "🛠️".
    expect(emoji).toContain("🛠\uFE0F");
    // A selector after a character whose font lacks one would be drawn as a box: dropped.
    expect(
      fonts
        .split("No 1\uFE0F here", "Literata")
        .map((segment) => segment.text)
        .join(""),
    ).toBe("No 1 here");
  });

  it("sets the space after an emoji in the text's font, where it is a space's width, not an em", () => {
    expect(fonts.split("im Shop 🤩 Du bekommst", "Literata")).toEqual([
      { text: "im Shop ", font: "Literata" },
      { text: "🤩", font: "NotoEmoji" },
      { text: " Du bekommst", font: "Literata" },
    ]);
  });

  it("uses DejaVu for symbols Literata lacks, and never returns an empty segment", () => {
    const segments = fonts.split("Check ✓ star ★ box ☐", "Literata");
    expect(segments.some((segment) => segment.font === "DejaVuSans" && segment.text.includes("✓"))).toBe(
      true,
    );
    expect(segments.every((segment) => segment.text.length > 0)).toBe(true);
  });

  it("drops private-use characters and unknown pictographs rather than drawing boxes", () => {
    const text = fonts
      .split("a\uE000b\u{1FC00}c", "Literata")
      .map((segment) => segment.text)
      .join("");
    expect(text).toBe("abc");
  });
});
