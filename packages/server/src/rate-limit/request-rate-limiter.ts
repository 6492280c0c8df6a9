/**
 * A token bucket per client, kept in this process's memory.
 *
 * In memory rather than in the database (as better-auth's limiter is): it is consulted on every API
 * request, including the queue and status polls, and a database write per request would cost more
 * than the requests it protects. The price is that with N web processes behind a balancer a client
 * may get up to N times the limit — fine for a guard against runaway scripts and floods, which is
 * what this is; it is not a quota anyone is billed by.
 */
export interface RequestRateLimiter {
  /**
   * Takes `cost` tokens (default one: a request; a tRPC batch costs one per call) from `key`'s bucket;
   * when too few are left, takes none and says how long until that many fit.
   */
  take(key: string, cost?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export interface RequestRateLimitOptions {
  /** Sustained requests per minute per client; a client may also burst this many at once. */
  perMinute: number;
  /** Milliseconds; the clock tests can move. */
  now?: () => number;
  /** How many idle buckets may accumulate before full ones are swept out. */
  maxIdleBuckets?: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRequestRateLimiter(options: RequestRateLimitOptions): RequestRateLimiter {
  const now = options.now ?? Date.now;
  const capacity = options.perMinute;
  const refillPerMs = options.perMinute / 60_000;
  const maxBuckets = options.maxIdleBuckets ?? 10_000;
  const buckets = new Map<string, Bucket>();

  const refill = (bucket: Bucket, at: number) => {
    bucket.tokens = Math.min(capacity, bucket.tokens + (at - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = at;
  };

  /** A bucket that has refilled completely is the same as no bucket: drop it to bound memory. */
  const sweep = (at: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= capacity) buckets.delete(key);
    }
  };

  return {
    take(key, cost = 1) {
      const at = now();
      if (buckets.size > maxBuckets) sweep(at);
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { tokens: capacity, updatedAt: at };
        buckets.set(key, bucket);
      }
      refill(bucket, at);
      // A cost above the whole bucket could never be paid: it takes a full bucket instead.
      const charge = Math.min(cost, capacity);
      if (bucket.tokens >= charge) {
        bucket.tokens -= charge;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((charge - bucket.tokens) / refillPerMs / 1000)),
      };
    },
  };
}
