import { findDigest } from "@folio/db/queries";
import { applyProcessedLabels } from "../digest/apply-processed-labels.ts";
import { type DigestJobDeps, runDigestJob } from "../digest/generate-digest-job.ts";
import type { JobQueue } from "./create-job-queue.ts";

export const DIGEST_QUEUE = "digest-generate";
export const DIGEST_LABELS_QUEUE = "digest-apply-labels";

/**
 * The digest workers. A job whose worker died is retried after it expires; runDigestJob picks up
 * where the digest row says it stopped. Labelling in Gmail has its own retried queue, so a Gmail
 * hiccup after delivery never means sending again.
 */
export async function registerDigestWorkers(queue: JobQueue, deps: Omit<DigestJobDeps, "retryLabelsLater">) {
  await queue.createQueue(DIGEST_QUEUE, { retryLimit: 2, retryDelay: 5, expireInSeconds: 10 * 60 });
  await queue.createQueue(DIGEST_LABELS_QUEUE, {
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  const jobDeps: DigestJobDeps = {
    ...deps,
    retryLabelsLater: async (digestId) => {
      await queue.send(DIGEST_LABELS_QUEUE, { digestId }, { singletonKey: digestId, startAfter: 30 });
    },
  };
  const workerId = await queue.work<{ digestId: string }>(
    DIGEST_QUEUE,
    { pollingIntervalSeconds: 1 },
    (data) => runDigestJob(jobDeps, data.digestId),
  );
  await queue.work<{ digestId: string }>(DIGEST_LABELS_QUEUE, { pollingIntervalSeconds: 5 }, async (data) => {
    const digest = await findDigest(deps.handle.db, { digestId: data.digestId });
    if (digest && !digest.labelledAt)
      await applyProcessedLabels({ db: deps.handle.db, gmail: deps.gmail }, digest);
  });
  return {
    workerId,
    enqueue: async (digestId: string) => {
      await queue.send(DIGEST_QUEUE, { digestId }, { singletonKey: digestId });
      // Start now rather than at the next poll when this process runs the worker.
      queue.notifyWorker(workerId);
    },
  };
}
