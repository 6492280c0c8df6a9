import type { Db } from "@folio/db/client";
import { type UserPreferences, upsertUserPreferences } from "@folio/db/queries";
import type { PreferencesUpdate } from "./preferences-input.ts";

/** Saves the user's choices; the first save defaults the destination to the sign-in e-mail (spec §3). */
export function updatePreferences(
  db: Db,
  user: { id: string; email: string },
  update: PreferencesUpdate,
): Promise<UserPreferences> {
  return upsertUserPreferences(db, {
    userId: user.id,
    patch: update,
    defaultDestinationEmail: user.email,
  });
}
