import path from "node:path";
import type { DigestFormat } from "../build-digest.ts";
import type { DigestReport, DigestTimings, NewsletterReport, ReportFile } from "../report/digest-report.ts";

/** The --report file: the engine's report, with files named by their paths. */
export interface CliReport {
  title: string;
  date: string;
  formats: DigestFormat[];
  newsletters: (Omit<NewsletterReport, "id"> & { file: string })[];
  parts: {
    index: number;
    of: number;
    /** Paths of the files written for this part. */
    files: (Omit<ReportFile, "filename"> & { path: string })[];
    /** The .eml files in this part, in book order. */
    newsletters: string[];
  }[];
  timingsMs: DigestTimings & { reading: number; writing: number };
}

export function cliReport(options: {
  title: string;
  date: Date;
  formats: DigestFormat[];
  report: DigestReport;
  outDirectory: string;
  timings: { reading: number; writing: number; total: number };
}): CliReport {
  const { report } = options;
  return {
    title: options.title,
    date: options.date.toISOString().slice(0, 10),
    formats: options.formats,
    newsletters: report.newsletters.map(({ id, ...rest }) => ({ file: id, ...rest })),
    parts: report.parts.map((part) => ({
      index: part.index,
      of: part.of,
      files: part.files.map(({ filename, ...rest }) => ({
        path: path.join(options.outDirectory, filename),
        ...rest,
      })),
      newsletters: part.newsletterIds,
    })),
    timingsMs: {
      reading: Math.round(options.timings.reading),
      ...roundAll(report.timingsMs),
      writing: Math.round(options.timings.writing),
      total: Math.round(options.timings.total),
    },
  };
}

function roundAll(timings: DigestTimings): DigestTimings {
  return {
    loading: Math.round(timings.loading),
    analyzing: Math.round(timings.analyzing),
    optimizing: Math.round(timings.optimizing),
    rendering: Math.round(timings.rendering),
    total: Math.round(timings.total),
  };
}
