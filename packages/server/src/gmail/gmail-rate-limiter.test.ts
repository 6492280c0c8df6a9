import { describe, expect, it } from "vitest";
import { createGmailRateLimiter } from "./gmail-rate-limiter.ts";

describe("createGmailRateLimiter", () => {
  it("spends the burst at once, then paces at the refill rate", async () => {
    const limiter = createGmailRateLimiter({ unitsPerSecond: 1000, burstUnits: 50 });
    const started = performance.now();
    for (let i = 0; i < 10; i += 1) await limiter.take(5);
    expect(performance.now() - started).toBeLessThan(30);
    // 100 more units at 1000/s: about 100 ms.
    for (let i = 0; i < 20; i += 1) await limiter.take(5);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(1000);
  });

  it("lets a cancelled waiter go without blocking the others", async () => {
    const limiter = createGmailRateLimiter({ unitsPerSecond: 100, burstUnits: 5 });
    await limiter.take(5);
    const controller = new AbortController();
    const cancelled = limiter.take(50, controller.signal);
    controller.abort(new Error("stop"));
    await expect(cancelled).rejects.toThrow("stop");
    await limiter.take(1);
  });
});
