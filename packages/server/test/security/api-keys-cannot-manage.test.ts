/**
 * SEC-3: keys act, sessions manage. A leaked API key may read the queue and start digests, but not
 * delete the account, disconnect Gmail, send the digests to another address or manage keys; the
 * same requests with a signed-in session still work. Changing the destination tells the account's
 * own address.
 */
import type { DbHandle } from "@folio/db/client";
import { testDatabases } from "@folio/db/testing";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_CANNOT_MANAGE_MESSAGE } from "../../src/auth/api-key-auth.ts";
import type { OutboxMessageJson } from "../../src/rest/dev-outbox.ts";
import { createTestApp, TEST_APP_URL } from "../support/test-app.ts";
import { createSignedInUser } from "../support/users.ts";

type App = ReturnType<typeof createTestApp>["app"];

describe.each(testDatabases())("SEC-3: an API key cannot manage the account, on $name", ({ create }) => {
  let handle: DbHandle;
  let app: App;
  let users = 0;

  beforeAll(async () => {
    handle = await create();
    app = createTestApp(handle).app;
  });
  afterAll(() => handle.close());

  const post = (path: string, headers: Record<string, string>, body?: unknown) =>
    app.request(path, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", origin: TEST_APP_URL },
      body: body === undefined ? "" : JSON.stringify(body),
    });
  const mutate = async (headers: Record<string, string>, procedure: string, input?: unknown) => {
    const response = await post(
      `/api/trpc/${procedure}`,
      headers,
      input === undefined ? undefined : superjson.serialize(input),
    );
    const body = (await response.json()) as { error?: { json: { message: string; data: { code: string } } } };
    return { status: response.status, code: body.error?.json.data.code, message: body.error?.json.message };
  };

  async function userWithKey() {
    users += 1;
    const user = await createSignedInUser(app, handle.db, `sec3-${users}@example.com`);
    const created = await post("/api/auth/api-key/create", user.headers, { name: "script" });
    expect(created.status).toBe(200);
    const { key } = (await created.json()) as { key: string };
    return { ...user, key: { "x-api-key": key } };
  }

  it("SEC-3: refuses account deletion, Gmail disconnect and a new destination with 403; the session may", async () => {
    const user = await userWithKey();
    for (const [procedure, input] of [
      ["account.delete", { confirmEmail: user.email }],
      ["gmail.disconnect", undefined],
      ["preferences.update", { destinationEmail: "attacker@evil.example" }],
    ] as const) {
      const refused = await mutate(user.key, procedure, input);
      expect(refused, procedure).toEqual({
        status: 403,
        code: "FORBIDDEN",
        message: API_KEY_CANNOT_MANAGE_MESSAGE,
      });
    }
    const restDisconnect = await post("/api/auth/gmail/debug/clear", user.key);
    expect(restDisconnect.status).toBe(403);
    expect(await restDisconnect.json()).toEqual({ error: API_KEY_CANNOT_MANAGE_MESSAGE });

    // What a key is for still works: choosing the format, keeping the destination as it is.
    expect((await mutate(user.key, "preferences.update", { outputFormat: "epub" })).status).toBe(200);
    expect((await mutate(user.key, "preferences.update", { destinationEmail: user.email })).status).toBe(200);
    const me = await app.request("/api/trpc/account.me", { headers: user.key });
    expect(me.status).toBe(200);

    expect((await mutate(user.headers, "gmail.disconnect")).status).toBe(200);
    expect((await mutate(user.headers, "account.delete", { confirmEmail: user.email })).status).toBe(200);
  });

  it("SEC-3: refuses key and session management through better-auth with 403", async () => {
    const user = await userWithKey();
    const create = await post("/api/auth/api-key/create", user.key, { name: "another" });
    expect(create.status).toBe(403);
    expect(await create.json()).toEqual({ error: API_KEY_CANNOT_MANAGE_MESSAGE });
    const list = await app.request("/api/auth/api-key/list", { headers: user.key });
    expect(list.status).toBe(403);
    const revokeAll = await post("/api/auth/revoke-sessions", user.key, {});
    expect(revokeAll.status).toBe(403);
  });

  it("SEC-3: tells the account's own address when digests start going somewhere else", async () => {
    const user = await userWithKey();
    const saved = await mutate(user.headers, "preferences.update", {
      destinationEmail: "kindle@kindle.example",
    });
    expect(saved.status).toBe(200);
    const outbox = (await (await app.request("/api/dev/outbox")).json()) as OutboxMessageJson[];
    const notice = outbox.find((message) => message.to === user.email && /new address/.test(message.subject));
    expect(notice?.text).toContain("kindle@kindle.example");
    expect(notice?.text).toContain(user.email); // the old destination, the sign-in address by default

    // Setting the same address again is no change, and says nothing.
    await mutate(user.headers, "preferences.update", { destinationEmail: "kindle@kindle.example" });
    const after = (await (await app.request("/api/dev/outbox")).json()) as OutboxMessageJson[];
    expect(
      after.filter((message) => message.to === user.email && /new address/.test(message.subject)),
    ).toHaveLength(1);
  });
});
