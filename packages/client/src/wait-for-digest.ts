import type { FolioClient } from "./create-folio-client.ts";

/** One update of a digest's progress, as the `digest.progress` subscription sends it. */
export interface DigestSnapshot {
  status: string;
  progress: number;
  details: string | null;
}

/** The digest ended in error (`details` says why), or its progress stream ended before it finished. */
export class DigestFailedError extends Error {
  override name = "DigestFailedError";
}

/** `waitForDigest` gave up after `timeoutMs`; the digest may still finish on the server. */
export class WaitTimeoutError extends Error {
  override name = "WaitTimeoutError";
}

export interface WaitForDigestOptions {
  /** Called with every update, the first one being the state when listening started. */
  onProgress?: (snapshot: DigestSnapshot) => void;
  /** Give up after this long (default: wait as long as it takes). */
  timeoutMs?: number;
}

/**
 * Follows a digest's progress subscription until it completes (resolves with the last update) or fails
 * (rejects with DigestFailedError). Reconnects are the SSE client's business, and every event carries
 * the whole state, so nothing is missed across one.
 */
export function waitForDigest(
  client: FolioClient,
  sessionId: string,
  options: WaitForDigestOptions = {},
): Promise<DigestSnapshot> {
  return new Promise((resolve, reject) => {
    let settled = false;
    // Settle before unsubscribing: unsubscribing completes the stream, which must not count as an end.
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle();
      subscription.unsubscribe();
    };
    const ms = options.timeoutMs;
    const timer =
      ms === undefined
        ? undefined
        : setTimeout(() => {
            const seconds = Math.round(ms / 1000);
            const message = `Gave up waiting for the digest after ${seconds} s; it may still finish on the server.`;
            finish(() => reject(new WaitTimeoutError(message)));
          }, ms);
    const subscription = client.digest.progress.subscribe(
      { sessionId },
      {
        onData: ({ data }) => {
          options.onProgress?.(data);
          if (data.status === "completed") finish(() => resolve(data));
          else if (data.status === "error")
            finish(() =>
              reject(new DigestFailedError(`The digest failed: ${data.details ?? "unknown error"}`)),
            );
        },
        onError: (error) => finish(() => reject(error)),
        onComplete: () => finish(() => reject(new DigestFailedError("The progress stream ended early."))),
      },
    );
  });
}
