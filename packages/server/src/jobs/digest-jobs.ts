import { findDigest, lapseDigestLeasesOfWorker } from "@folio/db/queries";
import { applyProcessedLabels } from "../digest/apply-processed-labels.ts";
import type { DigestLimits } from "../digest/digest-limits.ts";
import { type DigestJobDeps, runDigestJob } from "../digest/generate-digest-job.ts";
import type { JobQueue } from "./create-job-queue.ts";
import { newWorkerName } from "./job-lease.ts";

export const DIGEST_QUEUE = "digest-generate";
export const DIGEST_LABELS_QUEUE = "digest-apply-labels";

/** The digest queues. Web processes declare them too, so they can enqueue before any worker ran. */
export async function declareDigestQueues(queue: JobQueue): Promise<void> {
  // A run whose worker died is handed on by the lease sweeper within a lease period; the expiry is
  // only the backstop for a worker that died before it claimed the digest.
  await queue.createQueue(DIGEST_QUEUE, { retryLimit: 2, retryDelay: 5, expireInSeconds: 10 * 60 });
  await queue.createQueue(DIGEST_LABELS_QUEUE, {
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
}

/** Hands a stored digest to the job queue, under the per-user daily limits. */
export interface DigestJobs {
  enqueue(digestId: string): Promise<void>;
  /** Default DEFAULT_DIGEST_LIMITS. */
  limits?: DigestLimits | undefined;
  /** The clock the daily limits count by (tests fix it); default the system's. */
  now?: (() => Date) | undefined;
}

/** Hands a stored digest to the queue; wakes this process's own worker at once when it has one. */
export function digestEnqueuer(queue: JobQueue, localWorkerId?: string): DigestJobs {
  return {
    enqueue: async (digestId) => {
      await queue.send(DIGEST_QUEUE, { digestId }, { singletonKey: digestId });
      if (localWorkerId) queue.notifyWorker(localWorkerId);
    },
  };
}

/**
 * The digest workers. runDigestJob picks up where the digest row says it stopped, so a digest handed
 * on after its worker died never sends a part twice. Labelling in Gmail has its own retried queue, so
 * a Gmail hiccup after delivery never means sending again.
 */
export async function registerDigestWorkers(
  queue: JobQueue,
  deps: Omit<DigestJobDeps, "retryLabelsLater" | "worker">,
) {
  await declareDigestQueues(queue);
  const worker = newWorkerName();
  const jobDeps: DigestJobDeps = {
    ...deps,
    worker,
    retryLabelsLater: async (digestId) => {
      await queue.send(DIGEST_LABELS_QUEUE, { digestId }, { singletonKey: digestId, startAfter: 30 });
    },
  };
  const workerId = await queue.work<{ digestId: string }>(
    DIGEST_QUEUE,
    { pollingIntervalSeconds: 1 },
    (data, job) => runDigestJob(jobDeps, data.digestId, { jobId: job.id }),
  );
  await queue.work<{ digestId: string }>(DIGEST_LABELS_QUEUE, { pollingIntervalSeconds: 5 }, async (data) => {
    const digest = await findDigest(deps.handle.db, { digestId: data.digestId });
    if (digest && !digest.labelledAt)
      await applyProcessedLabels({ db: deps.handle.db, gmail: deps.gmail }, digest);
  });
  return {
    workerId,
    ...digestEnqueuer(queue, workerId),
    /**
     * For a graceful stop, once the queue has stopped waiting for its jobs: digests still running
     * here are handed to other workers at their next sweep rather than after a lease period.
     */
    letGoOfRunningDigests: async () => {
      const count = await lapseDigestLeasesOfWorker(deps.handle.db, { worker });
      if (count > 0)
        deps.log.warn({ count }, "stopping with digests still running; other workers will take them over");
    },
  };
}
