/**
 * Gmail's per-user limits: a token bucket of quota units and a cap on concurrent requests.
 *
 * The bucket refills at quotaUnitsPerMinute / 60 units per second (250/s by default, Gmail's
 * documented per-user rate) and holds one second's worth. A client that paces itself to 250 units/s
 * never sees a 429; a burst may spend one second of budget at once, so a sync needing U units takes
 * at least (U − 250) / 250 seconds — the figure the sync benchmark compares against.
 */
import { GmailApiError, gmailErrors } from "./gmail-errors.ts";

export interface UserStats {
  requests: number;
  unitsUsed: number;
  rateLimited: number;
}

interface UserUsage extends UserStats {
  tokens: number;
  refilledAt: number;
  inFlight: number;
}

export class UsageLimits {
  private readonly users = new Map<string, UserUsage>();

  constructor(
    private readonly unitsPerMinute: number,
    private readonly maxConcurrent: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  private get unitsPerMs(): number {
    return this.unitsPerMinute / 60_000;
  }

  private get capacity(): number {
    return this.unitsPerMinute / 60;
  }

  private usage(email: string): UserUsage {
    let usage = this.users.get(email);
    if (!usage) {
      usage = {
        requests: 0,
        unitsUsed: 0,
        rateLimited: 0,
        tokens: this.capacity,
        refilledAt: this.now(),
        inFlight: 0,
      };
      this.users.set(email, usage);
    }
    return usage;
  }

  countRequest(email: string): void {
    this.usage(email).requests += 1;
  }

  countRateLimited(email: string): void {
    this.usage(email).rateLimited += 1;
  }

  /** Takes a concurrency slot or throws 429; call the returned function when the request ends. */
  enter(email: string): () => void {
    const usage = this.usage(email);
    if (this.maxConcurrent > 0 && usage.inFlight >= this.maxConcurrent) throw gmailErrors.tooManyConcurrent();
    usage.inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      usage.inFlight -= 1;
    };
  }

  /** Spends `units` or throws 429 with Retry-After (whole seconds, at least 1, as HTTP requires). */
  charge(email: string, units: number): void {
    const usage = this.usage(email);
    if (this.unitsPerMinute > 0) {
      const now = this.now();
      usage.tokens = Math.min(this.capacity, usage.tokens + (now - usage.refilledAt) * this.unitsPerMs);
      usage.refilledAt = now;
      // A call costing more than the whole bucket could never pass; let it through once the bucket is full.
      const needed = Math.min(units, this.capacity);
      if (usage.tokens < needed) {
        const waitMs = (needed - usage.tokens) / this.unitsPerMs;
        throw gmailErrors.userRateLimit(Math.max(1, Math.ceil(waitMs / 1000)));
      }
      usage.tokens -= units;
    }
    usage.unitsUsed += units;
  }

  stats(email?: string): UserStats {
    const pick = (u: UserStats): UserStats => ({
      requests: u.requests,
      unitsUsed: u.unitsUsed,
      rateLimited: u.rateLimited,
    });
    if (email !== undefined) {
      const usage = this.users.get(email.toLowerCase());
      return usage ? pick(usage) : { requests: 0, unitsUsed: 0, rateLimited: 0 };
    }
    const total: UserStats = { requests: 0, unitsUsed: 0, rateLimited: 0 };
    for (const u of this.users.values()) {
      total.requests += u.requests;
      total.unitsUsed += u.unitsUsed;
      total.rateLimited += u.rateLimited;
    }
    return total;
  }
}

export function isRateLimit(error: unknown): boolean {
  return error instanceof GmailApiError && error.code === 429;
}
