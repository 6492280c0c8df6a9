/**
 * What runs before every Gmail method, in Gmail's order: credentials (401), scopes (403), the
 * userId (403), then the per-user concurrency cap and quota (429) and any injected chaos.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AccessTokenRecord } from "../oidc/identity-store.ts";
import type { SandboxContext } from "../sandbox-context.ts";
import { GmailApiError, gmailErrors } from "./gmail-errors.ts";
import type { Mailbox } from "./mailbox.ts";

export type GmailEnv = { Variables: { token: AccessTokenRecord; mailbox: Mailbox } };

export interface GmailMethod {
  /** Gmail's RPC name, reported in insufficient-scope errors. */
  rpc: string;
  /** Quota units (Gmail's published costs). */
  cost: number;
  /** Any one of these scopes allows the call. */
  scopes: readonly string[];
}

function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1]?.trim() ?? c.req.query("access_token");
}

export function gmailGuard(ctx: SandboxContext, method: GmailMethod): MiddlewareHandler<GmailEnv> {
  return async (c, next) => {
    const presented = bearerToken(c);
    if (!presented) throw gmailErrors.missingCredentials();
    const token = ctx.identity.accessToken(presented);
    if (!token) throw gmailErrors.invalidCredentials();
    if (!method.scopes.some((s) => token.scopes.includes(s)))
      throw gmailErrors.insufficientScopes(method.rpc);
    const userId = c.req.param("userId") ?? "me";
    if (userId !== "me" && userId.toLowerCase() !== token.email) throw gmailErrors.delegationDenied(userId);

    const email = token.email;
    ctx.limits.countRequest(email);
    const countIfRateLimited = (error: unknown) => {
      if (error instanceof GmailApiError && error.code === 429) ctx.limits.countRateLimited(email);
    };
    let leave: () => void;
    try {
      leave = ctx.limits.enter(email);
    } catch (error) {
      countIfRateLimited(error);
      throw error;
    }
    try {
      await ctx.chaos.delay();
      const fault = ctx.chaos.nextFault();
      if (fault) throw fault;
      ctx.limits.charge(email, method.cost);
      c.set("token", token);
      c.set("mailbox", await ctx.mailboxes.ensure(email));
    } catch (error) {
      leave();
      countIfRateLimited(error);
      throw error;
    }
    try {
      await next();
    } finally {
      leave();
    }
  };
}
