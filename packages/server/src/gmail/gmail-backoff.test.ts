import { describe, expect, it } from "vitest";
import { isRetryableGmailError, retryAfterMs, withGmailBackoff } from "./gmail-backoff.ts";

const answer = (status: number, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { response: { status, headers: new Headers(headers) } });

describe("withGmailBackoff", () => {
  it("retries 429 and 5xx, waiting at least Retry-After", async () => {
    const failures = [answer(429, { "retry-after": "1" }), answer(503)];
    const started = Date.now();
    const result = await withGmailBackoff(
      async () => {
        const failure = failures.shift();
        if (failure) throw failure;
        return "ok";
      },
      { maxAttempts: 5, baseDelayMs: 1, maxDelayMs: 5 },
    );
    expect(result).toBe("ok");
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });

  it("gives up at once on answers a retry cannot fix, and after maxAttempts otherwise", async () => {
    let calls = 0;
    const notFound = withGmailBackoff(
      async () => {
        calls += 1;
        throw answer(404);
      },
      { maxAttempts: 5, baseDelayMs: 1, maxDelayMs: 1 },
    );
    await expect(notFound).rejects.toThrow("HTTP 404");
    expect(calls).toBe(1);
    calls = 0;
    const storm = withGmailBackoff(
      async () => {
        calls += 1;
        throw answer(500);
      },
      { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 1 },
    );
    await expect(storm).rejects.toThrow("HTTP 500");
    expect(calls).toBe(3);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterMs(answer(429, { "retry-after": "3" }))).toBe(3000);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs(answer(429, { "retry-after": "Thu, 01 Jan 2026 00:00:02 GMT" }), now)).toBe(2000);
    expect(retryAfterMs(answer(429))).toBeUndefined();
    expect(isRetryableGmailError(Object.assign(new Error("reset"), { code: "ECONNRESET" }))).toBe(true);
  });
});
