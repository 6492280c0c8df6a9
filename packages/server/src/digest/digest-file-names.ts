import { userObjectPath } from "../storage/file-store.ts";

export type DigestFileFormat = "pdf" | "epub";

const FORMAT_OF_CONTENT_TYPE: Record<string, DigestFileFormat> = {
  "application/pdf": "pdf",
  "application/epub+zip": "epub",
};

export function formatOfContentType(contentType: string): DigestFileFormat {
  const format = FORMAT_OF_CONTENT_TYPE[contentType];
  if (!format) throw new Error(`Not a digest file type: ${contentType}`);
  return format;
}

interface DigestFileParams {
  /** When the digest was started; its UTC day names the files. */
  date: Date;
  /** 1 for the user's first digest that day, 2 for the second… */
  dayNumber: number;
  format: DigestFileFormat;
  part: { index: number; of: number };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * What the reader sees, on the attachment and on the download: "Folio Digest 2026-11-24.epub", the
 * day's second digest "Folio Digest 2026-11-24 (2).epub", a part "Folio Digest 2026-11-24, part 1 of 3.pdf".
 */
export function digestDownloadName({ date, dayNumber, format, part }: DigestFileParams): string {
  const number = dayNumber > 1 ? ` (${dayNumber})` : "";
  const ofParts = part.of > 1 ? `, part ${part.index} of ${part.of}` : "";
  return `Folio Digest ${isoDay(date)}${number}${ofParts}.${format}`;
}

/**
 * Where a digest file is stored: in a folder of its own digest (`{userId}/{digestId}/…`), so no two
 * digests can ever share, overwrite or delete each other's files.
 */
export function digestObjectPath(
  userId: string,
  digestId: string,
  { date, format, part }: Omit<DigestFileParams, "dayNumber">,
): string {
  const ofParts = part.of > 1 ? `-part-${part.index}-of-${part.of}` : "";
  return userObjectPath(userId, digestId, `folio-digest-${isoDay(date)}${ofParts}.${format}`);
}
