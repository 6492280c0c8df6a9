import type { TextRun } from "../reading-document.ts";
import { type Css, cssFontSize, cssPixels, fontSizeAttribute } from "./css.ts";

/** The emphasis and link a piece of text inherits from its elements. */
export interface RunStyle {
  bold?: true;
  italic?: true;
  code?: true;
  strike?: true;
  underline?: true;
  sup?: true;
  sub?: true;
  href?: string;
  pageLink?: true;
  /** Effective font size in CSS px when the newsletter set one. */
  fontSize?: number;
  preserveWhitespace?: true;
  /** Inside a link drawn as a button: large type there makes no heading. */
  button?: true;
}

export function sameRunStyle(run: TextRun, style: RunStyle): boolean {
  return (
    run.bold === style.bold &&
    run.italic === style.italic &&
    run.code === style.code &&
    run.strike === style.strike &&
    run.underline === style.underline &&
    run.sup === style.sup &&
    run.sub === style.sub &&
    run.href === style.href &&
    run.pageLink === style.pageLink
  );
}

export function makeRun(text: string, style: RunStyle): TextRun {
  const run: TextRun = { text };
  if (style.bold) run.bold = true;
  if (style.italic) run.italic = true;
  if (style.code) run.code = true;
  if (style.strike) run.strike = true;
  if (style.underline) run.underline = true;
  if (style.sup) run.sup = true;
  if (style.sub) run.sub = true;
  if (style.href) run.href = style.href;
  if (style.pageLink) run.pageLink = true;
  return run;
}

const TAG_STYLES: Record<string, Partial<RunStyle>> = {
  b: { bold: true },
  strong: { bold: true },
  i: { italic: true },
  em: { italic: true },
  cite: { italic: true },
  dfn: { italic: true },
  var: { italic: true },
  u: { underline: true },
  ins: { underline: true },
  s: { strike: true },
  strike: { strike: true },
  del: { strike: true },
  code: { code: true },
  tt: { code: true },
  kbd: { code: true },
  samp: { code: true },
  sup: { sup: true },
  sub: { sub: true },
};

const SMALL_TAGS: Record<string, number> = { small: 0.83 };

/** A link with a fill or a frame around padding: a call-to-action button ("SEND EMAIL"). */
function drawnAsButton(css: Css): boolean {
  const filled = ["background", "background-color", "border"].some((property) => {
    const value = css.get(property);
    return value !== undefined && !/^(none|transparent|0|initial|inherit)\b/i.test(value);
  });
  const padded =
    [...css].some(([property, value]) => property.startsWith("padding") && /[1-9]/.test(value)) ||
    /block/.test(css.get("display") ?? "");
  return filled && padded;
}

export function deriveStyle(
  parent: RunStyle,
  tag: string,
  css: Css | undefined,
  fontAttribute?: string,
): RunStyle {
  let style = parent;
  const set = (changes: Partial<RunStyle>) => {
    style = { ...style, ...changes };
  };
  const fromTag = TAG_STYLES[tag];
  if (fromTag) set(fromTag);
  const parentSize = parent.fontSize ?? 16;
  const smaller = SMALL_TAGS[tag];
  if (smaller) set({ fontSize: parentSize * smaller });
  if (tag === "font") {
    const size = fontSizeAttribute(fontAttribute, parentSize);
    if (size !== undefined) set({ fontSize: size });
  }
  if (css) {
    const weight = css.get("font-weight");
    if (weight) {
      if (/^(bold|bolder|[6-9]00)$/.test(weight)) set({ bold: true });
      else if (/^(normal|lighter|[1-4]00)$/.test(weight) && style.bold) set({ bold: undefined });
    }
    const fontStyle = css.get("font-style");
    if (fontStyle === "italic" || fontStyle === "oblique") set({ italic: true });
    else if (fontStyle === "normal" && style.italic) set({ italic: undefined });
    if (css.get("text-decoration")?.includes("line-through")) set({ strike: true });
    const fontSize = cssFontSize(css.get("font-size"), parentSize);
    if (fontSize !== undefined) set({ fontSize });
    else {
      const font = css.get("font");
      const size = font ? /(?:^|\s)([\d.]+(?:px|pt|em))/.exec(font)?.[1] : undefined;
      const shorthandSize = cssPixels(size, parentSize);
      if (shorthandSize !== undefined) set({ fontSize: shorthandSize });
    }
  }
  if (tag === "a" && css && drawnAsButton(css)) set({ button: true });
  if (/^h[1-6]$/.test(tag)) set({ fontSize: undefined });
  return style;
}
