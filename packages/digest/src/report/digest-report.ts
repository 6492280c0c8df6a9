// What a digest did with each newsletter, in numbers a reader or a developer can check: the
// command line writes it as JSON (--report), the server can show it beside a digest. Plain data
// only, so it crosses the worker thread and JSON unchanged.

/** One image that is not in the book, and why. */
export interface ImageProblem {
  /** As written in the newsletter (`cid:` references as their key, `data:` URLs shortened). */
  url: string;
  reason: string;
}

export interface NewsletterReport {
  /** The source's id: a queue item id in the server, the file's path on the command line. */
  id: string;
  subject: string;
  sender: string;
  /** Language of the text: ISO 639-1 as detected, else as the HTML declares it; null when unknown. */
  language: string | null;
  /** False when the message could not be read at all: the book marks it instead. */
  readable: boolean;
  words: {
    /** Words a reader sees in the newsletter as sent. */
    source: number;
    /** Words of it that are in the book. */
    kept: number;
  };
  images: {
    /** Distinct images the newsletter's content shows. */
    found: number;
    /** Distinct images in the book. */
    embedded: number;
    /** Images that could not be had: download refused or failed, undecodable, unconvertible. */
    failed: ImageProblem[];
    /** Images deliberately not used: tracking pixels and icons, or left out to fit the e-mail size limit. */
    leftOut: ImageProblem[];
  };
  /** Links in the book's chapter for this newsletter (each run of linked text counts once). */
  linksKept: number;
  /** Anything a reader would want to know about this chapter, in words. */
  warnings: string[];
}

export interface ReportFile {
  filename: string;
  format: "pdf" | "epub";
  bytes: number;
}

export interface PartReport {
  index: number;
  of: number;
  files: ReportFile[];
  /** Ids of the newsletters in this part, in book order. */
  newsletterIds: string[];
}

export interface DigestTimings {
  loading: number;
  analyzing: number;
  optimizing: number;
  rendering: number;
  total: number;
}

export interface DigestReport {
  /** The book's title, as printed on its cover. */
  title: string;
  newsletters: NewsletterReport[];
  parts: PartReport[];
  /** Image profile each part was made at ("standard", "compact", "minimal"). */
  imageProfiles: string[];
  timingsMs: DigestTimings;
}
