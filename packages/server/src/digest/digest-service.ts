import { setTimeout as sleep } from "node:timers/promises";
import type { OutputFormat } from "@folio/contracts";
import type { Db } from "@folio/db/client";
import {
  type DigestRow,
  deleteDigest,
  findDigestBySession,
  findUserDigest,
  getUserPreferences,
  listDigests,
  startDigestWithClaims,
  whenUnderDigestEmailLimit,
} from "@folio/db/queries";
import { describeReaderSummary } from "@folio/digest";
import type { FileStore } from "../storage/file-store.ts";
import type { DigestJobs } from "../trpc/context.ts";
import { DigestBusyError, DigestRequestError } from "./digest-errors.ts";
import {
  DEFAULT_DIGEST_LIMITS,
  DigestLimitError,
  leftInQueueReason,
  MAX_NEWSLETTERS_PER_DIGEST,
} from "./digest-limits.ts";
import { type DigestProgressSnapshot, toSnapshot } from "./digest-progress.ts";

export interface GenerateDigestInput {
  /** The queue items to put in the digest; absent: everything queued at this moment. */
  emailIds?: string[] | null | undefined;
  format?: OutputFormat | null | undefined;
  includeTableOfContents?: boolean | null | undefined;
  includeOriginalLinks?: boolean | null | undefined;
  sessionId: string;
}

/** Newsletters a request asked for (or that were queued) but the digest does not hold, and why. */
export interface NotIncluded {
  count: number;
  reason: string;
  /** The ids, when the request named them. */
  emailIds?: string[];
}

export interface StartedDigest {
  digestId: string;
  sessionId: string;
  status: DigestRow["status"];
  /** How many newsletters the digest holds. */
  itemCount: number;
  /** True when this session's digest existed already and the call joined it. */
  joined: boolean;
  notIncluded: NotIncluded[];
}

export interface StartDigestDeps extends DigestJobs {
  db: Db;
}

const NOT_QUEUED_REASON =
  "Not in your queue: already sent in a digest, no longer labelled in Gmail, or not one of your newsletters.";

/**
 * Validates a generate request, then starts the digest — its row and its claim on the newsletters in
 * one transaction — and hands it to the job queue. The same session joins its digest; another start
 * while one runs is refused (DigestBusyError); past the daily limits, DigestLimitError.
 */
export async function startDigest(
  deps: StartDigestDeps,
  user: { id: string; email: string },
  input: GenerateDigestInput,
): Promise<StartedDigest> {
  const existing = await findDigestBySession(deps.db, { userId: user.id, sessionId: input.sessionId });
  if (existing) return joined(existing, deps);

  const preferences = await getUserPreferences(deps.db, { userId: user.id });
  if (!preferences?.readLaterLabelId || !preferences.processedLabelId) {
    throw new DigestRequestError("Finish setting up your account in settings before generating a digest.");
  }
  const format = input.format ?? preferences.outputFormat;
  if (!format) {
    throw new DigestRequestError(
      "Please set your preferred output format in the settings page before generating a digest.",
    );
  }
  const now = deps.now?.() ?? new Date();
  const limits = deps.limits ?? DEFAULT_DIGEST_LIMITS;
  const perDigest = limits.newslettersPerDigest ?? MAX_NEWSLETTERS_PER_DIGEST;
  const mailRetryAt = await whenUnderDigestEmailLimit(deps.db, {
    userId: user.id,
    now,
    max: limits.emailsPerDay,
  });
  if (mailRetryAt) throw DigestLimitError.emails(limits.emailsPerDay, mailRetryAt, now);

  const outcome = await startDigestWithClaims(deps.db, {
    digest: {
      userId: user.id,
      sessionId: input.sessionId,
      format,
      // The spec's fallback makes both options true unless explicitly turned off.
      includeTableOfContents: input.includeTableOfContents ?? true,
      includeOriginalLinks: input.includeOriginalLinks ?? true,
      destinationEmail: preferences.destinationEmail ?? user.email,
      createdAt: now,
    },
    selection: input.emailIds ? { emailIds: input.emailIds } : { everythingQueued: true },
    maxEmails: perDigest,
    maxDigestsPerDay: limits.digestsPerDay,
  });
  switch (outcome.kind) {
    case "joined":
      return joined(outcome.digest, deps);
    case "busy":
      throw new DigestBusyError({ digestId: outcome.running.id, sessionId: outcome.running.sessionId });
    case "nothing-queued":
      throw new DigestRequestError("There are no queued emails to put in a digest.");
    case "over-daily-limit":
      throw DigestLimitError.digests(limits.digestsPerDay, outcome.retryAt, now);
  }

  const { digest, notQueued, overLimit } = outcome;
  try {
    await deps.enqueue(digest.id);
  } catch (error) {
    // Without its job the row would wait at "starting" for ever, and a retry with the same session
    // would find it and not enqueue it: take the row back (its claims go with it), so the start
    // either happened or did not.
    await withRetries(() => deleteDigest(deps.db, { digestId: digest.id })).catch(() => {});
    throw error;
  }
  const notIncluded: NotIncluded[] = [];
  if (notQueued.length > 0)
    notIncluded.push({ count: notQueued.length, reason: NOT_QUEUED_REASON, emailIds: notQueued });
  if (digest.leftInQueue > 0)
    notIncluded.push({
      count: digest.leftInQueue,
      reason: leftInQueueReason(digest.leftInQueue, perDigest),
      ...(overLimit.length > 0 ? { emailIds: overLimit } : {}),
    });
  return {
    digestId: digest.id,
    sessionId: digest.sessionId,
    status: digest.status,
    itemCount: digest.itemCount,
    joined: false,
    notIncluded,
  };
}

function joined(digest: DigestRow, deps: Pick<DigestJobs, "limits">): StartedDigest {
  const perDigest = deps.limits?.newslettersPerDigest ?? MAX_NEWSLETTERS_PER_DIGEST;
  return {
    digestId: digest.id,
    sessionId: digest.sessionId,
    status: digest.status,
    itemCount: digest.itemCount,
    joined: true,
    notIncluded:
      digest.leftInQueue > 0
        ? [{ count: digest.leftInQueue, reason: leftInQueueReason(digest.leftInQueue, perDigest) }]
        : [],
  };
}

/** A few quick tries: a pool whose connections were just cut reconnects on the next attempt. */
async function withRetries(write: () => Promise<void>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(100 * attempt);
    }
  }
}

export async function getDigestProgress(
  db: Db,
  params: { userId: string; sessionId: string },
): Promise<(DigestProgressSnapshot & { digestId: string }) | null> {
  const digest = await findDigestBySession(db, params);
  return digest ? { digestId: digest.id, ...toSnapshot(digest) } : null;
}

const DOWNLOAD_LINK_SECONDS = 60 * 60;

/** The dashboard's digest history, with download links that work for an hour, for the owner only. */
export async function listDigestHistory(deps: { db: Db; files: FileStore }, userId: string) {
  const rows = await listDigests(deps.db, { userId, limit: 20 });
  return rows.map((row) => toDigestSummary(deps.files, row));
}

/** One digest as the history shows it (with fresh download links), or null when it is not the user's. */
export async function getDigestSummary(
  deps: { db: Db; files: FileStore },
  params: { userId: string; digestId: string },
) {
  const row = await findUserDigest(deps.db, params);
  return row ? toDigestSummary(deps.files, row) : null;
}

function toDigestSummary(files: FileStore, row: DigestRow) {
  return {
    id: row.id,
    sessionId: row.sessionId,
    createdAt: row.createdAt,
    status: row.status,
    details: row.details,
    format: row.format,
    itemCount: row.itemCount,
    /** What is in the digest and what is not, and the same in one sentence; null until it is built. */
    report: row.report ?? null,
    reportLine: row.report ? describeReaderSummary(row.report) : null,
    files: row.files.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
      part: file.part,
      url: files.signedUrl(file.objectPath, DOWNLOAD_LINK_SECONDS),
    })),
  };
}
