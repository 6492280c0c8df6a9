import type { OutputFormat } from "@folio/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { userPreferences } from "../schema.ts";

export type UserPreferences = typeof userPreferences.$inferSelect;

/** Postgres channel the database itself notifies (by trigger) with a user id when that user's
 * preferences row or Gmail account row changes. */
export const USER_SETTINGS_CHANNEL = "folio_user_settings";

export async function getUserPreferences(
  db: Db,
  params: { userId: string },
): Promise<UserPreferences | null> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, params.userId));
  return row ?? null;
}

export interface PreferencesPatch {
  readLaterLabelId?: string | null | undefined;
  processedLabelId?: string | null | undefined;
  outputFormat?: OutputFormat | null | undefined;
  destinationEmail?: string | null | undefined;
  gmailAddress?: string | null | undefined;
}

/**
 * Inserts or updates the user's one preferences row with the fields given (undefined = untouched).
 * `defaultDestinationEmail` fills destination_email only when the row is first created.
 */
export async function upsertUserPreferences(
  db: Db,
  params: { userId: string; patch: PreferencesPatch; defaultDestinationEmail?: string | undefined },
): Promise<UserPreferences> {
  const patch = Object.fromEntries(
    Object.entries(params.patch).filter(([, value]) => value !== undefined),
  ) as PreferencesPatch;
  const [row] = await db
    .insert(userPreferences)
    .values({
      userId: params.userId,
      destinationEmail: params.defaultDestinationEmail ?? null,
      ...patch,
    })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...patch, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error("upsert of user_preferences returned no row");
  return row;
}

/** Records the connected Gmail address, only when a preferences row already exists (the wizard
 * starts on a missing row, so this must not create one). */
export async function setGmailAddressIfPreferencesExist(
  db: Db,
  params: { userId: string; gmailAddress: string | null },
): Promise<void> {
  await db
    .update(userPreferences)
    .set({ gmailAddress: params.gmailAddress })
    // Writing an unchanged value would still fire the change trigger, and every status read would
    // then wake every subscriber, which reads status again.
    .where(
      and(
        eq(userPreferences.userId, params.userId),
        sql`${userPreferences.gmailAddress} is distinct from ${params.gmailAddress}`,
      ),
    );
}
