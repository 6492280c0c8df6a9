import { oneLine } from "@folio/contracts";
import { type RenderedEmail, renderEmailLayout } from "./email-layout.ts";

export type DigestFileFormat = "pdf" | "epub";

export interface DigestEmailParams {
  /** When the digest was generated; shown as e.g. "Nov 21, 2026". */
  date: Date;
  /** The newsletters in this e-mail's attachment(s), in reading order. */
  items: { subject: string; from: string }[];
  /** Set when the digest was split across several e-mails to fit the size limit. */
  part?: { index: number; of: number } | undefined;
  /** Which files are attached. */
  formats: readonly DigestFileFormat[];
  /** The reader's time zone for the date; UTC when unknown. */
  timeZone?: string;
  /** One line on what is in the digest and what is not (the book's "About this digest" has the rest). */
  report?: string | undefined;
}

export function formatDigestDate(date: Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone,
  }).format(date);
}

function countNewsletters(count: number): string {
  return `${count} ${count === 1 ? "newsletter" : "newsletters"}`;
}

const formatNames: Record<DigestFileFormat, string> = { pdf: "a PDF", epub: "an EPUB" };

/** "a PDF", "an EPUB" or "a PDF and an EPUB". */
function describeFormats(formats: readonly DigestFileFormat[]): string {
  const names = [...new Set(formats)].map((format) => formatNames[format]);
  return names.join(" and ");
}

/** The e-mail that carries a digest (or one part of it) to the user's destination address. */
export function renderDigestEmail(params: DigestEmailParams): RenderedEmail {
  const date = formatDigestDate(params.date, params.timeZone);
  const count = countNewsletters(params.items.length);
  const split = params.part && params.part.of > 1 ? params.part : undefined;
  const partLabel = split ? `part ${split.index} of ${split.of}` : "";
  const formats = describeFormats(params.formats);

  const verb = params.items.length === 1 ? "is" : "are";
  const attached = formats ? `attached as ${formats}` : "";
  const intro = split
    ? `Here ${verb} ${count} from your Read Later label${attached ? `, ${attached}` : ""}.`
    : `Here ${verb} ${count} from your Read Later label, bound into one digest${attached ? ` and ${attached}` : ""}.`;
  return {
    subject: `Your Folio digest — ${date} · ${count}${split ? ` (${partLabel})` : ""}`,
    ...renderEmailLayout({
      heading: split ? `Your digest, ${partLabel}` : "Your digest is ready",
      preheader: `${count} ready to read, from ${date}.`,
      blocks: [
        { type: "paragraph", text: intro },
        ...(split
          ? [
              {
                type: "paragraph" as const,
                text: `The digest was split into ${split.of} e-mails to stay within e-mail size limits. This is ${partLabel}.`,
              },
            ]
          : []),
        {
          type: "list",
          // A newsletter's own header text: one line each (SEC-16), whatever its sender put in it.
          items: params.items.map((item) => ({ title: oneLine(item.subject), detail: oneLine(item.from) })),
        },
        ...(params.report ? [{ type: "paragraph" as const, text: `In this digest: ${params.report}` }] : []),
        { type: "note", text: "Happy reading!" },
      ],
      footer: `You received this e-mail because you generated a digest in Folio on ${date}.`,
    }),
  };
}
