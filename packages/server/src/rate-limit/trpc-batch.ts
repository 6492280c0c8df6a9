import type { MiddlewareHandler } from "hono";
import superjson from "superjson";

/** The most procedures one tRPC request may carry; the web app and @folio/client batch up to this. */
export const MAX_TRPC_BATCH_SIZE = 10;

/**
 * How many procedures a tRPC request calls: the comma-separated names in its path when it is a
 * batch (`?batch=1`), else one. Every rate limit charges this many tokens, so a batch costs what
 * the same calls would cost one by one.
 */
export function trpcCallCount(url: URL): number {
  if (!url.pathname.startsWith("/api/trpc/") || url.searchParams.get("batch") !== "1") return 1;
  return url.pathname.slice("/api/trpc/".length).split(",").length;
}

export function batchTooLargeMessage(calls: number): string {
  return `A request may batch at most ${MAX_TRPC_BATCH_SIZE} calls; this one has ${calls}. Send them in smaller batches.`;
}

/**
 * Refuses a tRPC batch of more than MAX_TRPC_BATCH_SIZE procedures with 400, before anyone is
 * authenticated or charged: one request of hundreds of calls would otherwise cost one token. The
 * answer has tRPC's error shape, so the tRPC client reports the message.
 */
export function limitTrpcBatches(): MiddlewareHandler {
  return async (c, next) => {
    const calls = trpcCallCount(new URL(c.req.url));
    if (calls <= MAX_TRPC_BATCH_SIZE) return next();
    const message = batchTooLargeMessage(calls);
    const shape = { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400, zodError: null } };
    return c.json({ error: superjson.serialize(shape) }, 400);
  };
}
