import { NEWSLETTER_TEXT_LIMIT } from "../newsletter-limits.ts";
import type { Block, ImageBlock, Inline, TableBlock, TableCell } from "../reading-document.ts";
import { isBlankText, normalizeText } from "../reading-text.ts";
import { countWords } from "../report/count-words.ts";
import { nonSpaceLength, singleSpaced } from "../text/whitespace.ts";
import { unwrapTrackingLink } from "../unwrap-tracking-link.ts";
import { WEB_VERSION_LINK_TEXT } from "../web-version-link.ts";
import { type BlockNote, BlockSink } from "./block-sink.ts";
import { isChromeContainer } from "./chrome-markers.ts";
import { type Css, cssPixels, parseCss } from "./css.ts";
import { type HiddenRules, isHidden } from "./hidden-content.ts";
import {
  attribute,
  childNodes,
  findFirst,
  type HtmlElement,
  type HtmlNode,
  isElement,
  isTextNode,
  parentElement,
  textContent,
} from "./html-tree.ts";
import {
  EMOJI_ALT,
  fileName,
  isSocialAccountLink,
  isTrackingPixelUrl,
  pickImageSource,
  resolveUrl,
} from "./images.ts";
import { childElements, isDataTable, numericAttribute, tableCells, tableRows } from "./layout-tables.ts";
import { type ProductGrid, productGrids } from "./product-grids.ts";
import { deriveStyle, type RunStyle } from "./run-style.ts";
import { withoutBullet } from "./typed-bullet-lists.ts";
import { altSaysNothing, isDecorativeImage, isFollowIcon } from "./uninformative-alt.ts";

// Walks the parsed newsletter and reduces it to reading blocks: text with its emphasis and
// links, headings, lists, quotes, code, data tables and images. Everything visible is kept —
// deciding what is chrome happens afterwards, on whole blocks.

/** Below this depth the structure is kept; deeper content is still read, as plain text. */
const MAX_STRUCTURE_DEPTH = 600;

const SKIPPED = new Set([
  // a page's navigation, as HTML names it: a web template's menu, never the letter
  "nav",
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
  "xml",
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
  "table",
]);

/**
 * Bounded work: text beyond this many characters (some 300 book pages) is not laid out. Real
 * newsletters stay far below it; a multi-megabyte text dump does not hold the digest for minutes.
 */
export const MAX_TEXT_CHARS = NEWSLETTER_TEXT_LIMIT;

/** A link to a place in the newsletter itself that holds a picture and no text. */
function isPicturePageLink(node: HtmlNode): boolean {
  if (!isElement(node) || node.tagName !== "a") return false;
  const href = attribute(node, "href") ?? "";
  return (
    href.length > 1 &&
    href.startsWith("#") &&
    textContent(node).trim() === "" &&
    findFirst(node, (element) => element.tagName === "img") !== undefined
  );
}

/**
 * A picture that leads to a place in the newsletter itself and is one of a row of such pictures:
 * the in-page menu ("Cette semaine | Petites annonces"). A title picture that a template happens
 * to link to "#top" stays.
 */
function isPictureMenuButton(link: HtmlElement): boolean {
  if (!isPicturePageLink(link)) return false;
  // The run of such links around it, with nothing but white space or separators between them.
  const siblings = link.parentNode ? childNodes(link.parentNode) : [];
  const at = siblings.indexOf(link);
  const inRow = (node: HtmlNode | undefined) =>
    node !== undefined &&
    (isPicturePageLink(node) ||
      (isTextNode(node) && /^[\s|•·-]*$/.test(node.value)) ||
      (isElement(node) && node.tagName === "br"));
  const neighbour = (step: number) => {
    for (let index = at + step; inRow(siblings[index]); index += step)
      if (isPicturePageLink(siblings[index]!)) return true;
    return false;
  };
  return neighbour(-1) || neighbour(1);
}

/** Levels above a link that may hold the place it points at. */
const SELF_LINK_LEVELS = 3;

/**
 * A section's title that links to its own place ("<h2 id="crate"><a href="#crate">Crate of the
 * Week</a></h2>", as site generators set a permalink): a title, not the contents.
 */
function linksToItself(link: HtmlElement, fragment: string): boolean {
  let element: HtmlElement | undefined = link;
  for (let level = 0; element && level <= SELF_LINK_LEVELS; level++) {
    if (attribute(element, "id") === fragment || attribute(element, "name") === fragment) return true;
    element = parentElement(element);
  }
  return false;
}

/** Words past which a container marked as a heading holds more than a title. */
const ARIA_HEADING_WORDS = 20;

/**
 * The heading tag a container stands for when the template marks it as one (`role="heading"
 * aria-level="2"`, a section's name set in a table cell): its level, or none.
 */
function ariaHeading(element: HtmlElement): string | undefined {
  if (attribute(element, "role") !== "heading") return undefined;
  if (textContent(element).trim().split(/\s+/).length > ARIA_HEADING_WORDS) return undefined;
  const level = Number(attribute(element, "aria-level") ?? 2);
  return level <= 2 ? "h2" : level === 3 ? "h3" : "h4";
}

/** A container this large is the newsletter itself, whatever its class says. */
const CHROME_CONTAINER_MAX_SHARE = 0.4;

export interface ReadHtmlOptions {
  hidden: HiddenRules;
  baseHref?: string;
  /** Characters of visible text in the whole body, to judge how big a container is. */
  bodyChars: number;
  /** Elements read as nothing: a media player's controls. */
  skipped?: ReadonlySet<HtmlElement>;
}

export class NewsletterHtmlReader {
  webVersionUrl: string | undefined;
  truncated = false;
  private textBudget = MAX_TEXT_CHARS;
  /** Rows of the layout tables read so far that belong to a product grid: its first row maps to it. */
  private readonly gridRows = new Map<HtmlElement, ProductGrid | undefined>();
  /**
   * Each style attribute's declarations, parsed once: templates repeat the same long style on
   * every cell and wrapper, and parsing them was a tenth of reading the HTML. Read, never changed.
   */
  private readonly parsedStyles = new Map<string, Css | undefined>();

  constructor(private readonly options: ReadHtmlOptions) {}

  private css(element: HtmlElement): Css | undefined {
    const style = attribute(element, "style");
    if (!style) return undefined;
    let css = this.parsedStyles.get(style);
    if (css === undefined && !this.parsedStyles.has(style)) {
      css = parseCss(style);
      this.parsedStyles.set(style, css);
    }
    return css;
  }

  readChildren(node: HtmlNode, style: RunStyle, sink: BlockSink, depth: number): void {
    if (depth > MAX_STRUCTURE_DEPTH) {
      // Hundreds of nested wrappers: keep every word, drop the structure.
      sink.addText(normalizeText(textContent(node)), style);
      return;
    }
    for (const child of childNodes(node)) {
      if (this.textBudget <= 0) {
        this.truncated = true;
        return;
      }
      if (isTextNode(child)) {
        // font-size:0 wrappers hide whitespace between columns; their children reset the size. The
        // columns are still apart: "Wool hats" and "Rain jackets" side by side are not one word.
        if (style.fontSize !== undefined && style.fontSize <= 1) {
          if (/^\s+$/.test(child.value)) sink.addText(" ", { ...style, fontSize: undefined });
          continue;
        }
        this.textBudget -= child.value.length;
        sink.addText(normalizeText(child.value), style);
      } else if (isElement(child)) {
        this.readElement(child, style, sink, depth + 1);
      }
    }
  }

  private readElement(element: HtmlElement, parentStyle: RunStyle, sink: BlockSink, depth: number): void {
    const tag = element.tagName;
    if (SKIPPED.has(tag) || this.options.skipped?.has(element)) return;
    if (this.gridRows.has(element)) {
      // A product grid is read where its first row stands; its other rows come with it.
      const grid = this.gridRows.get(element);
      if (grid) this.readProductGrid(grid, parentStyle, sink, depth);
      return;
    }
    const css = this.css(element);
    if (isHidden(element, css, this.options.hidden)) return;
    const style = deriveStyle(parentStyle, tag, css, tag === "font" ? attribute(element, "size") : undefined);
    const enteringChrome = !sink.chrome && isChromeContainer(element) && this.isSmallPart(element);
    if (enteringChrome) {
      sink.flush();
      sink.chrome = true;
    }
    this.readTag(element, tag, css, style, sink, depth);
    if (enteringChrome) {
      sink.flush();
      sink.chrome = false;
    }
  }

  private isSmallPart(element: HtmlElement): boolean {
    const chars = nonSpaceLength(textContent(element));
    return chars <= this.options.bodyChars * CHROME_CONTAINER_MAX_SHARE;
  }

  private readTag(
    element: HtmlElement,
    tag: string,
    css: Css | undefined,
    style: RunStyle,
    sink: BlockSink,
    depth: number,
  ): void {
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
        const text = textContent(element).replace(/\s+$/, "");
        if (!isBlankText(text))
          sink.pushBlock({ type: "preformatted", text: normalizeText(text) }, noteFor(style));
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
        if (blocks.length > 0) sink.pushBlock({ type: "quote", blocks }, noteFor(style));
        return;
      }
      case "table":
        if (isDataTable(element)) {
          this.readDataTable(element, style, sink, depth);
        } else {
          for (const grid of productGrids(element))
            for (const [index, row] of grid.rows.entries())
              this.gridRows.set(row, index === 0 ? grid : undefined);
          sink.openBox();
          const heading = ariaHeading(element);
          if (heading) this.readHeading(element, heading, style, sink, depth);
          else this.readBlockContainer(element, style, sink, depth);
          sink.closeBox();
        }
        return;
      case "q":
        sink.addText("“", style);
        this.readChildren(element, style, sink, depth);
        sink.addText("”", style);
        return;
    }
    if (BLOCK_CONTAINERS.has(tag)) {
      const heading = ariaHeading(element);
      if (heading) {
        this.readHeading(element, heading, style, sink, depth);
        return;
      }
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

  private readBlockContainer(element: HtmlElement, style: RunStyle, sink: BlockSink, depth: number): void {
    sink.flush();
    this.readChildren(element, style, sink, depth);
    sink.flush();
  }

  /** Each product whole, column by column: its title, picture, blurb and price in row order. */
  private readProductGrid(grid: ProductGrid, parentStyle: RunStyle, sink: BlockSink, depth: number): void {
    const rowStyles = grid.rows.map((row) => {
      const css = this.css(row);
      return isHidden(row, css, this.options.hidden) ? undefined : deriveStyle(parentStyle, "tr", css);
    });
    for (const product of grid.products)
      for (const [index, cells] of product.entries()) {
        const rowStyle = rowStyles[index];
        if (rowStyle) for (const cell of cells) this.readElement(cell, rowStyle, sink, depth + 1);
      }
  }

  private readLink(element: HtmlElement, style: RunStyle, sink: BlockSink, depth: number): void {
    const rawHref = attribute(element, "href") ?? "";
    const href = rawHref && !rawHref.startsWith("#") ? unwrapTrackingLink(rawHref) : undefined;
    const text = singleSpaced(textContent(element));
    if (text && text.length < 80 && WEB_VERSION_LINK_TEXT.test(text)) {
      if (href && !this.webVersionUrl && /^https?:/.test(href)) this.webVersionUrl = href;
    }
    // The author's words stay exactly as written, whatever the link points to. A link to a place
    // in the newsletter itself is marked, not kept: in-issue contents and "Back to top" are told by it.
    const pageLink =
      rawHref.length > 1 && rawHref.startsWith("#") && !linksToItself(element, rawHref.slice(1));
    if (pageLink && isPictureMenuButton(element)) return;
    this.readChildren(
      element,
      { ...style, href, ...(pageLink ? { pageLink: true as const } : {}) },
      sink,
      depth,
    );
  }

  private readImage(element: HtmlElement, css: Css | undefined, style: RunStyle, sink: BlockSink): void {
    const picked = pickImageSource(element);
    if (!picked) return;
    const src = resolveUrl(picked, this.options.baseHref);
    if (!src) return;
    const width = cssPixels(css?.get("width")) ?? numericAttribute(element, "width");
    const height = cssPixels(css?.get("height")) ?? numericAttribute(element, "height");
    // 1×1 open trackers and spacer GIFs.
    if ((width !== undefined && width <= 2) || (height !== undefined && height <= 2)) return;
    if (isTrackingPixelUrl(src)) return;
    // Some mailers store a heading's markup as an image's alt ("<h2 style=…><strong>WELCOME …"): its words are the alt.
    const alt = normalizeText(
      (attribute(element, "alt") ?? "")
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    // An arrow or bullet in a link to a place in the newsletter ("back to top", the contents).
    if (style.pageLink && altSaysNothing(alt)) return;
    const className = attribute(element, "class") ?? "";
    if (EMOJI_ALT.test(alt) && (/emoji/i.test(className) || (width ?? 0) <= 48)) {
      sink.addText(alt, style);
      return;
    }
    const small = width !== undefined && height !== undefined && width <= 32 && height <= 32;
    if (small) return;
    // A slice of a drawn button or frame (318×18), a badge beside a price ("N24" at 72×20): a strip
    // that says nothing; one with a label of a few words may be a section's title, and stays.
    // A spacer given only its width (a 4-pixel column of an old table layout) is such a strip too.
    const thinSide = Math.min(height ?? Number.POSITIVE_INFINITY, width ?? Number.POSITIVE_INFINITY);
    if (thinSide <= THIN_STRIP_SIDE && countWords(alt) < STRIP_LABEL_WORDS) return;
    // An advertiser's banner, as its alt says ("Click here to visit our advertiser").
    if (ADVERT_ALT.test(alt)) return;
    // An icon named as such in a link's words ("icon_link.png", "arrow-right.gif"), unsized and unnamed.
    if (!alt && width === undefined && height === undefined && ICON_FILE.test(fileName(src))) return;
    if (isSocialAccountLink(style.href) && (width === undefined || width <= 64)) return;
    // "E-mail this to a friend": a mail with a subject and no addressee, drawn as a button.
    if (style.href && /^mailto:\?/i.test(style.href)) return;
    const href = style.href && /^https?:/.test(style.href) ? style.href : undefined;
    // An alt text that tells a reader nothing is dropped here, so a missing image leaves nothing.
    const facts = { alt, width, height, href };
    const image: ImageBlock = { type: "image", src, alt: isDecorativeImage(facts) ? "" : alt };
    if (width !== undefined) image.width = Math.round(width);
    if (href) image.href = href;
    // Its alt is gone then; what it said still tells the follow row's icons from pictures.
    sink.pushBlock(image, isFollowIcon(facts) ? { ...noteFor(style), followIcon: true } : noteFor(style));
  }

  private readHeading(
    element: HtmlElement,
    tag: string,
    style: RunStyle,
    sink: BlockSink,
    depth: number,
  ): void {
    const inner = new BlockSink();
    this.readChildren(element, style, inner, depth);
    const level = tag === "h1" || tag === "h2" ? 2 : tag === "h3" ? 3 : 4;
    sink.flush();
    for (const block of inner.finish()) {
      if (block.type === "paragraph" || block.type === "heading") {
        sink.pushBlock({ type: "heading", level, inlines: block.inlines }, noteFor(style));
      } else {
        sink.pushBlock(block, noteFor(style));
      }
    }
  }

  private readList(
    element: HtmlElement,
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
    for (const child of childNodes(element)) {
      if (isElement(child) && child.tagName === "li") {
        flushLoose();
        const css = this.css(child);
        if (isHidden(child, css, this.options.hidden)) continue;
        const item = new BlockSink();
        this.readChildren(child, deriveStyle(style, "li", css), item, depth + 1);
        const blocks = item.finish();
        if (blocks.length > 0) items.push(blocks);
      } else if (isTextNode(child)) {
        loose.addText(normalizeText(child.value), style);
      } else if (isElement(child)) {
        this.readElement(child, style, loose, depth + 1);
      }
    }
    flushLoose();
    // Items that each begin with a typed bullet (list-style:none, "•" in a span of its own): the
    // book sets its own bullets, so theirs would print twice.
    const typed = items.map((item) => (item[0]?.type === "paragraph" ? withoutBullet(item[0]) : undefined));
    if (!ordered && typed.every(Boolean))
      for (const [index, paragraph] of typed.entries()) items[index]![0] = paragraph!;
    if (items.length > 0) sink.pushBlock({ type: "list", ordered, items }, noteFor(style));
  }

  private readDataTable(table: HtmlElement, style: RunStyle, sink: BlockSink, depth: number): void {
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
      for (const cellElement of tableCells(row)) {
        const header = cellElement.tagName === "th";
        const cellSink = new BlockSink();
        const cellStyle = deriveStyle(style, "td", this.css(cellElement));
        this.readChildren(cellElement, cellStyle, cellSink, depth + 2);
        const cell: TableCell = { inlines: flattenToInlines(cellSink.finish()), header };
        const colspan = numericAttribute(cellElement, "colspan");
        if (colspan && colspan > 1) cell.colspan = Math.min(Math.round(colspan), 20);
        cells.push(cell);
      }
      if (cells.some((cell) => cell.inlines.length > 0)) result.rows.push(cells);
    }
    if (result.rows.length > 0) sink.pushBlock(result, noteFor(style));
  }
}

const THIN_STRIP_SIDE = 20;
const ADVERT_ALT =
  /\b(?:advertiser|advertisement|werbepartner|werbepartners|annonceur|anunciante|inserzionista|adverteerder)s?\b/iu;
const STRIP_LABEL_WORDS = 2;
const ICON_FILE = /(?:^|[-_])(?:icon|arrow|pfeil|bullet|chevron)(?:[-_.]|$)/i;

function noteFor(style: RunStyle): BlockNote {
  return style.fontSize !== undefined ? { fontSize: style.fontSize } : {};
}

export function flattenToInlines(blocks: Block[]): Inline[] {
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
    for (const inline of part) inlines.push(inline);
  }
  return inlines;
}
