import type { Db } from "@folio/db/client";
import { type GmailSyncState, getGmailSyncState } from "@folio/db/queries";
import type { JobQueue } from "../jobs/create-job-queue.ts";
import { EMAIL_SYNC_QUEUE, type EmailSyncJobData, readLaterLabelIdOf } from "../jobs/email-sync-job.ts";
import { DEFAULT_JOB_LEASE_MS } from "../jobs/job-lease.ts";
import { sleep } from "./gmail-rate-limiter.ts";
import { type GetGmailForUser, ReadLaterLabelMissingError } from "./gmail-sync-api.ts";

/** Spec §3 "Label sync progress", plus the run's status and last error. */
export interface EmailSyncStatus {
  labelName: string | null;
  indexedCount: number;
  remainingLabelCount: number;
  totalToProcess: number;
  status: "idle" | "running" | "error";
  lastError: string | null;
  finishedAt: Date | null;
}

export interface EmailSyncRequest {
  /** The pg-boss job id, or null when this request joined a running or waiting sync. */
  jobId: string | null;
  joined: boolean;
  status: EmailSyncStatus;
}

export interface EmailSyncService {
  requestSync(userId: string): Promise<EmailSyncRequest>;
  getStatus(userId: string): Promise<EmailSyncStatus>;
  /** Requests a sync and waits for it (bounded); answers the status at that point. */
  syncAndWait(
    userId: string,
    options?: { timeoutMs?: number; signal?: AbortSignal },
  ): Promise<EmailSyncStatus>;
}

export function toEmailSyncStatus(state: GmailSyncState | null): EmailSyncStatus {
  return {
    labelName: state?.labelName ?? null,
    indexedCount: state?.indexedCount ?? 0,
    remainingLabelCount: state?.remainingLabelCount ?? 0,
    totalToProcess: state?.totalToProcess ?? 0,
    status: state?.status ?? "idle",
    lastError: state?.lastError ?? null,
    finishedAt: state?.finishedAt ?? null,
  };
}

export function createEmailSyncService(deps: {
  db: Db;
  queue: JobQueue;
  getGmailForUser: GetGmailForUser;
  /** Local workers to wake at once, so an in-process sync starts without waiting for a poll. */
  workerIds?: string[];
  staleAfterMs?: number;
  pollMs?: number;
}): EmailSyncService {
  const { db } = deps;
  const staleAfterMs = deps.staleAfterMs ?? DEFAULT_JOB_LEASE_MS;

  const requestSync = async (userId: string): Promise<EmailSyncRequest> => {
    // Fail fast, in the caller's request, on what no retry can fix.
    if (!(await readLaterLabelIdOf(db, userId))) throw new ReadLaterLabelMissingError();
    await deps.getGmailForUser(userId);
    const state = await getGmailSyncState(db, { userId });
    const running =
      state?.status === "running" && Date.now() - state.updatedAt.getTime() < staleAfterMs && state.lockToken;
    if (running) return { jobId: null, joined: true, status: toEmailSyncStatus(state) };
    const jobId = await deps.queue.send<EmailSyncJobData>(
      EMAIL_SYNC_QUEUE,
      { userId },
      { singletonKey: userId },
    );
    for (const workerId of deps.workerIds ?? []) deps.queue.notifyWorker(workerId);
    return { jobId, joined: jobId === null, status: toEmailSyncStatus(state) };
  };

  return {
    requestSync,
    getStatus: async (userId) => toEmailSyncStatus(await getGmailSyncState(db, { userId })),
    syncAndWait: async (userId, options = {}) => {
      const before = await getGmailSyncState(db, { userId });
      await requestSync(userId);
      const deadline = Date.now() + (options.timeoutMs ?? 25_000);
      for (;;) {
        const state = await getGmailSyncState(db, { userId });
        const finishedSince =
          state?.finishedAt &&
          state.finishedAt.getTime() !== before?.finishedAt?.getTime() &&
          state.status !== "running";
        if (finishedSince || Date.now() >= deadline) return toEmailSyncStatus(state);
        await sleep(deps.pollMs ?? 150, options.signal);
      }
    },
  };
}
