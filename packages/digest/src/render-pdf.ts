import path from "node:path";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import {
  type DigestChapter,
  type DigestDocument,
  formatChapterDate,
  formatDigestDate,
  type ImageDataSource,
  type ImageResolver,
  newsletterCount,
  UNREADABLE_MESSAGE,
} from "./digest-document.ts";
import { digestFontDirectories, digestFontFiles } from "./fonts/digest-fonts.ts";
import { FontFallback, type PrimaryFamily } from "./fonts/split-text-by-font.ts";
import { printPdf } from "./pdf/print-pdf.ts";
import { type Block, type Inline, isLineBreak, type TableBlock } from "./reading-document.ts";

// Images are handed to pdfkit directly; pdfmake's virtual file system stays empty.
const NO_FILES = {
  existsSync: () => false,
  readFileSync: (name: string): Buffer => {
    throw new Error(`No file ${name}`);
  },
  writeFileSync: () => {
    throw new Error("pdfmake may not download resources");
  },
};

// A 3:4 page, the shape of a 6" e-reader screen, so a page fills it with text at a readable
// size; 127 × 169 mm also prints 1:1 on A5 and scales cleanly to A4.
export const PDF_PAGE = { width: 360, height: 480 };
const MARGINS: [number, number, number, number] = [30, 32, 30, 40];
const CONTENT_WIDTH = PDF_PAGE.width - MARGINS[0] - MARGINS[2];
const CONTENT_HEIGHT = PDF_PAGE.height - MARGINS[1] - MARGINS[3];
const BODY_SIZE = 10.5;
const INK = "#1a1a1a";
const MUTED = "#5c5c5c";
const LINK = "#1d4f7a";
// Tracking URLs that could not be unwrapped can be huge; link annotations are stored uncompressed.
const MAX_LINK_LENGTH = 600;

export interface RenderPdfOptions {
  document: DigestDocument;
  images: ImageResolver;
  imageData: ImageDataSource;
  onProgress?: (fraction: number) => void;
}

interface TextStyle {
  fontSize: number;
  bold?: boolean;
  italics?: boolean;
}

class PdfContentBuilder {
  /** Images placed in the document, by key, with their pixel size. */
  readonly placedImages = new Map<string, { width: number; height: number }>();

  constructor(
    private readonly fonts: FontFallback,
    private readonly images: ImageResolver,
  ) {}

  /** Text nodes for a string, each piece in a font that has its characters. */
  text(text: string, primary: PrimaryFamily = "Literata", extra: Record<string, unknown> = {}): Content[] {
    const nodes: Content[] = [];
    for (const segment of this.fonts.split(text, primary)) {
      const node: Record<string, unknown> = { text: segment.text, ...extra };
      if (segment.font !== "Literata") node.font = segment.font;
      nodes.push(node as unknown as Content);
    }
    return nodes;
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
      if (inline.code) {
        extra.fontSize = base.fontSize * 0.88;
        nodes.push(...this.text(inline.text, "DejaVuSansMono", extra));
      } else {
        nodes.push(...this.text(inline.text, "Literata", extra));
      }
    }
    return nodes;
  }

  blocks(blocks: Block[], depth = 0): Content[] {
    const content: Content[] = [];
    for (let index = 0; index < blocks.length; index++) {
      const block = blocks[index]!;
      const node = this.block(block, depth);
      if (!node) continue;
      const next = blocks[index + 1];
      // A heading stays with what follows it when that fits on a page with room to spare
      // (pdfmake cannot break an unbreakable block across pages, so long ones stay apart).
      // Image heights are exact; text heights are rough, so they get a wider safety margin.
      const limit = next?.type === "image" ? CONTENT_HEIGHT * 0.85 : CONTENT_HEIGHT * 0.45;
      if (block.type === "heading" && next && this.estimatedHeight(next) <= limit) {
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
        if (!placement) return 0;
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
      case "paragraph":
        return { text: this.inlines(block.inlines, { fontSize: BODY_SIZE }), margin: [0, 0, 0, 6] };
      case "heading": {
        const fontSize = block.level === 2 ? 14 : block.level === 3 ? 12 : 11;
        return {
          text: this.inlines(block.inlines, { fontSize, bold: true }),
          fontSize,
          bold: true,
          lineHeight: 1.15,
          margin: [0, block.level === 2 ? 10 : 8, 0, 4],
        };
      }
      case "image":
        return this.image(block.src, block.width, block.href);
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

  image(src: string, declaredWidth: number | undefined, href: string | undefined): Content | undefined {
    const prepared = this.images(src);
    if (!prepared) return undefined;
    this.placedImages.set(prepared.key, { width: prepared.width, height: prepared.height });
    // Newsletters size images in CSS pixels (0.75 pt); never enlarge, never overflow the page.
    let width = Math.min(CONTENT_WIDTH, (declaredWidth ?? prepared.width) * 0.75, prepared.width);
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
    if (href && href.length <= MAX_LINK_LENGTH) node.link = href;
    return node as unknown as Content;
  }

  private table(block: TableBlock): Content | undefined {
    const columns = Math.max(
      ...block.rows.map((row) => row.reduce((sum, cell) => sum + (cell.colspan ?? 1), 0)),
    );
    if (!Number.isFinite(columns) || columns < 1) return undefined;
    const fontSize = columns > 5 ? 7 : columns > 3 ? 8 : 9;
    const headerRows = block.rows[0]?.every((cell) => cell.header) ? 1 : 0;
    const body = block.rows.map((row) => {
      const cells: Record<string, unknown>[] = [];
      for (const cell of row) {
        const span = Math.min(cell.colspan ?? 1, columns - cells.length);
        if (span < 1) break;
        const node: Record<string, unknown> = {
          text: this.inlines(cell.inlines, { fontSize, bold: cell.header }),
          bold: cell.header,
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
      content.push({
        text: this.inlines(block.caption, { fontSize: 9, italics: true }),
        fontSize: 9,
        italics: true,
        margin: [0, 0, 0, 3],
      });
    }
    content.push({
      table: { headerRows, widths: Array.from({ length: columns }, () => "*"), body, dontBreakRows: true },
      layout: "lightHorizontalLines",
      fontSize,
      lineHeight: 1.15,
    } as Content);
    return { stack: content, margin: [0, 2, 0, 10] };
  }
}

function chapterId(index: number): string {
  return `chapter-${index + 1}`;
}

function meta(chapter: DigestChapter): string {
  const parts = [chapter.sender];
  if (chapter.date) parts.push(formatChapterDate(chapter.date));
  return parts.filter(Boolean).join(" · ");
}

function cover(builder: PdfContentBuilder, document: DigestDocument): Content[] {
  const chapters = document.chapters;
  const senders = [...new Set(chapters.map((chapter) => chapter.sender).filter(Boolean))];
  const shown = senders.slice(0, 10).join(" · ") + (senders.length > 10 ? " …" : "");
  const countLine = document.part
    ? `${newsletterCount(chapters.length)} · Part ${document.part.index} of ${document.part.of}`
    : newsletterCount(chapters.length);
  return [
    {
      text: "FOLIO",
      fontSize: 8,
      characterSpacing: 3,
      color: MUTED,
      margin: [0, 70, 0, 14],
    },
    { text: builder.text(document.title), fontSize: 24, bold: true, lineHeight: 1.1, margin: [0, 0, 0, 14] },
    {
      canvas: [{ type: "line", x1: 0, y1: 0, x2: 60, y2: 0, lineWidth: 1.5, lineColor: INK }],
      margin: [0, 0, 0, 14],
    },
    { text: formatDigestDate(document.date), fontSize: 12, margin: [0, 0, 0, 4] },
    { text: countLine, fontSize: 12, color: MUTED, margin: [0, 0, 0, 40] },
    ...(shown
      ? [
          {
            text: builder.text(shown),
            fontSize: 8,
            color: MUTED,
            lineHeight: 1.4,
          } as Content,
        ]
      : []),
  ];
}

function tableOfContents(builder: PdfContentBuilder, document: DigestDocument): Content[] {
  const rows = document.chapters.map((chapter, index) => [
    {
      stack: [
        {
          text: builder.text(chapter.subject),
          linkToDestination: chapterId(index),
          fontSize: 10,
          lineHeight: 1.15,
        },
        {
          text: builder.text(meta(chapter)),
          fontSize: 7.5,
          color: MUTED,
          margin: [0, 1, 0, 0],
        },
      ],
    },
    { text: "", pageReference: chapterId(index), alignment: "right", fontSize: 9, color: MUTED },
  ]);
  return [
    { text: "Contents", fontSize: 18, bold: true, margin: [0, 0, 0, 12], pageBreak: "before" },
    {
      table: { widths: ["*", 34], body: rows, dontBreakRows: true },
      layout: {
        hLineWidth: () => 0,
        vLineWidth: () => 0,
        paddingLeft: () => 0,
        paddingRight: () => 0,
        paddingTop: () => 4,
        paddingBottom: () => 4,
      },
    } as Content,
  ];
}

function chapter(
  builder: PdfContentBuilder,
  document: DigestDocument,
  item: DigestChapter,
  index: number,
): Content[] {
  const content: Content[] = [
    {
      text: builder.text(item.subject),
      id: chapterId(index),
      outline: true,
      outlineText: item.subject,
      fontSize: 17,
      bold: true,
      lineHeight: 1.12,
      margin: [0, 0, 0, 6],
      pageBreak: "before",
    } as Content,
    {
      text: builder.text(meta(item)),
      fontSize: 8,
      color: MUTED,
      margin: [0, 0, 0, 2],
    },
  ];
  if (document.includeOriginalLinks && item.originalUrl) {
    content.push({
      text: builder.text("Read the original →"),
      fontSize: 8,
      color: LINK,
      link: item.originalUrl.length <= MAX_LINK_LENGTH * 2 ? item.originalUrl : undefined,
    } as Content);
  }
  content.push({
    canvas: [{ type: "line", x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: "#999999" }],
    margin: [0, 8, 0, 12],
  } as Content);
  if (item.unreadable) {
    content.push({ text: UNREADABLE_MESSAGE, italics: true, color: MUTED });
  } else {
    content.push(...builder.blocks(item.blocks));
  }
  return content;
}

// Which bundled font covers which character never changes; one instance serves every digest.
const fontFallback = new FontFallback();

/** Lays out a digest as a PDF: cover, optional table of contents, one chapter per newsletter. */
export async function renderPdf({
  document,
  images,
  imageData,
  onProgress,
}: RenderPdfOptions): Promise<Buffer> {
  const builder = new PdfContentBuilder(fontFallback, images);
  const content: Content[] = [...cover(builder, document)];
  if (document.includeTableOfContents && document.chapters.length > 0)
    content.push(...tableOfContents(builder, document));
  document.chapters.forEach((item, index) => {
    content.push(...chapter(builder, document, item, index));
  });

  const definition: TDocumentDefinitions = {
    pageSize: PDF_PAGE,
    pageMargins: MARGINS,
    info: {
      title: document.part
        ? `${document.title} (Part ${document.part.index} of ${document.part.of})`
        : document.title,
      author: "Folio",
      creator: "Folio",
      producer: "Folio",
      subject: newsletterCount(document.chapters.length),
    },
    language: document.language,
    content,
    defaultStyle: { font: "Literata", fontSize: BODY_SIZE, lineHeight: 1.3, color: INK },
    footer: (currentPage: number) =>
      currentPage === 1
        ? null
        : {
            text: String(currentPage),
            alignment: "center",
            fontSize: 7.5,
            color: MUTED,
            margin: [0, 14, 0, 0],
          },
  };

  const fontDirectories = digestFontDirectories();
  return printPdf(definition, {
    fonts: structuredClone(digestFontFiles()),
    files: NO_FILES,
    // pdfmake may read the bundled fonts and nothing else from disk.
    localAccessPolicy: (file) =>
      fontDirectories.some((directory) => path.resolve(file).startsWith(directory + path.sep)),
    images: builder.placedImages,
    imageData: async (key) => (await imageData(key))?.data,
    progressCallback: onProgress,
  });
}
