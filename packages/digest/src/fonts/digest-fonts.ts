import { createRequire } from "node:module";
import path from "node:path";

// Fonts ship as npm packages so a fresh clone has them after `pnpm install`, with no system
// font packages at runtime. Literata was drawn for long reading on screens; the others fill in
// what it lacks: symbols (DejaVu Sans), Chinese/Japanese (Noto Sans SC), Korean (Noto Sans KR)
// and monochrome emoji (Noto Emoji).

const require = createRequire(import.meta.url);

function packageFile(packageName: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${packageName}/package.json`)), file);
}

export interface FontFiles {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

export type FontFamily =
  | "Literata"
  | "DejaVuSans"
  | "DejaVuSansMono"
  | "NotoSansSC"
  | "NotoSansKR"
  | "NotoEmoji";

function expoFont(family: string, packageName: string, italic: boolean): FontFiles {
  const file = (weight: string) => packageFile(packageName, `${weight}/${family}_${weight}.ttf`);
  return {
    normal: file("400Regular"),
    bold: file("700Bold"),
    italics: italic ? file("400Regular_Italic") : file("400Regular"),
    bolditalics: italic ? file("700Bold_Italic") : file("700Bold"),
  };
}

function dejaVu(prefix: string, italicSuffix: string): FontFiles {
  const file = (style: string) => packageFile("dejavu-fonts-ttf", `ttf/${prefix}${style}.ttf`);
  return {
    normal: file(""),
    bold: file("-Bold"),
    italics: file(`-${italicSuffix}`),
    bolditalics: file(`-Bold${italicSuffix}`),
  };
}

let cached: Record<FontFamily, FontFiles> | undefined;

export function digestFontFiles(): Record<FontFamily, FontFiles> {
  if (cached) return cached;
  const emoji = packageFile("@expo-google-fonts/noto-emoji", "400Regular/NotoEmoji_400Regular.ttf");
  cached = {
    Literata: expoFont("Literata", "@expo-google-fonts/literata", true),
    DejaVuSans: dejaVu("DejaVuSans", "Oblique"),
    DejaVuSansMono: dejaVu("DejaVuSansMono", "Oblique"),
    NotoSansSC: expoFont("NotoSansSC", "@expo-google-fonts/noto-sans-sc", false),
    NotoSansKR: expoFont("NotoSansKR", "@expo-google-fonts/noto-sans-kr", false),
    NotoEmoji: { normal: emoji, bold: emoji, italics: emoji, bolditalics: emoji },
  };
  return cached;
}

/** Directories pdfmake may read fonts from; everything else on disk stays off limits. */
export function digestFontDirectories(): string[] {
  const directories = new Set<string>();
  for (const files of Object.values(digestFontFiles())) {
    for (const file of Object.values(files)) directories.add(path.dirname(file));
  }
  return [...directories];
}
