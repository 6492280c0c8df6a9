import { describe, expect, it } from "vitest";
import { GmailApiError } from "./gmail-errors.ts";
import { UsageLimits } from "./usage-limits.ts";

function retryAfter(call: () => void): string | undefined {
  try {
    call();
  } catch (error) {
    if (error instanceof GmailApiError) return error.headers["Retry-After"];
    throw error;
  }
  return undefined;
}

describe("UsageLimits", () => {
  it("allows one second of burst, then refills at the per-second rate", () => {
    let now = 0;
    const limits = new UsageLimits(15_000, 10, () => now);
    for (let i = 0; i < 50; i++) limits.charge("a@x", 5); // 250 units: a full bucket
    expect(retryAfter(() => limits.charge("a@x", 5))).toBe("1");
    now += 20; // 20 ms at 250 units/s = 5 units
    expect(retryAfter(() => limits.charge("a@x", 5))).toBeUndefined();
    expect(limits.stats("a@x").unitsUsed).toBe(255);
    expect(limits.stats("b@x").unitsUsed).toBe(0);
  });

  it("lets a call larger than the bucket through once it is full, then owes the difference", () => {
    let now = 0;
    const limits = new UsageLimits(60, 10, () => now); // 1 unit/s, bucket of 1
    limits.charge("a@x", 5);
    expect(retryAfter(() => limits.charge("a@x", 1))).toBe("5");
    now += 5_000;
    expect(retryAfter(() => limits.charge("a@x", 1))).toBeUndefined();
  });

  it("caps concurrent requests per user", () => {
    const limits = new UsageLimits(0, 2);
    const leaveA = limits.enter("a@x");
    limits.enter("a@x");
    expect(() => limits.enter("a@x")).toThrow("Too many concurrent requests for user");
    limits.enter("b@x");
    leaveA();
    leaveA();
    expect(() => limits.enter("a@x")).not.toThrow();
  });
});
