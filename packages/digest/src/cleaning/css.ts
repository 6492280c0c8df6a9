// The few CSS facts the reader acts on: inline declarations, lengths in pixels.

export type Css = Map<string, string>;

export function parseCss(style: string | undefined): Css | undefined {
  if (!style) return undefined;
  const css: Css = new Map();
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon <= 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, "")
      .trim()
      .toLowerCase();
    if (name) css.set(name, value);
  }
  return css;
}

export function cssPixels(value: string | undefined, parentFontSize = 16): number | undefined {
  if (!value) return undefined;
  const match = /^(-?[\d.]+)\s*(px|pt|em|rem|%)?$/.exec(value.trim());
  if (!match?.[1]) return undefined;
  const amount = Number.parseFloat(match[1]);
  if (!Number.isFinite(amount)) return undefined;
  switch (match[2]) {
    case "pt":
      return amount * (4 / 3);
    case "em":
      return amount * parentFontSize;
    case "rem":
      return amount * 16;
    case "%":
      // A percentage is of the parent's size for fonts but of the container for widths.
      return undefined;
    default:
      return amount;
  }
}

export function cssFontSize(value: string | undefined, parentFontSize: number): number | undefined {
  const percent = value ? /^([\d.]+)\s*%$/.exec(value.trim()) : null;
  if (percent?.[1]) return (Number.parseFloat(percent[1]) / 100) * parentFontSize;
  return cssPixels(value, parentFontSize);
}

export function isZero(value: string | undefined): boolean {
  return value !== undefined && /^0*\.?0*(px|pt|em|rem|%)?$/.test(value);
}

// <font size="1">…<font size="7">: the legacy sizes in CSS pixels.
const FONT_SIZE_ATTRIBUTE = [10, 13, 16, 18, 24, 32, 48];

export function fontSizeAttribute(value: string | undefined, parentFontSize = 16): number | undefined {
  if (!value) return undefined;
  const match = /^\s*([+-]?)(\d)\s*$/.exec(value);
  if (!match) return undefined;
  let size = Number(match[2]);
  if (match[1] === "+") size = 3 + size;
  else if (match[1] === "-") size = 3 - size;
  const px = FONT_SIZE_ATTRIBUTE[Math.min(7, Math.max(1, size)) - 1];
  return px ?? parentFontSize;
}
