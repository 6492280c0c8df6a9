import type { Db } from "@folio/db/client";
import { GMAIL_PROVIDER_ID } from "@folio/db/queries";
import {
  account,
  digests,
  outboxMessages,
  user,
  userPreferences,
  verification,
  waitlist,
} from "@folio/db/schema";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { revokeGoogleGrant } from "../gmail/gmail-account-tokens.ts";
import type { GmailDeps } from "../gmail/gmail-connection.ts";
import type { UserJobs } from "../jobs/user-jobs.ts";
import type { FileStore } from "../storage/file-store.ts";

export interface DeleteAccountDeps {
  db: Db;
  /** better-auth (to decrypt the stored tokens) and Google's revoke endpoint. */
  google: Pick<GmailDeps, "auth" | "endpoints" | "log">;
  files: FileStore;
  /** Null in a process started without the job queue. */
  jobs: UserJobs | null;
}

export interface DeletedAccount {
  /** Whether Google confirmed the revocation; null when no Google account was linked. */
  googleRevoked: boolean | null;
}

/**
 * Deletes a user and everything that belongs to them: queued jobs, the Google grant, stored digest
 * files and every row. A failure before the rows go leaves the account in place, so the user can
 * simply try again; deleting an account that is already gone does nothing.
 */
export async function deleteAccount(deps: DeleteAccountDeps, userId: string): Promise<DeletedAccount> {
  const [owner] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!owner) return { googleRevoked: null };

  const digestRows = await deps.db.select({ id: digests.id }).from(digests).where(eq(digests.userId, userId));
  await deps.jobs?.deletePending({ userId, digestIds: digestRows.map((row) => row.id) });

  const googleAccounts = await deps.db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), inArray(account.providerId, ["google", GMAIL_PROVIDER_ID])));
  // Best effort: Google being down must not keep a user from leaving; the tokens go with the rows.
  const revoked = await Promise.all(googleAccounts.map((row) => revokeGoogleGrant(deps.google, row)));

  await deps.files.removeOwner(userId);
  const mailAddresses = await addressesOnlyThisUserReceives(deps.db, userId, owner.email);
  await deps.db.transaction(async (tx) => {
    // Rows that name the user without a foreign key: password-reset tokens, mail kept in the
    // development outbox, and a waitlist entry made with the same address.
    await tx
      .delete(verification)
      .where(or(eq(verification.value, userId), eq(verification.identifier, owner.email)));
    if (mailAddresses.length > 0)
      await tx.delete(outboxMessages).where(inArray(sql`lower(${outboxMessages.to})`, mailAddresses));
    await tx.delete(waitlist).where(eq(sql`lower(${waitlist.email})`, owner.email.toLowerCase()));
    // Every other table refers to the user with ON DELETE CASCADE (checked table by table in the tests).
    await tx.delete(user).where(eq(user.id, userId));
  });
  // A digest job that was rendering may have stored its files in the meantime.
  await deps.files.removeOwner(userId);

  return { googleRevoked: googleAccounts.length === 0 ? null : revoked.every(Boolean) };
}

/**
 * The sign-in address and the digest destination, lower-cased, minus any address another user also
 * signs in with or sends digests to (a shared e-reader address): their mail is theirs to keep.
 */
async function addressesOnlyThisUserReceives(db: Db, userId: string, email: string): Promise<string[]> {
  const [preferences] = await db
    .select({ destination: userPreferences.destinationEmail })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const candidates = [
    ...new Set([email, preferences?.destination ?? ""].map((a) => a.trim().toLowerCase())),
  ].filter(Boolean);
  const sharedByUsers = await db
    .select({ address: sql<string>`lower(${user.email})` })
    .from(user)
    .where(and(ne(user.id, userId), inArray(sql`lower(${user.email})`, candidates)));
  const sharedByDestinations = await db
    .select({ address: sql<string>`lower(${userPreferences.destinationEmail})` })
    .from(userPreferences)
    .where(
      and(
        ne(userPreferences.userId, userId),
        inArray(sql`lower(${userPreferences.destinationEmail})`, candidates),
      ),
    );
  const shared = new Set([...sharedByUsers, ...sharedByDestinations].map((row) => row.address));
  return candidates.filter((address) => !shared.has(address));
}
