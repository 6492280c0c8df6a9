import { sleep } from "./gmail-rate-limiter.ts";

export interface BackoffOptions {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  signal?: AbortSignal | undefined;
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { maxAttempts: 8, baseDelayMs: 250, maxDelayMs: 32_000 };

interface HttpishError {
  status?: number | string;
  code?: number | string;
  response?: { status?: number; headers?: Headers | Record<string, string | undefined> };
}

export function gmailErrorStatus(error: unknown): number | undefined {
  const e = error as HttpishError | null;
  const status = e?.response?.status ?? e?.status ?? e?.code;
  return typeof status === "number" ? status : undefined;
}

/** Retry-After in ms (seconds or an HTTP date), when the answer carried one. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  const headers = (error as HttpishError | null)?.response?.headers;
  if (!headers) return undefined;
  const value =
    typeof (headers as Headers).get === "function"
      ? (headers as Headers).get("retry-after")
      : (headers as Record<string, string | undefined>)["retry-after"];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** 429, 5xx and dropped connections are worth another try; 4xx answers are not. */
export function isRetryableGmailError(error: unknown): boolean {
  const status = gmailErrorStatus(error);
  if (status === undefined) {
    const code = (error as HttpishError | null)?.code;
    return typeof code === "string" && /^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|UND_ERR)/.test(code);
  }
  return status === 429 || status >= 500;
}

/**
 * Runs `call` until it succeeds, backing off exponentially with full jitter and never sooner than the
 * server's Retry-After, so a storm of 429s slows us down instead of spinning.
 */
export async function withGmailBackoff<T>(
  call: () => Promise<T>,
  options: BackoffOptions = DEFAULT_BACKOFF,
): Promise<T> {
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (options.signal?.aborted || attempt >= options.maxAttempts || !isRetryableGmailError(error))
        throw error;
      const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
      const jittered = ceiling / 2 + random() * (ceiling / 2);
      await sleep(Math.max(jittered, retryAfterMs(error) ?? 0), options.signal);
    }
  }
}
