import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { CLIENT_IP_HEADER } from "../auth/client-ip.ts";
import { clientBucket } from "./client-bucket.ts";
import type { RequestRateLimiter } from "./request-rate-limiter.ts";
import { trpcCallCount } from "./trpc-batch.ts";

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a moment and try again.";

/**
 * Limits /api requests per client: per user when signed in (so many people behind one address,
 * or a load test on loopback, are not one bucket), otherwise per client address (an IPv6 client
 * per /64, which one attacker has whole: see client-bucket.ts). REST answers 429
 * `{error}` here; tRPC requests go on with `c.var.rateLimitedFor` set, so the procedure middleware
 * throws TOO_MANY_REQUESTS and the answer keeps tRPC's shape (batches included). A tRPC batch
 * takes one token per call it carries.
 */
export function rateLimitRequests(limiter: RequestRateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = c.req.header(CLIENT_IP_HEADER);
    const key = c.var.user ? `user:${c.var.user.id}` : `ip:${address ? clientBucket(address) : "unknown"}`;
    const verdict = limiter.take(key, trpcCallCount(new URL(c.req.url)));
    if (verdict.allowed) return next();
    c.header("Retry-After", String(verdict.retryAfterSeconds));
    if (!c.req.path.startsWith("/api/trpc/")) return c.json({ error: TOO_MANY_REQUESTS_MESSAGE }, 429);
    c.set("rateLimitedFor", verdict.retryAfterSeconds);
    await next();
    c.header("Retry-After", String(verdict.retryAfterSeconds));
  };
}
