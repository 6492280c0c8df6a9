import type { ReaderSummary } from "@folio/contracts";
import type { DigestReport } from "./digest-report.ts";

// The digest's report as a reader sees it (ReaderSummary, declared in @folio/contracts): kept with
// the digest (its history row) and summed up in one line of the delivery e-mail.

export type { ReaderSummary };

const SIZE_REASON = /size limit/i;

export function readerSummary(
  report: DigestReport,
  leftOut: { subject: string; reason: string }[],
): ReaderSummary {
  let imagesFailed = 0;
  let imagesLeftOut = 0;
  let unreadable = 0;
  for (const newsletter of report.newsletters) {
    imagesFailed += newsletter.images.failed.length;
    imagesLeftOut += newsletter.images.leftOut.filter((problem) => SIZE_REASON.test(problem.reason)).length;
    if (!newsletter.readable) unreadable++;
  }
  return {
    newsletters: report.newsletters.length,
    parts: report.parts.length,
    imagesFailed,
    imagesLeftOut,
    leftOut,
    unreadable,
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The summary in one sentence, for the delivery e-mail and the history. */
export function describeReaderSummary(summary: ReaderSummary): string {
  const parts = [
    `${plural(summary.newsletters, "newsletter", "newsletters")}${summary.parts > 1 ? ` in ${summary.parts} parts` : ""}`,
  ];
  if (summary.imagesFailed > 0)
    parts.push(`${plural(summary.imagesFailed, "image", "images")} could not be fetched`);
  if (summary.imagesLeftOut > 0)
    parts.push(`${plural(summary.imagesLeftOut, "image", "images")} left out to fit the e-mail`);
  if (summary.leftOut.length > 0)
    parts.push(
      `${plural(summary.leftOut.length, "newsletter is", "newsletters are")} not whole (over the size limit)`,
    );
  if (summary.unreadable > 0)
    parts.push(`${plural(summary.unreadable, "newsletter", "newsletters")} could not be read`);
  const missing = parts.length > 1;
  return `${parts.join("; ")}.${missing ? ' The book\'s last page, "About this digest", has the details.' : " Nothing was left out."}`;
}
