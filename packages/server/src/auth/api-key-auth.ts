import type { Db } from "@folio/db/client";
import { apikey } from "@folio/db/schema";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { FolioErrorCode } from "../errors/folio-error.ts";
import { type Auth, BANNED_USER_MESSAGE, type SessionUser } from "./create-auth.ts";

/** Why a request's API key was refused; such a request never falls back to a cookie. */
export interface AuthFailure {
  /** Its answer's status and tRPC code come from the one table in errors/error-mapping.ts. */
  code: Extract<FolioErrorCode, "NOT_AUTHENTICATED" | "FORBIDDEN" | "TOO_MANY_REQUESTS">;
  message: string;
  /** For 429: when the key's window has room again. */
  retryAfterSeconds?: number;
}

/**
 * Keys act, sessions manage: a leaked key must not be able to delete the account, disconnect Gmail,
 * redirect the digests or mint more keys. Said by tRPC (FORBIDDEN) and REST (403) alike.
 */
export const API_KEY_CANNOT_MANAGE_MESSAGE = "API keys cannot manage the account; sign in to do this.";

export const INVALID_API_KEY_MESSAGE = "This API key is not valid. It may have been revoked.";

/** The plugin's error codes that mean "too many requests", not "bad key". */
const RATE_LIMIT_CODES = new Set(["RATE_LIMITED", "USAGE_EXCEEDED"]);

/**
 * Checks a key with the api-key plugin (which also counts the request against the key's rate limit)
 * and loads its owner. A banned owner's keys stop working with the ban. `calls` is how many
 * procedures the request carries (a tRPC batch): each one counts against the key's limit.
 */
export async function authenticateApiKey(
  auth: Auth,
  key: string,
  options: { db: Db; calls: number },
): Promise<{ user: SessionUser; apiKeyId: string } | { failure: AuthFailure }> {
  if (!key.trim()) return { failure: { code: "NOT_AUTHENTICATED", message: INVALID_API_KEY_MESSAGE } };
  const result = await auth.api.verifyApiKey({ body: { key } });
  if (!result.valid || !result.key) {
    const error = result.error as { code?: string; details?: { tryAgainIn?: number } } | null;
    if (error?.code && RATE_LIMIT_CODES.has(error.code))
      return { failure: keyRateLimited(error.details?.tryAgainIn ?? 60_000) };
    if (error?.code === "KEY_EXPIRED")
      return {
        failure: {
          code: "NOT_AUTHENTICATED",
          message: "This API key has expired. Create a new one in Settings.",
        },
      };
    return { failure: { code: "NOT_AUTHENTICATED", message: INVALID_API_KEY_MESSAGE } };
  }
  const context = await auth.$context;
  const user = (await context.internalAdapter.findUserById(result.key.referenceId)) as SessionUser | null;
  if (!user) return { failure: { code: "NOT_AUTHENTICATED", message: INVALID_API_KEY_MESSAGE } };
  if (user.banned && (!user.banExpires || new Date(user.banExpires).getTime() > Date.now())) {
    return { failure: { code: "FORBIDDEN", message: BANNED_USER_MESSAGE } };
  }
  if (options.calls > 1) {
    const over = await chargeMoreCalls(options.db, result.key.id, options.calls - 1);
    if (over) return { failure: over };
  }
  return { user, apiKeyId: result.key.id };
}

function keyRateLimited(tryAgainInMs: number): AuthFailure {
  const retryAfterSeconds = Math.max(1, Math.ceil(tryAgainInMs / 1000));
  return {
    code: "TOO_MANY_REQUESTS",
    message: `Too many requests with this API key. Try again in ${retryAfterSeconds} s.`,
    retryAfterSeconds,
  };
}

/**
 * Counts `extra` more calls against the key's window, the plugin having counted the first. One
 * guarded update, so parallel batches cannot pass the limit together; a batch that does not fit in
 * what is left of the window is refused whole.
 */
async function chargeMoreCalls(db: Db, keyId: string, extra: number): Promise<AuthFailure | null> {
  const limited = and(
    eq(apikey.id, keyId),
    eq(apikey.rateLimitEnabled, true),
    isNotNull(apikey.rateLimitMax),
  );
  const charged = await db
    .update(apikey)
    .set({ requestCount: sql`${apikey.requestCount} + ${extra}` })
    .where(and(limited, sql`${apikey.requestCount} + ${extra} <= ${apikey.rateLimitMax}`))
    .returning({ id: apikey.id });
  if (charged.length > 0) return null;
  const [row] = await db
    .select({ window: apikey.rateLimitTimeWindow, lastRequest: apikey.lastRequest })
    .from(apikey)
    .where(limited);
  if (!row) return null; // the key has no rate limit
  const window = row.window ?? 60_000;
  const since = row.lastRequest ? Date.now() - row.lastRequest.getTime() : window;
  return keyRateLimited(Math.max(1000, window - since));
}
