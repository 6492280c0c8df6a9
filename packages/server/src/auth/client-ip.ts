import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

/** The header better-auth's rate limiter keys on; only this middleware sets it. */
export const CLIENT_IP_HEADER = "x-folio-client-ip";

/**
 * Works out who the client is, so rate limits are per client rather than one bucket for everyone:
 * the socket's address, or — behind a trusted reverse proxy — the first X-Forwarded-For hop.
 */
export function clientIp(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = options.trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
    let address = forwarded;
    if (!address) {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        address = undefined; // not running on a Node socket (in-process tests)
      }
    }
    c.req.raw.headers.delete(CLIENT_IP_HEADER);
    if (address) c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    await next();
  };
}
