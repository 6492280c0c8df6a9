import { ImageFetchError } from "./fetch-image.ts";
import { ImagePreparationError } from "./prepare-image.ts";
import { BlockedAddressError } from "./ssrf-guard.ts";

// Why an image is not in the book, in words the digest's report shows a reader.

/** Thrown for an image whose turn never came before the digest's time for images ran out. */
export class ImageBudgetError extends Error {
  override name = "ImageBudgetError";
}

const NETWORK_ERRORS: Record<string, string> = {
  ENOTFOUND: "The image's host name does not exist",
  EAI_AGAIN: "The image's host name could not be looked up",
  ECONNREFUSED: "The image server refused the connection",
  ECONNRESET: "The image server closed the connection",
  EHOSTUNREACH: "The image server cannot be reached",
  ENETUNREACH: "The image server cannot be reached",
  ETIMEDOUT: "The image server did not answer in time",
  CERT_HAS_EXPIRED: "The image server's certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "The image server's certificate is not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "The image server's certificate is not trusted",
  ERR_TLS_CERT_ALTNAME_INVALID: "The image server's certificate is for another name",
};

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Why an image cut off by the digest's time for images is missing. */
export function describeBudgetFailure(started: boolean, budgetMs: number): string {
  const seconds = `${Math.round(budgetMs / 100) / 10} s`;
  return started
    ? `The image server did not answer within the digest's ${seconds} for images`
    : `Not fetched: the digest's ${seconds} for images ran out first`;
}

/** One sentence saying why an image could not be had. */
export function describeImageFailure(error: unknown): string {
  if (error instanceof BlockedAddressError) return `Refused: ${error.message} (not a public address)`;
  if (error instanceof ImagePreparationError) return "Not an image Folio can read";
  if (error instanceof ImageFetchError) {
    if (error.status !== undefined) return `The image server answered HTTP ${error.status}`;
    return error.message;
  }
  const name = (error as { name?: unknown })?.name;
  if (name === "TimeoutError" || name === "AbortError") return "The image server did not answer in time";
  const code = errorCode(error);
  if (code && NETWORK_ERRORS[code]) return NETWORK_ERRORS[code];
  if (code) return `The image could not be fetched (${code})`;
  return `The image could not be fetched: ${(error as Error)?.message ?? String(error)}`;
}
