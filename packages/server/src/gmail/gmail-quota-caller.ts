import pLimit from "p-limit";
import { type BackoffOptions, DEFAULT_BACKOFF, withGmailBackoff } from "./gmail-backoff.ts";
import type { GmailRateLimiter } from "./gmail-rate-limiter.ts";
import type { GmailCallOptions } from "./gmail-sync-api.ts";

/** Quota units per method, from Gmail's published table. */
export const GMAIL_UNITS = {
  getProfile: 1,
  labelsGet: 1,
  messagesList: 5,
  messagesGet: 5,
  historyList: 2,
} as const;

export type GmailCall = <T>(
  units: number,
  call: (options: GmailCallOptions) => Promise<{ data: T }>,
) => Promise<T>;

/**
 * Every Gmail call of a sync goes through here: paced by the rate limiter, retried with back-off,
 * `retry: false` so gaxios' own retries (which ignore Retry-After) stay out of the way.
 */
export function createGmailCall(options: {
  limiter: GmailRateLimiter;
  requestOptions?: { rootUrl?: string } | undefined;
  signal?: AbortSignal | undefined;
  backoff?: Partial<BackoffOptions> | undefined;
}): GmailCall {
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff, signal: options.signal };
  const callOptions: GmailCallOptions = {
    ...options.requestOptions,
    retry: false,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return (units, call) =>
    withGmailBackoff(async () => {
      // Every attempt spends quota on Gmail's side too, so every attempt waits for tokens.
      await options.limiter.take(units, options.signal);
      return (await call(callOptions)).data;
    }, backoff);
}

/** Runs `task` over `items` with at most `concurrency` in flight. */
export async function forEachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  const limit = pLimit(concurrency);
  await Promise.all(items.map((item) => limit(() => task(item))));
}
