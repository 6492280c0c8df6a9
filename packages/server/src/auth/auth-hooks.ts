import type { Db } from "@folio/db/client";
import { verification } from "@folio/db/schema";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq, like } from "drizzle-orm";
import type { AccountCounters, AccountLimits } from "./account-limits.ts";
import { authInputProblem } from "./auth-input-check.ts";

export const ACCOUNT_SIGN_IN_LOCKED_MESSAGE =
  "Too many failed sign-ins for this account. Please wait and try again, or reset your password.";
export const SESSION_NOT_FOUND_MESSAGE = "No session of yours has this token.";

/** Answers that name session tokens; the HTTP answers lose them (SEC-13). */
const ANSWERS_WITH_TOKENS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/get-session",
  "/list-sessions",
  "/change-password",
]);

/**
 * better-auth's hooks for what its own options do not cover: per-account sign-in limits, reset links
 * that die with a new password, a password change that signs every other session out, revoke-session
 * that says when a token is not the caller's, and no session token in any JSON a script in the page
 * could read (the HttpOnly cookie carries it; scripts take the signed one from `set-auth-token`).
 */
export function createAuthHooks(deps: { db: Db; counters: AccountCounters; limits: AccountLimits }) {
  const { db, counters, limits } = deps;
  /** Whether a revoke-session request's token named any session before it ran, by request. */
  const revokeTargetFound = new WeakMap<Request, boolean>();

  const before = createAuthMiddleware(async (ctx) => {
    const inputProblem = authInputProblem(ctx);
    if (inputProblem) throw new APIError("BAD_REQUEST", { message: inputProblem, code: "INVALID_INPUT" });
    // Folio's keys belong to users; the plugin answers 500 for organization keys without that plugin.
    if (ctx.path.startsWith("/api-key/") && (ctx.query?.organizationId || ctx.body?.organizationId)) {
      throw new APIError("BAD_REQUEST", {
        message: "Folio's API keys belong to a user; organizationId is not supported.",
        code: "ORGANIZATION_KEYS_UNSUPPORTED",
      });
    }
    if (ctx.path === "/sign-in/email" && typeof ctx.body?.email === "string") {
      const waitMs = await counters.blockedFor("sign-in-failures", ctx.body.email, limits.failedSignIns);
      if (waitMs > 0) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: ACCOUNT_SIGN_IN_LOCKED_MESSAGE, code: "ACCOUNT_SIGN_IN_LOCKED" },
          { "Retry-After": String(Math.ceil(waitMs / 1000)) },
        );
      }
    }
    // Someone changing a password may be shutting an intruder out: every other session ends.
    if (ctx.path === "/change-password" && ctx.body) {
      return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
    }
    if (ctx.path === "/revoke-session" && ctx.request && typeof ctx.body?.token === "string") {
      const target = await ctx.context.internalAdapter.findSession(ctx.body.token);
      revokeTargetFound.set(ctx.request, target !== null);
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (ctx.path === "/sign-in/email" && typeof ctx.body?.email === "string") {
      if (isAPIError(returned)) {
        if (returned.status === "UNAUTHORIZED")
          await counters.add("sign-in-failures", ctx.body.email, limits.failedSignIns);
      } else {
        await counters.clear("sign-in-failures", ctx.body.email);
      }
    }
    // better-auth revokes only the caller's own sessions and answers success for any token; the
    // token named a session of the caller's exactly when that session existed and is gone now.
    if (ctx.path === "/revoke-session" && ctx.request && !isAPIError(returned)) {
      const found = revokeTargetFound.get(ctx.request);
      const token = ctx.body?.token;
      if (
        found === false ||
        (typeof token === "string" && (await ctx.context.internalAdapter.findSession(token)))
      ) {
        throw new APIError("NOT_FOUND", { message: SESSION_NOT_FOUND_MESSAGE, code: "SESSION_NOT_FOUND" });
      }
    }
    if (ctx.path === "/change-password" && !isAPIError(returned)) {
      const userId = (returned as { user?: { id?: string } } | undefined)?.user?.id;
      if (userId) await deleteResetLinks(db, userId);
    }
    // Only HTTP answers: Folio's own calls (auth.api.getSession) need the token.
    if (ctx.request && ANSWERS_WITH_TOKENS.has(ctx.path) && returned && !isAPIError(returned)) {
      return ctx.json(withoutSessionTokens(returned) as Record<string, unknown>);
    }
  });

  return { before, after };
}

/** Every reset link of the user stops working (after a reset or a password change: SEC-8). */
export async function deleteResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionTokens);
  if (!value || typeof value !== "object" || value instanceof Response) return value;
  const { token: _token, session, ...rest } = value as Record<string, unknown>;
  return session === undefined ? rest : { ...rest, session: withoutSessionTokens(session) };
}
