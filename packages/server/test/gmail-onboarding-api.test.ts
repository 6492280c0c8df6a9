/**
 * Connect Gmail, onboarding status, preferences (with the live subscription) and labels, through
 * `app.request` on a migrated database, with the Google sandbox really serving HTTP.
 */
import type { DbHandle } from "@folio/db/client";
import { findGmailAccount } from "@folio/db/queries";
import { account } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CLIENT } from "../src/env.ts";
import { decryptOAuthToken } from "../src/gmail/oauth-token-crypto.ts";
import { connectGmail, signUpConfirmAndSignIn, startGmailLink } from "./support/gmail-connect-flow.ts";
import { TestClient } from "./support/http-client.ts";
import { readSse } from "./support/sse-reader.ts";
import { createTestApp } from "./support/test-app.ts";

interface Label {
  id: string;
  name: string;
  type: string;
}

describe.each(testDatabases())("Gmail onboarding API on $name", ({ create }) => {
  let handle: DbHandle;
  let sandbox: RunningSandbox;
  let testApp: ReturnType<typeof createTestApp>;
  let alice: TestClient;
  const aliceGmail = "alice.reads@gmail.example";
  let aliceUserId = "";

  const status = (client: TestClient) => client.trpc.onboarding.status.query();

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seedMailboxes: false, client: { ...SANDBOX_CLIENT } });
    handle = await create();
    testApp = createTestApp(handle, { sandboxUrl: sandbox.url });
    alice = new TestClient(testApp.app, "10.9.0.1");
    await signUpConfirmAndSignIn(alice, handle, "alice@example.com");
    aliceUserId = (await alice.trpc.account.me.query()).id;
  });
  afterAll(async () => {
    await handle.close();
    await sandbox.close();
  });

  it("starts with nothing: no preferences row, incomplete onboarding, labels refused", async () => {
    expect(await alice.trpc.preferences.get.query()).toBeNull();
    const before = await status(alice);
    expect(before.isOnboardingComplete).toBe(false);
    expect(before.details).toMatchObject({
      hasGmail: false,
      tokenValid: false,
      hasLabels: false,
      hasFormat: false,
    });
    const labels = await alice.query("labels.list");
    expect(labels.error).toMatchObject({ code: "PRECONDITION_FAILED", message: "Gmail not connected" });
    const rest = await alice.request("/api/gmail/labels");
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ error: "Gmail not connected" });
  });

  it("asks Google for the Gmail scopes, offline access, forced consent and PKCE", async () => {
    const authorize = await startGmailLink(alice);
    expect(authorize.origin).toBe(new URL(sandbox.url).origin);
    const params = authorize.searchParams;
    expect(params.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining([
        "openid",
        "email",
        "https://www.googleapis.com/auth/gmail.readonly",
        "https://www.googleapis.com/auth/gmail.modify",
        "https://www.googleapis.com/auth/gmail.labels",
      ]),
    );
    expect(params.get("access_type")).toBe("offline");
    expect(params.get("prompt")).toBe("consent");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/gmail");
  });

  it("connects a Gmail address different from the sign-in e-mail and stores its tokens encrypted", async () => {
    const landed = await connectGmail(alice, aliceGmail);
    expect(landed).toMatch(/\/settings\?gmail=connected$/);
    const connected = await status(alice);
    expect(connected.details).toMatchObject({
      hasGmail: true,
      tokenValid: true,
      hasAccessToken: true,
      hasRefreshToken: true,
      gmailAddress: aliceGmail,
    });
    expect(connected.details.gmailTokenExpiry).toBeInstanceOf(Date);
    expect(connected.isOnboardingComplete).toBe(false);

    const row = (await findGmailAccount(handle.db, { userId: aliceUserId }))!;
    const plain = await testApp.auth.api.getAccessToken({ body: { accountId: row.id, userId: aliceUserId } });
    expect(plain.accessToken).toBeTruthy();
    expect(row.accessToken).not.toBe(plain.accessToken);
    expect(row.accessToken).not.toContain(plain.accessToken);
    expect(await decryptOAuthToken(testApp.auth, row.accessToken!)).toBe(plain.accessToken);
    expect(row.refreshToken).toBeTruthy();
    expect(await decryptOAuthToken(testApp.auth, row.refreshToken!)).not.toBe(row.refreshToken);

    const gmailStatus = await alice.trpc.gmail.status.query();
    expect(gmailStatus).toMatchObject({ connected: true, accountId: row.id });
    const access = await alice.request("/api/auth/gmail/test-access", { method: "POST" });
    expect(await access.json()).toEqual({
      summary: { gmail_profile_works: true, gmail_labels_works: true },
      tests: { errors: [] },
    });
    const withToken = await alice.request("/api/auth/gmail/test-access", {
      json: { provider_access_token: plain.accessToken },
    });
    expect(((await withToken.json()) as { summary: unknown }).summary).toEqual({
      gmail_profile_works: true,
      gmail_labels_works: true,
    });
    const bogus = (await (
      await alice.request("/api/auth/gmail/test-access", { json: { provider_access_token: "bogus" } })
    ).json()) as { summary: unknown; tests: { errors: string[] } };
    expect(bogus.summary).toEqual({ gmail_profile_works: false, gmail_labels_works: false });
    expect(bogus.tests.errors).toHaveLength(2);
    const malformed = await alice.request("/api/auth/gmail/test-access", {
      json: { provider_access_token: 7 },
    });
    expect(malformed.status).toBe(400);
  });

  it("lists labels, creates one, and refuses a duplicate with CONFLICT (tRPC) and 409 (REST)", async () => {
    const created = await alice.trpc.labels.create.mutate({ name: "Read Later" });
    expect(created).toMatchObject({ name: "Read Later", type: "user" });
    const viaRest = await alice.request("/api/gmail/labels/create", { json: { name: "Folio/Processed" } });
    expect(viaRest.status).toBe(200);
    const processed = (await viaRest.json()) as Label;
    expect(processed).toMatchObject({ name: "Folio/Processed" });

    const listed = await alice.trpc.labels.list.query();
    expect(listed.map((label) => label.name)).toEqual(
      expect.arrayContaining(["Read Later", "Folio/Processed", "INBOX"]),
    );
    expect(listed.find((label) => label.id === "SPAM")).toBeUndefined();
    expect(listed[0]?.type).toBe("user");
    expect(((await (await alice.request("/api/gmail/labels")).json()) as Label[]).length).toBe(listed.length);

    const duplicate = await alice.mutation("labels.create", { name: "Read Later" });
    expect(duplicate.error?.code).toBe("CONFLICT");
    expect(duplicate.error?.message).toContain("already exists");
    const restDuplicate = await alice.request("/api/gmail/labels/create", { json: { name: "Read Later" } });
    expect(restDuplicate.status).toBe(409);
    expect(((await restDuplicate.json()) as { error: string }).error).toContain("already exists");

    for (const bad of [{}, { name: "" }, { name: 42 }, { name: "x".repeat(300) }]) {
      const response = await alice.request("/api/gmail/labels/create", { json: bad });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    const notJson = await alice.request("/api/gmail/labels/create", { method: "POST", body: "name=x" });
    expect(notJson.status).toBe(400);
    expect((await alice.mutation("labels.create", { name: "  " })).error?.code).toBe("BAD_REQUEST");
  });

  it("saves preferences, defaulting the destination to the sign-in e-mail, and pings the subscription", async () => {
    const stream = await alice.request("/api/trpc/preferences.onChange", {
      headers: { accept: "text/event-stream" },
    });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const events = readSse(stream);
    await events.opened();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const labels = await alice.trpc.labels.list.query();
    const readLater = labels.find((label) => label.name === "Read Later")!;
    const processed = labels.find((label) => label.name === "Folio/Processed")!;
    const saved = await alice.trpc.preferences.update.mutate({ readLaterLabelId: readLater.id });
    expect(saved).toMatchObject({
      readLaterLabelId: readLater.id,
      processedLabelId: null,
      outputFormat: null,
      destinationEmail: "alice@example.com",
    });
    expect(await events.nextTracked()).not.toBeNull();

    expect((await status(alice)).details).toMatchObject({ hasLabels: false, gmailAddress: aliceGmail });
    await alice.trpc.preferences.update.mutate({ processedLabelId: processed.id, outputFormat: "epub" });
    const done = await status(alice);
    expect(done.isOnboardingComplete).toBe(true);
    expect(done.details).toMatchObject({
      hasLabels: true,
      hasFormat: true,
      outputFormat: "epub",
      destinationEmail: "alice@example.com",
      readLaterLabelId: readLater.id,
      processedLabelId: processed.id,
    });
    expect(done.details.updatedAt).toBeInstanceOf(Date);
    expect((await alice.trpc.preferences.get.query())?.gmailAddress).toBe(aliceGmail);

    const rest = await alice.request("/api/auth/onboarding-status");
    expect(((await rest.json()) as { isOnboardingComplete: boolean }).isOnboardingComplete).toBe(true);

    await alice.trpc.preferences.update.mutate({ destinationEmail: "alice@kindle.example" });
    expect(await events.nextTracked()).not.toBeNull();
    await events.close();

    expect(
      (await alice.mutation("preferences.update", { destinationEmail: "not an email" })).error?.code,
    ).toBe("BAD_REQUEST");
    expect((await alice.mutation("preferences.update", { outputFormat: "mobi" })).error?.code).toBe(
      "BAD_REQUEST",
    );
    expect(
      (await alice.mutation("preferences.update", { destinationEmail: `${"a".repeat(250)}@x.io` })).error
        ?.code,
    ).toBe("BAD_REQUEST");
    expect((await alice.trpc.preferences.get.query())?.destinationEmail).toBe("alice@kindle.example");
  });

  it("marks a revoked grant tokenValid: false, and reconnecting fixes it", async () => {
    sandbox.sandbox.revokeRefreshTokens(aliceGmail);
    const revoked = await status(alice);
    expect(revoked.details).toMatchObject({ hasGmail: true, tokenValid: false });
    expect(revoked.isOnboardingComplete).toBe(false);
    expect((await alice.query("labels.list")).error?.code).toBe("PRECONDITION_FAILED");
    const access = (await (
      await alice.request("/api/auth/gmail/test-access", { method: "POST" })
    ).json()) as {
      summary: Record<string, boolean>;
      tests: { errors: string[] };
    };
    expect(access.summary).toEqual({ gmail_profile_works: false, gmail_labels_works: false });
    expect(access.tests.errors.length).toBeGreaterThan(0);

    // Once the access token is past its expiry, better-auth's refresh meets invalid_grant: same answer.
    const row = (await findGmailAccount(handle.db, { userId: aliceUserId }))!;
    await handle.db
      .update(account)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(account.id, row.id));
    expect((await status(alice)).details).toMatchObject({ hasGmail: true, tokenValid: false });

    await connectGmail(alice, aliceGmail);
    const fixed = await status(alice);
    expect(fixed.details.tokenValid).toBe(true);
    expect(fixed.isOnboardingComplete).toBe(true);
  });

  it("isolates users: Bob can read or change none of Alice's preferences, labels or tokens", async () => {
    const bob = new TestClient(testApp.app, "10.9.0.2");
    await signUpConfirmAndSignIn(bob, handle, "bob@example.com");
    const aliceBefore = await alice.trpc.preferences.get.query();
    const aliceLabels = await alice.trpc.labels.list.query();

    expect(await bob.trpc.preferences.get.query()).toBeNull();
    const bobStatus = await status(bob);
    expect(bobStatus.details).toMatchObject({ hasGmail: false, gmailAddress: null, readLaterLabelId: null });
    expect((await bob.query("labels.list")).error?.code).toBe("PRECONDITION_FAILED");
    expect((await bob.mutation("labels.create", { name: "Bob was here" })).error?.code).toBe(
      "PRECONDITION_FAILED",
    );
    expect((await bob.request("/api/gmail/labels")).status).toBe(401);
    expect((await bob.request("/api/gmail/labels/create", { json: { name: "Bob was here" } })).status).toBe(
      401,
    );
    expect(
      (await bob.mutation("preferences.update", { userId: aliceUserId, outputFormat: "pdf" })).error?.code,
    ).toBe("BAD_REQUEST");
    expect((await bob.trpc.gmail.status.query()).connected).toBe(false);
    await bob.trpc.gmail.disconnect.mutate();
    expect((await bob.request("/api/auth/gmail/debug/clear", { method: "POST" })).status).toBe(200);
    const bobAccess = (await (
      await bob.request("/api/auth/gmail/test-access", { method: "POST" })
    ).json()) as {
      summary: Record<string, boolean>;
    };
    expect(bobAccess.summary).toEqual({ gmail_profile_works: false, gmail_labels_works: false });

    // Bob cannot take over Alice's Gmail account, by OAuth or by handing in tokens for it.
    const stolen = await connectGmail(bob, aliceGmail);
    expect(stolen).toContain("error=");
    const aliceToken = await testApp.auth.api.getAccessToken({
      body: {
        accountId: (await findGmailAccount(handle.db, { userId: aliceUserId }))!.id,
        userId: aliceUserId,
      },
    });
    const save = await bob.request("/api/auth/gmail/save-provider-tokens", {
      json: {
        provider: "google",
        provider_access_token: aliceToken.accessToken,
        provider_refresh_token: "x",
      },
    });
    expect(save.status).toBe(409);
    expect(((await save.json()) as { error: string }).error).toBeTruthy();

    // better-auth's own token endpoints answer for the session's user only, whatever ids Bob names.
    const aliceAccountId = (await findGmailAccount(handle.db, { userId: aliceUserId }))!.id;
    for (const path of ["/api/auth/get-access-token", "/api/auth/refresh-token"]) {
      for (const body of [
        { accountId: aliceAccountId },
        { accountId: aliceAccountId, userId: aliceUserId },
      ]) {
        const response = await bob.request(path, { json: body });
        expect(response.status).toBe(400);
        expect(await response.text()).not.toContain(aliceToken.accessToken);
      }
    }
    const unlink = await bob.request("/api/auth/unlink-account", { json: { accountId: aliceAccountId } });
    expect(unlink.status).toBeGreaterThanOrEqual(400);
    expect(await findGmailAccount(handle.db, { userId: aliceUserId })).not.toBeNull();

    // Bob's own changes and subscription never touch or see Alice's.
    const bobStream = readSse(await bob.request("/api/trpc/preferences.onChange"));
    await bobStream.opened();
    await alice.trpc.preferences.update.mutate({ outputFormat: "both" });
    expect(await bobStream.nextTracked(400)).toBeNull();
    await bobStream.close();
    await bob.trpc.preferences.update.mutate({ outputFormat: "pdf" });
    expect(await alice.trpc.preferences.get.query()).toMatchObject({
      ...aliceBefore,
      outputFormat: "both",
      updatedAt: expect.any(Date),
    });
    expect(await alice.trpc.labels.list.query()).toEqual(aliceLabels);
    expect((await status(alice)).details.tokenValid).toBe(true);

    const anonymous = new TestClient(testApp.app, "10.9.0.3");
    expect((await anonymous.query("onboarding.status")).error?.code).toBe("UNAUTHORIZED");
    expect((await anonymous.request("/api/auth/onboarding-status")).status).toBe(401);
    expect((await anonymous.request("/api/gmail/labels")).status).toBe(401);
    expect((await anonymous.request("/api/auth/gmail/debug/clear", { method: "POST" })).status).toBe(401);
  });

  it("saves provider tokens the client obtained itself, and rejects bad ones with 400", async () => {
    const carol = new TestClient(testApp.app, "10.9.0.4");
    await signUpConfirmAndSignIn(carol, handle, "carol@example.com");
    const missing = await carol.request("/api/auth/gmail/save-provider-tokens", {
      json: { provider: "google" },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toContain("provider_access_token");
    const refused = await carol.request("/api/auth/gmail/save-provider-tokens", {
      json: { provider: "google", provider_access_token: "not-a-token" },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBeTruthy();
    const badProvider = await carol.request("/api/auth/gmail/save-provider-tokens", {
      json: { provider: "github", provider_access_token: "x" },
    });
    expect(badProvider.status).toBe(400);
  });

  it("disconnects: revokes the grant at Google and forgets the tokens", async () => {
    const row = (await findGmailAccount(handle.db, { userId: aliceUserId }))!;
    const refreshToken = await decryptOAuthToken(testApp.auth, row.refreshToken!);
    const cleared = await alice.request("/api/auth/gmail/debug/clear", { method: "POST" });
    expect(cleared.status).toBe(200);
    expect(await findGmailAccount(handle.db, { userId: aliceUserId })).toBeNull();
    const after = await status(alice);
    expect(after.details).toMatchObject({ hasGmail: false, tokenValid: false, gmailAddress: null });
    const reuse = await fetch(`${sandbox.url}/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: SANDBOX_CLIENT.clientId,
        client_secret: SANDBOX_CLIENT.clientSecret,
      }),
    });
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { error: string }).error).toBe("invalid_grant");
    expect(await alice.trpc.gmail.disconnect.mutate()).toEqual({ connected: false });
  });
});
