import type { Content } from "pdfmake/interfaces";
import type { ImageResolver } from "../digest-document.ts";
import type { FontFallback, PrimaryFamily } from "../fonts/split-text-by-font.ts";
import {
  type Block,
  type ImageBlock,
  type Inline,
  inlineText,
  isLineBreak,
  type TableBlock,
} from "../reading-document.ts";
import { type BaseDirection, paragraphDirection } from "./bidi-lines.ts";
import {
  BODY_SIZE,
  CONTENT_HEIGHT,
  CONTENT_WIDTH,
  LANDSCAPE_CONTENT_WIDTH,
  LINK,
  MAX_LINK_LENGTH,
  MUTED,
} from "./pdf-style.ts";
import { planTable, TABLE_CELL_PADDING } from "./pdf-table.ts";
import { keepSchemesWhole } from "./url-breaks.ts";

interface TextStyle {
  fontSize: number;
  bold?: boolean;
  italics?: boolean;
  /** Set for text holding right-to-left characters: the direction of its paragraph. */
  direction?: BaseDirection | undefined;
  /** Words drawn with line breaks allowed between their letters (overlong words in table cells). */
  breakable?: Set<string>;
}

/** pdfmake properties for a paragraph in a direction: right-to-left paragraphs align right. */
export function directionStyle(direction: BaseDirection | undefined): Record<string, unknown> {
  return direction === "rtl" ? { alignment: "right" } : {};
}

/** Turns reading blocks into pdfmake content, each piece of text in a font that has its characters. */
export class PdfContentBuilder {
  /** Images placed in the document, by key, with their pixel size. */
  readonly placedImages = new Map<string, { width: number; height: number }>();

  constructor(
    private readonly fonts: FontFallback,
    private readonly images: ImageResolver,
  ) {}

  /**
   * Text nodes for a string, each piece in a font that has its characters, a URL's scheme never
   * left alone at a line's end (see url-breaks.ts). Text holding right-to-left characters carries
   * its paragraph's direction, read after layout to put each line in visual order (see
   * bidi-lines.ts).
   */
  text(
    text: string,
    primary: PrimaryFamily = "Literata",
    extra: Record<string, unknown> = {},
    direction: BaseDirection | undefined = paragraphDirection(text),
  ): Content[] {
    const nodes: Content[] = [];
    for (const piece of keepSchemesWhole(text)) {
      const style = piece.whole ? { ...extra, noWrap: true } : extra;
      for (const segment of this.fonts.split(piece.text, primary)) {
        const node: Record<string, unknown> = { text: segment.text, ...style };
        if (segment.font !== "Literata") node.font = segment.font;
        if (direction) node.bidiBase = direction;
        nodes.push(node as unknown as Content);
      }
    }
    return nodes;
  }

  /** Width of a text in points (regular weight), for sizing table columns. */
  measure(text: string, fontSize: number): number {
    return this.fonts.measure(text, "Literata", fontSize);
  }

  inlines(inlines: Inline[], base: TextStyle): Content[] {
    const nodes: Content[] = [];
    for (const inline of inlines) {
      if (isLineBreak(inline)) {
        nodes.push({ text: "\n" });
        continue;
      }
      const extra: Record<string, unknown> = {};
      if (inline.bold && !base.bold) extra.bold = true;
      if (inline.italic && !base.italics) extra.italics = true;
      if (inline.sup) extra.sup = true;
      if (inline.sub) extra.sub = true;
      if (inline.strike) extra.decoration = "lineThrough";
      else if (inline.underline) extra.decoration = "underline";
      if (inline.href && inline.href.length <= MAX_LINK_LENGTH) {
        extra.link = inline.href;
        extra.color = LINK;
        extra.decoration = "underline";
        extra.decorationColor = "#9aa9b8";
      }
      const primary: PrimaryFamily = inline.code ? "DejaVuSansMono" : "Literata";
      if (inline.code) extra.fontSize = base.fontSize * 0.88;
      for (const piece of breakablePieces(inline.text, base.breakable)) {
        const style = piece.breakable ? { ...extra, wordBreak: "break-all" } : extra;
        nodes.push(...this.text(piece.text, primary, style, base.direction));
      }
    }
    return nodes;
  }

  blocks(blocks: Block[], depth = 0): Content[] {
    const content: Content[] = [];
    // A chapter's pages are upright; a table too wide for them gets pages turned sideways, and the
    // text after it upright pages again (a chapter's first heading always turns them upright).
    let orientation: "portrait" | "landscape" = "portrait";
    for (let index = 0; index < blocks.length; index++) {
      const block = blocks[index]!;
      const wanted = depth === 0 && this.needsLandscape(block) ? "landscape" : "portrait";
      let node = this.block(block, depth);
      if (!node) continue;
      if (wanted !== orientation) {
        node = { stack: [node], pageBreak: "before", pageOrientation: wanted } as Content;
        orientation = wanted;
      }
      const next = blocks[index + 1];
      // A heading stays with what follows it when that fits on a page with room to spare
      // (pdfmake cannot break an unbreakable block across pages, so long ones stay apart).
      // Image heights are exact; text heights are rough, so they get a wider safety margin.
      const limit = next?.type === "image" ? CONTENT_HEIGHT * 0.85 : CONTENT_HEIGHT * 0.45;
      if (
        block.type === "heading" &&
        next &&
        wanted === "portrait" &&
        !(depth === 0 && this.needsLandscape(next)) &&
        this.estimatedHeight(next) <= limit
      ) {
        const following = this.block(next, depth);
        if (following) {
          content.push({ stack: [node, following], unbreakable: true });
          index++;
          continue;
        }
      }
      content.push(node);
    }
    return content;
  }

  /** A rough height in points, used only to decide what may be kept together. */
  private estimatedHeight(block: Block): number {
    switch (block.type) {
      case "paragraph":
      case "heading": {
        let width = 0;
        let breaks = 0;
        for (const inline of block.inlines) {
          if (isLineBreak(inline)) breaks++;
          else for (const char of inline.text) width += char.codePointAt(0)! >= 0x2e80 ? 1 : 0.55;
        }
        const lines = Math.ceil((width * BODY_SIZE) / CONTENT_WIDTH) + breaks;
        return lines * BODY_SIZE * 1.3 + 6;
      }
      case "image": {
        const placement = this.images(block.src);
        if (!placement) return block.alt.trim() ? BODY_SIZE * 2.6 : 0;
        const width = Math.min(CONTENT_WIDTH, (block.width ?? placement.width) * 0.75, placement.width);
        return Math.min(CONTENT_HEIGHT * 0.85, (width * placement.height) / placement.width);
      }
      case "rule":
        return 16;
      default:
        return Number.POSITIVE_INFINITY;
    }
  }

  private block(block: Block, depth: number): Content | undefined {
    switch (block.type) {
      case "paragraph": {
        const direction = paragraphDirection(inlineText(block.inlines));
        return {
          text: this.inlines(block.inlines, { fontSize: BODY_SIZE, direction }),
          margin: [0, 0, 0, 6],
          ...directionStyle(direction),
        };
      }
      case "heading": {
        const fontSize = block.level === 2 ? 14 : block.level === 3 ? 12 : 11;
        const direction = paragraphDirection(inlineText(block.inlines));
        return {
          text: this.inlines(block.inlines, { fontSize, bold: true, direction }),
          fontSize,
          bold: true,
          lineHeight: 1.15,
          margin: [0, block.level === 2 ? 10 : 8, 0, 4],
          ...directionStyle(direction),
        };
      }
      case "image":
        return this.image(block);
      case "list": {
        const items = block.items.map((item) => ({ stack: this.blocks(item, depth + 1) }));
        if (items.length === 0) return undefined;
        return block.ordered
          ? ({ ol: items, margin: [4, 0, 0, 6] } as Content)
          : ({ ul: items, margin: [4, 0, 0, 6] } as Content);
      }
      case "quote":
        if (depth > 6) return { stack: this.blocks(block.blocks, depth + 1) };
        return {
          table: { widths: ["*"], body: [[{ stack: this.blocks(block.blocks, depth + 1), italics: true }]] },
          layout: {
            hLineWidth: () => 0,
            vLineWidth: (index: number) => (index === 0 ? 1.5 : 0),
            vLineColor: () => "#b0b0b0",
            paddingLeft: () => 9,
            paddingRight: () => 0,
            paddingTop: () => 1,
            paddingBottom: () => 0,
          },
          margin: [2, 2, 0, 8],
        } as Content;
      case "preformatted":
        return {
          table: {
            widths: ["*"],
            body: [
              [
                {
                  text: this.text(block.text, "DejaVuSansMono"),
                  fontSize: 7.5,
                  lineHeight: 1.2,
                  preserveLeadingSpaces: true,
                  fillColor: "#f2f2f2",
                },
              ],
            ],
          },
          layout: "noBorders",
          margin: [0, 2, 0, 8],
        } as Content;
      case "rule":
        return {
          canvas: [
            {
              type: "line",
              x1: CONTENT_WIDTH * 0.3,
              y1: 0,
              x2: CONTENT_WIDTH * 0.7,
              y2: 0,
              lineWidth: 0.5,
              lineColor: "#aaaaaa",
            },
          ],
          margin: [0, 6, 0, 10],
        } as Content;
      case "table":
        return this.table(block);
    }
  }

  /**
   * An image at its size, never enlarged nor wider than the page. An image that is not in the
   * book (it could not be fetched, or was left out to fit the e-mail) leaves its alt text, the way
   * a browser does; one without alt text (decorative) leaves nothing.
   */
  private image(block: ImageBlock): Content | undefined {
    const prepared = this.images(block.src);
    const href = block.href && block.href.length <= MAX_LINK_LENGTH ? block.href : undefined;
    if (!prepared) {
      const alt = block.alt.replace(/\s+/g, " ").trim();
      if (!alt) return undefined;
      const direction = paragraphDirection(alt);
      return {
        text: this.text(alt, "Literata", href ? { link: href } : {}, direction),
        italics: true,
        color: MUTED,
        margin: [0, 2, 0, 8],
        ...directionStyle(direction),
      } as Content;
    }
    this.placedImages.set(prepared.key, { width: prepared.width, height: prepared.height });
    // Newsletters size images in CSS pixels (0.75 pt); never enlarge, never overflow the page.
    let width = Math.min(CONTENT_WIDTH, (block.width ?? prepared.width) * 0.75, prepared.width);
    let height = (width * prepared.height) / prepared.width;
    const maxHeight = CONTENT_HEIGHT * 0.85;
    if (height > maxHeight) {
      width *= maxHeight / height;
      height = maxHeight;
    }
    const node: Record<string, unknown> = {
      image: prepared.key,
      width: Math.round(width * 10) / 10,
      height: Math.round(height * 10) / 10,
      alignment: "center",
      margin: [0, 3, 0, 9],
    };
    if (href) node.link = href;
    return node as unknown as Content;
  }

  /**
   * A table whose words cannot fit whole in its columns on an upright page, even at the smallest
   * type, is laid out on a page turned sideways (its own, with those of the tables after it).
   */
  private needsLandscape(block: Block): boolean {
    if (block.type !== "table" || block.rows.length === 0) return false;
    let decided = this.landscapeTables.get(block);
    if (decided === undefined) {
      decided = !planTable(block, CONTENT_WIDTH, (text, fontSize) => this.measure(text, fontSize)).wordsFit;
      this.landscapeTables.set(block, decided);
    }
    return decided;
  }

  private readonly landscapeTables = new WeakMap<TableBlock, boolean>();

  /** A data table with every column on the page (see pdf-table.ts). */
  private table(block: TableBlock): Content | undefined {
    if (block.rows.length === 0) return undefined;
    const width = this.landscapeTables.get(block) ? LANDSCAPE_CONTENT_WIDTH : CONTENT_WIDTH;
    const plan = planTable(block, width, (text, fontSize) => this.measure(text, fontSize));
    const { columns, fontSize } = plan;
    const headerRows = block.rows[0]?.every((cell) => cell.header) ? 1 : 0;
    let longestRow = 0;
    const body = block.rows.map((row) => {
      const cells: Record<string, unknown>[] = [];
      longestRow = Math.max(
        longestRow,
        row.reduce((total, cell) => total + inlineText(cell.inlines).length, 0),
      );
      for (const cell of row) {
        const span = Math.min(cell.colspan ?? 1, columns - cells.length);
        if (span < 1) break;
        const direction = paragraphDirection(inlineText(cell.inlines));
        const node: Record<string, unknown> = {
          text: this.inlines(cell.inlines, {
            fontSize,
            bold: cell.header,
            direction,
            breakable: plan.breakable,
          }),
          bold: cell.header,
          ...directionStyle(direction),
        };
        if (span > 1) node.colSpan = span;
        cells.push(node);
        for (let index = 1; index < span; index++) cells.push({});
      }
      while (cells.length < columns) cells.push({ text: "" });
      return cells;
    });
    const content: Content[] = [];
    if (block.caption) {
      const direction = paragraphDirection(inlineText(block.caption));
      content.push({
        text: this.inlines(block.caption, { fontSize: 9, italics: true, direction }),
        fontSize: 9,
        italics: true,
        margin: [0, 0, 0, 3],
        ...directionStyle(direction),
      });
    }
    content.push({
      table: {
        headerRows,
        widths: plan.widths,
        body,
        // Short rows stay whole on a page; a row longer than a page has to break.
        dontBreakRows: longestRow <= 400,
      },
      layout: TABLE_LAYOUT,
      fontSize,
      lineHeight: 1.15,
    } as unknown as Content);
    return { stack: content, margin: [0, 2, 0, 10] };
  }
}

// pdfmake's "lightHorizontalLines" with the narrower cell padding the column sizes assume.
const TABLE_LAYOUT = {
  hLineWidth: (index: number, node: { table: { headerRows?: number; body: unknown[] } }) =>
    index === 0 || index === node.table.body.length ? 0 : index === node.table.headerRows ? 1 : 0.5,
  vLineWidth: () => 0,
  hLineColor: (index: number) => (index === 1 ? "black" : "#aaaaaa"),
  paddingLeft: (index: number) => (index === 0 ? 0 : TABLE_CELL_PADDING),
  paddingRight: (index: number, node: { table: { widths: unknown[] } }) =>
    index === node.table.widths.length - 1 ? 0 : TABLE_CELL_PADDING,
};

/** A run of text cut so each overlong word stands alone, marked to break between its letters. */
function breakablePieces(
  text: string,
  breakable: Set<string> | undefined,
): { text: string; breakable: boolean }[] {
  if (!breakable || breakable.size === 0) return [{ text, breakable: false }];
  const pieces: { text: string; breakable: boolean }[] = [];
  let plain = "";
  for (const part of text.split(/(\s+)/)) {
    if (breakable.has(part)) {
      if (plain) pieces.push({ text: plain, breakable: false });
      pieces.push({ text: part, breakable: true });
      plain = "";
    } else {
      plain += part;
    }
  }
  if (plain) pieces.push({ text: plain, breakable: false });
  return pieces;
}
