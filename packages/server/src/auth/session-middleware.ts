import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { Auth } from "./create-auth.ts";

/** Resolves the signed-in user once per request, from the session cookie or a bearer token. */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", result?.user ?? null);
    c.set("session", result?.session ?? null);
    await next();
  };
}

/** For REST routes that need a signed-in user: 401 with a message otherwise. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) return c.json({ error: "Not authenticated" }, 401);
  await next();
};
