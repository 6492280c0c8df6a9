import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { digests, queuedEmails } from "../schema.ts";

export type DigestRow = typeof digests.$inferSelect;
export type NewDigest = typeof digests.$inferInsert;

export async function insertDigest(db: Db, values: NewDigest): Promise<DigestRow> {
  const [row] = await db.insert(digests).values(values).returning();
  if (!row) throw new Error("insert into digests returned nothing");
  return row;
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

export async function updateDigest(
  db: Db,
  params: { digestId: string; values: Partial<Omit<NewDigest, "id" | "userId" | "sessionId">> },
): Promise<void> {
  await db.update(digests).set(params.values).where(eq(digests.id, params.digestId));
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

/** The user's still-queued rows among `ids` (anything else — another user's, processed — is ignored). */
export async function findNewQueuedEmailsByIds(db: Db, params: { userId: string; ids: string[] }) {
  if (params.ids.length === 0) return [];
  return db
    .select()
    .from(queuedEmails)
    .where(
      and(
        eq(queuedEmails.userId, params.userId),
        eq(queuedEmails.status, "new"),
        inArray(queuedEmails.id, params.ids),
      ),
    );
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
