import { and, count, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { Db } from "../client.ts";
import { queuedEmails } from "../schema.ts";

export interface NewQueuedEmail {
  gmailId: string;
  threadId: string | null;
  subject: string;
  fromEmail: string;
  fromName: string | null;
  receivedAt: Date;
  snippet: string | null;
  webVersionUrl: string | null;
}

export interface QueuedEmail {
  id: string;
  gmailId: string;
  status: "new" | "processed" | "removed";
  subject: string;
  fromEmail: string;
  fromName: string | null;
  receivedAt: Date;
  snippet: string | null;
  webVersionUrl: string | null;
}

/** Opaque to callers: the (receivedAt, id) of the last row of the previous page. */
export interface QueuedEmailCursor {
  receivedAt: Date;
  id: string;
}

/**
 * Inserts rows as `new`; a row that already exists is left alone, so a retried or resumed sync never
 * duplicates and a processed message is never requeued.
 */
export async function insertQueuedEmails(
  db: Db,
  params: { userId: string; emails: NewQueuedEmail[] },
): Promise<number> {
  if (params.emails.length === 0) return 0;
  const inserted = await db
    .insert(queuedEmails)
    .values(params.emails.map((email) => ({ ...email, userId: params.userId, status: "new" as const })))
    .onConflictDoNothing({ target: [queuedEmails.userId, queuedEmails.gmailId] })
    .returning({ id: queuedEmails.id });
  return inserted.length;
}

/** Which of these Gmail ids the user's queue already holds, with their status. */
export async function findQueuedEmailStatuses(
  db: Db,
  params: { userId: string; gmailIds: string[] },
): Promise<Map<string, QueuedEmail["status"]>> {
  const found = new Map<string, QueuedEmail["status"]>();
  // Chunked so a 10,000-message label never builds one enormous parameter list.
  for (let start = 0; start < params.gmailIds.length; start += 1000) {
    const chunk = params.gmailIds.slice(start, start + 1000);
    const rows = await db
      .select({ gmailId: queuedEmails.gmailId, status: queuedEmails.status })
      .from(queuedEmails)
      .where(and(eq(queuedEmails.userId, params.userId), inArray(queuedEmails.gmailId, chunk)));
    for (const row of rows) found.set(row.gmailId, row.status);
  }
  return found;
}

/** The Gmail ids of the user's `new` rows: what the queue believes is still under the label. */
export async function listNewQueuedGmailIds(db: Db, params: { userId: string }): Promise<string[]> {
  const rows = await db
    .select({ gmailId: queuedEmails.gmailId })
    .from(queuedEmails)
    .where(and(eq(queuedEmails.userId, params.userId), eq(queuedEmails.status, "new")));
  return rows.map((row) => row.gmailId);
}

/** Moves rows between `new` and `removed` as the label comes and goes; `processed` rows never move. */
export async function setQueuedEmailsLabelled(
  db: Db,
  params: { userId: string; gmailIds: string[]; labelled: boolean },
): Promise<void> {
  const [from, to] = params.labelled ? (["removed", "new"] as const) : (["new", "removed"] as const);
  for (let start = 0; start < params.gmailIds.length; start += 1000) {
    await db
      .update(queuedEmails)
      .set({ status: to })
      .where(
        and(
          eq(queuedEmails.userId, params.userId),
          eq(queuedEmails.status, from),
          inArray(queuedEmails.gmailId, params.gmailIds.slice(start, start + 1000)),
        ),
      );
  }
}

export async function countNewQueuedEmails(db: Db, params: { userId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(queuedEmails)
    .where(and(eq(queuedEmails.userId, params.userId), eq(queuedEmails.status, "new")));
  return row?.n ?? 0;
}

/** The user's `new` rows, newest first, one keyset page at a time (index-backed at any depth). */
export async function listNewQueuedEmails(
  db: Db,
  params: { userId: string; limit: number; cursor?: QueuedEmailCursor | undefined },
): Promise<{ items: QueuedEmail[]; nextCursor: QueuedEmailCursor | null }> {
  const { cursor } = params;
  const rows = await db
    .select({
      id: queuedEmails.id,
      gmailId: queuedEmails.gmailId,
      status: queuedEmails.status,
      subject: queuedEmails.subject,
      fromEmail: queuedEmails.fromEmail,
      fromName: queuedEmails.fromName,
      receivedAt: queuedEmails.receivedAt,
      snippet: queuedEmails.snippet,
      webVersionUrl: queuedEmails.webVersionUrl,
    })
    .from(queuedEmails)
    .where(
      and(
        eq(queuedEmails.userId, params.userId),
        eq(queuedEmails.status, "new"),
        cursor
          ? or(
              lt(queuedEmails.receivedAt, cursor.receivedAt),
              and(eq(queuedEmails.receivedAt, cursor.receivedAt), lt(queuedEmails.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(queuedEmails.receivedAt), desc(queuedEmails.id))
    .limit(params.limit + 1);
  const items = rows.slice(0, params.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > params.limit && last ? { receivedAt: last.receivedAt, id: last.id } : null,
  };
}
