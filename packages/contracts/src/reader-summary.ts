/**
 * What the reader is told about a built digest: the engine makes it, the database keeps it with the
 * digest, the history row and the delivery e-mail show it. Plain JSON, small whatever the digest's size.
 */
export interface ReaderSummary {
  newsletters: number;
  parts: number;
  /** Images that could not be fetched or read (each is listed on the book's last page). */
  imagesFailed: number;
  /** Images left out to keep the e-mail under its size limit. */
  imagesLeftOut: number;
  /** Newsletters not wholly in the book: which, and why. */
  leftOut: { subject: string; reason: string }[];
  /** Newsletters that could not be read at all. */
  unreadable: number;
}
