import * as fontkit from "fontkit";
import { digestFontFiles, type FontFamily } from "./digest-fonts.ts";

// pdfkit draws a missing glyph as an empty box, so every run of text is cut into pieces that
// each go to a font which really has those characters.

export type PrimaryFamily = "Literata" | "DejaVuSans" | "DejaVuSansMono";

const FALLBACKS: Record<PrimaryFamily, FontFamily[]> = {
  Literata: ["Literata", "DejaVuSans"],
  DejaVuSans: ["DejaVuSans", "Literata"],
  DejaVuSansMono: ["DejaVuSansMono", "DejaVuSans", "Literata"],
};

export interface FontSegment {
  text: string;
  font: FontFamily;
}

function isCjk(codePoint: number): boolean {
  return (
    (codePoint >= 0x1100 && codePoint <= 0x11ff) ||
    (codePoint >= 0x2e80 && codePoint <= 0x9fff) ||
    (codePoint >= 0xa960 && codePoint <= 0xa97f) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xffef) ||
    (codePoint >= 0x20000 && codePoint <= 0x3ffff)
  );
}

function isHangul(codePoint: number): boolean {
  return (
    (codePoint >= 0x1100 && codePoint <= 0x11ff) ||
    (codePoint >= 0x3130 && codePoint <= 0x318f) ||
    (codePoint >= 0xa960 && codePoint <= 0xa97f) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7ff)
  );
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const MARK = /\p{M}/u;

/** Characters that only modify the one before them (emoji joiners, skin tones, keycaps). */
function isEmojiJoiner(codePoint: number): boolean {
  return codePoint === 0x200d || codePoint === 0x20e3 || (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff);
}

function isDropped(codePoint: number): boolean {
  return (
    codePoint === 0xfe0e ||
    codePoint === 0xfe0f ||
    (codePoint >= 0xe0020 && codePoint <= 0xe007f) ||
    (codePoint >= 0xe000 && codePoint <= 0xf8ff)
  );
}

const NONE = 255;

export class FontFallback {
  private readonly fonts = new Map<FontFamily, fontkit.Font>();
  private readonly choices = new Map<PrimaryFamily, Map<number, number>>();
  private readonly advances = new Map<FontFamily, Map<number, number>>();

  private font(family: FontFamily): fontkit.Font {
    let font = this.fonts.get(family);
    if (!font) {
      font = fontkit.openSync(digestFontFiles()[family].normal) as fontkit.Font;
      this.fonts.set(family, font);
    }
    return font;
  }

  covers(family: FontFamily, codePoint: number): boolean {
    return this.font(family).hasGlyphForCodePoint(codePoint);
  }

  private candidates(primary: PrimaryFamily, codePoint: number): FontFamily[] {
    const chain = FALLBACKS[primary];
    const pictographic = codePoint >= 0x2000 && PICTOGRAPHIC.test(String.fromCodePoint(codePoint));
    // Emoji get one consistent monochrome style rather than DejaVu's partial set.
    if (pictographic && codePoint >= 0x1f000) return ["NotoEmoji", ...chain];
    if (isCjk(codePoint))
      return isHangul(codePoint) ? ["NotoSansKR", ...chain] : [...chain, "NotoSansSC", "NotoSansKR"];
    if (pictographic) return [...chain, "NotoEmoji"];
    return chain;
  }

  /** The family to draw a character with, or undefined when no bundled font has it. */
  familyFor(primary: PrimaryFamily, codePoint: number): FontFamily | undefined {
    let cache = this.choices.get(primary);
    if (!cache) {
      cache = new Map();
      this.choices.set(primary, cache);
    }
    const known = cache.get(codePoint);
    const candidates = this.candidates(primary, codePoint);
    if (known !== undefined) return known === NONE ? undefined : candidates[known];
    const index = candidates.findIndex((family) => this.covers(family, codePoint));
    cache.set(codePoint, index === -1 ? NONE : index);
    return index === -1 ? undefined : candidates[index];
  }

  /**
   * Roughly how wide a text is, in points, drawn in its fallback fonts at this size (regular
   * weight, no kerning); enough to size table columns.
   */
  measure(text: string, primary: PrimaryFamily, fontSize: number): number {
    let width = 0;
    for (const segment of this.split(text, primary)) {
      let advances = this.advances.get(segment.font);
      if (!advances) {
        advances = new Map();
        this.advances.set(segment.font, advances);
      }
      const font = this.font(segment.font);
      for (const char of segment.text) {
        const codePoint = char.codePointAt(0)!;
        let advance = advances.get(codePoint);
        if (advance === undefined) {
          advance = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
          advances.set(codePoint, advance);
        }
        width += advance;
      }
    }
    return width * fontSize;
  }

  /**
   * Cuts text into same-font pieces. Characters no font has are kept in the primary font
   * (an honest box) unless they are emoji or private-use, which are dropped.
   */
  split(text: string, primary: PrimaryFamily): FontSegment[] {
    if (/^[\x20-\x7e]*$/.test(text)) return [{ text, font: primary }];
    const segments: FontSegment[] = [];
    let current: FontSegment | undefined;
    const append = (piece: string, font: FontFamily) => {
      if (current && current.font === font) current.text += piece;
      else {
        current = { text: piece, font };
        segments.push(current);
      }
    };
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      // An emoji's presentation selector stays with it where its font has the (empty) glyph, so
      // that text copied or searched from the page reads as the author wrote it.
      if (codePoint === 0xfe0f && current && this.covers(current.font, codePoint)) {
        current.text += char;
        continue;
      }
      if (isDropped(codePoint)) continue;
      if (isEmojiJoiner(codePoint)) {
        if (current?.font === "NotoEmoji") current.text += char;
        continue;
      }
      if (codePoint <= 0x20 || codePoint === 0xa0 || codePoint === 0x3000) {
        // Not in the emoji font: its space is a whole em wide, and a reader's text extraction takes
        // the gap for a column break ("sein 🤩 Du bekommst" read as two passages).
        if (current && current.font !== "NotoEmoji") current.text += char;
        else append(char, primary);
        continue;
      }
      if (current && MARK.test(char) && this.covers(current.font, codePoint)) {
        current.text += char;
        continue;
      }
      const family = this.familyFor(primary, codePoint);
      if (family) append(char, family);
      else if (!PICTOGRAPHIC.test(char)) append(char, primary);
    }
    return segments;
  }
}
