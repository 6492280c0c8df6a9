import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { account } from "../schema.ts";

/** better-auth's provider id for the linked Gmail account (distinct from "google", used to sign in). */
export const GMAIL_PROVIDER_ID = "gmail";

export type AccountRow = typeof account.$inferSelect;

/** The user's linked Gmail account row (tokens still encrypted), or null. */
export async function findGmailAccount(db: Db, params: { userId: string }): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(account)
    .where(and(eq(account.userId, params.userId), eq(account.providerId, GMAIL_PROVIDER_ID)))
    .limit(1);
  return row ?? null;
}

/** Who holds this Google account as their Gmail connection, if anyone. */
export async function findGmailAccountBySubject(
  db: Db,
  params: { googleSubject: string },
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(account)
    .where(and(eq(account.providerId, GMAIL_PROVIDER_ID), eq(account.accountId, params.googleSubject)))
    .limit(1);
  return row ?? null;
}

export async function deleteGmailAccount(db: Db, params: { userId: string }): Promise<void> {
  await db
    .delete(account)
    .where(and(eq(account.userId, params.userId), eq(account.providerId, GMAIL_PROVIDER_ID)));
}
