import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { gmailSyncState } from "../schema.ts";

export type GmailSyncState = typeof gmailSyncState.$inferSelect;

export interface SyncProgress {
  labelName?: string | null;
  indexedCount: number;
  remainingLabelCount: number;
  totalToProcess: number;
}

export async function getGmailSyncState(db: Db, params: { userId: string }): Promise<GmailSyncState | null> {
  const [row] = await db.select().from(gmailSyncState).where(eq(gmailSyncState.userId, params.userId));
  return row ?? null;
}

/**
 * Takes the per-user sync lock: succeeds when no run holds it, or when the holder's heartbeat
 * (updatedAt) is older than `staleAfterMs` — a crashed process must not block the user forever.
 */
export async function claimGmailSyncLock(
  db: Db,
  params: { userId: string; lockToken: string; staleAfterMs: number },
): Promise<GmailSyncState | null> {
  await db.insert(gmailSyncState).values({ userId: params.userId }).onConflictDoNothing();
  const staleBefore = sql`now() - make_interval(secs => ${params.staleAfterMs / 1000})`;
  const [row] = await db
    .update(gmailSyncState)
    .set({
      status: "running",
      lockToken: params.lockToken,
      lastError: null,
      startedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(gmailSyncState.userId, params.userId),
        or(
          ne(gmailSyncState.status, "running"),
          isNull(gmailSyncState.lockToken),
          lt(gmailSyncState.updatedAt, staleBefore),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** The heartbeat of a running sync: false once another run took the lock over. */
export async function touchGmailSyncLock(db: Db, params: { userId: string; lockToken: string }) {
  const rows = await db
    .update(gmailSyncState)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(gmailSyncState.userId, params.userId), eq(gmailSyncState.lockToken, params.lockToken)))
    .returning({ userId: gmailSyncState.userId });
  return rows.length > 0;
}

/** Users whose sync is marked running but whose run stopped beating: its worker is presumed dead. */
export async function listLapsedGmailSyncs(db: Db, params: { staleAfterMs: number }): Promise<string[]> {
  const staleBefore = sql`now() - make_interval(secs => ${params.staleAfterMs / 1000})`;
  const rows = await db
    .select({ userId: gmailSyncState.userId })
    .from(gmailSyncState)
    .where(and(eq(gmailSyncState.status, "running"), lt(gmailSyncState.updatedAt, staleBefore)));
  return rows.map((row) => row.userId);
}

/** Writes progress (and the heartbeat) while the caller still holds the lock; false once it lost it. */
export async function updateGmailSyncProgress(
  db: Db,
  params: { userId: string; lockToken: string; progress: SyncProgress; labelId?: string },
): Promise<boolean> {
  const rows = await db
    .update(gmailSyncState)
    .set({
      ...params.progress,
      ...(params.labelId ? { labelId: params.labelId } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(gmailSyncState.userId, params.userId), eq(gmailSyncState.lockToken, params.lockToken)))
    .returning({ userId: gmailSyncState.userId });
  return rows.length > 0;
}

/** Ends a run: stores where the next incremental sync starts, or the error, and releases the lock. */
export async function finishGmailSync(
  db: Db,
  params: {
    userId: string;
    lockToken: string;
    outcome: { historyId: string; labelId: string; progress: SyncProgress } | { error: string };
  },
): Promise<void> {
  const { outcome } = params;
  await db
    .update(gmailSyncState)
    .set({
      ...("error" in outcome
        ? { status: "error" as const, lastError: outcome.error }
        : {
            status: "idle" as const,
            lastError: null,
            historyId: outcome.historyId,
            labelId: outcome.labelId,
            ...outcome.progress,
          }),
      lockToken: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(gmailSyncState.userId, params.userId), eq(gmailSyncState.lockToken, params.lockToken)));
}
