import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Chapter, EPub } from "epub-gen-memory";
import { ABOUT_TITLE, type AboutDigest, aboutDigest } from "./about-digest.ts";
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
import { blocksToXhtml, type EpubImageSource, safeHref } from "./epub/blocks-to-xhtml.ts";
import {
  CHAPTER_TEMPLATE,
  EPUB_STYLESHEET,
  NAV_TEMPLATE,
  NCX_TEMPLATE,
  packageTemplate,
} from "./epub/epub-templates.ts";
import { writeEpubZip, type ZipEntry } from "./epub/write-epub-zip.ts";
import { escapeXml, xmlText } from "./epub/xml-text.ts";
import type { PreparedImage } from "./images/prepare-image.ts";
import { forEachImage } from "./reading-document.ts";

export interface RenderEpubOptions {
  document: DigestDocument;
  images: ImageResolver;
  imageData: ImageDataSource;
}

/** epub-gen-memory builds the book; the ZIP is written with native zlib (see write-epub-zip). */
class DigestEpub extends EPub {
  async build(): Promise<Buffer> {
    await this.render();
    const entries: ZipEntry[] = [];
    for (const file of Object.values(this.zip.files)) {
      if (file.dir) continue;
      entries.push({
        name: file.name,
        data: await file.async("nodebuffer"),
        store: /\.(jpe?g|png)$/i.test(file.name),
      });
    }
    return writeEpubZip(entries);
  }
}

function titlePage(document: DigestDocument): string {
  const senders = [...new Set(document.chapters.map((chapter) => chapter.sender).filter(Boolean))];
  const count = document.part
    ? `${newsletterCount(document.chapters.length)} · Part ${document.part.index} of ${document.part.of}`
    : newsletterCount(document.chapters.length);
  return [
    `<section class="title-page" epub:type="titlepage">`,
    `<p class="brand">FOLIO</p>`,
    `<h1>${escapeXml(document.title)}</h1>`,
    `<p>${escapeXml(formatDigestDate(document.date))}</p>`,
    `<p>${escapeXml(count)}</p>`,
    senders.length > 0 ? `<p class="senders">${escapeXml(senders.join(" · "))}</p>` : "",
    "</section>",
  ].join("");
}

/** Languages written right to left (ISO 639-1). */
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku"]);

function chapterXhtml(document: DigestDocument, chapter: DigestChapter, images: EpubImageSource): string {
  const meta = [chapter.sender, chapter.date ? formatChapterDate(chapter.date) : ""]
    .filter(Boolean)
    .join(" · ");
  // Each newsletter in its own language: hyphenation, fonts and the reader's dictionary follow it.
  const language = escapeXml(chapter.language ?? document.language);
  // E-readers take the direction from dir, not from the language: Hebrew or Arabic set left to
  // right puts its punctuation at the wrong end.
  const direction = RIGHT_TO_LEFT.has(language) ? ` dir="rtl"` : "";
  let html = `<section epub:type="chapter" xml:lang="${language}" lang="${language}"${direction}><h1>${escapeXml(chapter.subject)}</h1>`;
  if (meta) html += `<p class="meta">${escapeXml(meta)}</p>`;
  const original = document.includeOriginalLinks ? safeHref(chapter.originalUrl) : undefined;
  if (original) html += `<p class="original"><a href="${escapeXml(original)}">Read the original →</a></p>`;
  html += `<hr class="chapter-rule"/>`;
  html += chapter.unreadable
    ? `<p class="unreadable">${escapeXml(UNREADABLE_MESSAGE)}</p>`
    : blocksToXhtml(chapter.blocks, images);
  return `${html}</section>`;
}

/** The book's last chapter: what is in it and what is not, and why. */
function aboutXhtml(about: AboutDigest): string {
  let html = `<section epub:type="appendix" class="about"><h1>${escapeXml(ABOUT_TITLE)}</h1>`;
  for (const sentence of about.summary) html += `<p>${escapeXml(sentence)}</p>`;
  if (about.leftOut.length > 0) {
    html += "<h2>Not wholly in this book</h2><ul>";
    for (const item of about.leftOut)
      html += `<li><strong>${escapeXml(item.subject)}</strong><br/>${escapeXml(item.reason)}</li>`;
    html += "</ul>";
  }
  if (about.failedImages.length > 0) {
    html += "<h2>Images that could not be fetched</h2><ul>";
    for (const image of about.failedImages) {
      html += `<li><span class="meta">${escapeXml(image.subject)}</span><br/><code class="url">${escapeXml(image.url)}</code><br/>${escapeXml(image.reason)}</li>`;
    }
    html += "</ul>";
    if (about.moreFailedImages > 0) html += `<p class="meta">… and ${about.moreFailedImages} more.</p>`;
  }
  return `${html}</section>`;
}

/**
 * Builds an EPUB 3 that passes epubcheck: navigable table of contents, one title, language,
 * UTF-8 XHTML, JPEG/PNG images only. Images are written to a temporary directory because
 * epub-gen-memory loads them itself (and refuses data: URLs); the directory is always removed.
 */
export async function renderEpub({ document, images, imageData }: RenderEpubOptions): Promise<Buffer> {
  const keys = new Set<string>();
  for (const chapter of document.chapters) {
    forEachImage(chapter.blocks, (block) => {
      const placement = images(block.src);
      if (placement) keys.add(placement.key);
    });
  }
  const prepared = new Map<string, PreparedImage>();
  await Promise.all(
    [...keys].map(async (key) => {
      const image = await imageData(key);
      if (image) prepared.set(key, image);
    }),
  );

  const directory = await mkdtemp(path.join(os.tmpdir(), "folio-epub-"));
  try {
    const written = new Map<string, { url: string; image: PreparedImage }>();
    const pending: Promise<void>[] = [];
    const source: EpubImageSource = (src) => {
      const placement = images(src);
      const image = placement && prepared.get(placement.key);
      if (!placement || !image) return undefined;
      let entry = written.get(placement.key);
      if (!entry) {
        const file = path.join(directory, `${placement.key}.${image.format === "jpeg" ? "jpg" : "png"}`);
        entry = { url: pathToFileURL(file).href, image };
        written.set(placement.key, entry);
        pending.push(writeFile(file, image.data));
      }
      return entry;
    };

    const chapters: Chapter[] = [
      {
        title: xmlText(document.title),
        content: titlePage(document),
        beforeToc: true,
        excludeFromToc: true,
        filename: "title",
      },
      ...document.chapters.map((chapter, index) => ({
        // The templates escape markup but cannot write what XML has no way to hold.
        title: xmlText(chapter.subject),
        author: chapter.sender ? [xmlText(chapter.sender)] : [],
        content: chapterXhtml(document, chapter, source),
        filename: `newsletter-${index + 1}`,
      })),
      {
        title: ABOUT_TITLE,
        author: [],
        content: aboutXhtml(aboutDigest(document, images)),
        filename: "about",
      },
    ];
    await Promise.all(pending);

    const description = `${newsletterCount(document.chapters.length)} compiled by Folio on ${formatDigestDate(document.date)}${
      document.part ? ` (part ${document.part.index} of ${document.part.of})` : ""
    }.`;
    const epub = new DigestEpub(
      {
        title: xmlText(
          document.part
            ? `${document.title} (Part ${document.part.index} of ${document.part.of})`
            : document.title,
        ),
        author: "Folio",
        publisher: "Folio",
        description: xmlText(description),
        lang: document.language,
        date: document.date.toISOString(),
        tocTitle: "Contents",
        tocInTOC: false,
        numberChaptersInTOC: false,
        prependChapterTitles: false,
        css: EPUB_STYLESHEET,
        chapterXHTML: CHAPTER_TEMPLATE,
        tocXHTML: NAV_TEMPLATE,
        tocNCX: NCX_TEMPLATE,
        contentOPF: packageTemplate(document.includeTableOfContents),
        fetchTimeout: 10_000,
        retryTimes: 1,
        ignoreFailedDownloads: false,
        verbose: false,
      },
      chapters,
    );
    return await epub.build();
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
