/**
 * The tRPC and REST request limit: per user when signed in, per address otherwise; 429 with
 * Retry-After (REST `{error}`, tRPC TOO_MANY_REQUESTS as the real client sees it), never a 500.
 */
import type { DbHandle } from "@folio/db/client";
import { testDatabases } from "@folio/db/testing";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REQUESTS_PER_MINUTE } from "../../src/app.ts";
import { clientBucket } from "../../src/rate-limit/client-bucket.ts";
import { TOO_MANY_REQUESTS_MESSAGE } from "../../src/rate-limit/rate-limit-middleware.ts";
import { createRequestRateLimiter } from "../../src/rate-limit/request-rate-limiter.ts";
import type { AppRouter } from "../../src/trpc/root.ts";
import { signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { TestClient } from "../support/http-client.ts";
import { createTestApp, TEST_APP_URL } from "../support/test-app.ts";

describe("createRequestRateLimiter", () => {
  it("lets 200 users on one address poll every second for ten minutes at the default limit", () => {
    let now = 0;
    const limiter = createRequestRateLimiter({ perMinute: DEFAULT_REQUESTS_PER_MINUTE, now: () => now });
    let refused = 0;
    for (let second = 0; second < 600; second += 1) {
      now = second * 1000;
      // Each poll is a few requests: the queue, the sync status and the digest status.
      for (let user = 0; user < 200; user += 1)
        for (let call = 0; call < 3; call += 1) if (!limiter.take(`user:${user}`).allowed) refused += 1;
    }
    expect(refused).toBe(0);
  });

  it("refuses a client over its limit until its bucket refills, and says when to retry", () => {
    let now = 0;
    const limiter = createRequestRateLimiter({ perMinute: 60, now: () => now });
    for (let i = 0; i < 60; i += 1) expect(limiter.take("ip:1").allowed).toBe(true);
    expect(limiter.take("ip:1")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take("ip:2").allowed).toBe(true);
    now += 1000;
    expect(limiter.take("ip:1").allowed).toBe(true);
    expect(limiter.take("ip:1").allowed).toBe(false);
  });

  it("forgets idle clients so memory stays bounded", () => {
    let now = 0;
    const limiter = createRequestRateLimiter({ perMinute: 60, now: () => now, maxIdleBuckets: 10 });
    for (let i = 0; i < 1000; i += 1) {
      now += 1000;
      limiter.take(`ip:${i}`);
    }
    // A client seen long ago starts with a full bucket again.
    for (let i = 0; i < 60; i += 1) expect(limiter.take("ip:0").allowed).toBe(true);
  });
});

describe("SEC-9: clientBucket", () => {
  it("SEC-9: an IPv4 address is its own bucket; an IPv6 address shares one with its /64", () => {
    expect(clientBucket("10.0.0.1")).not.toBe(clientBucket("10.0.0.2"));
    expect(clientBucket("::ffff:10.0.0.1")).toBe(clientBucket("10.0.0.1"));
    const sameSlash64 = ["2001:db8:1:2::a", "2001:0DB8:1:2:ffff:1:2:3", "[2001:db8:1:2::1]"].map(
      clientBucket,
    );
    expect(new Set(sameSlash64)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientBucket("2001:db8:1:3::a")).toBe("2001:db8:1:3::/64");
    expect(clientBucket("unknown")).toBe("unknown");
  });
});

describe.each(testDatabases())("request limit over HTTP on $name", ({ create }) => {
  const LIMIT = 6;
  let handle: DbHandle;
  let now = 0;
  let testApp: ReturnType<typeof createTestApp>;
  let alice: TestClient;
  let bob: TestClient;
  const sharedAddress = "10.70.0.9";

  /** A request from the shared address, as `client` (its cookies) or signed out. */
  const from = (client: TestClient | null, path: string, init: RequestInit = {}) =>
    testApp.app.request(path, {
      ...init,
      headers: {
        origin: TEST_APP_URL,
        "x-forwarded-for": sharedAddress,
        ...(client ? { cookie: client.cookieHeader() } : {}),
        ...(init.headers as Record<string, string>),
      },
    });

  beforeAll(async () => {
    handle = await create();
    testApp = createTestApp(handle, { requestLimit: { perMinute: LIMIT, now: () => now } });
    alice = new TestClient(testApp.app, "10.70.0.1");
    bob = new TestClient(testApp.app, "10.70.0.2");
    await signUpConfirmAndSignIn(alice, handle, `alice-limit-${Date.now()}@example.com`);
    now += 60_000;
    await signUpConfirmAndSignIn(bob, handle, `bob-limit-${Date.now()}@example.com`);
    now += 60_000;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("answers 429 with Retry-After per user, while others on the same address go on", async () => {
    for (let i = 0; i < LIMIT; i += 1)
      expect((await from(alice, "/api/email-sync-status")).status).not.toBe(429);
    const rest = await from(alice, "/api/email-sync-status");
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await rest.json()).toEqual({ error: TOO_MANY_REQUESTS_MESSAGE });

    const trpc = await from(alice, "/api/trpc/account.me");
    expect(trpc.status).toBe(429);
    expect(trpc.headers.get("retry-after")).toBeTruthy();
    const body = (await trpc.json()) as { error: { json: { message: string; data: { code: string } } } };
    expect(body.error.json.data.code).toBe("TOO_MANY_REQUESTS");
    expect(body.error.json.message).toBe(TOO_MANY_REQUESTS_MESSAGE);

    // Bob and a signed-out visitor share Alice's address but not her bucket.
    expect((await from(bob, "/api/trpc/account.me")).status).toBe(200);
    expect((await from(null, "/api/trpc/system.info")).status).toBe(200);
    // The health check is never limited.
    expect((await from(alice, "/api/health")).status).toBe(200);

    now += 60_000 / LIMIT;
    expect((await from(alice, "/api/trpc/account.me")).status).toBe(200);
  });

  it("reaches the real tRPC client as TOO_MANY_REQUESTS, batches included", async () => {
    now += 120_000;
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${TEST_APP_URL}/api/trpc`,
          transformer: superjson,
          fetch: async (url, init) => from(bob, String(url).replace(TEST_APP_URL, ""), init as RequestInit),
        }),
      ],
    });
    for (let i = 0; i < LIMIT; i += 1) await client.account.me.query();
    const [me, info] = await Promise.allSettled([client.account.me.query(), client.system.info.query()]);
    for (const outcome of [me, info]) {
      expect(outcome.status).toBe("rejected");
      const error = (outcome as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(TRPCClientError);
      expect((error as TRPCClientError<AppRouter>).data?.code).toBe("TOO_MANY_REQUESTS");
      expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(429);
    }
  });

  it("SEC-9: limits signed-out IPv6 clients per /64 and IPv4 clients per address", async () => {
    now += 120_000;
    const waitlistFrom = (address: string, n: number) =>
      testApp.app.request("/api/waitlist", {
        method: "POST",
        headers: { origin: TEST_APP_URL, "x-forwarded-for": address, "content-type": "application/json" },
        body: JSON.stringify({ email: `v6-${address.replaceAll(":", "-")}-${n}@example.com` }),
      });
    // A new address of the same /64 for every request: still one bucket.
    for (let i = 0; i < LIMIT; i += 1)
      expect((await waitlistFrom(`2001:db8:7:1::${i + 1}`, i)).status).toBe(200);
    expect((await waitlistFrom("2001:db8:7:1:ffff:ffff:ffff:ffff", LIMIT)).status).toBe(429);
    // The next /64 and neighbouring IPv4 addresses are other clients.
    expect((await waitlistFrom("2001:db8:7:2::1", 0)).status).toBe(200);
    for (let i = 0; i < LIMIT; i += 1) expect((await waitlistFrom("10.71.0.1", i)).status).toBe(200);
    expect((await waitlistFrom("10.71.0.1", LIMIT)).status).toBe(429);
    expect((await waitlistFrom("10.71.0.2", 0)).status).toBe(200);
  });

  it("limits signed-out clients by address", async () => {
    now += 120_000;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1)
      statuses.push(
        (
          await from(null, "/api/waitlist", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: `visitor-${i}@example.com` }),
          })
        ).status,
      );
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });
});
