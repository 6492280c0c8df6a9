import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { HTTP_STATUS_FOR, NOT_AUTHENTICATED_MESSAGE } from "../errors/error-mapping.ts";
import { trpcCallCount } from "../rate-limit/trpc-batch.ts";
import { API_KEY_CANNOT_MANAGE_MESSAGE, authenticateApiKey } from "./api-key-auth.ts";
import { API_KEY_HEADER, type Auth, type AuthSession } from "./create-auth.ts";
import { createSessionCache, maySessionsChange, type SessionCache } from "./session-cache.ts";

/**
 * Resolves the caller once per request: an API key (X-Api-Key) for scripts, otherwise the session
 * cookie or a bearer session token. `authMethod` tells them apart — API-key requests carry no cookie
 * authority, so cookie-only defences (the Origin check) need not apply to them. A request that sends
 * a key is judged by that key alone: a bad one is refused even when a cookie came along.
 */
export function sessionMiddleware(
  auth: Auth,
  cache: SessionCache = createSessionCache(),
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("session", null);
    c.set("authFailure", null);
    c.set("credential", null);
    const changesSessions = maySessionsChange(c.req.method, c.req.path);
    if (changesSessions) cache.clear();
    const key = c.req.header(API_KEY_HEADER);
    if (key !== undefined) {
      const calls = trpcCallCount(new URL(c.req.url));
      const result = await authenticateApiKey(auth, key, { db: c.var.db, calls });
      if ("failure" in result) {
        c.set("user", null);
        c.set("authMethod", null);
        c.set("authFailure", result.failure);
      } else {
        c.set("user", result.user);
        c.set("authMethod", "api-key");
        c.set("credential", { kind: "api-key", id: result.apiKeyId });
      }
    } else {
      const result = await lookUpSession(auth, cache, c.req.raw.headers);
      c.set("user", result?.user ?? null);
      c.set("session", result?.session ?? null);
      const bearer = result
        ? bearerSessionToken(c.req.header("authorization")) === result.session.token
        : false;
      c.set("authMethod", result ? (bearer ? "bearer" : "cookie") : null);
      if (result) c.set("credential", { kind: "session", id: result.session.id });
    }
    await next();
    // Again once the change is made, so a lookup that raced it is not kept.
    if (changesSessions) cache.clear();
    const retryAfter = c.var.authFailure?.retryAfterSeconds;
    if (retryAfter) c.header("Retry-After", String(retryAfter));
  };
}

/**
 * The session token inside `Authorization: Bearer <token>.<signature>`. better-auth falls back to
 * the cookie when the bearer token is bad, so a request counts as bearer-authenticated only when
 * the session it resolved to is the one in its header.
 */
function bearerSessionToken(authorization: string | undefined): string | null {
  const match = /^bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "");
  if (!match?.[1]) return null;
  let token = match[1];
  try {
    token = decodeURIComponent(token);
  } catch {
    // not percent-encoded
  }
  return token.split(".")[0] ?? null;
}

/** For REST routes that need a signed-in user: 401 (or the API key's 403/429) with a message otherwise. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const failure = c.var.authFailure;
  if (failure) return c.json({ error: failure.message }, HTTP_STATUS_FOR[failure.code]);
  if (!c.var.user) return c.json({ error: NOT_AUTHENTICATED_MESSAGE }, HTTP_STATUS_FOR.NOT_AUTHENTICATED);
  await next();
};

async function lookUpSession(auth: Auth, cache: SessionCache, headers: Headers): Promise<AuthSession | null> {
  const key = `${headers.get("authorization") ?? ""}\n${headers.get("cookie") ?? ""}`;
  if (key === "\n") return null;
  const cached = cache.get(key);
  if (cached) return cached;
  const generation = cache.generation();
  const result = await auth.api.getSession({ headers });
  if (result) cache.set(key, result, generation);
  return result;
}

/** For REST routes that manage the account: a signed-in session; an API key gets 403. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.authMethod === "api-key") return c.json({ error: API_KEY_CANNOT_MANAGE_MESSAGE }, 403);
  return requireUser(c, next);
};
