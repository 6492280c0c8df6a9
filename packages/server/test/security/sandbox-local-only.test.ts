/**
 * SEC-1 and SEC-2 on the zero-config start over real HTTP: Folio listens on every interface with the
 * Google sandbox mounted. The sandbox answers only this machine, never vouches a sign-in into an
 * existing account, takes no more body than the API, and sends codes only to Folio's callbacks; a
 * production-like start without Google credentials refuses to start; a foreign Host gets 421.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_LOCAL_ONLY_MESSAGE } from "../../src/app.ts";
import { ConfigError, loadConfig, SANDBOX_IN_PRODUCTION_MESSAGE } from "../../src/env.ts";
import { MISDIRECTED_HOST_MESSAGE } from "../../src/http-guards/host-check.ts";
import { createLogger } from "../../src/logger.ts";
import { type RunningFolio, startFolio } from "../../src/server.ts";
import { freePort } from "../support/free-port.ts";
import { consentAs, signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { TestClient } from "../support/http-client.ts";

/** This machine's own address on its network: a request to it does not come from loopback. */
const lan = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === "IPv4" && !address.internal)?.address;

/** A raw request with any Host header (fetch always sends the URL's). */
function requestWithHost(url: string, host: string, init: { method?: string; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: init.method ?? "GET", headers: { host, "content-type": "application/json" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

describe("SEC-1: the Google sandbox is a local tool, never a way in", () => {
  let dataDir: string;
  let folio: RunningFolio;
  let base: string;
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "folio-sec1-"));
    writeFileSync(path.join(dataDir, "index.html"), "<!doctype html><title>Folio</title>");
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port),
      HOST: "0.0.0.0",
      APP_URL: base,
      FOLIO_DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: "silent",
      // The machine's network address is one of Folio's names here, so requests through it reach
      // the sandbox's own check instead of the Host check.
      ...(lan ? { FOLIO_ALLOWED_HOSTS: `${lan}:${port}` } : {}),
    });
    folio = await startFolio(config, createLogger("silent"));
  });
  afterAll(async () => {
    await folio?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("SEC-1: answers its admin routes and consent page only to this machine", async () => {
    expect((await fetch(`${base}/sandbox/admin/accounts`)).status).toBe(200);
    const proxied = await fetch(`${base}/sandbox/admin/accounts`, {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toEqual({ error: SANDBOX_LOCAL_ONLY_MESSAGE });
    if (lan) {
      for (const route of [
        "/sandbox/admin/accounts",
        "/sandbox/admin/mailboxes/alice@gmail.test",
        "/sandbox/o/oauth2/v2/auth",
      ]) {
        const remote = await fetch(`http://${lan}:${port}${route}`);
        expect(remote.status, route).toBe(403);
      }
      const chaos = await fetch(`http://${lan}:${port}/sandbox/admin/chaos`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ failRate: 1 }),
      });
      expect(chaos.status).toBe(403);
    }
  });

  it("SEC-1: refuses a 30 MB body on its admin routes, like the API", async () => {
    const huge = JSON.stringify({ padding: "x".repeat(30 * 1024 * 1024) });
    const response = await fetch(`${base}/sandbox/admin/chaos`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: huge,
    });
    expect(response.status).toBe(413);
  });

  it("SEC-1: sends authorization codes only to Folio's own callbacks", async () => {
    const evil = new URL(`${base}/sandbox/o/oauth2/v2/auth`);
    evil.search = new URLSearchParams({
      client_id: "folio-sandbox",
      redirect_uri: "https://evil.example/cb",
      response_type: "code",
      scope: "openid email",
    }).toString();
    const response = await fetch(evil);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("redirect_uri_mismatch");
  });

  const signInWithGoogle = async (client: TestClient, email: string) => {
    const start = await client.request("/api/auth/sign-in/social", {
      json: { provider: "google", callbackURL: "/dashboard", errorCallbackURL: "/login" },
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const back = await consentAs(new URL(url), email);
    const callback = await client.request(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    return callback.headers.get("location") ?? "";
  };
  const client = () =>
    new TestClient(
      { request: (p, init) => fetch(`${base}${p}`, { ...init, redirect: "manual" }) },
      "127.0.0.1",
      base,
    );

  it("SEC-1: a sandbox sign-in with an existing user's address does not sign in as that user", async () => {
    const owner = client();
    await signUpConfirmAndSignIn(owner, folio.db, "owner@example.com");
    expect((await owner.query<{ email: string }>("account.me")).data?.email).toBe("owner@example.com");

    const intruder = client();
    const location = await signInWithGoogle(intruder, "owner@example.com");
    expect(location).toContain("error=account_not_linked");
    expect((await intruder.query("account.me")).status).toBe(401);

    // A new address may still try Folio through the sandbox: it gets an account of its own.
    const newcomer = client();
    expect(await signInWithGoogle(newcomer, "newcomer@example.com")).toMatch(/\/dashboard$/);
    expect((await newcomer.query<{ email: string }>("account.me")).data?.email).toBe("newcomer@example.com");
    // …and the sandbox signs that same account in again.
    const again = client();
    expect(await signInWithGoogle(again, "newcomer@example.com")).toMatch(/\/dashboard$/);
  });

  it("SEC-2: a foreign Host gets 421 on every path, before any route runs", async () => {
    for (const [method, route] of [
      ["GET", "/"],
      ["GET", "/dashboard"],
      ["GET", "/api/health"],
      ["GET", "/api/dev/outbox"],
      ["GET", "/sandbox/admin/accounts"],
      ["GET", "/api/trpc/system.info"],
      ["POST", "/api/auth/request-password-reset"],
    ] as const) {
      const response = await requestWithHost(`${base}${route}`, `rebind.evil.example:${port}`, {
        method,
        ...(method === "POST" ? { body: JSON.stringify({ email: "owner@example.com" }) } : {}),
      });
      expect(response.status, route).toBe(421);
      expect(JSON.parse(response.body), route).toEqual({ error: MISDIRECTED_HOST_MESSAGE });
    }
    // Folio's own name and the loopback names (the outbox and sandbox are on) are served.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect((await requestWithHost(`${base}/api/health`, host)).status, host).toBe(200);
    }
  });
});

describe("SEC-1: a production-like start without Google credentials", () => {
  it.each([
    ["an https APP_URL", { APP_URL: "https://folio.example", BETTER_AUTH_SECRET: "s".repeat(48) }],
    ["NODE_ENV=production", { NODE_ENV: "production" }],
    [
      "NODE_ENV=production with a shared sandbox",
      { NODE_ENV: "production", GOOGLE_SANDBOX_URL: "http://127.0.0.1:3100" },
    ],
  ])("refuses to start with %s, naming the credentials to set", (_name, env) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(SANDBOX_IN_PRODUCTION_MESSAGE));
    expect(SANDBOX_IN_PRODUCTION_MESSAGE).toMatch(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
  });

  it("starts with real Google credentials", () => {
    const config = loadConfig({
      APP_URL: "https://folio.example",
      BETTER_AUTH_SECRET: "s".repeat(48),
      NODE_ENV: "production",
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(config.google.mode).toBe("google");
  });
});
