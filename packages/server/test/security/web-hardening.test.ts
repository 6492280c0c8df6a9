/**
 * Web hardening over HTTP: the Content-Security-Policy and HSTS headers, and the Origin check on
 * cookie-authenticated state-changing requests — Folio's own and better-auth's, which must agree.
 */
import type { DbHandle } from "@folio/db/client";
import { testDatabases } from "@folio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE } from "../../src/auth/origin-check.ts";
import { userObjectPath } from "../../src/storage/file-store.ts";
import { capturedLogger } from "../support/captured-logger.ts";
import { signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { TestClient } from "../support/http-client.ts";
import { createTestApp, TEST_APP_URL } from "../support/test-app.ts";
import { createSignedInUser } from "../support/users.ts";

function directives(header: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(" "));
  }
  return map;
}

describe("security headers", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await testDatabases()[0]!.create();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("sends a Content-Security-Policy that allows scripts only from Folio itself", async () => {
    const { app } = createTestApp(handle);
    for (const path of ["/api/health", "/sandbox/.well-known/openid-configuration", "/dashboard"]) {
      const csp = directives((await app.request(path)).headers.get("content-security-policy"));
      expect(csp.get("default-src"), path).toBe("'self'");
      expect(csp.get("script-src"), path).toBe("'self'");
      expect(csp.get("object-src"), path).toBe("'none'");
      expect(csp.get("frame-ancestors"), path).toBe("'none'");
      expect(csp.get("form-action"), path).toBe("'self'");
      expect(csp.get("connect-src"), path).toBe("'self'");
    }
  });

  it("SEC-21: sends a Permissions-Policy that turns off the browser's powerful features, on every page", async () => {
    const { app } = createTestApp(handle);
    for (const path of ["/api/health", "/dashboard", "/api/trpc/system.info"]) {
      const policy = (await app.request(path)).headers.get("permissions-policy") ?? "";
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"])
        expect(policy, path).toContain(feature);
    }
  });

  it("SEC-21: authenticated API answers are never stored; digest files keep their own caching", async () => {
    const { app, files } = createTestApp(handle);
    const user = await createSignedInUser(app, handle.db, `no-store-${Date.now()}@example.com`);
    for (const path of [
      "/api/trpc/account.me",
      "/api/trpc/digest.history",
      "/api/auth/get-session",
      "/api/auth/onboarding-status",
      "/api/emails",
    ]) {
      const response = await app.request(path, { headers: user.headers });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    const objectPath = userObjectPath(user.userId, "folio-digest-cache.pdf");
    await files.upload(objectPath, Buffer.from("%PDF-1.7"), { contentType: "application/pdf" });
    const download = await app.request(files.signedUrl(objectPath, 60).replace(TEST_APP_URL, ""), {
      headers: user.headers,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toMatch(/^private, max-age=\d+/);
  });

  it("sends HSTS only when APP_URL is https", async () => {
    const plain = createTestApp(handle).app;
    expect((await plain.request("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const secure = createTestApp(handle, { appUrl: "https://folio.example" }).app;
    const response = await secure.request("/api/health");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe.each(testDatabases())("Origin check on cookie requests on $name", ({ create }) => {
  let handle: DbHandle;
  let testApp: ReturnType<typeof createTestApp>;
  let cookie: string;
  let bearer: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    handle = await create();
    testApp = createTestApp(handle, { log: capturedLogger("debug", logLines).log });
    const client = new TestClient(testApp.app, "10.60.0.1");
    await signUpConfirmAndSignIn(client, handle, `origin-${Date.now()}@example.com`);
    cookie = client.cookieHeader();
    // The session cookie's value is what scripts send as a bearer token.
    bearer = /session_token=([^;]+)/.exec(cookie)?.[1] ?? "";
    expect(cookie).toMatch(/session_token=/);
  });
  afterAll(async () => {
    await handle?.close();
  });

  type Headers = Record<string, string>;
  const cases: { name: string; headers: Headers; trusted: boolean }[] = [
    { name: "Folio's own Origin", headers: { origin: TEST_APP_URL }, trusted: true },
    { name: "another site's Origin", headers: { origin: "https://evil.example" }, trusted: false },
    { name: "a look-alike Origin", headers: { origin: `${TEST_APP_URL}.evil.example` }, trusted: false },
    { name: "Origin null", headers: { origin: "null" }, trusted: false },
    { name: "no Origin, Folio's Referer", headers: { referer: `${TEST_APP_URL}/settings` }, trusted: true },
    { name: "no Origin, another Referer", headers: { referer: "https://evil.example/x" }, trusted: false },
    { name: "neither Origin nor Referer", headers: {}, trusted: false },
  ];

  /** One state-changing request of each kind: tRPC, Folio's REST, Folio's /api/auth, better-auth. */
  const targets = [
    { path: "/api/trpc/preferences.update", body: { json: { outputFormat: "pdf" } } },
    { path: "/api/auth/bootstrap", body: {} },
    { path: "/api/auth/gmail/test-access", body: {} },
    { path: "/api/auth/update-user", body: { name: "Reader" } },
  ];

  const post = (path: string, body: unknown, headers: Headers) =>
    testApp.app.request(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": "10.60.0.2", ...headers },
    });

  it.each(cases)("cookie request with $name", async ({ headers, trusted }) => {
    for (const target of targets) {
      const response = await post(target.path, target.body, { cookie, ...headers });
      if (trusted) {
        expect(response.status, target.path).toBeLessThan(300);
      } else {
        expect(response.status, target.path).toBe(403);
        expect(((await response.json()) as { error: string }).error).toBe(CROSS_SITE_MESSAGE);
      }
    }
  });

  it("agrees with better-auth's own check on every case", async () => {
    for (const { name, headers, trusted } of cases) {
      // better-auth's handler alone, without Folio's middleware in front of it.
      const own = await testApp.auth.handler(
        new Request(`${TEST_APP_URL}/api/auth/update-user`, {
          method: "POST",
          body: JSON.stringify({ name: "Reader" }),
          headers: { "content-type": "application/json", cookie, ...headers },
        }),
      );
      expect(own.status === 200, name).toBe(trusted);
    }
    // A refused cross-site request is the caller's doing: a warning, not a server error.
    const refusals = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg.startsWith("Invalid origin"));
    expect(refusals.length).toBeGreaterThan(0);
    expect(new Set(refusals.map((line) => line.level))).toEqual(new Set([40]));
  });

  it("lets header-authenticated and read-only requests through from anywhere", async () => {
    const evil = { origin: "https://evil.example" };
    const withBearer = await post(targets[0]!.path, targets[0]!.body, {
      authorization: `Bearer ${bearer}`,
      ...evil,
    });
    expect(withBearer.status).toBe(200);
    // A bearer token with stray cookies is still a header request.
    const both = await post(targets[1]!.path, {}, { authorization: `Bearer ${bearer}`, cookie, ...evil });
    expect(both.status).toBe(200);
    // A forged bearer token does not turn a cookie request into a header one.
    const forged = await post(
      targets[1]!.path,
      {},
      { authorization: "Bearer forged.token", cookie, ...evil },
    );
    expect(forged.status).toBe(403);
    const read = await testApp.app.request("/api/trpc/account.me", { headers: { cookie, ...evil } });
    expect(read.status).toBe(200);
  });
});
