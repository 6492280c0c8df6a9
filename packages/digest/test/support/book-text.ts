// The text a reader sees in an EPUB: the body text of each chapter's XHTML, with the language
// the chapter is tagged with (document-tools.ts reads the PDF's text layer).
import { inflateRawSync } from "node:zlib";

/** Every entry of a zip archive (stored or deflated), read through its central directory. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error("Not a zip archive");
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index++) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const BLOCK_TAGS =
  /^(p|div|section|article|header|footer|h[1-6]|li|ul|ol|tr|td|th|table|caption|blockquote|pre|figure|figcaption|hr|br|dt|dd|dl|nav|aside)$/i;

const XML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return XML_ENTITIES[name] ?? match;
  });
}

/** Body text of an XHTML document: block elements start new lines, inline elements join. */
export function xhtmlText(xhtml: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(xhtml)?.[1] ?? xhtml;
  const text = body
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?([a-zA-Z][\w:-]*)[^>]*>/g, (_, tag: string) => (BLOCK_TAGS.test(tag) ? "\n" : ""));
  return decodeXmlEntities(text);
}

export interface EpubChapter {
  file: string;
  text: string;
  /** The language the chapter's content is tagged with (innermost of html and its section). */
  language?: string;
}

export interface EpubBook {
  chapters: EpubChapter[];
  /** dc:language of the package. */
  language?: string;
}

export function readEpub(epub: Buffer): EpubBook {
  const entries = readZip(epub);
  const chapters: EpubChapter[] = [];
  let language: string | undefined;
  for (const [name, data] of entries) {
    if (name.endsWith(".opf")) {
      language = /<dc:language[^>]*>([^<]*)<\/dc:language>/.exec(data.toString("utf8"))?.[1]?.trim();
    }
    const chapterFile = /newsletter-(\d+)\.xhtml$/.exec(name);
    if (!chapterFile) continue;
    const xhtml = data.toString("utf8");
    const section = /<section[^>]*\bepub:type="chapter"[^>]*>/.exec(xhtml)?.[0] ?? "";
    const html = /<html[^>]*>/.exec(xhtml)?.[0] ?? "";
    const lang = (tag: string) => /\bxml:lang="([^"]+)"/.exec(tag)?.[1] ?? /\blang="([^"]+)"/.exec(tag)?.[1];
    const chapter: EpubChapter = { file: name, text: xhtmlText(xhtml) };
    const chapterLanguage = lang(section) ?? lang(html);
    if (chapterLanguage) chapter.language = chapterLanguage;
    chapters.push(chapter);
  }
  chapters.sort(
    (a, b) =>
      Number(/newsletter-(\d+)/.exec(a.file)?.[1] ?? 0) - Number(/newsletter-(\d+)/.exec(b.file)?.[1] ?? 0),
  );
  const book: EpubBook = { chapters };
  if (language) book.language = language;
  return book;
}
