import type { DbHandle } from "@folio/db/client";

export type Notifications = Pick<DbHandle, "listen">;

/**
 * Yields once per burst of Postgres notifications on `channel` whose payload is `key`, from any
 * server process, until `signal` aborts. Listening starts on the first `next()`. With `wakeOnListen`,
 * the first value comes as soon as listening has started: state read after it misses no change.
 */
export async function* watchChannel(
  notifications: Notifications,
  channel: string,
  key: string,
  signal: AbortSignal | undefined,
  options: { wakeOnListen?: boolean } = {},
): AsyncGenerator<Date> {
  let pending = options.wakeOnListen ?? false;
  let wake: (() => void) | undefined;
  const stop = await notifications.listen(channel, (payload) => {
    if (payload !== key) return;
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
