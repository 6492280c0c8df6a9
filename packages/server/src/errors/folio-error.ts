/**
 * The failures Folio expects and explains: each has a code (what kind of failure, which decides the
 * tRPC code and HTTP status in error-mapping.ts), a message the user can act on, and its cause for
 * the log. Anything that is not a FolioError is unexpected and answered with the generic 500.
 */
export type FolioErrorCode =
  | "BAD_INPUT"
  | "NOT_AUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "GONE"
  | "NOT_SET_UP"
  | "GMAIL_NOT_CONNECTED"
  | "GMAIL_REFUSED"
  | "GMAIL_BUSY"
  | "GMAIL_DOWN"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE";

export class FolioError extends Error {
  constructor(
    readonly code: FolioErrorCode,
    message: string,
    options?: {
      cause?: unknown;
      /** For TOO_MANY_REQUESTS: when the caller may try again (Retry-After). */
      retryAfterSeconds?: number | undefined;
      /** Extra fields for the answer (REST body, tRPC `data`), e.g. the digest that is still running. */
      details?: Record<string, unknown> | undefined;
    },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.details = options?.details;
  }
  readonly retryAfterSeconds: number | undefined;
  readonly details: Record<string, unknown> | undefined;
}
