import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether the request comes from a client on this machine. Folio listens on every interface by
 * default, and some routes (the outbox, the Google sandbox) hand out what amounts to a login. A
 * request that came through a proxy counts by the client the proxy names (X-Forwarded-For), whatever
 * TRUST_PROXY says — that can only refuse. Without a socket (the app called in-process, as tests do)
 * there is no one else to keep out.
 */
export function fromThisMachine(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return true;
  }
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return [address ?? "", ...forwarded].every((hop) => LOOPBACK.test(hop));
}

/** 403 with `message` for any client that is not on this machine. */
export function localOnly(message: string): MiddlewareHandler {
  return async (c, next) => {
    if (!fromThisMachine(c)) return c.json({ error: message }, 403);
    await next();
  };
}
