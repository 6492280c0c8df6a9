import { setTimeout as delay } from "node:timers/promises";
// Kept over a generic limiter: Gmail charges units per call (5, 2, 50…), which p-limit's call counts cannot pace.

/** Gmail's per-user quota is a token bucket of units (messages.get/list 5, history.list 2, …). */
export interface GmailRateLimiter {
  /** Resolves once `units` may be spent; waiters are served in order. */
  take(units: number, signal?: AbortSignal): Promise<void>;
}

export interface RateLimiterOptions {
  unitsPerSecond: number;
  /** Bucket size; Gmail's own bucket holds one second's worth. */
  burstUnits: number;
  now?: () => number;
}

/**
 * A token bucket on our side, so a sync paces itself under Gmail's and rarely meets a 429 (each
 * costs at least a second of Retry-After). Calls queue in order so a big get can't starve.
 */
export function createGmailRateLimiter(options: RateLimiterOptions): GmailRateLimiter {
  const now = options.now ?? (() => performance.now());
  let tokens = options.burstUnits;
  let updatedAt = now();
  let tail: Promise<void> = Promise.resolve();

  const refill = () => {
    const at = now();
    tokens = Math.min(options.burstUnits, tokens + ((at - updatedAt) / 1000) * options.unitsPerSecond);
    updatedAt = at;
  };

  return {
    take(units, signal) {
      const turn = tail.then(async () => {
        refill();
        if (tokens < units) {
          await sleep(((units - tokens) / options.unitsPerSecond) * 1000, signal);
          refill();
        }
        tokens -= units;
      });
      // A cancelled waiter must not break the chain for the others.
      tail = turn.catch(() => {});
      return turn;
    },
  };
}

/** Waits, or stops when the signal aborts, rejecting with its reason (not Node's AbortError), as fetch does. */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  }
}
