import { EXIT, OperationError, UsageError } from "./exit-codes.ts";

/** A positive whole number of seconds (`--timeout`), in milliseconds. */
export function timeoutMs(value: string | undefined, defaultSeconds: number): number {
  if (value === undefined) return defaultSeconds * 1000;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new UsageError(`--timeout takes a whole number of seconds (got "${value}").`);
  return seconds * 1000;
}

export function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`${name} takes a positive whole number (got "${value}").`);
  return number;
}

export function timedOut(what: string, ms: number): OperationError {
  return new OperationError(
    `Gave up waiting for ${what} after ${Math.round(ms / 1000)} s; it may still finish on the server.`,
    EXIT.timedOut,
  );
}
