import path from "node:path";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { aboutDigest } from "./about-digest.ts";
import {
  type DigestDocument,
  type ImageDataSource,
  type ImageResolver,
  newsletterCount,
} from "./digest-document.ts";
import { digestFontDirectories, digestFontFiles } from "./fonts/digest-fonts.ts";
import { FontFallback } from "./fonts/split-text-by-font.ts";
import { aboutPage, chapter, cover, tableOfContents } from "./pdf/pdf-book-pages.ts";
import { PdfContentBuilder } from "./pdf/pdf-content-builder.ts";
import { BODY_SIZE, INK, MARGINS, MUTED, PDF_PAGE } from "./pdf/pdf-style.ts";
import { printPdf } from "./pdf/print-pdf.ts";

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

export interface RenderPdfOptions {
  document: DigestDocument;
  images: ImageResolver;
  imageData: ImageDataSource;
  onProgress?: (fraction: number) => void;
}

// Which bundled font covers which character never changes; one instance serves every digest.
const fontFallback = new FontFallback();

/**
 * Lays out a digest as a PDF: cover, optional table of contents, one chapter per newsletter, and
 * a last page about what the book holds and leaves out.
 */
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
    // One by one: spreading a very long chapter as arguments overflows the stack.
    for (const node of chapter(builder, document, item, index)) content.push(node);
  });
  content.push(...aboutPage(builder, aboutDigest(document, images)));

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
