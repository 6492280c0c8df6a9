import type { DbHandle } from "@folio/db/client";
import { account, user } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANNED_USER_MESSAGE } from "../src/auth/create-auth.ts";
import { createTestApp, TEST_APP_URL } from "./support/test-app.ts";
import { confirmationPath } from "./support/users.ts";

describe.each(testDatabases())("accounts API on $name", ({ create }) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  beforeAll(async () => {
    handle = await create();
    app = createTestApp(handle).app;
  });
  afterAll(() => handle.close());

  let clientCounter = 0;
  /** Each call site gets its own client address unless one is given, like separate machines. */
  const post = (path: string, body: unknown, ip = `10.1.0.${++clientCounter}`) =>
    app.request(`/api/auth${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", origin: TEST_APP_URL, "x-forwarded-for": ip },
    });

  async function confirmedUser(email: string, password = "correct-horse") {
    expect((await post("/sign-up/email", { email, password, name: "Reader" })).status).toBe(200);
    const verify = await app.request(await confirmationPath(handle.db, email));
    expect(verify.status).toBe(302);
    return { email, password };
  }

  it("stores passwords only as hashes", async () => {
    const { email, password } = await confirmedUser("hash@example.com");
    const [row] = await handle.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    expect(row?.password).toBeTruthy();
    expect(row?.password).not.toContain(password);
  });

  it("refuses an unconfirmed e-mail, then signs in once the link was followed", async () => {
    expect(
      (await post("/sign-up/email", { email: "new@example.com", password: "secret-one-1", name: "N" }))
        .status,
    ).toBe(200);
    const refused = await post("/sign-in/email", { email: "new@example.com", password: "secret-one-1" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("rejects passwords shorter than 10 characters", async () => {
    const short = await post("/sign-up/email", {
      email: "short@example.com",
      password: "123456789",
      name: "S",
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { code: string }).code).toBe("PASSWORD_TOO_SHORT");
  });

  it("refuses a banned user with the product's message", async () => {
    const { email, password } = await confirmedUser("banned@example.com");
    await handle.db.update(user).set({ banned: true }).where(eq(user.email, email));
    const refused = await post("/sign-in/email", { email, password });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "BANNED_USER", message: BANNED_USER_MESSAGE });
  });

  it("accepts the session as a bearer token for scripts, and answers 401 without one", async () => {
    const { email, password } = await confirmedUser("script@example.com");
    const signIn = await post("/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    const token = signIn.headers.get("set-auth-token");
    expect(token).toBeTruthy();

    const me = await app.request("/api/trpc/account.me", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const body = (await me.json()) as { result: { data: { json: { email: string } } } };
    expect(body.result.data.json.email).toBe(email);

    expect((await app.request("/api/trpc/account.me")).status).toBe(401);
    const forged = await app.request("/api/trpc/account.me", {
      headers: { authorization: "Bearer forged.token" },
    });
    expect(forged.status).toBe(401);
  });

  it("ends sessions at once on sign-out and on sign-out everywhere, though requests just used them", async () => {
    const { email, password } = await confirmedUser("sessions@example.com");
    const signIns = await Promise.all([1, 2, 3].map(() => post("/sign-in/email", { email, password })));
    const [here, laptop, phone] = signIns.map((response) => response.headers.get("set-auth-token")!);
    const me = (token: string) =>
      app.request("/api/trpc/account.me", { headers: { authorization: `Bearer ${token}` } });
    const withToken = (path: string, token: string) =>
      app.request(`/api/auth${path}`, {
        method: "POST",
        body: "{}",
        headers: {
          "content-type": "application/json",
          origin: TEST_APP_URL,
          authorization: `Bearer ${token}`,
        },
      });
    // Each session is used (and so remembered for a few seconds) before it ends.
    for (const token of [here!, laptop!, phone!]) expect((await me(token)).status).toBe(200);

    expect((await withToken("/sign-out", phone!)).status).toBe(200);
    expect((await me(phone!)).status).toBe(401);
    expect((await me(laptop!)).status).toBe(200);

    expect((await withToken("/revoke-other-sessions", here!)).status).toBe(200);
    expect((await me(laptop!)).status).toBe(401);
    expect((await me(here!)).status).toBe(200);
    expect((await withToken("/revoke-sessions", here!)).status).toBe(200);
    expect((await me(here!)).status).toBe(401);
  });

  it("sets HttpOnly, SameSite=Lax session cookies", async () => {
    const { email, password } = await confirmedUser("cookie@example.com");
    const signIn = await post("/sign-in/email", { email, password });
    const cookie = signIn.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http://localhost: Secure only when APP_URL is https
  });

  it("marks cookies Secure when APP_URL is https", async () => {
    const secure = createTestApp(handle, { appUrl: "https://folio.example.com" }).app;
    await confirmedUser("secure@example.com", "secret-twelve");
    const signIn = await secure.request("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email: "secure@example.com", password: "secret-twelve" }),
      headers: { "content-type": "application/json", origin: "https://folio.example.com" },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("set-cookie")).toMatch(/__Secure-[^;]+;.*Secure/i);
  });

  it("limits wrong passwords per client: the 11th try answers 429 while another client still signs in", async () => {
    const { email, password } = await confirmedUser("target@example.com");
    const attacker = "203.0.113.7";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push((await post("/sign-in/email", { email, password: "wrong-password" }, attacker)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

    const honest = await post("/sign-in/email", { email, password }, "198.51.100.9");
    expect(honest.status).toBe(200);
  });
});
