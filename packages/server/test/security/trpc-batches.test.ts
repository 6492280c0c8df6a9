/**
 * tRPC batches are bounded and charged per call: at most MAX_TRPC_BATCH_SIZE procedures in one
 * request (400 beyond, before anyone is charged), and each procedure takes one token from the
 * request limit (signed in or not) and from an API key's limit.
 */
import type { DbHandle } from "@folio/db/client";
import { apikey } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { eq } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchTooLargeMessage, MAX_TRPC_BATCH_SIZE } from "../../src/rate-limit/trpc-batch.ts";
import type { AppRouter } from "../../src/trpc/root.ts";
import { createTestApp, TEST_APP_URL } from "../support/test-app.ts";
import { createSignedInUser } from "../support/users.ts";

const run = Date.now().toString(36);

/** `/api/trpc/a,a,…?batch=1` with `calls` copies of `procedure` and empty inputs. */
function batchPath(procedure: string, calls: number): string {
  const input = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { json: null }]));
  const names = Array.from({ length: calls }, () => procedure).join(",");
  return `/api/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

describe.each(testDatabases())("tRPC batches on $name", ({ create }) => {
  const LIMIT = 10;
  let handle: DbHandle;
  let now = 0;
  let testApp: ReturnType<typeof createTestApp>;
  let ipCounter = 0;
  const from = (ip: string, path: string, headers: Record<string, string> = {}) =>
    testApp.app.request(path, { headers: { origin: TEST_APP_URL, "x-forwarded-for": ip, ...headers } });

  beforeAll(async () => {
    handle = await create();
    testApp = createTestApp(handle, {
      requestLimit: { perMinute: LIMIT, now: () => now },
      apiKeyRateLimit: { maxRequests: 15, windowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("SEC-6: a batch of 50 or of 11 calls gets 400 with a clear message; 10 are answered", async () => {
    for (const calls of [50, MAX_TRPC_BATCH_SIZE + 1]) {
      const response = await from(`10.60.0.${++ipCounter}`, batchPath("system.info", calls));
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        error: { json: { message: string; data: { code: string } } };
      };
      expect(body.error.json.data.code).toBe("BAD_REQUEST");
      expect(body.error.json.message).toBe(batchTooLargeMessage(calls));
    }
    const ten = await from(`10.60.0.${++ipCounter}`, batchPath("system.info", MAX_TRPC_BATCH_SIZE));
    expect(ten.status).toBe(200);
    expect(((await ten.json()) as unknown[]).length).toBe(MAX_TRPC_BATCH_SIZE);
  });

  it("SEC-6: the tRPC client's message for an oversized batch is the server's", async () => {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${TEST_APP_URL}/api/trpc`,
          transformer: superjson,
          fetch: async (url, init) =>
            testApp.app.request(String(url).replace(TEST_APP_URL, ""), {
              ...(init as RequestInit),
              headers: { "x-forwarded-for": `10.60.1.${++ipCounter}` },
            }),
        }),
      ],
    });
    const calls = Array.from({ length: 12 }, () => client.system.info.query());
    const outcomes = await Promise.allSettled(calls);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      expect((outcome as PromiseRejectedResult).reason.message).toBe(batchTooLargeMessage(12));
    }
  });

  it("SEC-6: a signed-out caller's 10-call batch takes 10 tokens from its address's limit", async () => {
    now += 120_000;
    const ip = `10.60.2.${++ipCounter}`;
    expect((await from(ip, batchPath("system.info", LIMIT))).status).toBe(200);
    const next = await from(ip, "/api/trpc/system.info");
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Another address has its own bucket.
    expect((await from(`10.60.2.${++ipCounter}`, "/api/trpc/system.info")).status).toBe(200);
  });

  it("SEC-6: a signed-in user's batch takes one token per call, and a batch that does not fit is refused", async () => {
    now += 120_000;
    const user = await createSignedInUser(testApp.app, handle.db, `batch-${run}@example.com`);
    now += 120_000;
    const ip = `10.60.3.${++ipCounter}`;
    expect((await from(ip, batchPath("account.me", 6), user.headers)).status).toBe(200);
    expect((await from(ip, batchPath("account.me", 5), user.headers)).status).toBe(429);
    expect((await from(ip, batchPath("account.me", 4), user.headers)).status).toBe(200);
    expect((await from(ip, "/api/trpc/account.me", user.headers)).status).toBe(429);
  });

  it("SEC-6: a 10-call batch counts 10 requests against its API key", async () => {
    now += 120_000;
    const user = await createSignedInUser(testApp.app, handle.db, `batch-key-${run}@example.com`);
    const created = await testApp.app.request("/api/auth/api-key/create", {
      method: "POST",
      headers: { ...user.headers, "content-type": "application/json", origin: TEST_APP_URL },
      body: JSON.stringify({ name: "batch" }),
    });
    const { id, key } = (await created.json()) as { id: string; key: string };
    const count = async () =>
      (await handle.db.select({ n: apikey.requestCount }).from(apikey).where(eq(apikey.id, id)))[0]?.n;
    // The request limit's clock moves a minute each time, so only the key's limit (15) can refuse.
    const withKey = (path: string) => {
      now += 60_000;
      return from(`10.60.4.${++ipCounter}`, path, { "x-api-key": key });
    };

    expect((await withKey(batchPath("account.me", 10))).status).toBe(200);
    expect(await count()).toBe(10);
    expect((await withKey(batchPath("account.me", 4))).status).toBe(200);
    expect(await count()).toBe(14);
    const refused = await withKey(batchPath("account.me", 2));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await refused.json()) as { error: { json: { data: { code: string } } } }[];
    expect(body[0]?.error.json.data.code).toBe("TOO_MANY_REQUESTS");
    expect(await count()).toBe(15);
    expect((await withKey("/api/trpc/account.me")).status).toBe(429);
  });
});
