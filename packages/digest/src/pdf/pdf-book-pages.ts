import type { Content } from "pdfmake/interfaces";
import { ABOUT_TITLE, type AboutDigest } from "../about-digest.ts";
import {
  type DigestChapter,
  type DigestDocument,
  formatChapterDate,
  formatDigestDate,
  newsletterCount,
  UNREADABLE_MESSAGE,
} from "../digest-document.ts";
import { paragraphDirection } from "./bidi-lines.ts";
import { directionStyle, type PdfContentBuilder } from "./pdf-content-builder.ts";
import { CONTENT_WIDTH, INK, LINK, MAX_LINK_LENGTH, MUTED } from "./pdf-style.ts";

// The pages around the newsletters: the cover, the table of contents and each chapter's head.

export function chapterId(index: number): string {
  return `chapter-${index + 1}`;
}

function meta(chapter: DigestChapter): string {
  const parts = [chapter.sender];
  if (chapter.date) parts.push(formatChapterDate(chapter.date));
  return parts.filter(Boolean).join(" · ");
}

export function cover(builder: PdfContentBuilder, document: DigestDocument): Content[] {
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

export function tableOfContents(builder: PdfContentBuilder, document: DigestDocument): Content[] {
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

export function chapter(
  builder: PdfContentBuilder,
  document: DigestDocument,
  item: DigestChapter,
  index: number,
): Content[] {
  const subjectDirection = paragraphDirection(item.subject);
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
      // Upright again after a chapter that ended on a sideways page (a wide table).
      pageOrientation: "portrait",
      ...directionStyle(subjectDirection),
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
    // One by one: spreading a very long chapter's blocks as arguments overflows the stack.
    for (const node of builder.blocks(item.blocks)) content.push(node);
  }
  return content;
}

/** The last page: what is in this book and what is not, and why. */
export function aboutPage(builder: PdfContentBuilder, about: AboutDigest): Content[] {
  const content: Content[] = [
    {
      text: ABOUT_TITLE,
      fontSize: 17,
      bold: true,
      margin: [0, 0, 0, 10],
      pageBreak: "before",
      pageOrientation: "portrait",
      outline: true,
      outlineText: ABOUT_TITLE,
    } as Content,
  ];
  for (const sentence of about.summary) content.push({ text: builder.text(sentence), margin: [0, 0, 0, 6] });
  if (about.leftOut.length > 0) {
    content.push({ text: "Not wholly in this book", fontSize: 12, bold: true, margin: [0, 8, 0, 4] });
    for (const item of about.leftOut) {
      content.push({
        stack: [
          { text: builder.text(item.subject), bold: true, fontSize: 9 },
          { text: builder.text(item.reason), fontSize: 8.5, color: MUTED },
        ],
        margin: [0, 0, 0, 5],
      });
    }
  }
  if (about.failedImages.length > 0) {
    content.push({
      text: "Images that could not be fetched",
      fontSize: 12,
      bold: true,
      margin: [0, 8, 0, 4],
    });
    for (const image of about.failedImages) {
      content.push({
        stack: [
          { text: builder.text(image.subject), fontSize: 8, color: MUTED },
          { text: builder.text(image.url, "DejaVuSans", { wordBreak: "break-all" }), fontSize: 7 },
          { text: builder.text(image.reason), fontSize: 8 },
        ],
        margin: [0, 0, 0, 5],
        unbreakable: true,
      } as Content);
    }
    if (about.moreFailedImages > 0)
      content.push({ text: `… and ${about.moreFailedImages} more.`, fontSize: 8, color: MUTED });
  }
  return content;
}
