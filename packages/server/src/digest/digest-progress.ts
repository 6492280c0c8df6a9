import type { DbHandle } from "@folio/db/client";
import { type DigestRow, updateDigest } from "@folio/db/queries";
import { type Notifications, watchChannel } from "../realtime/watch-channel.ts";

/** NOTIFY channel for digest progress; the payload is the digest id. */
export const DIGEST_PROGRESS_CHANNEL = "folio_digest_progress";

export type DigestStatus = DigestRow["status"];

/** What every progress view shows (spec §3 'Digest status response'). */
export interface DigestProgressSnapshot {
  status: DigestStatus;
  progress: number;
  details: string | null;
}

export function toSnapshot(row: Pick<DigestRow, "status" | "progress" | "details">): DigestProgressSnapshot {
  return { status: row.status, progress: row.progress, details: row.details };
}

export function isFinished(status: DigestStatus): boolean {
  return status === "completed" || status === "error";
}

/**
 * Writes progress to the digest row, then tells every server process (the SSE streams) to re-read it.
 * With `leaseOwner`, only while that run holds the digest's lease; false (nothing written) otherwise.
 */
export async function publishDigestProgress(
  handle: Pick<DbHandle, "db" | "notify">,
  digestId: string,
  snapshot: DigestProgressSnapshot & { extra?: Parameters<typeof updateDigest>[1]["values"] },
  leaseOwner?: string,
): Promise<boolean> {
  const { extra, ...progress } = snapshot;
  const written = await updateDigest(handle.db, {
    digestId,
    values: { ...extra, ...progress, progress: Math.round(Math.min(100, Math.max(0, progress.progress))) },
    leaseOwner,
  });
  if (written) await handle.notify(DIGEST_PROGRESS_CHANNEL, digestId);
  return written;
}

/**
 * Wakes once as soon as listening has started, then once per burst of progress on this digest: read
 * the row after each wake-up and no change can fall between the read and the subscription.
 */
export function watchDigestProgress(
  notifications: Notifications,
  digestId: string,
  signal: AbortSignal | undefined,
) {
  return watchChannel(notifications, DIGEST_PROGRESS_CHANNEL, digestId, signal, { wakeOnListen: true });
}
