/**
 * Bad text and unexpected failures, on PGlite and Postgres: strings the database cannot store (NUL,
 * lone surrogates) or that fake lines (control characters) are refused with a 400 naming the field,
 * at every kind of entry (tRPC, REST, better-auth); an unexpected database error answers the generic
 * 500 with a request id, and its SQL and values reach only the log under that id.
 */
import type { DbHandle } from "@folio/db/client";
import { user } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERNAL_ERROR_MESSAGE } from "../../src/errors/internal-error.ts";
import { capturedLogger } from "../support/captured-logger.ts";
import { signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { TestClient } from "../support/http-client.ts";
import { createTestApp, TEST_APP_URL } from "../support/test-app.ts";

/** What no answer may hold: SQL, bound values, stack frames, file paths. */
const INTERNALS =
  /Failed query|insert into|select .* from|params:|\bat [^\s]+ \(|node_modules|\/src\/|\.ts:\d+/i;

describe.each(testDatabases())("input refusals on $name", ({ create }) => {
  let handle: DbHandle;
  let testApp: ReturnType<typeof createTestApp>;
  const logLines: string[] = [];
  let readers = 0;

  beforeAll(async () => {
    handle = await create();
    testApp = createTestApp(handle, {
      log: capturedLogger("warn", logLines).log,
      digests: { enqueue: async () => {} },
      requestLimit: { perMinute: 1_000_000 },
    });
  }, 60_000);
  afterAll(() => handle?.close());

  async function newReader(): Promise<{ client: TestClient; email: string }> {
    readers += 1;
    const client = new TestClient(testApp.app, `10.77.0.${readers}`);
    const email = `refusals-${readers}@example.com`;
    await signUpConfirmAndSignIn(client, handle, email);
    return { client, email };
  }

  async function expectRefusal(response: Response, field: RegExp) {
    const text = await response.text();
    expect(response.status, text).toBe(400);
    expect(text).toMatch(field);
    expect(text).not.toMatch(INTERNALS);
  }

  it("SEC-5: a NUL in a label id is a 400 naming the field, not a 500 with the SQL and its values", async () => {
    const { client } = await newReader();
    for (const field of ["readLaterLabelId", "processedLabelId"]) {
      const answer = await client.mutation("preferences.update", { [field]: "Label_1\u0000" });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(
        new RegExp(`${field}[\\s\\S]*control characters|control characters[\\s\\S]*${field}`),
      );
      expect(JSON.stringify(answer)).not.toMatch(INTERNALS);
    }
    const surrogate = await client.mutation("preferences.update", { readLaterLabelId: "Label_\ud800" });
    expect(surrogate.status).toBe(400);
    expect(surrogate.error?.message).toMatch(/readLaterLabelId.*lone UTF-16 surrogate/);
  });

  it("SEC-5: customStyles (read by nothing) with NUL, lone surrogates or 5,000 levels of nesting is not stored", async () => {
    const { client } = await newReader();
    // Set up, so the call goes as far as storing the digest.
    const setUp = { readLaterLabelId: "Label_1", processedLabelId: "Label_2", outputFormat: "pdf" };
    expect((await client.mutation("preferences.update", setUp)).status).toBe(200);
    // As JSON text: the nesting is too deep for superjson on this side.
    const deep = `${'{"k":'.repeat(5000)}"x"${"}".repeat(5000)}`;
    for (const customStyles of ['{"k":"a\\u0000b"}', '{"k":"\\ud800"}', '{"\\ud800":"v"}', deep]) {
      const response = await client.request("/api/trpc/digest.generate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: `{"json":{"sessionId":"styles-1","customStyles":${customStyles}}}`,
      });
      const text = await response.text();
      // Nothing queued: a 400 saying so, as without customStyles.
      expect(response.status, text).toBe(400);
      expect(text).toMatch(/no queued emails/);
      expect(text).not.toMatch(INTERNALS);
    }
  });

  it("SEC-5: an unexpected database error is the generic 500 with a request id; the SQL goes to the log under it", async () => {
    const { client } = await newReader();
    await handle.db.execute(sql`alter table user_preferences rename to user_preferences_away`);
    try {
      const response = await client.request("/api/trpc/preferences.update", {
        json: { json: { readLaterLabelId: "Label_secret_value" } },
      });
      const trpcText = await response.text();
      expect(response.status).toBe(500);
      const trpcError = (
        JSON.parse(trpcText) as { error: { json: { message: string; data: { requestId: string } } } }
      ).error.json;
      expect(trpcError.message).toBe(INTERNAL_ERROR_MESSAGE);
      expect(trpcText).not.toMatch(INTERNALS);
      expect(trpcText).not.toContain("Label_secret_value");
      const trpcRequestId = trpcError.data.requestId;
      expect(response.headers.get("x-request-id")).toBe(trpcRequestId);

      const rest = await client.request("/api/auth/onboarding-status");
      const restBody = (await rest.json()) as { error: string; requestId: string };
      expect(rest.status).toBe(500);
      expect(restBody).toEqual({
        error: INTERNAL_ERROR_MESSAGE,
        requestId: rest.headers.get("x-request-id"),
      });

      for (const requestId of [trpcRequestId, restBody.requestId]) {
        const logged = logLines.find((line) => line.includes(requestId));
        expect(logged, `a log line under ${requestId}`).toBeDefined();
        expect(logged).toMatch(/user_preferences/);
      }
    } finally {
      await handle.db.execute(sql`alter table user_preferences_away rename to user_preferences`);
    }
  });

  it("SEC-5: a write for an account deleted while its session was still cached is a 409, not the foreign-key error", async () => {
    const { client, email } = await newReader();
    expect((await client.query("account.me")).status).toBe(200);
    // Deleted behind the session cache's back (another process did it).
    await handle.db.delete(user).where(eq(user.email, email));
    const answer = await client.mutation("preferences.update", { outputFormat: "pdf" });
    expect(answer.status).toBe(409);
    expect(answer.error?.message).toMatch(/no longer exists/);
    expect(JSON.stringify(answer)).not.toMatch(INTERNALS);
    // Not silent: a bug that looks like this one would otherwise go unnoticed.
    const warning = logLines.find((line) => line.includes("write for a row that no longer exists"));
    expect(warning).toMatch(/preferences\.update/);
  });

  it("SEC-12: a batch that deletes the account after another call ends the account's session at once", async () => {
    const { client, email } = await newReader();
    // Like a script's cookie jar, the cookie is sent again though the answer expired it.
    const cookie = client.cookieHeader();
    const withOldCookie = (path: string, init: RequestInit = {}) =>
      testApp.app.request(path, {
        ...init,
        headers: {
          cookie,
          origin: TEST_APP_URL,
          "x-forwarded-for": "10.77.1.1",
          "content-type": "application/json",
        },
      });
    expect((await withOldCookie("/api/trpc/account.me")).status).toBe(200);
    const batch = await withOldCookie("/api/trpc/waitlist.join,account.delete?batch=1", {
      method: "POST",
      body: JSON.stringify({ 0: { json: { email: "w@example.com" } }, 1: { json: { confirmEmail: email } } }),
    });
    expect(batch.status).toBe(200);
    expect((await withOldCookie("/api/trpc/account.me")).status).toBe(401);
    const write = await withOldCookie("/api/trpc/preferences.update", {
      method: "POST",
      body: JSON.stringify({ json: { outputFormat: "pdf" } }),
    });
    expect(write.status).toBe(401);
  });

  it("SEC-16: a label name with NUL or a line break is a 400 naming it (tRPC and REST)", async () => {
    const { client } = await newReader();
    for (const name of ["L\u0000y", "Read\r\nLater", "Tab\u0007"]) {
      const answer = await client.mutation("labels.create", { name });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(/Label name must not contain control characters/);
      await expectRefusal(
        await client.request("/api/gmail/labels/create", { json: { name } }),
        /"error":"Label name must not contain control characters.*","field":"name"/,
      );
    }
  });

  it("SEC-17: better-auth endpoints answer a NUL in any string with a 400, not a 500", async () => {
    const { client } = await newReader();
    const probes: [string, RequestInit & { json?: unknown }][] = [
      ["/api/auth/update-user", { json: { name: "a\u0000b" } }],
      ["/api/auth/api-key/create", { json: { name: "k\u0000" } }],
      ["/api/auth/reset-password", { json: { token: "a\u0000b", newPassword: "a-long-password-1" } }],
      ["/api/auth/revoke-session", { json: { token: "a\u0000b" } }],
      ["/api/auth/api-key/delete", { json: { keyId: "a\u0000b" } }],
      ["/api/auth/api-key/get?id=a%00b", {}],
      ["/api/auth/sign-in/email", { json: { email: "x@example.com", password: "pass\u0000word-long" } }],
    ];
    for (const [path, init] of probes)
      await expectRefusal(await client.request(path, init), /control characters/);
  });

  it("SEC-18: a user's name is at most 100 characters of plain text; image only an http(s) address", async () => {
    const { client } = await newReader();
    const update = (json: unknown) => client.request("/api/auth/update-user", { json });
    await expectRefusal(await update({ name: "x".repeat(900_000) }), /name must be at most 100 characters/);
    await expectRefusal(await update({ name: "Evil\r\nBcc: v@evil.test" }), /name must not contain control/);
    await expectRefusal(
      await update({ image: "javascript:alert(1)" }),
      /image must be an http or https address/,
    );
    await expectRefusal(
      await client.request("/api/auth/sign-up/email", {
        json: { email: "long-name@example.com", password: "correct-horse", name: "y".repeat(101) },
      }),
      /name must be at most 100 characters/,
    );
    expect((await update({ name: "Ada Lovelace", image: "https://example.com/ada.png" })).status).toBe(200);
    expect((await client.query<{ name: string }>("account.me")).data?.name).toBe("Ada Lovelace");
  });

  it("SEC-19: /api/digest-progress with a NUL in the session id is a 400 naming sessionId", async () => {
    const { client } = await newReader();
    const { tempToken } = (await (await client.request("/api/digest-token", { method: "POST" })).json()) as {
      tempToken: string;
    };
    await expectRefusal(
      await client.request(`/api/digest-progress/a%00b?token=${tempToken}`),
      /"field":"sessionId"/,
    );
    await expectRefusal(await client.request("/api/digest-status/a%00b"), /"field":"sessionId"/);
  });
});
