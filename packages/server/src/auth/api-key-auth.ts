import type { SessionUser } from "../app-env.ts";
import { type Auth, BANNED_USER_MESSAGE } from "./create-auth.ts";

/** Why a request's API key was refused; such a request never falls back to a cookie. */
export interface AuthFailure {
  status: 401 | 403 | 429;
  message: string;
  /** For 429: when the key's window has room again. */
  retryAfterSeconds?: number;
}

export const INVALID_API_KEY_MESSAGE = "This API key is not valid. It may have been revoked.";

/** The plugin's error codes that mean "too many requests", not "bad key". */
const RATE_LIMIT_CODES = new Set(["RATE_LIMITED", "USAGE_EXCEEDED"]);

/**
 * Checks a key with the api-key plugin (which also counts the request against the key's rate limit)
 * and loads its owner. A banned owner's keys stop working with the ban.
 */
export async function authenticateApiKey(
  auth: Auth,
  key: string,
): Promise<{ user: SessionUser; apiKeyId: string } | { failure: AuthFailure }> {
  if (!key.trim()) return { failure: { status: 401, message: INVALID_API_KEY_MESSAGE } };
  const result = await auth.api.verifyApiKey({ body: { key } });
  if (!result.valid || !result.key) {
    const error = result.error as { code?: string; details?: { tryAgainIn?: number } } | null;
    if (error?.code && RATE_LIMIT_CODES.has(error.code)) {
      const retryAfterSeconds = Math.max(1, Math.ceil((error.details?.tryAgainIn ?? 60_000) / 1000));
      return {
        failure: {
          status: 429,
          message: `Too many requests with this API key. Try again in ${retryAfterSeconds} s.`,
          retryAfterSeconds,
        },
      };
    }
    if (error?.code === "KEY_EXPIRED")
      return { failure: { status: 401, message: "This API key has expired. Create a new one in Settings." } };
    return { failure: { status: 401, message: INVALID_API_KEY_MESSAGE } };
  }
  const context = await auth.$context;
  const user = (await context.internalAdapter.findUserById(result.key.referenceId)) as SessionUser | null;
  if (!user) return { failure: { status: 401, message: INVALID_API_KEY_MESSAGE } };
  if (user.banned && (!user.banExpires || new Date(user.banExpires).getTime() > Date.now())) {
    return { failure: { status: 403, message: BANNED_USER_MESSAGE } };
  }
  return { user, apiKeyId: result.key.id };
}
