import { parseHTML } from "linkedom";
import { removeBoilerplate, UNSUBSCRIBE_LINK_TEXT, WEB_VERSION_LINK_TEXT } from "./newsletter-boilerplate.ts";
import type {
  Block,
  ImageBlock,
  Inline,
  ReadingDocument,
  TableBlock,
  TableCell,
  TextRun,
} from "./reading-document.ts";
import { isLineBreak } from "./reading-document.ts";
import { isBlankText, normalizeText } from "./reading-text.ts";
import { displayUrl, unwrapTrackingLink } from "./unwrap-tracking-link.ts";

// linkedom's DOM is close to the browser's but untyped for our purposes; this is the subset we read.
interface DomNode {
  nodeType: number;
  nodeValue: string | null;
  localName?: string;
  firstChild: DomNode | null;
  nextSibling: DomNode | null;
  textContent: string | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): DomNode | null;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const MAX_DEPTH = 250;
const MAX_TEXT_CHARS = 400_000;

const SKIPPED = new Set([
  "head",
  "script",
  "style",
  "noscript",
  "template",
  "title",
  "meta",
  "link",
  "base",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "canvas",
  "video",
  "audio",
  "source",
  "track",
  "map",
  "area",
  "input",
  "button",
  "select",
  "option",
  "optgroup",
  "textarea",
  "datalist",
  "output",
  "progress",
  "meter",
  "dialog",
]);

const BLOCK_CONTAINERS = new Set([
  "html",
  "body",
  "div",
  "p",
  "center",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "nav",
  "figure",
  "figcaption",
  "address",
  "details",
  "summary",
  "dl",
  "dt",
  "dd",
  "form",
  "fieldset",
  "legend",
  "li",
  "tr",
  "td",
  "th",
  "tbody",
  "thead",
  "tfoot",
  "caption",
  "colgroup",
  "col",
  "hgroup",
]);

const SOCIAL_HOSTS =
  /(^|\.)(facebook\.com|fb\.com|twitter\.com|x\.com|instagram\.com|linkedin\.com|youtube\.com|tiktok\.com|pinterest\.[a-z.]+|threads\.net|bsky\.app|t\.me|whatsapp\.com|wa\.me|reddit\.com|snapchat\.com|mastodon\.social|discord\.gg|discord\.com)$/i;

const TRACKER_HOSTS =
  /(^|\.)(google-analytics\.com|doubleclick\.net|emltrk\.com|mailtrack\.io|sidekickopen\d*\.com|returnpath\.net|bat\.bing\.com|pixel\.wp\.com|eotrx\.substackcdn\.com|ct\.sendgrid\.net|mandrillapp\.com|open\.convertkit-mail\d*\.com|mixpanel\.com|analytics\.twitter\.com|facebook\.com|app\.hubspot\.com|track\.hubspot\.com|list-manage\.com\/track)$/i;
const TRACKER_PATH =
  /(^|\/)(open|opened|pixel|beacon|tracking[-_]?pixel|spacer|blank|transparent|clear|1x1|track\/open|wf\/open|e\/o|o\.gif)(\.(gif|png|php|aspx|jpg))?(\/|$)|\/open\.(gif|png|php)|[?&](open|pixel)=/i;

export function isTrackingPixelUrl(src: string): boolean {
  if (!/^https?:/i.test(src)) return false;
  try {
    const url = new URL(src);
    if (TRACKER_HOSTS.test(url.hostname)) return true;
    if (url.hostname.endsWith("list-manage.com") && url.pathname.startsWith("/track/")) return true;
    return TRACKER_PATH.test(url.pathname + url.search);
  } catch {
    return true;
  }
}

interface RunStyle {
  bold?: true;
  italic?: true;
  code?: true;
  strike?: true;
  underline?: true;
  sup?: true;
  sub?: true;
  href?: string;
  /** Effective font size in CSS px when the newsletter set one. */
  fontSize?: number;
  preserveWhitespace?: true;
}

function sameRunStyle(run: TextRun, style: RunStyle): boolean {
  return (
    run.bold === style.bold &&
    run.italic === style.italic &&
    run.code === style.code &&
    run.strike === style.strike &&
    run.underline === style.underline &&
    run.sup === style.sup &&
    run.sub === style.sub &&
    run.href === style.href
  );
}

function makeRun(text: string, style: RunStyle): TextRun {
  const run: TextRun = { text };
  if (style.bold) run.bold = true;
  if (style.italic) run.italic = true;
  if (style.code) run.code = true;
  if (style.strike) run.strike = true;
  if (style.underline) run.underline = true;
  if (style.sup) run.sup = true;
  if (style.sub) run.sub = true;
  if (style.href) run.href = style.href;
  return run;
}

const HEADING_TEXT_LIMIT = 160;

/** Collects inline content into paragraphs and paragraphs into blocks, collapsing whitespace. */
class BlockSink {
  readonly blocks: Block[] = [];
  private inlines: Inline[] = [];
  private pendingSpace = false;
  private bigChars = 0;
  private normalChars = 0;
  private maxFontSize = 0;

  addText(raw: string, style: RunStyle): void {
    if (raw.length === 0) return;
    let text = style.preserveWhitespace ? raw : raw.replace(/[ \t\n\r\f]+/g, " ");
    text = text.replace(/[ \u00A0\u2007]{2,}/g, " ");
    if (text.startsWith(" ")) {
      this.pendingSpace = this.inlines.length > 0;
      text = text.slice(1);
    }
    if (text.length === 0) return;
    const endsWithSpace = text.endsWith(" ");
    if (endsWithSpace) text = text.slice(0, -1);
    if (text.length === 0) {
      this.pendingSpace = this.inlines.length > 0;
      return;
    }
    if (this.pendingSpace) {
      // Keep the space outside links and emphasis so it is not underlined or bolded.
      const previous = this.inlines[this.inlines.length - 1];
      if (previous && !isLineBreak(previous) && !previous.href && !previous.code) previous.text += " ";
      else text = ` ${text}`;
    }
    this.pendingSpace = endsWithSpace;

    const visible = text.replace(/\s/g, "").length;
    if (visible > 0) {
      const size = style.fontSize ?? 0;
      if (size >= 19) this.bigChars += visible;
      else this.normalChars += visible;
      if (size > this.maxFontSize) this.maxFontSize = size;
    }

    const last = this.inlines[this.inlines.length - 1];
    if (last && !isLineBreak(last) && sameRunStyle(last, style)) last.text += text;
    else this.inlines.push(makeRun(text, style));
  }

  addBreak(): void {
    if (this.inlines.length === 0) return;
    this.pendingSpace = false;
    this.inlines.push({ lineBreak: true });
  }

  flush(): void {
    const inlines = this.inlines;
    const bigChars = this.bigChars;
    const normalChars = this.normalChars;
    const maxFontSize = this.maxFontSize;
    this.inlines = [];
    this.pendingSpace = false;
    this.bigChars = 0;
    this.normalChars = 0;
    this.maxFontSize = 0;

    while (inlines.length > 0 && isLineBreak(inlines[inlines.length - 1]!)) inlines.pop();
    while (inlines.length > 0 && isLineBreak(inlines[0]!)) inlines.shift();
    // Collapse runs of empty lines that spacer <br>s leave behind.
    const compact: Inline[] = [];
    for (const inline of inlines) {
      const previous = compact[compact.length - 1];
      const beforePrevious = compact[compact.length - 2];
      if (
        isLineBreak(inline) &&
        previous &&
        isLineBreak(previous) &&
        beforePrevious &&
        isLineBreak(beforePrevious)
      )
        continue;
      compact.push(inline);
    }
    let text = "";
    for (const inline of compact) if (!isLineBreak(inline)) text += inline.text;
    if (isBlankText(text)) return;

    const lastRun = compact[compact.length - 1];
    if (lastRun && !isLineBreak(lastRun)) lastRun.text = lastRun.text.trimEnd();

    const looksLikeHeading =
      bigChars > 0 &&
      normalChars === 0 &&
      text.length <= HEADING_TEXT_LIMIT &&
      !compact.some((inline) => isLineBreak(inline));
    if (looksLikeHeading) {
      this.blocks.push({ type: "heading", level: maxFontSize >= 24 ? 2 : 3, inlines: compact });
    } else {
      this.blocks.push({ type: "paragraph", inlines: compact });
    }
  }

  pushBlock(block: Block): void {
    this.flush();
    this.blocks.push(block);
  }

  finish(): Block[] {
    this.flush();
    return this.blocks;
  }
}

type Css = Map<string, string>;

function parseCss(style: string | null): Css | undefined {
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

function cssPixels(value: string | undefined, parentFontSize = 16): number | undefined {
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
      return undefined;
    default:
      return amount;
  }
}

function isZero(value: string | undefined): boolean {
  return value !== undefined && /^0*\.?0*(px|pt|em|rem|%)?$/.test(value);
}

function collectHiddenClasses(document: {
  querySelectorAll(selector: string): Iterable<DomNode>;
}): Set<string> {
  const hidden = new Set<string>();
  for (const style of document.querySelectorAll("style")) {
    let css = style.textContent ?? "";
    // Rules inside @media apply to some screens only; only unconditional rules hide content.
    css = css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/gi, "");
    for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const body = rule[2]?.toLowerCase() ?? "";
      if (
        !/display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0|opacity\s*:\s*0(?![.\d])/.test(body)
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

const PREHEADER_CLASS =
  /(^|[\s_-])(pre-?header|preview-?text|mcnpreviewtext|preheader-?text|hidden-?preheader|inbox-?preview)([\s_-]|$)/i;

function isHidden(element: DomNode, css: Css | undefined, hiddenClasses: Set<string>): boolean {
  if (element.hasAttribute("hidden")) return true;
  if (css) {
    const display = css.get("display");
    if (display === "none") return true;
    if (css.get("visibility") === "hidden") return true;
    if (isZero(css.get("opacity"))) return true;
    if (isZero(css.get("max-height")) || isZero(css.get("max-width"))) return true;
    const overflowHidden = css.get("overflow") === "hidden";
    if (overflowHidden && (isZero(css.get("height")) || isZero(css.get("width")))) return true;
  }
  const className = element.getAttribute("class");
  if (className) {
    if (PREHEADER_CLASS.test(className)) return true;
    for (const name of className.split(/\s+/)) if (hiddenClasses.has(name)) return true;
  }
  const id = element.getAttribute("id");
  if (id && /pre-?header|preview-?text/i.test(id)) return true;
  return false;
}

function deriveStyle(parent: RunStyle, tag: string, css: Css | undefined): RunStyle {
  let style = parent;
  const set = (changes: Partial<RunStyle>) => {
    style = { ...style, ...changes };
  };
  switch (tag) {
    case "b":
    case "strong":
      set({ bold: true });
      break;
    case "i":
    case "em":
    case "cite":
    case "dfn":
    case "var":
      set({ italic: true });
      break;
    case "u":
    case "ins":
      set({ underline: true });
      break;
    case "s":
    case "strike":
    case "del":
      set({ strike: true });
      break;
    case "code":
    case "tt":
    case "kbd":
    case "samp":
      set({ code: true });
      break;
    case "sup":
      set({ sup: true });
      break;
    case "sub":
      set({ sub: true });
      break;
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
    const fontSize = cssPixels(css.get("font-size"), parent.fontSize ?? 16);
    if (fontSize !== undefined) set({ fontSize });
    else {
      const font = css.get("font");
      const size = font ? /(?:^|\s)([\d.]+(?:px|pt|em))/.exec(font)?.[1] : undefined;
      const shorthandSize = cssPixels(size, parent.fontSize ?? 16);
      if (shorthandSize !== undefined) set({ fontSize: shorthandSize });
    }
  }
  if (tag === "h1" || tag === "h2" || tag === "h3" || tag === "h4" || tag === "h5" || tag === "h6") {
    set({ fontSize: undefined });
  }
  return style;
}

function numericAttribute(element: DomNode, name: string): number | undefined {
  const value = element.getAttribute(name);
  if (!value || value.includes("%")) return undefined;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

interface SrcsetCandidate {
  url: string;
  width?: number;
  density?: number;
}

function parseSrcset(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  for (const part of srcset.split(/,\s+(?=\S)/)) {
    const [url, descriptor] = part.trim().split(/\s+/);
    if (!url) continue;
    const candidate: SrcsetCandidate = { url };
    if (descriptor?.endsWith("w")) candidate.width = Number.parseFloat(descriptor);
    else if (descriptor?.endsWith("x")) candidate.density = Number.parseFloat(descriptor);
    candidates.push(candidate);
  }
  return candidates;
}

/** The best source for an e-reader: around 1200 px wide, never a lazy-loading placeholder. */
function pickFromSrcset(srcset: string): string | undefined {
  const candidates = parseSrcset(srcset);
  if (candidates.length === 0) return undefined;
  const widths = candidates.filter((c) => c.width !== undefined && Number.isFinite(c.width));
  if (widths.length > 0) {
    widths.sort((a, b) => a.width! - b.width!);
    const fitting = widths.filter((c) => c.width! <= 1600);
    return (fitting[fitting.length - 1] ?? widths[0])!.url;
  }
  const densities = [...candidates].sort((a, b) => (a.density ?? 1) - (b.density ?? 1));
  const upTo2x = densities.filter((c) => (c.density ?? 1) <= 2);
  return (upTo2x[upTo2x.length - 1] ?? densities[0])!.url;
}

function isPlaceholderSource(src: string): boolean {
  return src.startsWith("data:") && src.length < 400;
}

function pickImageSource(element: DomNode): string | undefined {
  const lazy =
    element.getAttribute("data-src") ??
    element.getAttribute("data-lazy-src") ??
    element.getAttribute("data-original") ??
    element.getAttribute("data-url");
  const lazySet = element.getAttribute("data-srcset") ?? element.getAttribute("data-lazy-srcset");
  const srcset = element.getAttribute("srcset");
  const src = element.getAttribute("src")?.trim();
  const fromSets = (lazySet && pickFromSrcset(lazySet)) || (srcset && pickFromSrcset(srcset)) || undefined;
  if (lazy?.trim()) return lazy.trim();
  if (fromSets) return fromSets;
  if (src && !(isPlaceholderSource(src) && (lazy || lazySet))) return src;
  return undefined;
}

function resolveUrl(src: string, baseHref: string | undefined): string | undefined {
  if (/^(cid:|data:image\/)/i.test(src)) return src;
  if (src.startsWith("//")) return `https:${src}`;
  if (/^https?:\/\//i.test(src)) return src;
  if (!baseHref) return undefined;
  try {
    const resolved = new URL(src, baseHref);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

function hostOf(href: string | undefined): string {
  if (!href) return "";
  try {
    return new URL(href).hostname;
  } catch {
    return "";
  }
}

const EMOJI_ALT =
  /^\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u200D|\uFE0F|\p{Emoji_Modifier})*$/u;

function childElements(element: DomNode, tags: Set<string>): DomNode[] {
  const found: DomNode[] = [];
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE && child.localName && tags.has(child.localName)) found.push(child);
  }
  return found;
}

const ROW_GROUPS = new Set(["thead", "tbody", "tfoot"]);
const ROW = new Set(["tr"]);
const CELLS = new Set(["td", "th"]);

function tableRows(table: DomNode): DomNode[] {
  const rows = childElements(table, ROW);
  for (const group of childElements(table, ROW_GROUPS)) rows.push(...childElements(group, ROW));
  return rows;
}

const NON_TEXT_CONTENT = "img,table,div,p,h1,h2,h3,h4,h5,h6,ul,ol,blockquote,pre,hr,picture";

/** Real data (a schedule, prices, results) versus the tables newsletters use for layout. */
function isDataTable(table: DomNode): boolean {
  const role = table.getAttribute("role")?.toLowerCase();
  if (role === "presentation" || role === "none") return false;
  if (table.querySelector("table")) return false;
  const rows = tableRows(table);
  if (rows.length < 2) return false;
  let hasHeaderCells = childElements(table, new Set(["caption", "thead"])).length > 0;
  let columns = -1;
  let regular = true;
  let cells = 0;
  let filled = 0;
  for (const row of rows) {
    const rowCells = childElements(row, CELLS);
    let width = 0;
    for (const cell of rowCells) {
      width += Math.max(1, numericAttribute(cell, "colspan") ?? 1);
      if (cell.localName === "th") hasHeaderCells = true;
      if (cell.querySelector(NON_TEXT_CONTENT)) return false;
      const text = (cell.textContent ?? "").trim();
      if (text.length > 240) return false;
      cells++;
      if (text.length > 0) filled++;
    }
    if (columns === -1) columns = width;
    else if (width !== columns) regular = false;
  }
  if (columns < 2 && !hasHeaderCells) return false;
  if (hasHeaderCells) return true;
  return regular && cells >= 4 && filled / cells >= 0.6;
}

export interface CleanNewsletterOptions {
  /** Base for relative image and link URLs (from the message's Content-Base or <base>). */
  baseHref?: string;
}

class NewsletterHtmlReader {
  webVersionUrl: string | undefined;
  private textBudget = MAX_TEXT_CHARS;
  truncated = false;

  constructor(
    private readonly hiddenClasses: Set<string>,
    private readonly baseHref: string | undefined,
  ) {}

  readChildren(node: DomNode, style: RunStyle, sink: BlockSink, depth: number): void {
    if (depth > MAX_DEPTH) return;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (this.textBudget <= 0) {
        this.truncated = true;
        return;
      }
      if (child.nodeType === TEXT_NODE) {
        // font-size:0 wrappers hide whitespace between columns; their children reset the size.
        if (style.fontSize !== undefined && style.fontSize <= 1) continue;
        const text = child.nodeValue ?? "";
        this.textBudget -= text.length;
        sink.addText(normalizeText(text), style);
      } else if (child.nodeType === ELEMENT_NODE) {
        this.readElement(child, style, sink, depth + 1);
      }
    }
  }

  private readElement(element: DomNode, parentStyle: RunStyle, sink: BlockSink, depth: number): void {
    const tag = element.localName ?? "";
    if (SKIPPED.has(tag)) return;
    const css = parseCss(element.getAttribute("style"));
    if (isHidden(element, css, this.hiddenClasses)) return;
    const style = deriveStyle(parentStyle, tag, css);

    switch (tag) {
      case "br":
        sink.addBreak();
        return;
      case "wbr":
        return;
      case "img":
        this.readImage(element, css, style, sink);
        return;
      case "a":
        this.readLink(element, style, sink, depth);
        return;
      case "hr":
        sink.pushBlock({ type: "rule" });
        return;
      case "pre": {
        const text = (element.textContent ?? "").replace(/\s+$/, "");
        if (!isBlankText(text)) sink.pushBlock({ type: "preformatted", text: normalizeText(text) });
        return;
      }
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
        this.readHeading(element, tag, style, sink, depth);
        return;
      case "ul":
      case "ol":
        this.readList(element, tag === "ol", style, sink, depth);
        return;
      case "blockquote": {
        const inner = new BlockSink();
        this.readChildren(element, style, inner, depth);
        const blocks = inner.finish();
        if (blocks.length > 0) sink.pushBlock({ type: "quote", blocks });
        return;
      }
      case "table":
        if (isDataTable(element)) this.readDataTable(element, style, sink, depth);
        else this.readBlockContainer(element, style, sink, depth);
        return;
      case "q":
        sink.addText("“", style);
        this.readChildren(element, style, sink, depth);
        sink.addText("”", style);
        return;
    }
    if (BLOCK_CONTAINERS.has(tag)) {
      this.readBlockContainer(
        element,
        tag === "figcaption" ? { ...style, italic: true } : style,
        sink,
        depth,
      );
      return;
    }
    this.readChildren(element, style, sink, depth);
  }

  private readBlockContainer(element: DomNode, style: RunStyle, sink: BlockSink, depth: number): void {
    sink.flush();
    this.readChildren(element, style, sink, depth);
    sink.flush();
  }

  private readLink(element: DomNode, style: RunStyle, sink: BlockSink, depth: number): void {
    const rawHref = element.getAttribute("href") ?? "";
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    const href = rawHref && !rawHref.startsWith("#") ? unwrapTrackingLink(rawHref) : undefined;
    if (text && WEB_VERSION_LINK_TEXT.test(text) && text.length < 80) {
      if (href && !this.webVersionUrl && /^https?:/.test(href)) this.webVersionUrl = href;
      return;
    }
    if (text && UNSUBSCRIBE_LINK_TEXT.test(text) && text.length < 80) return;
    const linkStyle: RunStyle = { ...style, href };
    if (href && /^(https?:\/\/|www\.)\S+$/i.test(text) && !element.querySelector("img")) {
      sink.addText(displayUrl(href), linkStyle);
      return;
    }
    this.readChildren(element, linkStyle, sink, depth);
  }

  private readImage(element: DomNode, css: Css | undefined, style: RunStyle, sink: BlockSink): void {
    const picked = pickImageSource(element);
    if (!picked) return;
    const src = resolveUrl(picked, this.baseHref);
    if (!src) return;
    const width = cssPixels(css?.get("width")) ?? numericAttribute(element, "width");
    const height = cssPixels(css?.get("height")) ?? numericAttribute(element, "height");
    // 1×1 open trackers and spacer GIFs.
    if ((width !== undefined && width <= 2) || (height !== undefined && height <= 2)) return;
    if (isTrackingPixelUrl(src)) return;
    const alt = normalizeText((element.getAttribute("alt") ?? "").replace(/\s+/g, " ").trim());
    const className = element.getAttribute("class") ?? "";
    if (EMOJI_ALT.test(alt) && (/emoji/i.test(className) || (width ?? 0) <= 48)) {
      sink.addText(alt, style);
      return;
    }
    const small = width !== undefined && height !== undefined && width <= 32 && height <= 32;
    if (small) return;
    if (SOCIAL_HOSTS.test(hostOf(style.href)) && (width === undefined || width <= 64)) return;
    const image: ImageBlock = { type: "image", src, alt };
    if (width !== undefined) image.width = Math.round(width);
    if (style.href && /^https?:/.test(style.href)) image.href = style.href;
    sink.pushBlock(image);
  }

  private readHeading(element: DomNode, tag: string, style: RunStyle, sink: BlockSink, depth: number): void {
    const inner = new BlockSink();
    this.readChildren(element, style, inner, depth);
    const level = tag === "h1" || tag === "h2" ? 2 : tag === "h3" ? 3 : 4;
    sink.flush();
    for (const block of inner.finish()) {
      if (block.type === "paragraph" || block.type === "heading") {
        sink.blocks.push({ type: "heading", level, inlines: block.inlines });
      } else {
        sink.blocks.push(block);
      }
    }
  }

  private readList(
    element: DomNode,
    ordered: boolean,
    style: RunStyle,
    sink: BlockSink,
    depth: number,
  ): void {
    const items: Block[][] = [];
    let loose = new BlockSink();
    const flushLoose = () => {
      const blocks = loose.finish();
      if (blocks.length > 0) items.push(blocks);
      loose = new BlockSink();
    };
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === ELEMENT_NODE && child.localName === "li") {
        flushLoose();
        const css = parseCss(child.getAttribute("style"));
        if (isHidden(child, css, this.hiddenClasses)) continue;
        const item = new BlockSink();
        this.readChildren(child, deriveStyle(style, "li", css), item, depth + 1);
        const blocks = item.finish();
        if (blocks.length > 0) items.push(blocks);
      } else if (child.nodeType === TEXT_NODE) {
        loose.addText(normalizeText(child.nodeValue ?? ""), style);
      } else if (child.nodeType === ELEMENT_NODE) {
        this.readElement(child, style, loose, depth + 1);
      }
    }
    flushLoose();
    if (items.length > 0) sink.pushBlock({ type: "list", ordered, items });
  }

  private readDataTable(table: DomNode, style: RunStyle, sink: BlockSink, depth: number): void {
    const result: TableBlock = { type: "table", rows: [] };
    const caption = childElements(table, new Set(["caption"]))[0];
    if (caption) {
      const captionSink = new BlockSink();
      this.readChildren(caption, style, captionSink, depth + 1);
      const inlines = flattenToInlines(captionSink.finish());
      if (inlines.length > 0) result.caption = inlines;
    }
    for (const row of tableRows(table)) {
      const cells: TableCell[] = [];
      for (const cellElement of childElements(row, CELLS)) {
        const header = cellElement.localName === "th";
        const cellSink = new BlockSink();
        const cellStyle = deriveStyle(style, "td", parseCss(cellElement.getAttribute("style")));
        this.readChildren(cellElement, cellStyle, cellSink, depth + 2);
        const cell: TableCell = { inlines: flattenToInlines(cellSink.finish()), header };
        const colspan = numericAttribute(cellElement, "colspan");
        if (colspan && colspan > 1) cell.colspan = Math.min(Math.round(colspan), 20);
        cells.push(cell);
      }
      if (cells.some((cell) => cell.inlines.length > 0)) result.rows.push(cells);
    }
    if (result.rows.length > 0) sink.pushBlock(result);
  }
}

function flattenToInlines(blocks: Block[]): Inline[] {
  const inlines: Inline[] = [];
  for (const block of blocks) {
    let part: Inline[] = [];
    if (block.type === "paragraph" || block.type === "heading") part = block.inlines;
    else if (block.type === "image" && block.alt) part = [{ text: block.alt }];
    else if (block.type === "preformatted") part = [{ text: block.text, code: true }];
    else if (block.type === "list")
      part = block.items.flatMap((item, index) => [
        ...(index > 0 ? [{ lineBreak: true } as const] : []),
        { text: "• " },
        ...flattenToInlines(item),
      ]);
    if (part.length === 0) continue;
    if (inlines.length > 0) inlines.push({ lineBreak: true });
    inlines.push(...part);
  }
  return inlines;
}

function tidyBlocks(blocks: Block[]): Block[] {
  const tidy: Block[] = [];
  for (const block of blocks) {
    const previous = tidy[tidy.length - 1];
    if (block.type === "rule" && (!previous || previous.type === "rule")) continue;
    if (block.type === "image" && previous?.type === "image" && previous.src === block.src) continue;
    tidy.push(block);
  }
  while (tidy[tidy.length - 1]?.type === "rule") tidy.pop();
  return tidy;
}

// Attributes the reader never looks at. Email markup carries several per element, and every
// one becomes a DOM node, so dropping them first makes parsing markedly cheaper.
const UNUSED_ATTRIBUTES =
  /\s(?:cellpadding|cellspacing|valign|bgcolor|border|align|dir|lang|xmlns(?::\w+)?|target|rel|title|name|bordercolor|background|frame|rules|summary|tabindex|aria-[\w-]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

// The only CSS properties the reader acts on (visibility, emphasis, size); email styles carry
// dozens more per element.
const USED_CSS_PROPERTY =
  /^\s*(display|visibility|opacity|max-height|max-width|overflow|height|width|font-size|font-weight|font-style|font|text-decoration)\s*:/i;
const STYLE_ATTRIBUTE = /(\sstyle\s*=\s*)(?:"([^"]*)"|'([^']*)')/i;

function trimStyle(tag: string): string {
  return tag.replace(STYLE_ATTRIBUTE, (_, prefix: string, double?: string, single?: string) => {
    const kept = (double ?? single ?? "")
      .split(";")
      .filter((declaration) => USED_CSS_PROPERTY.test(declaration))
      .join(";")
      .replace(/"/g, "'");
    return kept ? `${prefix}"${kept}"` : "";
  });
}

/** Comments (including Outlook-only conditional blocks), unused attributes and styles go first. */
function trimMarkup(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[a-zA-Z][^<>]*>/g, (tag) => trimStyle(tag.replace(UNUSED_ATTRIBUTES, "")));
}

function wrapFragment(html: string): string {
  // linkedom treats a fragment's first element as the document element and has no body.
  if (/<html[\s>]/i.test(html)) return html;
  return /<body[\s>]/i.test(html) ? `<html>${html}</html>` : `<html><head></head><body>${html}</body></html>`;
}

/** Reduces newsletter HTML to calm reading blocks: no scripts, styles, trackers or chrome. */
export function cleanNewsletterHtml(html: string, options: CleanNewsletterOptions = {}): ReadingDocument {
  const { document } = parseHTML(wrapFragment(trimMarkup(html)));
  const body = (document.body ?? document.documentElement) as unknown as DomNode | null;
  if (!body) return { blocks: [] };
  const baseHref =
    (document.querySelector("base[href]") as unknown as DomNode | null)?.getAttribute("href") ??
    options.baseHref;
  const reader = new NewsletterHtmlReader(
    collectHiddenClasses(document as unknown as { querySelectorAll(selector: string): Iterable<DomNode> }),
    baseHref && /^https?:\/\//i.test(baseHref) ? baseHref : undefined,
  );
  const sink = new BlockSink();
  reader.readChildren(body, {}, sink, 0);
  let blocks = tidyBlocks(removeBoilerplate(sink.finish()));
  if (reader.truncated) {
    blocks = [
      ...blocks,
      {
        type: "paragraph",
        inlines: [{ text: "This newsletter was too long and has been shortened.", italic: true }],
      },
    ];
  }
  const document_: ReadingDocument = { blocks };
  if (reader.webVersionUrl) document_.webVersionUrl = reader.webVersionUrl;
  return document_;
}
