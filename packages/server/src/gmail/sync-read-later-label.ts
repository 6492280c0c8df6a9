import type { Db } from "@folio/db/client";
import {
  countNewQueuedEmails,
  findQueuedEmailStatuses,
  getGmailSyncState,
  insertQueuedEmails,
  listNewQueuedGmailIds,
  type NewQueuedEmail,
  type SyncProgress,
  setQueuedEmailsLabelled,
  updateGmailSyncProgress,
} from "@folio/db/queries";
import type { gmail_v1 } from "@googleapis/gmail";
import { type BackoffOptions, gmailErrorStatus } from "./gmail-backoff.ts";
import { createGmailCall, forEachConcurrently, GMAIL_UNITS } from "./gmail-quota-caller.ts";
import { createGmailRateLimiter, type GmailRateLimiter } from "./gmail-rate-limiter.ts";
import type { GmailSyncApi } from "./gmail-sync-api.ts";
import { METADATA_HEADERS, toQueuedEmail } from "./message-metadata.ts";
import { type LabelChanges, listWholeLabel, readLabelHistory } from "./read-later-label-changes.ts";

export interface SyncReadLaterLabelInput {
  db: Db;
  userId: string;
  labelId: string;
  gmail: GmailSyncApi;
  requestOptions?: { rootUrl?: string } | undefined;
  /** The token of the per-user lock the caller claimed; progress is written only while it holds. */
  lockToken: string;
  signal?: AbortSignal | undefined;
  /** Defaults to Gmail's 250 units/s with a slightly smaller bucket, so our bursts stay inside theirs. */
  limiter?: GmailRateLimiter | undefined;
  /** Metadata fetches in flight; Gmail answers 429 to too many concurrent calls well under quota. */
  concurrency?: number | undefined;
  backoff?: Partial<BackoffOptions> | undefined;
  /** How many fetched rows are written (and progress reported) at once. */
  writeBatchSize?: number | undefined;
}

export interface SyncReadLaterLabelResult {
  kind: LabelChanges["kind"];
  labelName: string;
  historyId: string;
  fetched: number;
  removed: number;
  restored: number;
  progress: SyncProgress;
}

export class SyncLockLostError extends Error {
  constructor() {
    super("Another run took over this user's sync.");
    this.name = "SyncLockLostError";
  }
}

const HEARTBEAT_MS = 10_000;

export function defaultGmailRateLimiter(): GmailRateLimiter {
  return createGmailRateLimiter({ unitsPerSecond: 245, burstUnits: 200 });
}

/**
 * Brings the user's queue in line with their Read Later label: new messages become `new` rows (one
 * per Gmail id, metadata only), messages that left the label become `removed`. Incremental through
 * history.list when a history id is stored, a full listing otherwise or when it expired. Safe to
 * re-run after a crash at any point: inserts skip existing rows, and the history id is stored by the
 * caller only after this returns.
 */
export async function syncReadLaterLabel(input: SyncReadLaterLabelInput): Promise<SyncReadLaterLabelResult> {
  const { db, userId, labelId, gmail, signal } = input;
  const call = createGmailCall({
    limiter: input.limiter ?? defaultGmailRateLimiter(),
    requestOptions: input.requestOptions,
    signal,
    backoff: input.backoff,
  });

  const label = await call<gmail_v1.Schema$Label>(GMAIL_UNITS.labelsGet, (o) =>
    gmail.users.labels.get({ userId: "me", id: labelId }, o),
  );
  const labelName = label.name ?? labelId;
  const state = await getGmailSyncState(db, { userId });
  const canResume = state?.historyId && state.labelId === labelId;
  const changes =
    (canResume ? await readLabelHistory(gmail, call, labelId, state.historyId as string) : null) ??
    (await listWholeLabel(gmail, call, labelId));

  let removed = changes.removed;
  if (changes.allLabelled) {
    const labelled = new Set(changes.allLabelled);
    removed = (await listNewQueuedGmailIds(db, { userId })).filter((id) => !labelled.has(id));
  }
  await setQueuedEmailsLabelled(db, { userId, gmailIds: removed, labelled: false });

  const known = await findQueuedEmailStatuses(db, { userId, gmailIds: changes.added });
  const restored = changes.added.filter((id) => known.get(id) === "removed");
  await setQueuedEmailsLabelled(db, { userId, gmailIds: restored, labelled: true });
  const toFetch = changes.added.filter((id) => !known.has(id));

  const alreadyIndexed = await countNewQueuedEmails(db, { userId });
  const progress: SyncProgress = {
    labelName,
    indexedCount: alreadyIndexed,
    remainingLabelCount: toFetch.length,
    totalToProcess: alreadyIndexed + toFetch.length,
  };
  const report = async () => {
    const held = await updateGmailSyncProgress(db, { userId, lockToken: input.lockToken, progress, labelId });
    if (!held) throw new SyncLockLostError();
  };
  await report();

  const batchSize = input.writeBatchSize ?? 25;
  let pending: NewQueuedEmail[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const batch = pending;
    pending = [];
    // Writes run one after another so progress only ever moves forward.
    writing = writing.then(async () => {
      if (batch.length > 0) await insertQueuedEmails(db, { userId, emails: batch });
      progress.indexedCount += batch.length;
      progress.remainingLabelCount -= batch.length;
      await report();
    });
    return writing;
  };
  const heartbeat = setInterval(() => void flush().catch(() => {}), HEARTBEAT_MS);
  let fetched = 0;
  try {
    await forEachConcurrently(toFetch, input.concurrency ?? 6, async (id) => {
      signal?.throwIfAborted();
      const message = await fetchMetadata(gmail, call, id);
      if (!message) {
        // Deleted between listing and fetching: nothing to queue, and nothing left to index.
        progress.totalToProcess -= 1;
        progress.remainingLabelCount -= 1;
        return;
      }
      pending.push(toQueuedEmail(message));
      fetched += 1;
      if (pending.length >= batchSize) await flush();
    });
    await flush();
  } finally {
    clearInterval(heartbeat);
    await writing.catch(() => {});
  }

  return {
    kind: changes.kind,
    labelName,
    historyId: changes.historyId,
    fetched,
    removed: removed.length,
    restored: restored.length,
    progress,
  };
}

async function fetchMetadata(
  gmail: GmailSyncApi,
  call: ReturnType<typeof createGmailCall>,
  id: string,
): Promise<gmail_v1.Schema$Message | null> {
  try {
    return await call<gmail_v1.Schema$Message>(GMAIL_UNITS.messagesGet, (o) =>
      gmail.users.messages.get(
        { userId: "me", id, format: "metadata", metadataHeaders: METADATA_HEADERS },
        o,
      ),
    );
  } catch (error) {
    if (gmailErrorStatus(error) === 404) return null;
    throw error;
  }
}
