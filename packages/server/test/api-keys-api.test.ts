/**
 * API keys over HTTP on a migrated database: created, listed and revoked through better-auth's
 * api-key endpoints with a signed-in session; a key authenticates tRPC (queries, mutations and
 * subscriptions) and the REST shims; a revoked key, another user's key id and an exceeded limit
 * are refused with 401/404/429 — never a 500.
 */
import type { DbHandle } from "@folio/db/client";
import { testDatabases } from "@folio/db/testing";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_CANNOT_MANAGE_MESSAGE } from "../src/auth/api-key-auth.ts";
import { API_KEY_PREFIX } from "../src/auth/create-auth.ts";
import { readSse } from "./support/sse-reader.ts";
import { createTestApp, TEST_APP_URL } from "./support/test-app.ts";
import { createSignedInUser } from "./support/users.ts";

type App = ReturnType<typeof createTestApp>["app"];

interface ListedKey {
  id: string;
  name: string | null;
  start: string | null;
  referenceId: string;
  createdAt: string;
  lastRequest: string | null;
  key?: string;
}

let userCount = 0;
const run = Date.now().toString(36);

async function signedIn(app: App, handle: DbHandle) {
  userCount += 1;
  return createSignedInUser(app, handle.db, `keys-${run}-${userCount}@example.com`);
}

function authPost(app: App, path: string, headers: Record<string, string>, body: unknown) {
  return app.request(`/api/auth${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify(body),
  });
}

async function createKey(app: App, headers: Record<string, string>, name: string) {
  const response = await authPost(app, "/api-key/create", headers, { name });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; key: string; start: string; name: string };
}

async function listKeys(app: App, headers: Record<string, string>) {
  const response = await app.request("/api/auth/api-key/list", { headers });
  return { status: response.status, body: (await response.json()) as { apiKeys: ListedKey[] } };
}

/** A tRPC query over HTTP with only the API key (no cookie, no session token). */
async function trpcQuery(app: App, key: string, path: string, input?: unknown) {
  const search =
    input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const response = await app.request(`/api/trpc/${path}${search}`, { headers: { "x-api-key": key } });
  const body = (await response.json()) as {
    result?: { data: { json: unknown } };
    error?: { json: { message: string; data: { code: string } } };
  };
  return {
    status: response.status,
    data: body.result?.data.json,
    code: body.error?.json.data.code,
    message: body.error?.json.message,
    retryAfter: response.headers.get("retry-after"),
  };
}

describe.each(testDatabases())("API keys on $name", ({ create }) => {
  let handle: DbHandle;
  let app: App;
  let limitedApp: App;

  beforeAll(async () => {
    handle = await create();
    app = createTestApp(handle).app;
    // The same database, a server whose keys allow only three requests a minute.
    limitedApp = createTestApp(handle, { apiKeyRateLimit: { maxRequests: 3, windowMs: 60_000 } }).app;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("creates a key once, lists it by prefix only, and it authenticates tRPC and REST as its owner", async () => {
    const owner = await signedIn(app, handle);
    const created = await createKey(app, owner.headers, "Nightly digest");
    expect(created.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(created.key.length).toBeGreaterThan(60);
    expect(created.start).toBe(created.key.slice(0, API_KEY_PREFIX.length + 6));

    const listed = await listKeys(app, owner.headers);
    expect(listed.status).toBe(200);
    expect(listed.body.apiKeys).toHaveLength(1);
    const [entry] = listed.body.apiKeys;
    expect(entry).toMatchObject({ id: created.id, name: "Nightly digest", start: created.start });
    expect(entry?.key).toBeUndefined();
    expect(JSON.stringify(listed.body)).not.toContain(created.key);

    const me = await trpcQuery(app, created.key, "account.me");
    expect(me).toMatchObject({ status: 200, data: { id: owner.userId, email: owner.email } });

    const token = await app.request("/api/digest-token", {
      method: "POST",
      headers: { "x-api-key": created.key },
    });
    expect(token.status).toBe(200);
    expect(await token.json()).toMatchObject({ tempToken: expect.any(String) });

    const used = await listKeys(app, owner.headers);
    expect(used.body.apiKeys[0]?.lastRequest).not.toBeNull();
  });

  it("a revoked key, an unknown key or an empty one is a 401 on tRPC and REST", async () => {
    const owner = await signedIn(app, handle);
    const { id, key } = await createKey(app, owner.headers, "Short-lived");
    expect((await trpcQuery(app, key, "account.me")).status).toBe(200);

    const revoked = await authPost(app, "/api-key/delete", owner.headers, { keyId: id });
    expect(revoked.status).toBe(200);
    expect((await listKeys(app, owner.headers)).body.apiKeys).toEqual([]);

    const refused = await trpcQuery(app, key, "account.me");
    expect(refused).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    expect(refused.message).toMatch(/not valid/);
    const rest = await app.request("/api/digest-token", { method: "POST", headers: { "x-api-key": key } });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ error: expect.stringMatching(/not valid/) });

    expect((await trpcQuery(app, `${API_KEY_PREFIX}${"x".repeat(64)}`, "account.me")).status).toBe(401);
    expect((await trpcQuery(app, "", "account.me")).status).toBe(401);
  });

  it("a request with a bad key is judged by the key, even when a valid session comes along", async () => {
    const owner = await signedIn(app, handle);
    const response = await app.request("/api/trpc/account.me", {
      headers: { ...owner.headers, "x-api-key": `${API_KEY_PREFIX}not-a-key` },
    });
    expect(response.status).toBe(401);
  });

  it("a key cannot manage keys: better-auth's own endpoints refuse it (SEC-3)", async () => {
    const owner = await signedIn(app, handle);
    const { key } = await createKey(app, owner.headers, "Scripts");
    expect((await listKeys(app, { "x-api-key": key })).status).toBe(403);
    const minted = await authPost(app, "/api-key/create", { "x-api-key": key }, { name: "Another" });
    expect(minted.status).toBe(403);
    expect(await minted.json()).toEqual({ error: API_KEY_CANNOT_MANAGE_MESSAGE });
  });

  it("user B can neither list nor revoke user A's key", async () => {
    const alice = await signedIn(app, handle);
    const bob = await signedIn(app, handle);
    const alicesKey = await createKey(app, alice.headers, "Alice's script");
    await createKey(app, bob.headers, "Bob's script");

    const bobsList = await listKeys(app, bob.headers);
    expect(bobsList.body.apiKeys.map((key) => key.name)).toEqual(["Bob's script"]);
    expect(bobsList.body.apiKeys.every((key) => key.referenceId === bob.userId)).toBe(true);

    const attempt = await authPost(app, "/api-key/delete", bob.headers, { keyId: alicesKey.id });
    expect(attempt.status).toBe(404);
    const peek = await app.request(`/api/auth/api-key/get?id=${alicesKey.id}`, { headers: bob.headers });
    expect(peek.status).toBe(404);

    expect((await listKeys(app, alice.headers)).body.apiKeys.map((key) => key.id)).toEqual([alicesKey.id]);
    expect(await trpcQuery(app, alicesKey.key, "account.me")).toMatchObject({
      status: 200,
      data: { id: alice.userId },
    });
  });

  it("past the key's limit: HTTP 429 with Retry-After and tRPC TOO_MANY_REQUESTS, never a 500", async () => {
    const owner = await signedIn(limitedApp, handle);
    const { key } = await createKey(limitedApp, owner.headers, "Chatty script");
    for (let request = 1; request <= 3; request += 1) {
      expect((await trpcQuery(limitedApp, key, "account.me")).status).toBe(200);
    }
    const limited = await trpcQuery(limitedApp, key, "account.me");
    expect(limited).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS" });
    expect(limited.message).toMatch(/Too many requests with this API key/);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);

    const mutation = await limitedApp.request("/api/trpc/emails.sync", {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: "",
    });
    expect(mutation.status).toBe(429);
    const rest = await limitedApp.request("/api/digest-token", {
      method: "POST",
      headers: { "x-api-key": key },
    });
    expect(rest.status).toBe(429);
    expect(rest.headers.get("retry-after")).toMatch(/^\d+$/);

    // A subscription learns it from a tRPC error event the client can read (not a dropped stream).
    const input = encodeURIComponent(JSON.stringify(superjson.serialize({ sessionId: "anything" })));
    const stream = await limitedApp.request(`/api/trpc/digest.progress?input=${input}`, {
      headers: { "x-api-key": key, accept: "text/event-stream" },
    });
    const events = readSse(stream);
    let errorEvent: string | null = null;
    for (let event = await events.nextData(); event !== null; event = await events.nextData()) {
      if (event.includes('"code"')) {
        errorEvent = event;
        break;
      }
    }
    await events.close();
    expect(errorEvent).toContain("TOO_MANY_REQUESTS");

    // Other keys and the owner's session are not affected by this key's limit.
    const other = await createKey(limitedApp, owner.headers, "Quiet script");
    expect((await trpcQuery(limitedApp, other.key, "account.me")).status).toBe(200);
  });
});
