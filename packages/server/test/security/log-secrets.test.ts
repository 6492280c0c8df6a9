/**
 * A whole journey on the real server with its logger captured at debug level — sign up, confirm,
 * sign in, connect Gmail through the sandbox, sync, a digest (one newsletter deleted in Gmail on
 * the way, so a Gmail error is logged), download, reset the password, sign out — and then not one
 * secret may appear in the logs.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { account, outboxMessages, session } from "@folio/db/schema";
import { symmetricDecrypt } from "better-auth/crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/env.ts";
import { type RunningFolio, startFolio } from "../../src/server.ts";
import { capturedLogger } from "../support/captured-logger.ts";
import { freePort } from "../support/free-port.ts";
import { connectGmail, signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { TestClient } from "../support/http-client.ts";

const AUTH_SECRET = "log-scan-secret-that-is-at-least-32-characters";
const PASSWORD = "correct-horse";
const NEW_PASSWORD = "battery-staple-42";

/**
 * Secrets the logs must never hold, by kind. Extend it when Folio gains a new one.
 */
type SecretList = Record<string, string[]>;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("logs of a whole journey", () => {
  let dataDir: string;
  let folio: RunningFolio;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "folio-log-scan-"));
    writeFileSync(path.join(dataDir, "index.html"), "<!doctype html><title>Folio</title>");
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      FOLIO_DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      BETTER_AUTH_SECRET: AUTH_SECRET,
    });
    folio = await startFolio(config, capturedLogger("debug", lines).log);
  }, 60_000);

  afterAll(async () => {
    await folio?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds no password, token, cookie, secret or signed link", async () => {
    const secrets: SecretList = {
      password: [PASSWORD, NEW_PASSWORD],
      BETTER_AUTH_SECRET: [AUTH_SECRET],
      "session token or cookie": [],
      "OAuth access or refresh token": [],
      "verification or reset token": [],
      "digest link signature or progress token": [],
      "API key": [],
    };
    const client = new TestClient(
      { request: (p, init) => fetch(`${folio.url}${p}`, { ...init, redirect: "manual" }) },
      "127.0.0.1",
      folio.url,
    );
    const email = "journey@example.com";
    const gmailAddress = "journey@gmail.example";
    await signUpConfirmAndSignIn(client, folio.db, email);
    const confirm = await folio.db.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
    for (const message of confirm)
      secrets["verification or reset token"]!.push(
        ...[...message.text.matchAll(/token=([\w.-]+)/g)].map((m) => m[1]!),
      );
    expect(await connectGmail(client, gmailAddress)).toContain("gmail=connected");

    const labels = await client.trpc.labels.list.query();
    const readLater = labels.find((label) => label.name === "Read Later")!;
    const processed = await client.trpc.labels.create.mutate({ name: "Journey Processed" });
    await client.trpc.preferences.update.mutate({
      readLaterLabelId: readLater.id,
      processedLabelId: processed.id,
      outputFormat: "pdf",
    });
    await client.trpc.emails.sync.mutate();
    await until(
      () => client.trpc.emails.syncStatus.query(),
      (status) => status.status === "idle" && status.indexedCount > 0,
    );
    const queue = (await client.trpc.emails.list.query({ limit: 3 })).items;
    expect(queue.length).toBeGreaterThan(1);
    // One newsletter disappears from Gmail before the digest fetches it: its 404 is logged.
    await fetch(
      `${folio.url}/sandbox/admin/mailboxes/${encodeURIComponent(gmailAddress)}/messages/${queue[0]!.gmailId}`,
      { method: "DELETE" },
    );
    const tempToken = (
      (await (await client.request("/api/digest-token", { method: "POST" })).json()) as {
        tempToken: string;
      }
    ).tempToken;
    secrets["digest link signature or progress token"]!.push(tempToken);
    const sessionId = `journey-${Date.now()}`;
    await client.trpc.digest.generate.mutate({
      emailIds: queue.slice(0, 2).map((item) => item.id),
      sessionId,
    });
    const final = await until(
      () => client.trpc.digest.status.query({ sessionId }),
      (status) => status.status === "completed" || status.status === "error",
      90_000,
    );
    expect(final.status, final.details ?? undefined).toBe("completed");
    const history = await client.trpc.digest.history.query();
    const link = new URL(history[0]!.files[0]!.url);
    secrets["digest link signature or progress token"]!.push(link.searchParams.get("signature")!);
    expect((await client.request(`${link.pathname}${link.search}`)).status).toBe(200);

    // An API key: created, used for a query and a download, and a mistyped one refused.
    const created = await client.request("/api/auth/api-key/create", { json: { name: "Journey script" } });
    const apiKey = ((await created.json()) as { key: string }).key;
    secrets["API key"]!.push(apiKey, `${apiKey}x`);
    for (const key of [apiKey, `${apiKey}x`]) {
      const call = await fetch(`${folio.url}/api/trpc/digest.history`, { headers: { "x-api-key": key } });
      expect(call.status).toBe(key === apiKey ? 200 : 401);
    }
    const scripted = await fetch(`${folio.url}${link.pathname}${link.search}`, {
      headers: { "x-api-key": apiKey },
    });
    expect(scripted.status).toBe(200);

    // Tokens as the database holds them, decrypted with the server's secret.
    for (const row of await folio.db.db.select().from(account)) {
      for (const value of [row.accessToken, row.refreshToken, row.idToken]) {
        if (!value) continue;
        const plain = await symmetricDecrypt({ key: AUTH_SECRET, data: value }).catch(() => value);
        secrets["OAuth access or refresh token"]!.push(plain, value);
      }
    }
    for (const row of await folio.db.db.select().from(session))
      secrets["session token or cookie"]!.push(row.token);
    secrets["session token or cookie"]!.push(
      ...client
        .cookieHeader()
        .split("; ")
        .map((pair) => pair.split("=")[1]!),
    );

    // Password reset, then signing in with the new password, then out.
    await client.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    const [reset] = await folio.db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, email))
      .orderBy(desc(outboxMessages.createdAt));
    const resetToken =
      /reset-password\/([\w.-]+)/.exec(reset!.text)?.[1] ?? /token=([\w.-]+)/.exec(reset!.text)?.[1];
    expect(resetToken).toBeTruthy();
    secrets["verification or reset token"]!.push(resetToken!);
    expect(
      (
        await client.request("/api/auth/reset-password", {
          json: { token: resetToken, newPassword: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
    // A wrong password and a bad reset token are logged as failures without their values.
    await client.request("/api/auth/sign-in/email", { json: { email, password: `${NEW_PASSWORD}-wrong` } });
    secrets.password!.push(`${NEW_PASSWORD}-wrong`);
    expect(
      (await client.request("/api/auth/sign-in/email", { json: { email, password: NEW_PASSWORD } })).status,
    ).toBe(200);
    for (const row of await folio.db.db.select().from(session))
      secrets["session token or cookie"]!.push(row.token);
    expect((await client.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);

    const logs = lines.join("");
    expect(logs.length, "the journey was logged at debug level").toBeGreaterThan(1000);
    expect(logs).toContain("a queued e-mail is gone from Gmail");
    const found = Object.entries(secrets).flatMap(([kind, values]) =>
      values
        .filter((value) => value && value.length >= 8)
        .filter((value) => logs.includes(value) || logs.includes(encodeURIComponent(value)))
        .map(
          (value) =>
            `${kind}: ${value.slice(0, 12)}… in ${lines.find((line) => line.includes(value) || line.includes(encodeURIComponent(value)))?.slice(0, 300)}`,
        ),
    );
    expect(found).toEqual([]);
  }, 180_000);
});
