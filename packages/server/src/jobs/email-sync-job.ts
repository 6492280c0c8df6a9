import { setMaxListeners } from "node:events";
import type { Db } from "@folio/db/client";
import { claimGmailSyncLock, finishGmailSync, touchGmailSyncLock } from "@folio/db/queries";
import { userPreferences } from "@folio/db/schema";
import { eq } from "drizzle-orm";
import type { BackoffOptions } from "../gmail/gmail-backoff.ts";
import type { GmailRateLimiter } from "../gmail/gmail-rate-limiter.ts";
import {
  type GetGmailForUser,
  GmailConnectionRequiredError,
  ReadLaterLabelMissingError,
} from "../gmail/gmail-sync-api.ts";
import { type SyncReadLaterLabelResult, syncReadLaterLabel } from "../gmail/sync-read-later-label.ts";
import type { Logger } from "../logger.ts";
import type { JobQueue } from "./create-job-queue.ts";
import { DEFAULT_JOB_LEASE_MS, keepLeaseAlive, newLeaseOwner } from "./job-lease.ts";

export const EMAIL_SYNC_QUEUE = "gmail-label-sync";

export interface EmailSyncJobData {
  userId: string;
}

export interface EmailSyncRunDeps {
  db: Db;
  getGmailForUser: GetGmailForUser;
  log?: Logger | undefined;
  /** A run whose heartbeat is older than this is presumed dead and may be taken over (the job lease). */
  staleAfterMs?: number | undefined;
  /** Tests and the bench tune these; production uses the defaults. */
  limiter?: (() => GmailRateLimiter) | undefined;
  concurrency?: number | undefined;
  backoff?: Partial<BackoffOptions> | undefined;
}

export type EmailSyncRunOutcome =
  | { kind: "synced"; result: SyncReadLaterLabelResult }
  | { kind: "joined" }
  | { kind: "failed"; error: string };

/** Abort reason that makes a run vanish without cleaning up, as a killed process would (tests). */
export class SimulatedCrash extends Error {
  constructor() {
    super("The process was killed.");
    this.name = "SimulatedCrash";
  }
}

export async function readLaterLabelIdOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ labelId: userPreferences.readLaterLabelId })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.labelId ?? null;
}

/**
 * One sync for one user under the per-user lock; when another run holds it, this one joins it by
 * doing nothing. Errors a retry cannot fix are stored and swallowed; others are rethrown so pg-boss
 * retries the job. A worker stopping releases the lock (the job's retry resumes); an abandoned run
 * (`SimulatedCrash`, tests only) leaves it to go stale, exactly as a crashed process would.
 */
export async function runEmailSync(
  deps: EmailSyncRunDeps,
  userId: string,
  signal?: AbortSignal,
): Promise<EmailSyncRunOutcome> {
  const labelId = await readLaterLabelIdOf(deps.db, userId);
  // Names the worker too (host:pid:…), so an operator can tell which process holds the sync.
  const lockToken = newLeaseOwner();
  const staleAfterMs = deps.staleAfterMs ?? DEFAULT_JOB_LEASE_MS;
  const claimed = await claimGmailSyncLock(deps.db, { userId, lockToken, staleAfterMs });
  if (!claimed) return { kind: "joined" };
  // Beats from the claim on, listing included; a run that stops beating is taken over (see sweepers).
  const heartbeat = keepLeaseAlive(
    () => touchGmailSyncLock(deps.db, { userId, lockToken }),
    staleAfterMs,
    deps.log,
  );
  try {
    if (!labelId) throw new ReadLaterLabelMissingError();
    const { gmail, requestOptions } = await deps.getGmailForUser(userId);
    const result = await syncReadLaterLabel({
      db: deps.db,
      userId,
      labelId,
      gmail,
      requestOptions,
      lockToken,
      signal,
      limiter: deps.limiter?.(),
      concurrency: deps.concurrency,
      backoff: deps.backoff,
    });
    await finishGmailSync(deps.db, {
      userId,
      lockToken,
      outcome: { historyId: result.historyId, labelId, progress: result.progress },
    });
    return { kind: "synced", result };
  } catch (error) {
    if (signal?.aborted && signal.reason instanceof SimulatedCrash) throw error;
    // An interrupted call fails with the HTTP client's generic abort error; the reason says why.
    const cause = signal?.aborted ? signal.reason : error;
    const message = cause instanceof Error ? cause.message : String(cause);
    await finishGmailSync(deps.db, { userId, lockToken, outcome: { error: message } });
    deps.log?.warn({ err: error, userId }, "Gmail label sync failed");
    if (error instanceof GmailConnectionRequiredError || error instanceof ReadLaterLabelMissingError)
      return { kind: "failed", error: message };
    throw error;
  } finally {
    heartbeat.stop();
  }
}

/** The sync queue: at most one waiting job per user. Web processes declare it too, to enqueue. */
export async function declareEmailSyncQueue(queue: JobQueue): Promise<void> {
  await queue.createQueue(EMAIL_SYNC_QUEUE, {
    // `short`: a second request while one waits is dropped (it would find the same changes).
    policy: "short",
    retryLimit: 3,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
}

/** Creates the queue and starts `workers` local workers. */
export async function registerEmailSyncWorker(
  queue: JobQueue,
  deps: EmailSyncRunDeps & { workers?: number; pollingIntervalSeconds?: number },
): Promise<{ workerIds: string[]; stop: (reason?: Error) => void }> {
  await declareEmailSyncQueue(queue);
  const controller = new AbortController();
  // Every Gmail call of every sync in this process listens to this one signal (and stops listening
  // when it ends): dozens at once is the design, not a leak, so Node's warning past 10 does not apply.
  setMaxListeners(0, controller.signal);
  const workerIds: string[] = [];
  for (let i = 0; i < (deps.workers ?? 2); i += 1) {
    workerIds.push(
      await queue.work<EmailSyncJobData>(
        EMAIL_SYNC_QUEUE,
        { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
        async (data) => {
          await runEmailSync(deps, data.userId, controller.signal);
        },
      ),
    );
  }
  return {
    workerIds,
    stop: (reason = new Error("The sync was interrupted by a restart; check again to resume.")) =>
      controller.abort(reason),
  };
}
