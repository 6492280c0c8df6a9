import { type DigestDocument, type ImageResolver, newsletterCount } from "./digest-document.ts";
import { forEachImage } from "./reading-document.ts";

// The book's last page, "About this digest": what is in this book and what is not, and why, so a
// reader never wonders where an image or the end of a newsletter went.

export const ABOUT_TITLE = "About this digest";

/** Failed images listed one by one, up to this many; the rest are counted. */
const MAX_LISTED_IMAGES = 150;
const MAX_URL_LENGTH = 140;

export interface AboutDigest {
  /** Sentences, in order. */
  summary: string[];
  /** Newsletters not wholly in the book: which, and why. */
  leftOut: { subject: string; reason: string }[];
  /** Images that could not be fetched: in which newsletter, where from, why. */
  failedImages: { subject: string; url: string; reason: string }[];
  /** Failed images beyond the listed ones. */
  moreFailedImages: number;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function shortUrl(src: string): string {
  if (src.startsWith("data:")) return `${src.slice(0, Math.max(0, src.indexOf(",")))} image in the message`;
  if (src.startsWith("cid:") || !/^[a-z]+:/i.test(src)) return "An image attached to the message";
  return src.length > MAX_URL_LENGTH ? `${src.slice(0, MAX_URL_LENGTH)}…` : src;
}

/** What the "About this digest" page says for one book (one part of the digest). */
export function aboutDigest(document: DigestDocument, images: ImageResolver): AboutDigest {
  const failures = document.about?.imageFailures ?? new Map<string, string>();
  let placed = 0;
  let leftForSize = 0;
  const failedImages: AboutDigest["failedImages"] = [];
  const leftOut: AboutDigest["leftOut"] = [];
  const seen = new Set<string>();
  for (const chapter of document.chapters) {
    if (chapter.leftOut) leftOut.push({ subject: chapter.subject, reason: chapter.leftOut });
    forEachImage(chapter.blocks, (image) => {
      if (seen.has(image.src)) return;
      seen.add(image.src);
      if (images(image.src)) placed++;
      else if (failures.has(image.src) || !/^(?:https?|data):/i.test(image.src)) {
        const reason = failures.get(image.src) ?? "The message does not contain this image";
        failedImages.push({ subject: chapter.subject, url: shortUrl(image.src), reason });
      } else leftForSize++;
    });
  }

  const summary: string[] = [];
  const total = document.about?.newsletters ?? document.chapters.length;
  summary.push(
    document.part && document.part.of > 1
      ? `This is part ${document.part.index} of ${document.part.of} of a digest of ${newsletterCount(total)}; it holds ${newsletterCount(document.chapters.length)}. The digest was split so that each e-mail stays under the size limit.`
      : `This digest holds ${newsletterCount(document.chapters.length)}.`,
  );
  const imageSentence = [
    seen.size === 0
      ? "The newsletters in it have no images."
      : placed === 0
        ? "No images are in this book."
        : `${plural(placed, "image is", "images are")} in this book.`,
  ];
  if (failedImages.length > 0)
    imageSentence.push(
      `${plural(failedImages.length, "image", "images")} could not be fetched; each is listed below with the reason, and its description stands in its place where it had one (a logo's or an icon's label is left out).`,
    );
  if (leftForSize > 0)
    imageSentence.push(
      `${plural(leftForSize, "image was", "images were")} left out to keep the e-mail under its size limit.`,
    );
  summary.push(imageSentence.join(" "));
  if (leftOut.length === 0 && failedImages.length === 0 && leftForSize === 0)
    summary.push("Nothing was left out: every newsletter is here whole, with all its images.");
  return {
    summary,
    leftOut,
    failedImages: failedImages.slice(0, MAX_LISTED_IMAGES),
    moreFailedImages: Math.max(0, failedImages.length - MAX_LISTED_IMAGES),
  };
}
