import type { DbHandle } from "@folio/db/client";
import { createEmailSyncService, type EmailSyncService } from "../gmail/email-sync-service.ts";
import type { GetGmailForUser } from "../gmail/gmail-sync-api.ts";
import type { Logger } from "../logger.ts";
import { createJobQueue, type JobQueue } from "./create-job-queue.ts";
import { registerEmailSyncWorker } from "./email-sync-job.ts";

export interface RunningEmailSync {
  service: EmailSyncService;
  /** The pg-boss queue, shared with the digest workers. */
  queue: JobQueue;
  /** Interrupts running syncs (their lock is released and the job retried), then stops pg-boss. */
  stop(): Promise<void>;
}

/** pg-boss on Folio's database, the sync workers, and the service tRPC and REST call. */
export async function startEmailSync(options: {
  db: DbHandle;
  getGmailForUser: GetGmailForUser;
  log: Logger;
  /** Syncs this process runs at once (each for a different user). */
  workers?: number;
}): Promise<RunningEmailSync> {
  const queue = createJobQueue(options.db, {
    onError: (error) => options.log.error({ err: error }, "job queue error"),
  });
  await queue.start();
  const workers = await registerEmailSyncWorker(queue, {
    db: options.db.db,
    getGmailForUser: options.getGmailForUser,
    log: options.log,
    workers: options.workers ?? 2,
  });
  const service = createEmailSyncService({
    db: options.db.db,
    queue,
    getGmailForUser: options.getGmailForUser,
    workerIds: workers.workerIds,
  });
  return {
    service,
    queue,
    stop: async () => {
      workers.stop();
      await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
