/**
 * The zero-config default end to end over real HTTP: the sandbox mounted at /sandbox of Folio's own
 * server, Gmail reached through the per-call root URL under that prefix, and tokens that keep
 * working after a restart (when better-auth cannot run discovery before the server listens).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/env.ts";
import { createLogger } from "../src/logger.ts";
import { type RunningFolio, startFolio } from "../src/server.ts";
import { freePort } from "./support/free-port.ts";
import { connectGmail, consentAs, signUpConfirmAndSignIn } from "./support/gmail-connect-flow.ts";
import { TestClient } from "./support/http-client.ts";

describe("Connect Gmail in the zero-config default (sandbox at /sandbox)", () => {
  let dataDir: string;
  let folio: RunningFolio;
  let config: ReturnType<typeof loadConfig>;

  const start = async () => {
    folio = await startFolio(config, createLogger("silent"));
    return new TestClient(
      { request: (p, init) => fetch(`${config.appUrl}${p}`, { ...init, redirect: "manual" }) },
      "127.0.0.1",
      config.appUrl,
    );
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "folio-zero-config-"));
    writeFileSync(path.join(dataDir, "index.html"), "<!doctype html><title>Folio</title>");
    const port = await freePort();
    config = loadConfig({
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      FOLIO_DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: "silent",
    });
  });
  afterAll(async () => {
    await folio?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("connects, creates and lists labels, and still works after a restart", async () => {
    let client = await start();
    await signUpConfirmAndSignIn(client, folio.db, "zed@example.com");
    expect(await connectGmail(client, "zed@gmail.example")).toContain("/settings?gmail=connected");

    const status = await client.trpc.onboarding.status.query();
    expect(status.details).toMatchObject({
      hasGmail: true,
      tokenValid: true,
      gmailAddress: "zed@gmail.example",
    });
    const created = await client.trpc.labels.create.mutate({ name: "Folio Processed" });
    expect(created.name).toBe("Folio Processed");

    const cookies = client.cookieHeader();
    await folio.close();
    client = await start();
    client.remember(
      new Response(null, { headers: cookies.split("; ").map((c): [string, string] => ["set-cookie", c]) }),
    );
    const again = await client.trpc.onboarding.status.query();
    expect(again.details).toMatchObject({ hasGmail: true, tokenValid: true });
    const labels = await client.trpc.labels.list.query();
    // Signing in with Google still works with the sandbox's endpoints configured directly.
    const visitor = new TestClient(
      { request: (p, init) => fetch(`${config.appUrl}${p}`, { ...init, redirect: "manual" }) },
      "127.0.0.1",
      config.appUrl,
    );
    const signIn = await visitor.request("/api/auth/sign-in/social", {
      json: { provider: "google", callbackURL: "/dashboard" },
    });
    const back = await consentAs(
      new URL(((await signIn.json()) as { url: string }).url),
      "gina@gmail.example",
    );
    const landed = await visitor.request(`${back.pathname}${back.search}`);
    expect(landed.headers.get("location")).toMatch(/\/dashboard$/);
    expect((await visitor.trpc.account.me.query()).email).toBe("gina@gmail.example");
    expect(labels.map((label) => label.name)).toEqual(
      expect.arrayContaining(["Read Later", "Folio Processed"]),
    );
    // Folio starts twice on its embedded database, migrations and all: on a loaded machine that
    // alone took most of the default 30 s.
  }, 60_000);
});
