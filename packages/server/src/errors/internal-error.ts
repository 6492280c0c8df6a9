import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";

/**
 * What any answer says about an error Folio did not expect — REST, tRPC and the event streams alike.
 * The error itself (SQL, bound values, stack, file paths) goes only to the log, under the request id
 * the answer carries, so a report from a user leads to the log line and nothing else leaks.
 */
export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side.";

export interface InternalErrorBody {
  error: typeof INTERNAL_ERROR_MESSAGE;
  requestId: string;
}

/** Logs an unexpected error under the request id and returns the body to answer with. */
export function reportInternalError(
  log: Logger,
  error: unknown,
  where: { requestId: string; path: string },
): InternalErrorBody {
  log.error({ err: error, requestId: where.requestId, path: where.path }, "request failed");
  return { error: INTERNAL_ERROR_MESSAGE, requestId: where.requestId };
}

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * Gives every request an id of our own making (a client's is not trusted to be unique), set on
 * `c.var.requestId` and sent back in X-Request-Id.
 */
export function assignRequestId(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const id = randomUUID();
    c.set("requestId", id);
    await next();
    // Once the answer exists: handlers that build their own Response (tRPC, better-auth) get it too.
    c.header(REQUEST_ID_HEADER, id);
  };
}
