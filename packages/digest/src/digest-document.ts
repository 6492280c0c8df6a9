import type { PreparedImage } from "./images/prepare-image.ts";
import type { Block } from "./reading-document.ts";

/** One newsletter as it appears in a digest. */
export interface DigestChapter {
  id: string;
  subject: string;
  sender: string;
  date?: Date;
  /** Where "Read the original" points: the newsletter's web version or the message in Gmail. */
  originalUrl?: string;
  blocks: Block[];
  unreadable?: boolean;
  /** ISO 639-1 code of the newsletter's language, when it could be told. */
  language?: string;
  /** The second half of a newsletter too big for one e-mail, going on in the next part. */
  continued?: boolean;
  /** Set when the newsletter was over a size limit: why the rest of it is not in the book. */
  leftOut?: string;
}

/** Everything a renderer needs for one file. */
export interface DigestDocument {
  title: string;
  date: Date;
  chapters: DigestChapter[];
  includeTableOfContents: boolean;
  includeOriginalLinks: boolean;
  /** Set when the digest had to be split across several e-mails. */
  part?: { index: number; of: number };
  language: string;
  /** Facts about the whole digest for the book's last page, "About this digest". */
  about?: DigestAboutFacts;
}

export interface DigestAboutFacts {
  /** Newsletters in the whole digest, every part together. */
  newsletters: number;
  /** Why each image that could not be had failed, by its source as written in the newsletter. */
  imageFailures: ReadonlyMap<string, string>;
}

/**
 * Where an image goes and how big it will be, known before the image is converted, so layout
 * can start while images are still being prepared. `width`/`height` are pixels.
 */
export interface ImagePlacement {
  key: string;
  width: number;
  height: number;
}

/** Looks up an image by its source as written in the newsletter; undefined leaves it out. */
export type ImageResolver = (src: string) => ImagePlacement | undefined;

/** The converted image for a placement key, once ready; undefined if conversion failed. */
export type ImageDataSource = (key: string) => Promise<PreparedImage | undefined>;

export const UNREADABLE_MESSAGE = "This newsletter could not be read.";

export function formatDigestDate(date: Date): string {
  return date.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

// One formatter for every chapter: toLocaleDateString builds a new one on each call.
const CHAPTER_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function formatChapterDate(date: Date): string {
  return CHAPTER_DATE.format(date);
}

export function newsletterCount(count: number): string {
  return count === 1 ? "1 newsletter" : `${count} newsletters`;
}
