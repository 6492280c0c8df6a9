/**
 * Accounts against guessing, enumeration and leftovers: sign-up answers a taken address as a new
 * one (the owner is e-mailed instead), passwords have at least 10 characters, wrong passwords and
 * auth e-mails are limited per account whatever the client address, reset links die with a new
 * password, session tokens stay out of JSON a page script could read, and revoke-session says when
 * a token is not the caller's.
 */
import type { DbHandle } from "@folio/db/client";
import { outboxMessages, session } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS } from "../../src/auth/account-limits.ts";
import { ACCOUNT_SIGN_IN_LOCKED_MESSAGE, SESSION_NOT_FOUND_MESSAGE } from "../../src/auth/auth-hooks.ts";
import { MIN_PASSWORD_LENGTH } from "../../src/auth/create-auth.ts";
import type { MailTransport, OutgoingMail } from "../../src/mail/mail-transport.ts";
import { authPost, requestResetToken } from "../support/auth-flows.ts";
import { createTestApp, TEST_APP_URL } from "../support/test-app.ts";
import { createSignedInUser } from "../support/users.ts";

const run = Date.now().toString(36);
/** The production mail limit; fewer failed sign-ins than in production, to keep the test short. */
const LIMITS = {
  ...ACCOUNT_LIMITS,
  failedSignIns: { max: 6, windowMs: ACCOUNT_LIMITS.failedSignIns.windowMs },
};
let ipCounter = 0;
/** A fresh client address: better-auth's per-address limits never get in the way unless a test wants them. */
const freshIp = () => `10.62.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(testDatabases())("account protection on $name", ({ create }) => {
  let handle: DbHandle;
  let testApp: ReturnType<typeof createTestApp>;
  let userCount = 0;
  const newUser = () => createSignedInUser(testApp.app, handle.db, `guard-${run}-${++userCount}@example.com`);
  const mailsTo = async (email: string) =>
    handle.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
  const signIn = (email: string, password: string, ip = freshIp()) =>
    authPost(testApp.app, "/sign-in/email", { email, password }, { ip });

  beforeAll(async () => {
    handle = await create();
    testApp = createTestApp(handle, { accountLimits: LIMITS });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("SEC-9: sign-up answers a taken address exactly as a new one, and e-mails the owner instead", async () => {
    const owner = await newUser();
    const fresh = `fresh-${run}@example.com`;
    const signUp = (email: string) =>
      authPost(
        testApp.app,
        "/sign-up/email",
        { email: email.toUpperCase(), password: "whatever-123", name: "x" },
        { ip: freshIp() },
      );
    const startedAt = Date.now();
    const taken = await signUp(owner.email);
    const untaken = await signUp(fresh);
    const endedAt = Date.now();
    // Everything the caller sees, with what differs for any two sign-ups (the new id, the clock and
    // the request id) replaced by its form; every other field, header and the key order must be the same.
    const answer = async (response: Response, email: string) => {
      const body = (await response.json()) as { user: Record<string, unknown> };
      const { id, createdAt, updatedAt, email: answeredEmail, ...user } = body.user;
      for (const at of [createdAt, updatedAt]) {
        const time = Date.parse(String(at));
        expect(time).toBeGreaterThanOrEqual(startedAt - 1000);
        expect(time).toBeLessThanOrEqual(endedAt + 1000);
      }
      expect(answeredEmail).toBe(email);
      expect(id).not.toBe(owner.userId); // the owner's id never shows
      const headers: string[] = [];
      response.headers.forEach((value, name) => {
        // Every answer has its own request id; only its form can be compared.
        const shown = name === "x-request-id" ? /^[0-9a-f-]{36}$/.test(value) : value;
        headers.push(`${name}: ${shown}`);
      });
      return {
        status: response.status,
        headers,
        keys: Object.keys(body),
        userKeys: Object.keys(body.user),
        user,
        id: typeof id === "string" && /^[A-Za-z0-9]{32}$/.test(id),
        sameTimes: createdAt === updatedAt,
      };
    };
    const takenAnswer = await answer(taken, owner.email);
    const untakenAnswer = await answer(untaken, fresh);
    expect(takenAnswer).toEqual(untakenAnswer);
    expect(takenAnswer.user).toMatchObject({ role: "user", emailVerified: false, name: "x" });
    expect(takenAnswer.status).toBe(200);

    const ownerMails = await mailsTo(owner.email);
    expect(ownerMails.map((mail) => mail.subject)).toContain("You already have a Folio account");
    const notice = ownerMails.find((mail) => mail.subject === "You already have a Folio account")!;
    expect(notice.text).toContain(`${TEST_APP_URL}/login`);
    expect(notice.text).toContain(`${TEST_APP_URL}/forgot-password`);
    expect((await mailsTo(fresh)).map((mail) => mail.subject)).toEqual(["Confirm your Folio account"]);
    // The owner's password still works; the attempt changed nothing.
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
  });

  it("SEC-9: better-auth's per-client sign-in limit counts an IPv6 client per /64, an IPv4 client per address", async () => {
    const tryUnknown = (address: string) =>
      signIn(`nobody-${run}-${++userCount}@example.com`, "wrong-password", address);
    // A new address of one /64 for every attempt, each for an unknown account: one client all the same.
    for (let i = 1; i <= 10; i += 1) expect((await tryUnknown(`2001:db8:9:1::${i}`)).status).toBe(401);
    expect((await tryUnknown("2001:db8:9:1:abcd::1")).status).toBe(429);
    expect((await tryUnknown("2001:db8:9:2::1")).status).toBe(401);
    for (let i = 1; i <= 10; i += 1) expect((await tryUnknown("10.63.0.1")).status).toBe(401);
    expect((await tryUnknown("10.63.0.1")).status).toBe(429);
    expect((await tryUnknown("10.63.0.2")).status).toBe(401);
  });

  it("SEC-9: a password needs at least 10 characters, at sign-up, reset and change", async () => {
    expect(MIN_PASSWORD_LENGTH).toBe(10);
    const nine = "123456789";
    const signUp = await authPost(
      testApp.app,
      "/sign-up/email",
      { email: `nine-${run}@example.com`, password: nine, name: "n" },
      { ip: freshIp() },
    );
    expect(signUp.status).toBe(400);
    expect(((await signUp.json()) as { code: string }).code).toBe("PASSWORD_TOO_SHORT");

    const owner = await newUser();
    const change = await authPost(
      testApp.app,
      "/change-password",
      { currentPassword: owner.password, newPassword: nine },
      { headers: owner.headers },
    );
    expect(change.status).toBe(400);
    const token = await requestResetToken(testApp.app, handle.db, owner.email, freshIp());
    const reset = await authPost(
      testApp.app,
      "/reset-password",
      { token, newPassword: nine },
      { ip: freshIp() },
    );
    expect(reset.status).toBe(400);
    const ok = await authPost(
      testApp.app,
      "/reset-password",
      { token, newPassword: "0123456789" },
      { ip: freshIp() },
    );
    expect(ok.status).toBe(200);
  });

  it("SEC-9: wrong passwords from as many client addresses lock that account's sign-in, not others'; a reset unlocks it", async () => {
    expect(ACCOUNT_LIMITS.failedSignIns).toEqual({ max: 20, windowMs: 15 * 60_000 });
    const owner = await newUser();
    const bystander = await newUser();
    const unknown = `nobody-${run}@example.com`;
    for (let attempt = 0; attempt < LIMITS.failedSignIns.max; attempt += 1) {
      expect((await signIn(owner.email, `wrong-password-${attempt}`)).status).toBe(401);
      expect((await signIn(unknown, `wrong-password-${attempt}`)).status).toBe(401);
    }
    // Even the right password, from an address never seen before.
    const locked = await signIn(owner.email, owner.password);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      code: "ACCOUNT_SIGN_IN_LOCKED",
      message: ACCOUNT_SIGN_IN_LOCKED_MESSAGE,
    });
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.failedSignIns.windowMs / 1000);
    // An address without an account is locked the same way: the lock tells nothing.
    expect((await signIn(unknown, "any-password-1")).status).toBe(429);
    expect((await signIn(bystander.email, bystander.password)).status).toBe(200);

    const token = await requestResetToken(testApp.app, handle.db, owner.email, freshIp());
    expect(
      (
        await authPost(
          testApp.app,
          "/reset-password",
          { token, newPassword: "a-fresh-password" },
          { ip: freshIp() },
        )
      ).status,
    ).toBe(200);
    expect((await signIn(owner.email, "a-fresh-password")).status).toBe(200);
  }, 180_000);

  it("SEC-9: at most 5 account e-mails an hour reach one address, however many client addresses ask", async () => {
    expect(LIMITS.authMails).toEqual({ max: 5, windowMs: 60 * 60_000 });
    const owner = await newUser(); // one confirmation e-mail
    const answers = new Set<string>();
    for (let request = 0; request < 7; request += 1) {
      const response = await authPost(
        testApp.app,
        "/request-password-reset",
        { email: owner.email, redirectTo: "/reset-password" },
        { ip: freshIp() },
      );
      expect(response.status).toBe(200);
      answers.add(await response.text());
    }
    expect(answers.size).toBe(1);
    expect(await mailsTo(owner.email)).toHaveLength(LIMITS.authMails.max);
    // Someone signing up with the address again does not get past the limit either.
    await authPost(
      testApp.app,
      "/sign-up/email",
      { email: owner.email, password: "whatever-123", name: "x" },
      { ip: freshIp() },
    );
    expect(await mailsTo(owner.email)).toHaveLength(LIMITS.authMails.max);
  });

  it("SEC-8: an older reset link is refused after a newer one was used", async () => {
    const owner = await newUser();
    const older = await requestResetToken(testApp.app, handle.db, owner.email, freshIp());
    const newer = await requestResetToken(testApp.app, handle.db, owner.email, freshIp());
    expect(newer).not.toBe(older);
    expect(
      (
        await authPost(
          testApp.app,
          "/reset-password",
          { token: newer, newPassword: "owner-password-2" },
          { ip: freshIp() },
        )
      ).status,
    ).toBe(200);
    const stale = await authPost(
      testApp.app,
      "/reset-password",
      { token: older, newPassword: "attacker-password" },
      { ip: freshIp() },
    );
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { code: string }).code).toBe("INVALID_TOKEN");
    expect((await signIn(owner.email, "attacker-password")).status).toBe(401);
    expect((await signIn(owner.email, "owner-password-2")).status).toBe(200);
  });

  it("SEC-8: a reset link is refused after the password was changed", async () => {
    const owner = await newUser();
    const token = await requestResetToken(testApp.app, handle.db, owner.email, freshIp());
    const changed = await authPost(
      testApp.app,
      "/change-password",
      { currentPassword: owner.password, newPassword: "changed-password-3" },
      { headers: owner.headers },
    );
    expect(changed.status).toBe(200);
    const stale = await authPost(
      testApp.app,
      "/reset-password",
      { token, newPassword: "attacker-password" },
      { ip: freshIp() },
    );
    expect(stale.status).toBe(400);
    expect((await signIn(owner.email, "changed-password-3")).status).toBe(200);
  });

  it("SEC-13: a bearer token needs its signature, and no JSON answer names a session token", async () => {
    const owner = await newUser();
    const signedIn = await signIn(owner.email, owner.password);
    expect(signedIn.status).toBe(200);
    const signed = signedIn.headers.get("set-auth-token")!;
    const body = await signedIn.json();
    expect(body).not.toHaveProperty("token");
    expect(JSON.stringify(body)).not.toContain(signed.split(".")[0]);

    const me = (token: string) =>
      testApp.app.request("/api/trpc/account.me", { headers: { authorization: `Bearer ${token}` } });
    expect((await me(signed)).status).toBe(200);
    const raw = signed.split(".")[0]!;
    expect((await me(raw)).status).toBe(401);
    expect(
      (await testApp.app.request("/api/auth/get-session", { headers: { authorization: `Bearer ${raw}` } }))
        .status,
    ).toBe(200);
    expect(
      await (
        await testApp.app.request("/api/auth/get-session", { headers: { authorization: `Bearer ${raw}` } })
      ).json(),
    ).toBeNull();

    const tokens = (
      await handle.db.select({ token: session.token }).from(session).where(eq(session.userId, owner.userId))
    ).map((row) => row.token);
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const path of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
      const response = await testApp.app.request(path, { headers: { authorization: `Bearer ${signed}` } });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain(owner.userId);
      for (const token of tokens) expect(text).not.toContain(token);
    }
  });

  it("SEC-23: revoke-session with another user's token answers 404 and leaves that session alone", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const [aliceSession] = await handle.db.select().from(session).where(eq(session.userId, alice.userId));
    const refused = await authPost(
      testApp.app,
      "/revoke-session",
      { token: aliceSession!.token },
      { headers: bob.headers },
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({
      code: "SESSION_NOT_FOUND",
      message: SESSION_NOT_FOUND_MESSAGE,
    });
    expect((await testApp.app.request("/api/trpc/account.me", { headers: alice.headers })).status).toBe(200);
    // Bob's own session, by token, still works.
    const [bobSession] = await handle.db.select().from(session).where(eq(session.userId, bob.userId));
    expect(
      (await authPost(testApp.app, "/revoke-session", { token: bobSession!.token }, { headers: bob.headers }))
        .status,
    ).toBe(200);
  });
});

describe.each(testDatabases())("account e-mail timing with a mail service on $name", ({ create }) => {
  let handle: DbHandle;
  let testApp: ReturnType<typeof createTestApp>;
  const sent: OutgoingMail[] = [];
  let hold: Promise<void> | null = null;
  const slowService: MailTransport = {
    kind: "postmark",
    async send(message) {
      sent.push(message);
      if (hold) await hold;
      return { messageId: String(sent.length) };
    },
  };

  beforeAll(async () => {
    handle = await create();
    testApp = createTestApp(handle, { mail: slowService });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("SEC-9: a reset request answers before the mail service does, as for an unknown address", async () => {
    const email = `timing-${run}@example.com`;
    const signUp = await authPost(
      testApp.app,
      "/sign-up/email",
      { email, password: "timing-password", name: "t" },
      { ip: freshIp() },
    );
    expect(signUp.status).toBe(200);
    let release = () => {};
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The confirmation went out in the background too; wait for it, so only reset mails follow.
    for (let i = 0; i < 100 && !sent.some((mail) => mail.to === email); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const before = sent.length;
    // The service never answers until released: were the mail awaited, this would time out.
    const known = await authPost(
      testApp.app,
      "/request-password-reset",
      { email, redirectTo: "/reset-password" },
      { ip: freshIp() },
    );
    const unknown = await authPost(
      testApp.app,
      "/request-password-reset",
      { email: `no-one-${run}@example.com`, redirectTo: "/reset-password" },
      { ip: freshIp() },
    );
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.slice(before).map((mail) => [mail.to, mail.tag])).toEqual([[email, "reset-password"]]);
    release();
  });
});
