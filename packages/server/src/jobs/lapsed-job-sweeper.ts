import type { DbHandle } from "@folio/db/client";
import { listLapsedGmailSyncs, takeLapsedDigestLeases } from "@folio/db/queries";
import { publishDigestProgress } from "../digest/digest-progress.ts";
import type { Logger } from "../logger.ts";
import type { JobQueue } from "./create-job-queue.ts";
import { DIGEST_QUEUE } from "./digest-jobs.ts";
import { EMAIL_SYNC_QUEUE, type EmailSyncJobData } from "./email-sync-job.ts";

/** A digest whose worker died this many times is failed rather than handed on again (a crash loop). */
export const MAX_DIGEST_RECOVERIES = 3;

/**
 * Every worker process sweeps twice per lease period for jobs whose run stopped renewing its lease —
 * its process was killed, or hangs — and hands them to the queue again, where any worker takes them.
 * pg-boss alone would retry them only once their job expires (10–15 minutes).
 */
export function startLapsedJobSweeper(deps: {
  handle: Pick<DbHandle, "db" | "notify">;
  queue: JobQueue;
  log: Logger;
  leaseMs: number;
}) {
  const sweep = async () => {
    // Each on its own: a failed one (database away) is simply tried again next time.
    for (const handOn of [handOnLapsedDigests, handOnLapsedSyncs]) {
      await handOn(deps).catch((error: unknown) =>
        deps.log.warn({ err: error }, "sweeping for lapsed jobs failed"),
      );
    }
  };
  // At once when the worker starts: a digest its predecessor let go of while stopping (or a lease
  // that lapsed while no worker ran) goes on now, not half a lease period later.
  let sweeping: Promise<void> = sweep();
  const timer = setInterval(
    () => {
      // One sweep at a time.
      sweeping = sweeping.then(sweep);
    },
    Math.max(250, deps.leaseMs / 2),
  );
  return {
    stop: async () => {
      clearInterval(timer);
      await sweeping;
    },
  };
}

async function handOnLapsedDigests(deps: Parameters<typeof startLapsedJobSweeper>[0]) {
  for (const digest of await takeLapsedDigestLeases(deps.handle.db)) {
    if (digest.recoveries > MAX_DIGEST_RECOVERIES) {
      deps.log.error({ digestId: digest.id }, "a digest lost its worker too many times; giving up");
      await publishDigestProgress(deps.handle, digest.id, {
        status: "error",
        progress: digest.progress,
        details: "Failed to generate digest",
      });
    } else {
      deps.log.warn(
        { digestId: digest.id, lostWorker: digest.lostOwner },
        "a digest's worker stopped renewing its lease; handing the digest to another worker",
      );
      await deps.queue.send(DIGEST_QUEUE, { digestId: digest.id }, { singletonKey: digest.id });
    }
    // After the new job exists: should this process die in between, pg-boss retries the old one.
    if (digest.lostJobId) await deps.queue.cancel(DIGEST_QUEUE, digest.lostJobId);
  }
}

async function handOnLapsedSyncs(deps: Parameters<typeof startLapsedJobSweeper>[0]) {
  for (const userId of await listLapsedGmailSyncs(deps.handle.db, { staleAfterMs: deps.leaseMs })) {
    // The queue keeps at most one waiting sync per user, so sweepers in several workers send one job.
    const jobId = await deps.queue.send<EmailSyncJobData>(
      EMAIL_SYNC_QUEUE,
      { userId },
      { singletonKey: userId },
    );
    if (jobId) deps.log.warn({ userId }, "a Gmail sync stopped beating; resuming it on another worker");
  }
}
