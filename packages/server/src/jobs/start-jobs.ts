import type { DbHandle } from "@folio/db/client";
import type { DigestJobDeps } from "../digest/generate-digest-job.ts";
import type { FolioRole } from "../env.ts";
import { createEmailSyncService, type EmailSyncService } from "../gmail/email-sync-service.ts";
import type { GetGmailForUser } from "../gmail/gmail-sync-api.ts";
import type { Logger } from "../logger.ts";
import type { DigestJobs } from "../trpc/context.ts";
import { createJobQueue, type JobQueue } from "./create-job-queue.ts";
import { declareDigestQueues, digestEnqueuer, registerDigestWorkers } from "./digest-jobs.ts";
import { declareEmailSyncQueue, registerEmailSyncWorker } from "./email-sync-job.ts";
import { startLapsedJobSweeper } from "./lapsed-job-sweeper.ts";

export interface RunningJobs {
  queue: JobQueue;
  /** What tRPC and REST call to sync; it enqueues in every role. */
  emailSync: EmailSyncService;
  digests: DigestJobs;
  /** Interrupts running syncs (their lock is released and the job retried), then stops pg-boss. */
  stop(): Promise<void>;
}

/**
 * pg-boss on Folio's database. Every role enqueues; `worker` and `all` also run the workers, pg-boss's
 * maintenance and the sweeper that hands on jobs whose worker died. A `web` process starts no worker,
 * so rendering a digest never competes with requests for its event loop.
 */
export async function startJobs(options: {
  role: FolioRole;
  db: DbHandle;
  getGmailForUser: GetGmailForUser;
  digest: Omit<DigestJobDeps, "retryLabelsLater" | "leaseMs">;
  log: Logger;
  leaseMs: number;
  /** Create pg-boss's schema if needed (false when `pnpm db:migrate` did it). */
  migrate: boolean;
  /** Syncs a worker process runs at once (each for a different user). */
  syncWorkers?: number;
}): Promise<RunningJobs> {
  const runsWorkers = options.role !== "web";
  const queue = createJobQueue(options.db, {
    supervise: runsWorkers,
    migrate: options.migrate,
    onError: (error) => options.log.error({ err: error }, "job queue error"),
  });
  await queue.start();
  // Web processes request syncs; workers also wake their own sync workers at once.
  const emailSync = (workerIds?: string[]) =>
    createEmailSyncService({
      db: options.db.db,
      queue,
      getGmailForUser: options.getGmailForUser,
      staleAfterMs: options.leaseMs,
      ...(workerIds ? { workerIds } : {}),
    });
  try {
    if (!runsWorkers) {
      await declareEmailSyncQueue(queue);
      await declareDigestQueues(queue);
      return {
        queue,
        emailSync: emailSync(),
        digests: { ...digestEnqueuer(queue), limits: options.digest.limits },
        stop: () => queue.stop({ graceful: true, wait: true, timeout: 10_000 }),
      };
    }

    const syncWorkers = await registerEmailSyncWorker(queue, {
      db: options.db.db,
      getGmailForUser: options.getGmailForUser,
      log: options.log,
      workers: options.syncWorkers ?? 2,
      staleAfterMs: options.leaseMs,
    });
    const digestWorkers = await registerDigestWorkers(queue, { ...options.digest, leaseMs: options.leaseMs });
    const sweeper = startLapsedJobSweeper({
      handle: options.db,
      queue,
      log: options.log,
      leaseMs: options.leaseMs,
    });
    return {
      queue,
      emailSync: emailSync(syncWorkers.workerIds),
      digests: { enqueue: digestWorkers.enqueue, limits: options.digest.limits },
      stop: async () => {
        await sweeper.stop();
        syncWorkers.stop();
        await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
        await digestWorkers.letGoOfRunningDigests().catch((error: unknown) => {
          options.log.warn({ err: error }, "could not hand running digests on; their leases will lapse");
        });
      },
    };
  } catch (error) {
    await queue.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  }
}
