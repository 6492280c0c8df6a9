import { randomUUID } from "node:crypto";
import type { Db } from "@folio/db/client";
import { rateLimit } from "@folio/db/schema";
import { eq, sql } from "drizzle-orm";

/**
 * Limits per account (per e-mail address, whether or not an account has it, so the limit tells
 * nothing), on top of better-auth's per-client-address limits: an attacker with many addresses
 * can still neither guess one account's password quickly nor flood one inbox with auth mail.
 */
export interface AccountLimit {
  max: number;
  windowMs: number;
}

export interface AccountLimits {
  /** Wrong passwords for one address; beyond, sign-in answers 429 until the window ends. */
  failedSignIns: AccountLimit;
  /** Confirmation, reset and "you already have an account" mails to one address; beyond, none is sent. */
  authMails: AccountLimit;
}

export const ACCOUNT_LIMITS: AccountLimits = {
  failedSignIns: { max: 20, windowMs: 15 * 60_000 },
  authMails: { max: 5, windowMs: 60 * 60_000 },
};

/**
 * Fixed-window counters in better-auth's `rate_limit` table (keys prefixed `account:`, which its own
 * per-address keys never are), so every server process shares them. `last_request` holds the start
 * of the current window.
 */
export function createAccountCounters(db: Db, now: () => number = Date.now) {
  const keyFor = (kind: string, email: string) => `account:${kind}:${email.trim().toLowerCase()}`;
  return {
    /** Adds one to the counter and returns the count in the current window, this one included. */
    async add(kind: string, email: string, limit: AccountLimit): Promise<number> {
      const at = now();
      const expired = sql`${rateLimit.lastRequest} <= ${at - limit.windowMs}`;
      const [row] = await db
        .insert(rateLimit)
        .values({ id: randomUUID(), key: keyFor(kind, email), count: 1, lastRequest: at })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: sql`case when ${expired} then ${at} else ${rateLimit.lastRequest} end`,
          },
        })
        .returning({ count: rateLimit.count });
      return row?.count ?? 1;
    },
    /** Milliseconds until the counter is under `limit.max` again; 0 when it already is. */
    async blockedFor(kind: string, email: string, limit: AccountLimit): Promise<number> {
      const [row] = await db
        .select({ count: rateLimit.count, since: rateLimit.lastRequest })
        .from(rateLimit)
        .where(eq(rateLimit.key, keyFor(kind, email)));
      if (!row || row.count < limit.max) return 0;
      return Math.max(0, row.since + limit.windowMs - now());
    },
    async clear(kind: string, email: string): Promise<void> {
      await db.delete(rateLimit).where(eq(rateLimit.key, keyFor(kind, email)));
    },
  };
}

export type AccountCounters = ReturnType<typeof createAccountCounters>;
