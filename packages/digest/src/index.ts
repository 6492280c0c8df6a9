export {
  type BuildDigestOptions,
  type BuiltDigest,
  buildDigest,
  DEFAULT_MAX_EMAIL_BYTES,
  type DigestFile,
  type DigestFormat,
  type DigestItem,
  type DigestPart,
  type DigestSource,
  type DigestStage,
  type DigestStats,
  digestFilename,
} from "./build-digest.ts";
export {
  type DigestStep,
  DigestTimeBudgetError,
  startTimeBudget,
} from "./digest-time-budget.ts";
export { estimateEmailBytes } from "./plan-digest-volumes.ts";
export type {
  DigestReport,
  DigestTimings,
  ImageProblem,
  NewsletterReport,
  PartReport,
  ReportFile,
} from "./report/digest-report.ts";
export { describeReaderSummary, type ReaderSummary } from "./report/reader-summary.ts";
