/** What a request is told while the database is out of reach; it is worth retrying shortly. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "Folio cannot reach its database right now. Please try again in a moment.";

// postgres-js's own codes for a connection that closed, ended or never opened.
const CLIENT_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);
// Socket errors, only trusted when they come out of a database query (Gmail calls raise them too).
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
// SQLSTATE class 08 (connection exception), 57P01–57P03 (the server terminated or is restarting)
// and 53300 (too many connections): the statement did not run, or was rolled back with its session.
const SERVER_STATE = /^(08...|57P0[1-3]|53300)$/;

interface ErrorLike {
  code?: unknown;
  cause?: unknown;
  query?: unknown;
}

/**
 * True when `error` (or anything in its `cause` chain) says the database connection failed, as
 * opposed to a query that the database answered with an error. Such requests get a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let fromQuery = false;
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth += 1) {
    const { code, cause, query } = current as ErrorLike;
    // drizzle wraps every failed statement in an error that carries the query text.
    if (typeof query === "string") fromQuery = true;
    if (typeof code === "string") {
      if (CLIENT_CODES.has(code) || SERVER_STATE.test(code)) return true;
      if (fromQuery && SOCKET_CODES.has(code)) return true;
    }
    current = cause;
  }
  return false;
}
