import type { JobQueue } from "./create-job-queue.ts";
import { DIGEST_LABELS_QUEUE, DIGEST_QUEUE } from "./digest-jobs.ts";
import { EMAIL_SYNC_QUEUE } from "./email-sync-job.ts";

/** One user's jobs in the queue, for account deletion. */
export interface UserJobs {
  /** Deletes the user's jobs that have not started yet (a running one finishes); returns how many. */
  deletePending(params: { userId: string; digestIds: string[] }): Promise<number>;
}

// Sync jobs carry the user id; digest and labelling jobs carry the digest id.
const USER_QUEUES = [EMAIL_SYNC_QUEUE, DIGEST_QUEUE, DIGEST_LABELS_QUEUE];

export function createUserJobs(queue: Pick<JobQueue, "boss" | "schema">): UserJobs {
  return {
    async deletePending({ userId, digestIds }) {
      const { rows } = await queue.boss.getDb().executeSql(
        `delete from ${queue.schema}.job
         where name = any($1::text[]) and state < 'active'
           and (data->>'userId' = $2 or data->>'digestId' = any($3::text[]))
         returning id`,
        [USER_QUEUES, userId, digestIds],
      );
      return rows.length;
    },
  };
}
