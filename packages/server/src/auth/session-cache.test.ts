import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthSession } from "./create-auth.ts";
import { createSessionCache, maySessionsChange } from "./session-cache.ts";

function session(expiresInMs: number): AuthSession {
  return {
    user: { id: "u1", email: "reader@example.com" },
    session: { id: "s1", token: "t1", expiresAt: new Date(Date.now() + expiresInMs) },
  } as AuthSession;
}

describe("the session cache", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a session for half to all of its time to live, never past the session's own expiry", () => {
    vi.useFakeTimers();
    const cache = createSessionCache(10_000);
    cache.set("long", session(60_000), cache.generation());
    cache.set("short", session(3_000), cache.generation());
    expect(cache.get("long")?.user.id).toBe("u1");
    vi.advanceTimersByTime(4_000);
    expect(cache.get("short")).toBeUndefined();
    expect(cache.get("long")).toBeDefined();
    vi.advanceTimersByTime(6_000);
    expect(cache.get("long")).toBeUndefined();
  });

  it("does not store a lookup that started before a clear", () => {
    const cache = createSessionCache();
    const startedAt = cache.generation();
    cache.clear();
    cache.set("raced", session(60_000), startedAt);
    expect(cache.get("raced")).toBeUndefined();
  });

  it("is cleared by better-auth's writes and account changes, not by reads", () => {
    expect(maySessionsChange("POST", "/api/auth/sign-out")).toBe(true);
    expect(maySessionsChange("POST", "/api/auth/revoke-sessions")).toBe(true);
    expect(maySessionsChange("POST", "/api/trpc/account.delete")).toBe(true);
    // SEC-12: a batch that deletes the account after another call.
    expect(maySessionsChange("POST", "/api/trpc/waitlist.join,account.delete")).toBe(true);
    expect(maySessionsChange("POST", "/api/trpc/waitlist.join,labels.create")).toBe(false);
    expect(maySessionsChange("GET", "/api/auth/get-session")).toBe(false);
    expect(maySessionsChange("POST", "/api/trpc/preferences.update")).toBe(false);
  });
});
