import { TRPCClientError } from "@trpc/client";
import { FolioHttpError } from "../create-folio-client.ts";
import { DigestFailedError, WaitTimeoutError } from "../wait-for-digest.ts";

/** What `folio` exits with; scripts may rely on these (they are listed in `folio --help` and the README). */
export const EXIT = {
  ok: 0,
  /** The operation itself failed: a sync or digest ended in error, nothing queued, not found… */
  failed: 1,
  /** Bad command line or missing configuration (FOLIO_API_KEY). */
  usage: 2,
  /** Folio refused the API key (HTTP 401/403): missing, mistyped, revoked or expired. */
  auth: 3,
  /** The key's rate limit was exceeded (HTTP 429); wait and retry. */
  rateLimited: 4,
  /** Folio could not be reached (connection refused, DNS, TLS…). */
  unreachable: 5,
  /** `--wait` gave up after `--timeout` seconds; the operation may still finish on the server. */
  timedOut: 6,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Wrong arguments or configuration: exit 2 with the message and a pointer to --help. */
export class UsageError extends Error {}

/** An operation that ran and failed (or cannot run, e.g. an empty queue): exit 1, or `exitCode`. */
export class OperationError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failed,
  ) {
    super(message);
  }
}

const CODE_EXITS: Record<string, ExitCode> = {
  UNAUTHORIZED: EXIT.auth,
  FORBIDDEN: EXIT.auth,
  TOO_MANY_REQUESTS: EXIT.rateLimited,
};

/** Maps anything a command threw to the exit code and one line for the terminal. */
export function classifyError(error: unknown): { exitCode: ExitCode; message: string; code?: string } {
  if (error instanceof UsageError) return { exitCode: EXIT.usage, message: error.message, code: "USAGE" };
  if (error instanceof OperationError) return { exitCode: error.exitCode, message: error.message };
  if (error instanceof DigestFailedError) return { exitCode: EXIT.failed, message: error.message };
  if (error instanceof WaitTimeoutError) return { exitCode: EXIT.timedOut, message: error.message };
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code) return { exitCode: CODE_EXITS[code] ?? EXIT.failed, message: error.message, code };
    if (isNetworkError(error.cause))
      return { exitCode: EXIT.unreachable, message: unreachableMessage(error), code: "UNREACHABLE" };
    return { exitCode: EXIT.failed, message: error.message };
  }
  if (error instanceof FolioHttpError) {
    if (error.status === 401 || error.status === 403)
      return { exitCode: EXIT.auth, message: error.message, code: "UNAUTHORIZED" };
    if (error.status === 429)
      return { exitCode: EXIT.rateLimited, message: error.message, code: "TOO_MANY_REQUESTS" };
    return { exitCode: EXIT.failed, message: error.message };
  }
  if (isNetworkError(error))
    return { exitCode: EXIT.unreachable, message: unreachableMessage(error), code: "UNREACHABLE" };
  return { exitCode: EXIT.failed, message: error instanceof Error ? error.message : String(error) };
}

/** undici's "fetch failed" TypeError (its cause says why), or an EventSource that could not connect. */
function isNetworkError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return true;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT)$/.test(code);
}

function unreachableMessage(error: Error): string {
  const cause = error.cause instanceof Error ? error.cause : error;
  const inner = cause.cause;
  const detail = inner instanceof Error ? inner.message : cause.message;
  return `Could not reach Folio (${detail}). Check FOLIO_URL.`;
}
