import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "../logger.ts";
import { asFolioError, HTTP_STATUS_FOR, logUnusualFailure } from "./error-mapping.ts";
import { reportInternalError } from "./internal-error.ts";

/**
 * REST's one error answer (Hono's onError): an HTTPException as it says, a FolioError (or what stands
 * for one) by the table in error-mapping.ts, anything else the generic 500 with the details logged.
 */
export function answerRestError(log: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
    const requestId: string = c.get("requestId") ?? "none";
    const expected = asFolioError(error);
    if (!expected) return c.json(reportInternalError(log, error, { requestId, path: c.req.path }), 500);
    logUnusualFailure(log, expected, { requestId, path: c.req.path });
    if (expected.retryAfterSeconds !== undefined) c.header("Retry-After", String(expected.retryAfterSeconds));
    return c.json({ error: expected.message, ...expected.details }, HTTP_STATUS_FOR[expected.code]);
  };
}
