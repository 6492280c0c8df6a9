import { USER_SETTINGS_CHANNEL } from "@folio/db/queries";
import { type Notifications, watchChannel } from "../realtime/watch-channel.ts";

export type SettingsNotifications = Notifications;

/**
 * Yields the time of each change to this user's preferences row or Gmail account, as the database
 * trigger reports it on any server process, until `signal` aborts. Bursts collapse into one wake-up.
 */
export function watchUserSettings(
  notifications: SettingsNotifications,
  userId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<Date> {
  return watchChannel(notifications, USER_SETTINGS_CHANNEL, userId, signal);
}
