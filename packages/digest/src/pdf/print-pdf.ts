import { createRequire } from "node:module";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { reorderBidiLines, reverseRightToLeftLigatures } from "./bidi-lines.ts";

// pdfmake's own Printer lays out and renders in one call, drawing every word as a separate
// text object (and every linked word as a separate link annotation), and it needs every image
// before layout starts. This is the same sequence as pdfmake 0.3's
// Printer.createPdfKitDocument with two changes:
// - runs of words that share a style on a line are joined before rendering, which makes the
//   rendering pass several times faster and the PDF smaller;
// - images are placed by their known size and their bytes are written afterwards (pdfkit
//   finishes the file once the last object is written), so layout runs while images are
//   still being converted.
// Fonts and images come from the caller; nothing is ever downloaded. Pinned to pdfmake
// 0.3.11 and pdfkit 0.19, whose internals these are.

const require = createRequire(import.meta.url);

interface VirtualFiles {
  existsSync(name: string): boolean;
  readFileSync(name: string): Buffer;
  writeFileSync(name: string, content: Buffer): void;
}

interface PdfReference {
  data: Record<string, unknown>;
  compress: boolean;
  end(chunk?: Buffer): void;
}

export interface PdfKitDocument extends NodeJS.ReadableStream {
  end(): void;
  compress: boolean;
  ref(data?: Record<string, unknown>): PdfReference;
  openImage(data: Buffer): { embed(document: PdfKitDocument): void };
  _imageRegistry: Record<string, unknown>;
}

/** Stands in for an image during layout: its size is known, its bytes come later. */
class DeferredImage {
  obj: PdfReference | null = null;
  constructor(
    readonly label: string,
    readonly width: number,
    readonly height: number,
  ) {}

  embed(document: PdfKitDocument): void {
    this.obj ??= document.ref({ Type: "XObject", Subtype: "Image" });
  }
}

// A white pixel for an image whose conversion failed after layout: it leaves a blank space.
const BLANK_IMAGE_DATA = Buffer.from([0xff]);

/** Writes an image's bytes into the object the pages already point at. */
function fillDeferredImage(document: PdfKitDocument, image: DeferredImage, data: Buffer | undefined): void {
  const placeholder = image.obj;
  if (!placeholder) return;
  if (!data) {
    placeholder.data = {
      Type: "XObject",
      Subtype: "Image",
      Width: 1,
      Height: 1,
      BitsPerComponent: 8,
      ColorSpace: "DeviceGray",
    };
    placeholder.compress = false;
    placeholder.end(BLANK_IMAGE_DATA);
    return;
  }
  // pdfkit's own JPEG/PNG embedding, with its first object (the image) redirected to the
  // placeholder; its helper objects (palette, decode parameters) are created as usual.
  const real = document.openImage(data);
  const ref = document.ref;
  let redirected = false;
  document.ref = (content?: Record<string, unknown>) => {
    if (redirected) return ref.call(document, content);
    redirected = true;
    placeholder.data = content ?? {};
    placeholder.compress = document.compress && !placeholder.data.Filter;
    return placeholder;
  };
  try {
    real.embed(document);
  } finally {
    document.ref = ref;
  }
}

interface PdfmakeInline {
  text: string;
  x: number;
  width: number;
  height: number;
  font: unknown;
  fontSize: number;
  [property: string]: unknown;
}

interface PdfmakeLine {
  inlines: PdfmakeInline[];
}

interface PdfmakePage {
  items: { type: string; item: unknown }[];
  pageSize: { width: number; height: number };
  pageMargins: unknown;
}

type Constructor<T> = new (...args: never[]) => T;
const load = <T>(path: string, name = "default"): T => (require(path) as Record<string, T>)[name]!;

const PdfDocument = load<Constructor<PdfKitDocument>>("pdfmake/js/PDFDocument.js");
const LayoutBuilder = load<
  Constructor<{
    registerTableLayouts(layouts: unknown): void;
    layoutDocument(...args: unknown[]): PdfmakePage[];
  }>
>("pdfmake/js/LayoutBuilder.js");
const SvgMeasure = load<Constructor<object>>("pdfmake/js/SVGMeasure.js");
const Renderer = load<Constructor<{ renderPages(pages: PdfmakePage[]): void }>>("pdfmake/js/Renderer.js");
const normalizePageSize = load<(size: unknown, orientation: unknown) => { width: number; height: number }>(
  "pdfmake/js/PageSize.js",
  "normalizePageSize",
);
const normalizePageMargin = load<(margin: unknown) => unknown>(
  "pdfmake/js/PageSize.js",
  "normalizePageMargin",
);
const tableLayouts = load<unknown>("pdfmake/js/tableLayouts.js", "tableLayouts");

// Properties that must match for two words to be drawn as one run.
const STYLE_KEYS = [
  "font",
  "fontSize",
  "color",
  "opacity",
  "characterSpacing",
  "link",
  "linkToDestination",
  "linkToPage",
  "linkToFile",
  "sup",
  "sub",
  "decoration",
  "decorationColor",
  "decorationStyle",
  "decorationThickness",
  "background",
  "fontFeatures",
  "height",
];

function canJoin(previous: PdfmakeInline, next: PdfmakeInline): boolean {
  if (previous._pageNodeRef || next._pageNodeRef || previous._tocItemRef || next._tocItemRef) return false;
  if (Math.abs(previous.x + previous.width - next.x) > 0.001) return false;
  for (const key of STYLE_KEYS) if (previous[key] !== next[key]) return false;
  return true;
}

/** Joins adjacent same-style words of each line into one run (left-aligned text only). */
export function joinLineRuns(pages: PdfmakePage[]): void {
  for (const page of pages) {
    for (const entry of page.items) {
      if (entry.type !== "line") continue;
      const line = entry.item as PdfmakeLine;
      if (line.inlines.length < 2 || (line as { bidiReordered?: boolean }).bidiReordered) continue;
      // Inline objects can be shared (repeated table headers), so joined runs are copies.
      const joined: PdfmakeInline[] = [];
      const copies = new Set<PdfmakeInline>();
      for (const inline of line.inlines) {
        let previous = joined[joined.length - 1];
        if (previous && canJoin(previous, inline)) {
          if (!copies.has(previous)) {
            previous = { ...previous };
            copies.add(previous);
            joined[joined.length - 1] = previous;
          }
          previous.text += inline.text;
          previous.width += inline.width;
        } else {
          joined.push(inline);
        }
      }
      if (joined.length < line.inlines.length) line.inlines = joined;
    }
  }
}

export interface PrintPdfOptions {
  fonts: unknown;
  files: VirtualFiles;
  localAccessPolicy: (file: string) => boolean;
  /** Images by name, with their pixel size; their bytes are asked for after layout. */
  images: Map<string, { width: number; height: number }>;
  imageData: (name: string) => Promise<Buffer | undefined>;
  progressCallback?: (progress: number) => void;
}

/**
 * Lays out a pdfmake document definition, renders it, then writes the images' bytes as they
 * become available. Resolves with the finished PDF.
 */
export function printPdf(definition: TDocumentDefinitions, options: PrintPdfOptions): Promise<Buffer> {
  // Layout objects are large; only the pdfkit document is kept while the images arrive.
  const { document, deferred, output } = layOutAndRender(definition, options);
  return writeImages(document, deferred, options.imageData).then(() => output);
}

async function writeImages(
  document: PdfKitDocument,
  deferred: Map<string, DeferredImage>,
  imageData: PrintPdfOptions["imageData"],
): Promise<void> {
  await Promise.all(
    [...deferred].map(async ([name, image]) => {
      if (!image.obj) return;
      fillDeferredImage(document, image, await imageData(name));
    }),
  );
}

function layOutAndRender(
  definition: TDocumentDefinitions,
  options: PrintPdfOptions,
): { document: PdfKitDocument; deferred: Map<string, DeferredImage>; output: Promise<Buffer> } {
  const pageSize = normalizePageSize(definition.pageSize, definition.pageOrientation);
  const info: Record<string, string> = { Producer: "Folio", Creator: "Folio" };
  for (const [key, value] of Object.entries(definition.info ?? {})) {
    if (typeof value === "string" && value) info[key.charAt(0).toUpperCase() + key.slice(1)] = value;
  }
  const document = new PdfDocument(
    options.fonts as never,
    (definition.images ?? {}) as never,
    {} as never,
    {} as never,
    {
      size: [pageSize.width, pageSize.height],
      pdfVersion: "1.3",
      compress: true,
      lang: definition.language,
      fontLayoutCache: true,
      bufferPages: false,
      autoFirstPage: false,
      info,
      font: null,
    } as never,
    options.files as never,
    options.localAccessPolicy as never,
  );
  const deferred = new Map<string, DeferredImage>();
  let label = 0;
  for (const [name, size] of options.images) {
    const image = new DeferredImage(`FolioImage${++label}`, size.width, size.height);
    deferred.set(name, image);
    document._imageRegistry[name] = image;
  }
  const output = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });

  const builder = new LayoutBuilder(
    pageSize as never,
    normalizePageMargin(definition.pageMargins ?? 40) as never,
    new SvgMeasure() as never,
  );
  builder.registerTableLayouts(tableLayouts);
  const pages = builder.layoutDocument(
    definition.content,
    document,
    definition.styles ?? {},
    definition.defaultStyle ?? { fontSize: 12 },
    definition.background,
    definition.header,
    definition.footer,
    definition.watermark,
    definition.pageBreakBefore,
  );
  reorderBidiLines(pages as never);
  joinLineRuns(pages);
  new Renderer(document as never, options.progressCallback as never).renderPages(pages);
  // pdfmake's renderer leaves the laid-out pages on the document; they are no longer needed.
  (document as { _pdfMakePages?: unknown })._pdfMakePages = undefined;
  reverseRightToLeftLigatures(
    (document as unknown as { _fontFamilies: Record<string, unknown> })._fontFamilies,
  );
  // pdfkit writes the cross-reference table once the last deferred image object has ended.
  document.end();
  return { document, deferred, output };
}
