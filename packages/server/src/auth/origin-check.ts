import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE =
  "This request came from another site, so Folio refused it. Open Folio itself and try again.";

/** The requesting page's origin: the Origin header, else the Referer's; null when neither says. */
function requestOrigin(origin: string | undefined, referer: string | undefined): string | null {
  if (origin && origin !== "null") return origin;
  if (origin === "null" || !referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF guard: a state-changing request that carries cookies must come from a trusted origin,
 * as better-auth requires for /api/auth (any cookie, Origin or else Referer, missing → refused).
 * Requests authenticated by a header (bearer token, API key) pass: a browser never adds those on
 * its own, and another site cannot set them without a CORS preflight Folio does not grant.
 */
export function requireTrustedOriginForCookies(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || !c.req.header("cookie")) return next();
    if (c.var.authMethod === "bearer" || c.var.authMethod === "api-key") return next();
    const origin = requestOrigin(c.req.header("origin"), c.req.header("referer"));
    if (origin && trustedOrigins.includes(origin)) return next();
    c.var.log.warn({ origin, path: c.req.path }, "refused a cross-site request carrying cookies");
    return c.json({ error: CROSS_SITE_MESSAGE }, 403);
  };
}
