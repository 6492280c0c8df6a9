import { and, count, desc, eq, gt, gte, inArray, isNull, like, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { digests, queuedEmails } from "../schema.ts";

export type DigestRow = typeof digests.$inferSelect;
export type NewDigest = typeof digests.$inferInsert;

export async function insertDigest(db: Db, values: NewDigest): Promise<DigestRow> {
  const [row] = await db.insert(digests).values(values).returning();
  if (!row) throw new Error("insert into digests returned nothing");
  return row;
}

export async function deleteDigest(db: Db, params: { digestId: string }): Promise<void> {
  await db.delete(digests).where(eq(digests.id, params.digestId));
}

export async function findDigestBySession(db: Db, params: { userId: string; sessionId: string }) {
  const [row] = await db
    .select()
    .from(digests)
    .where(and(eq(digests.userId, params.userId), eq(digests.sessionId, params.sessionId)));
  return row ?? null;
}

export async function findDigest(db: Db, params: { digestId: string }) {
  const [row] = await db.select().from(digests).where(eq(digests.id, params.digestId));
  return row ?? null;
}

/** One digest, only when it belongs to `userId`. */
export async function findUserDigest(db: Db, params: { userId: string; digestId: string }) {
  const [row] = await db
    .select()
    .from(digests)
    .where(and(eq(digests.userId, params.userId), eq(digests.id, params.digestId)));
  return row ?? null;
}

/**
 * Updates a digest. With `leaseOwner`, only while that run still holds the lease: false means another
 * worker took the digest over, and the caller must stop without touching anything else.
 */
export async function updateDigest(
  db: Db,
  params: {
    digestId: string;
    values: Partial<Omit<NewDigest, "id" | "userId" | "sessionId">>;
    leaseOwner?: string | undefined;
  },
): Promise<boolean> {
  const rows = await db
    .update(digests)
    .set(params.values)
    .where(
      params.leaseOwner === undefined
        ? eq(digests.id, params.digestId)
        : and(eq(digests.id, params.digestId), eq(digests.leaseOwner, params.leaseOwner)),
    )
    .returning({ id: digests.id });
  return rows.length > 0;
}

const FINISHED: DigestRow["status"][] = ["completed", "error"];
const leaseUntil = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/**
 * Claims an unfinished digest for one run, unless a live run holds it. Returns the row as claimed,
 * or null (finished, unknown, or someone else's lease has not lapsed).
 */
export async function claimDigestLease(
  db: Db,
  params: { digestId: string; owner: string; leaseMs: number; jobId?: string | undefined },
): Promise<DigestRow | null> {
  const [row] = await db
    .update(digests)
    .set({
      leaseOwner: params.owner,
      leaseExpiresAt: leaseUntil(params.leaseMs),
      leaseJobId: params.jobId ?? null,
    })
    .where(
      and(
        eq(digests.id, params.digestId),
        notInArray(digests.status, FINISHED),
        or(isNull(digests.leaseOwner), lt(digests.leaseExpiresAt, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The heartbeat: pushes the lease on; false once this run no longer holds it. A lease that lapsed
 * stays lapsed — the sweeper may be handing the digest on — so a late heartbeat cannot revive it.
 */
export async function renewDigestLease(
  db: Db,
  params: { digestId: string; owner: string; leaseMs: number },
): Promise<boolean> {
  const rows = await db
    .update(digests)
    .set({ leaseExpiresAt: leaseUntil(params.leaseMs) })
    .where(
      and(
        eq(digests.id, params.digestId),
        eq(digests.leaseOwner, params.owner),
        gt(digests.leaseExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: digests.id });
  return rows.length > 0;
}

/** Lets go of the digest when the run ends, whatever the outcome. */
export async function releaseDigestLease(db: Db, params: { digestId: string; owner: string }) {
  await db
    .update(digests)
    .set({ leaseOwner: null, leaseExpiresAt: null, leaseJobId: null })
    .where(and(eq(digests.id, params.digestId), eq(digests.leaseOwner, params.owner)));
}

/**
 * A worker shutting down with digests still running lets their leases lapse now, so the sweeper of
 * any worker (this one's successor included) hands them on at its next sweep instead of a lease
 * period later. Their runs are fenced out as soon as the sweeper takes them. Answers how many.
 */
export async function lapseDigestLeasesOfWorker(db: Db, params: { worker: string }): Promise<number> {
  const rows = await db
    .update(digests)
    .set({ leaseExpiresAt: sql`now() - interval '1 millisecond'` })
    .where(
      and(
        notInArray(digests.status, FINISHED),
        like(digests.leaseOwner, `${params.worker.replaceAll(/[\\%_]/g, "\\$&")}:%`),
        gt(digests.leaseExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: digests.id });
  return rows.length;
}

/**
 * Takes every unfinished digest whose run stopped renewing its lease away from that run, counting
 * the loss. One statement, so when several workers sweep at once each digest is handed on once.
 */
export async function takeLapsedDigestLeases(db: Db) {
  return db
    .update(digests)
    .set({
      leaseOwner: null,
      leaseExpiresAt: null,
      leaseJobId: null,
      recoveries: sql`${digests.recoveries} + 1`,
    })
    .where(and(notInArray(digests.status, FINISHED), lt(digests.leaseExpiresAt, sql`now()`)))
    .returning({
      id: digests.id,
      progress: digests.progress,
      recoveries: digests.recoveries,
      // RETURNING shows the row as updated; a subquery still reads it as it was before this statement.
      lostOwner: sql<string | null>`(select d.lease_owner from digests d where d.id = "digests"."id")`,
      lostJobId: sql<string | null>`(select d.lease_job_id from digests d where d.id = "digests"."id")`,
    });
}

/** Newest first: the history on the dashboard. */
export async function listDigests(db: Db, params: { userId: string; limit: number }) {
  return db
    .select()
    .from(digests)
    .where(eq(digests.userId, params.userId))
    .orderBy(desc(digests.createdAt))
    .limit(params.limit);
}

export async function findQueuedEmailsByIds(db: Db, params: { userId: string; ids: string[] }) {
  if (params.ids.length === 0) return [];
  return db
    .select()
    .from(queuedEmails)
    .where(and(eq(queuedEmails.userId, params.userId), inArray(queuedEmails.id, params.ids)));
}

/** After delivery: these rows leave the queue for good. */
export async function markQueuedEmailsProcessed(
  db: Db,
  params: { userId: string; ids: string[] },
): Promise<void> {
  for (let start = 0; start < params.ids.length; start += 1000) {
    await db
      .update(queuedEmails)
      .set({ status: "processed" })
      .where(
        and(
          eq(queuedEmails.userId, params.userId),
          inArray(queuedEmails.id, params.ids.slice(start, start + 1000)),
        ),
      );
  }
}

/**
 * How many of the user's digests were started earlier on the same UTC day as this one: the second
 * digest of a day is "(2)" in its file names.
 */
export async function countEarlierDigestsOnDay(
  db: Db,
  params: { userId: string; digestId: string; createdAt: Date },
): Promise<number> {
  const dayStart = new Date(params.createdAt);
  dayStart.setUTCHours(0, 0, 0, 0);
  const [row] = await db
    .select({ n: count() })
    .from(digests)
    .where(
      and(
        eq(digests.userId, params.userId),
        gte(digests.createdAt, dayStart),
        or(
          lt(digests.createdAt, params.createdAt),
          and(eq(digests.createdAt, params.createdAt), lt(digests.id, params.digestId)),
        ),
      ),
    );
  return row?.n ?? 0;
}
