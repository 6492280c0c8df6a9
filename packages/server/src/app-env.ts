import type { Db } from "@folio/db/client";
import type { AuthFailure } from "./auth/api-key-auth.ts";
import type { AuthSession, SessionUser } from "./auth/create-auth.ts";
import type { Logger } from "./logger.ts";
import type { Credential } from "./realtime/stream-guard.ts";

export type { SessionUser };

/**
 * How the request proved who it is. Only "cookie" is something a browser attaches on its own to
 * requests another site triggers, so only cookie requests need the Origin check (auth/origin-check.ts).
 * Header methods (a bearer token; API keys) are set by whoever authenticates them.
 */
export type AuthMethod = "cookie" | "bearer" | "api-key";

/** Variables every Hono handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    db: Db;
    log: Logger;
    /** Named in the log lines and in the answer of an unexpected error (errors/internal-error.ts). */
    requestId: string;
    user: SessionUser | null;
    /** Null for API-key requests: they have no session. */
    session: AuthSession["session"] | null;
    authMethod: AuthMethod | null;
    /** The session or API key that authenticated the request, by id (event streams end with it). */
    credential: Credential | null;
    /** Set when the request's API key was refused (401/403/429); `user` is null then. */
    authFailure: AuthFailure | null;
    /** Set when the client is over its request limit: seconds until it may try again. */
    rateLimitedFor?: number;
  };
}
