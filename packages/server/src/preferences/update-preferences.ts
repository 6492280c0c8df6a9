import type { Db } from "@folio/db/client";
import { getUserPreferences, type UserPreferences, upsertUserPreferences } from "@folio/db/queries";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "../mail/mail-transport.ts";
import { renderDestinationChangedEmail } from "../mail/templates/index.ts";
import type { PreferencesUpdate } from "./preferences-input.ts";

export interface UpdatePreferencesDeps {
  db: Db;
  mail: MailTransport;
  log: Logger;
  /** Folio's public address, for the settings link in the notice. */
  appUrl: string;
}

/**
 * Saves the user's choices; the first save defaults the destination to the sign-in e-mail (spec §3).
 * When the digests start going to another address, the account's own address is told.
 */
export async function updatePreferences(
  deps: UpdatePreferencesDeps,
  user: { id: string; email: string },
  update: PreferencesUpdate,
): Promise<UserPreferences> {
  const before =
    update.destinationEmail === undefined ? null : await getUserPreferences(deps.db, { userId: user.id });
  const saved = await upsertUserPreferences(deps.db, {
    userId: user.id,
    patch: update,
    defaultDestinationEmail: user.email,
  });
  const previous = before?.destinationEmail ?? user.email;
  const next = saved.destinationEmail;
  if (
    update.destinationEmail !== undefined &&
    next &&
    !sameAddress(next, previous) &&
    !sameAddress(next, user.email)
  ) {
    await sendDestinationNotice(deps, user.email, { destinationEmail: next, previous });
  }
  return saved;
}

async function sendDestinationNotice(
  deps: UpdatePreferencesDeps,
  to: string,
  change: { destinationEmail: string; previous: string },
): Promise<void> {
  const email = renderDestinationChangedEmail({
    destinationEmail: change.destinationEmail,
    previousDestinationEmail: change.previous,
    settingsUrl: `${deps.appUrl}/settings`,
  });
  try {
    await deps.mail.send({ to, ...email, tag: "destination-changed" });
  } catch (error) {
    // The change is saved; a notice that could not go out is an operator's problem, not the user's.
    deps.log.error({ err: error }, "could not send the destination-change notice");
  }
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
