import { type TRPC_ERROR_CODE_KEY, TRPCError } from "@trpc/server";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../database-unavailable.ts";
import { GmailApiError } from "../gmail/gmail-errors.ts";
import type { Logger } from "../logger.ts";
import { FolioError, type FolioErrorCode } from "./folio-error.ts";

/** The one table from Folio's error codes to tRPC's. */
export const TRPC_CODE_FOR: Record<FolioErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_INPUT: "BAD_REQUEST",
  NOT_AUTHENTICATED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  GONE: "CONFLICT",
  NOT_SET_UP: "PRECONDITION_FAILED",
  GMAIL_NOT_CONNECTED: "PRECONDITION_FAILED",
  GMAIL_REFUSED: "BAD_REQUEST",
  GMAIL_BUSY: "TOO_MANY_REQUESTS",
  GMAIL_DOWN: "BAD_GATEWAY",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

/**
 * The one table from Folio's error codes to HTTP statuses (the REST shims of spec §7). Gmail not
 * being connected is a 401 there, as the spec's clients expect, where tRPC says PRECONDITION_FAILED.
 */
export const HTTP_STATUS_FOR: Record<FolioErrorCode, ContentfulStatusCode> = {
  BAD_INPUT: 400,
  NOT_AUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 409,
  NOT_SET_UP: 400,
  GMAIL_NOT_CONNECTED: 401,
  GMAIL_REFUSED: 400,
  GMAIL_BUSY: 429,
  GMAIL_DOWN: 502,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

/** What a request without a signed-in user (or valid API key) is told. */
export const NOT_AUTHENTICATED_MESSAGE = "Not authenticated";

/** What a row written for someone who no longer exists (an account deleted mid-request) is told. */
export const GONE_MESSAGE = "What this request refers to no longer exists (was the account just deleted?).";

/** SQLSTATE 23503: a row points at one that was deleted meanwhile. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth += 1) {
    if ((current as { code?: unknown }).code === "23503") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The FolioError `error` is, or stands for (a lost database connection, a write for a deleted
 * account); null when it is unexpected, which the caller answers with the generic 500.
 */
export function asFolioError(error: unknown): FolioError | null {
  if (error instanceof FolioError) return error;
  if (isDatabaseUnavailable(error))
    return new FolioError("UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE, { cause: error });
  if (isForeignKeyViolation(error)) return new FolioError("GONE", GONE_MESSAGE, { cause: error });
  if (error instanceof GmailApiError) return gmailFailure(error);
  return null;
}

/**
 * Expected answers that can still hide trouble go to the log as warnings: a lost database, and a
 * write for a row that no longer exists (an account deleted mid-request, or a bug that looks like one).
 */
export function logUnusualFailure(
  log: Logger,
  failure: FolioError,
  where: { requestId: string; path: string },
): void {
  if (failure.code === "UNAVAILABLE") log.warn({ err: failure.cause, ...where }, "database unavailable");
  if (failure.code === "GONE")
    log.warn({ err: failure.cause, ...where }, "write for a row that no longer exists");
}

/** Gmail's own answer, said for the user: busy, refused (with Gmail's reason) or not answering. */
function gmailFailure(error: GmailApiError): FolioError {
  if (error.status === 429)
    return new FolioError("GMAIL_BUSY", "Gmail is busy. Try again in a moment.", { cause: error });
  if (error.status >= 400 && error.status < 500)
    return new FolioError("GMAIL_REFUSED", `Gmail refused: ${error.message}`, { cause: error });
  return new FolioError("GMAIL_DOWN", "Gmail is not answering. Try again later.", { cause: error });
}

/**
 * tRPC's error for `error` when it is expected (by the table above), else `error` itself; the
 * procedures' middleware (trpc/init.ts) and the event streams, whose errors come after it, use this.
 */
export function toTrpcError(error: unknown, resHeaders?: Headers): unknown {
  const expected = asFolioError(error);
  if (!expected) return error;
  if (expected.retryAfterSeconds !== undefined)
    resHeaders?.set("Retry-After", String(expected.retryAfterSeconds));
  return new TRPCError({ code: TRPC_CODE_FOR[expected.code], message: expected.message, cause: expected });
}

/** A failure said the tRPC way, by the table above: for middleware that refuses before a procedure runs. */
export function trpcFailure(
  code: FolioErrorCode,
  message: string,
  options?: { retryAfterSeconds?: number | undefined },
): TRPCError {
  return new TRPCError({ code: TRPC_CODE_FOR[code], message, cause: new FolioError(code, message, options) });
}
