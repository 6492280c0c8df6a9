import { countWords } from "../report/count-words.ts";
import { type Css, isZero } from "./css.ts";
import {
  attribute,
  findAll,
  findFirst,
  type HtmlDocument,
  type HtmlElement,
  hasAttribute,
  isTextNode,
  textContent,
} from "./html-tree.ts";

// Content a reader of the e-mail never sees: preheaders (the inbox preview line, hidden with
// display:none, zero sizes or a class), Outlook-only copies, and elements a stylesheet hides.

/** Classes an unconditional rule of the newsletter's stylesheets hides (rules in @media do not count). */
export function collectHiddenClasses(document: HtmlDocument): Set<string> {
  const hidden = new Set<string>();
  for (const style of findAll(document, (element) => element.tagName === "style")) {
    let css = style.childNodes.map((node) => (isTextNode(node) ? node.value : "")).join("");
    css = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/gi, "");
    for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const body = rule[2]?.toLowerCase() ?? "";
      if (
        !/display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0(?![.\d])|opacity\s*:\s*0(?![.\d])/.test(
          body,
        )
      )
        continue;
      for (const selector of (rule[1] ?? "").split(",")) {
        const match = /^\s*(?:[a-z]+)?\.([\w-]+)\s*$/i.exec(selector);
        if (match?.[1]) hidden.add(match[1]);
      }
    }
  }
  return hidden;
}

const PREHEADER =
  /(^|[\s_-])(pre-?header|preview-?text|mcnpreviewtext|preheader-?text|hidden-?preheader|inbox-?preview)([\s_-]|$)/i;

export interface HiddenRules {
  classes: Set<string>;
  /** Gentle reading: only what inline styles and attributes hide (a stylesheet can be misread). */
  inlineOnly?: boolean;
}

/** Pixels off the page's edge past which nothing is seen. */
const OFF_PAGE_PX = -500;

/** A length far to the left or above the page: "-9999px", "-999em". */
function farOff(value: string | undefined): boolean {
  const match = value && /^(-\d+(?:\.\d+)?)(px|em|rem|pt)?(\s*!important)?$/i.exec(value.trim());
  if (!match) return false;
  const scale = /^(em|rem)$/i.test(match[2] ?? "") ? 16 : 1;
  return Number(match[1]) * scale <= OFF_PAGE_PX;
}

export function isHidden(element: HtmlElement, css: Css | undefined, rules: HiddenRules): boolean {
  if (hasAttribute(element, "hidden")) return true;
  if (css) {
    if (css.get("display") === "none") return true;
    if (css.get("visibility") === "hidden") return true;
    if (isZero(css.get("opacity"))) return true;
    if (isZero(css.get("max-height")) || isZero(css.get("max-width"))) return true;
    if (css.get("overflow") === "hidden" && (isZero(css.get("height")) || isZero(css.get("width"))))
      return true;
    // Moved out of sight, an old preheader trick: position:absolute; left:-9999px, or text-indent:-9999px.
    const position = css.get("position");
    if (
      (position === "absolute" || position === "fixed") &&
      (farOff(css.get("left")) || farOff(css.get("top")))
    )
      return true;
    if (farOff(css.get("text-indent"))) return true;
    // mso-hide:all marks the copy of a block meant for Outlook's renderer only when it is also collapsed.
    if (css.get("mso-hide") === "all" && (isZero(css.get("font-size")) || isZero(css.get("line-height"))))
      return true;
  }
  const className = attribute(element, "class");
  if (className) {
    if (PREHEADER.test(className) && isPreviewLine(element)) return true;
    if (!rules.inlineOnly)
      for (const name of className.split(/\s+/)) if (rules.classes.has(name)) return true;
  }
  const id = attribute(element, "id");
  if (id && /pre-?header|preview-?text/i.test(id) && isPreviewLine(element)) return true;
  return false;
}

/** Words past which an element named a preheader holds more than the inbox's preview line. */
const PREVIEW_LINE_WORDS = 60;

/**
 * Whether an element named a preheader is the preview line its name says: a few words and no link.
 * Mailchimp's classic templates call a whole visible band "templatePreheader": the view-in-browser
 * link, and sometimes the author's opening paragraphs.
 */
function isPreviewLine(element: HtmlElement): boolean {
  if (findFirst(element, (descendant) => descendant.tagName === "a")) return false;
  return countWords(textContent(element)) <= PREVIEW_LINE_WORDS;
}
