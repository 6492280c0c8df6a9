import { and, asc, count, desc, eq, inArray, isNull, notExists, notInArray, or } from "drizzle-orm";
import type { Db } from "../client.ts";
import { digests, queuedEmails } from "../schema.ts";
import { whenUnderDigestLimit } from "./daily-limits.ts";
import type { DigestRow, NewDigest } from "./digests.ts";

const FINISHED: DigestRow["status"][] = ["completed", "error"];

/** Which queued newsletters a new digest takes: the ones named, or everything queued. */
export type DigestSelection = { emailIds: string[] } | { everythingQueued: true };

export interface DigestStartRequest {
  digest: Omit<NewDigest, "emailIds" | "itemCount" | "leftInQueue" | "details" | "createdAt"> & {
    createdAt: Date;
  };
  selection: DigestSelection;
  /** The most newsletters one digest takes; the rest stay queued (newest go first). */
  maxEmails: number;
  /** Digests this user may start in the 24 hours before `digest.createdAt` (this one included). */
  maxDigestsPerDay: number;
}

export type DigestStartOutcome =
  | {
      kind: "started";
      digest: DigestRow;
      /** Named ids that were not the user's queued, unclaimed newsletters (processed, removed, unknown). */
      notQueued: string[];
      /** Named ids left out for the per-digest limit (they stay queued; `digest.leftInQueue` counts them). */
      overLimit: string[];
    }
  /** A digest with this session id exists already: the caller joins it. */
  | { kind: "joined"; digest: DigestRow }
  /** Another digest of this user is still running. */
  | { kind: "busy"; running: DigestRow }
  | { kind: "nothing-queued" }
  /** Over the daily limit; `retryAt` is when enough of the last 24 hours' digests have aged out. */
  | { kind: "over-daily-limit"; retryAt: Date };

/** The conflicting digest was gone by the time we read it (it rolled back or finished): try again. */
const TRY_AGAIN = Symbol("try again");

/** Rolls the transaction back on purpose: nothing was started. */
class NotStarted extends Error {
  constructor(readonly outcome: DigestStartOutcome | typeof TRY_AGAIN) {
    super("digest not started");
  }
}

/**
 * Starts a digest: in one transaction, inserts its row — unless the session exists already, or another
 * digest of the user runs (a unique index each, so parallel starts on any number of connections
 * resolve in the database: `on conflict do nothing`, then read who won) — claims its newsletters, and
 * checks the daily limit. Nothing is left behind when it does not start.
 */
export async function startDigestWithClaims(
  db: Db,
  request: DigestStartRequest,
): Promise<DigestStartOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => startInTransaction(tx as unknown as Db, request));
    } catch (error) {
      if (!(error instanceof NotStarted)) throw error;
      if (error.outcome !== TRY_AGAIN) return error.outcome;
      if (attempt >= 3)
        throw new Error("The digest could not start: the digest it conflicted with kept changing.");
    }
  }
}

async function startInTransaction(tx: Db, request: DigestStartRequest): Promise<DigestStartOutcome> {
  const { digest: values, selection } = request;
  const [inserted] = await tx
    .insert(digests)
    .values({ ...values, emailIds: [], itemCount: 0, details: "Preparing your digest" })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    throw new NotStarted((await findDigestBySessionOrRunning(tx, values)) ?? TRY_AGAIN);
  }

  // Counted after the insert, inside its transaction: starts are serialised by the running-digest
  // index, so two requests can never both see room for one more.
  const retryAt = await whenUnderDigestLimit(tx, {
    userId: values.userId,
    now: values.createdAt,
    max: request.maxDigestsPerDay,
  });
  if (retryAt) throw new NotStarted({ kind: "over-daily-limit", retryAt });

  const named = "emailIds" in selection ? [...new Set(selection.emailIds)] : null;
  if (named && named.length === 0) throw new NotStarted({ kind: "nothing-queued" });
  const claimable = and(
    eq(queuedEmails.userId, values.userId),
    eq(queuedEmails.status, "new"),
    // Unclaimed, or claimed by a digest that has finished without sending it (failed, or out of
    // today's e-mails): a claim lapses with its digest, so no failure path can strand a newsletter.
    or(
      isNull(queuedEmails.digestId),
      notExists(
        tx
          .select({ id: digests.id })
          .from(digests)
          .where(and(eq(digests.id, queuedEmails.digestId), notInArray(digests.status, FINISHED))),
      ),
    ),
    named ? inArray(queuedEmails.id, named) : undefined,
  );
  // Newest first, as the queue lists them.
  const chosen = tx
    .select({ id: queuedEmails.id })
    .from(queuedEmails)
    .where(claimable)
    .orderBy(desc(queuedEmails.receivedAt), desc(queuedEmails.id))
    .limit(request.maxEmails);
  const claimed = await tx
    .update(queuedEmails)
    .set({ digestId: inserted.id })
    .where(and(claimable, inArray(queuedEmails.id, chosen)))
    .returning({ id: queuedEmails.id, receivedAt: queuedEmails.receivedAt });
  if (claimed.length === 0) throw new NotStarted({ kind: "nothing-queued" });
  claimed.sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime() || (a.id < b.id ? 1 : -1));

  // What is still claimable now was left out for the limit alone; named ids that never were are not queued.
  const left = named ? await tx.select({ id: queuedEmails.id }).from(queuedEmails).where(claimable) : null;
  const [leftCount] = left
    ? [{ n: left.length }]
    : await tx.select({ n: count() }).from(queuedEmails).where(claimable);
  const claimedIds = new Set(claimed.map((row) => row.id));
  const leftIds = new Set(left?.map((row) => row.id));
  const leftInQueue = leftCount?.n ?? 0;
  const notQueued = named ? named.filter((id) => !claimedIds.has(id) && !leftIds.has(id)) : [];
  const n = claimed.length;
  const [digest] = await tx
    .update(digests)
    .set({
      emailIds: claimed.map((row) => row.id),
      itemCount: n,
      leftInQueue,
      details: `Preparing ${n} newsletter${n === 1 ? "" : "s"}`,
    })
    .where(eq(digests.id, inserted.id))
    .returning();
  return { kind: "started", digest: digest!, notQueued, overLimit: [...leftIds] };
}

async function findDigestBySessionOrRunning(
  db: Db,
  params: { userId: string; sessionId: string },
): Promise<DigestStartOutcome | null> {
  const [same] = await db
    .select()
    .from(digests)
    .where(and(eq(digests.userId, params.userId), eq(digests.sessionId, params.sessionId)));
  if (same) return { kind: "joined", digest: same };
  const running = await findRunningDigest(db, { userId: params.userId });
  return running ? { kind: "busy", running } : null;
}

/** The user's digest that has not finished yet, if any (there is at most one). */
export async function findRunningDigest(db: Db, params: { userId: string }): Promise<DigestRow | null> {
  const [row] = await db
    .select()
    .from(digests)
    .where(and(eq(digests.userId, params.userId), notInArray(digests.status, FINISHED)))
    .orderBy(asc(digests.createdAt))
    .limit(1);
  return row ?? null;
}
