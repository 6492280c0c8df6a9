import type { DbHandle } from "@folio/db/client";
import { USER_SETTINGS_CHANNEL } from "@folio/db/queries";

export type SettingsNotifications = Pick<DbHandle, "listen">;

/**
 * Yields the time of each change to this user's preferences row or Gmail account, as the database
 * trigger reports it on any server process, until `signal` aborts. Bursts collapse into one wake-up.
 */
export async function* watchUserSettings(
  notifications: SettingsNotifications,
  userId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<Date> {
  let pending = false;
  let wake: (() => void) | undefined;
  const stop = await notifications.listen(USER_SETTINGS_CHANNEL, (payload) => {
    if (payload !== userId) return;
    pending = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  try {
    while (!signal?.aborted) {
      if (!pending) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      if (signal?.aborted) break;
      pending = false;
      yield new Date();
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    await stop();
  }
}
