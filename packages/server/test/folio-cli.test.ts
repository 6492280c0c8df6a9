/**
 * The `folio` CLI as a child process against the real HTTP server (startFolio: the sandbox mounted at
 * /sandbox with its seeded Gmail mailbox, the outbox, pg-boss workers): an API key created through
 * better-auth's endpoint with a signed-in session, then `sync --wait`, `queue`, `digest --wait`,
 * `digests` and `download` — real PDF and EPUB files on disk — and the documented exit codes for a
 * revoked key (3), a rate-limited key (4), bad usage (2) and an unknown digest (1).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { apikey } from "@folio/db/schema";
import { createThrowawayPostgresDatabase } from "@folio/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/env.ts";
import { createLogger } from "../src/logger.ts";
import { type RunningFolio, startFolio } from "../src/server.ts";
import { freePort } from "./support/free-port.ts";
import { connectGmail, signUpConfirmAndSignIn } from "./support/gmail-connect-flow.ts";
import { newsletterRaw } from "./support/gmail-sandbox.ts";
import { TestClient } from "./support/http-client.ts";

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../client");
const CLI = path.join(CLIENT_DIR, "bin/folio.mjs");
/** The script the README prints (a test checks it is printed there word for word). */
const README_EXAMPLE = path.join(CLIENT_DIR, "test/fixtures/readme-example.ts");
const TSX = path.resolve(import.meta.dirname, "../../../node_modules/.bin/tsx");

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function folio(args: string[], env: Record<string, string>, cwd: string): Promise<CliResult> {
  return run(process.execPath, [CLI, ...args], env, cwd);
}

function tsx(args: string[], env: Record<string, string>, cwd: string): Promise<CliResult> {
  return run(TSX, args, env, cwd);
}

function run(command: string, args: string[], env: Record<string, string>, cwd: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const databases: { name: string; url: () => Promise<{ url: string; drop(): Promise<void> } | null> }[] = [
  { name: "pglite", url: async () => null },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres", url: () => createThrowawayPostgresDatabase(process.env.TEST_DATABASE_URL!) }]
    : []),
];

describe.each(databases)("the folio CLI against a running Folio on $name", ({ url }) => {
  let dataDir: string;
  let workDir: string;
  let folioServer: RunningFolio;
  let database: { url: string; drop(): Promise<void> } | null;
  let client: TestClient;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "folio-cli-server-"));
    workDir = mkdtempSync(path.join(tmpdir(), "folio-cli-work-"));
    writeFileSync(path.join(dataDir, "index.html"), "<!doctype html><title>Folio</title>");
    database = await url();
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: appUrl,
      FOLIO_DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: "silent",
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    folioServer = await startFolio(config, createLogger("silent"));
    client = new TestClient(
      { request: (p, init) => fetch(`${appUrl}${p}`, { ...init, redirect: "manual" }) },
      "127.0.0.1",
      appUrl,
    );

    // A reader with Gmail connected (the sandbox's seeded mailbox: ten newsletters under Read Later),
    // both labels chosen and PDF + EPUB as the format.
    await signUpConfirmAndSignIn(client, folioServer.db, "cli-reader@example.com");
    expect(await connectGmail(client, "cli-reader@gmail.example")).toContain("gmail=connected");
    const labels = await client.trpc.labels.list.query();
    const readLater = labels.find((label) => label.name === "Read Later");
    const processed = await client.trpc.labels.create.mutate({ name: "Folio/Processed" });
    await client.trpc.preferences.update.mutate({
      readLaterLabelId: readLater!.id,
      processedLabelId: processed.id,
      outputFormat: "both",
    });

    const created = await client.request("/api/auth/api-key/create", { json: { name: "CLI test" } });
    expect(created.status).toBe(200);
    const { key } = (await created.json()) as { key: string };
    env = { FOLIO_URL: appUrl, FOLIO_API_KEY: key };
  }, 120_000);

  afterAll(async () => {
    await folioServer?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  });

  it("syncs, queues, builds a digest with a progress bar, lists it and downloads a real PDF and EPUB", async () => {
    const sync = await folio(["sync", "--wait", "--json"], env, workDir);
    expect(sync.stderr).toBe("");
    expect(sync.code).toBe(0);
    expect(JSON.parse(sync.stdout)).toMatchObject({
      status: "idle",
      labelName: "Read Later",
      indexedCount: 10,
      lastError: null,
    });

    const queue = await folio(["queue", "--json"], env, workDir);
    expect(queue.code).toBe(0);
    const items = JSON.parse(queue.stdout) as { id: string; subject: string }[];
    expect(items).toHaveLength(10);

    const digest = await folio(["digest", "--format", "both", "--wait"], env, workDir);
    expect(digest.code, digest.stderr).toBe(0);
    // Not a terminal, so the progress bar prints one line per update — fed by the subscription.
    const progressLines = digest.stderr.split("\n").filter((line) => /^\d+% /.test(line));
    expect(progressLines.length).toBeGreaterThan(2);
    expect(progressLines.at(-1)).toMatch(/^100% completed/);
    const digestId = /Digest ([0-9a-f-]{36}) completed/.exec(digest.stdout)?.[1];
    expect(digestId).toBeDefined();

    const history = await folio(["digests", "--json"], env, workDir);
    expect(history.code).toBe(0);
    const [latest] = JSON.parse(history.stdout) as { id: string; status: string; files: unknown[] }[];
    expect(latest).toMatchObject({ id: digestId, status: "completed" });
    expect(latest?.files).toHaveLength(2);

    const download = await folio(["download", digestId!, "--out", "out", "--json"], env, workDir);
    expect(download.code, download.stderr).toBe(0);
    const saved = JSON.parse(download.stdout) as { files: { path: string; size: number }[] };
    const pdf = saved.files.find((file) => file.path.endsWith(".pdf"));
    const epub = saved.files.find((file) => file.path.endsWith(".epub"));
    expect(path.dirname(pdf!.path)).toBe(path.join(workDir, "out"));
    const pdfBytes = readFileSync(pdf!.path);
    expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfBytes.subarray(-1024).toString("latin1")).toContain("%%EOF");
    expect(statSync(pdf!.path).size).toBe(pdf!.size);
    const epubBytes = readFileSync(epub!.path);
    // An EPUB is a zip whose first entry is the uncompressed "mimetype" file.
    expect(epubBytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(epubBytes.subarray(30, 38).toString("latin1")).toBe("mimetype");
    expect(epubBytes.subarray(38, 58).toString("latin1")).toBe("application/epub+zip");

    // The digest moved the newsletters out of the queue.
    const after = await folio(["queue", "--json"], env, workDir);
    expect(JSON.parse(after.stdout)).toEqual([]);
  }, 240_000);

  it("runs the README's example script: a digest of what is queued, followed to the end, its file links", async () => {
    // Two new newsletters under Read Later (the first test moved the seeded ones to Processed).
    for (const subject of ["Example one", "Example two"]) {
      const added = await fetch(`${env.FOLIO_URL}/sandbox/admin/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: "cli-reader@gmail.example",
          raw: newsletterRaw({ from: "Letters <letters@news.example>", subject }),
          labelNames: ["Read Later"],
        }),
      });
      expect(added.status).toBe(200);
    }
    expect((await folio(["sync", "--wait"], env, workDir)).code).toBe(0);

    const run = await tsx([README_EXAMPLE], env, CLIENT_DIR);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines.filter((line) => /^\d+%$/.test(line)).at(-1)).toBe("100%");
    expect(lines).toContain("2 newsletters");
    const links = lines.filter((line) => line.includes(": http"));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^Folio Digest [\d-]+( \(\d+\))?\.epub: http.*\/api\/files\//);
    const after = await folio(["queue", "--json"], env, workDir);
    expect(JSON.parse(after.stdout)).toEqual([]);
  }, 240_000);

  it("exits 2 on bad usage, 1 for an unknown digest, 4 when rate limited and 3 once the key is revoked", async () => {
    expect((await folio(["digest", "--format", "docx"], env, workDir)).code).toBe(2);
    expect((await folio(["frobnicate"], env, workDir)).code).toBe(2);
    expect((await folio(["queue"], { FOLIO_URL: env.FOLIO_URL! }, workDir)).code).toBe(2);
    const missing = await folio(["download", "00000000-0000-4000-8000-000000000000", "--json"], env, workDir);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ error: { code: "NOT_FOUND", exitCode: 1 } });

    // A second key allowed one request per minute (set on its row, as a smaller configured limit would).
    const second = await client.request("/api/auth/api-key/create", { json: { name: "Tight limit" } });
    const tight = (await second.json()) as { id: string; key: string };
    await folioServer.db.db.update(apikey).set({ rateLimitMax: 1 }).where(eq(apikey.id, tight.id));
    const tightEnv = { ...env, FOLIO_API_KEY: tight.key };
    expect((await folio(["digests"], tightEnv, workDir)).code).toBe(0);
    const limited = await folio(["digests", "--json"], tightEnv, workDir);
    expect(limited.code).toBe(4);
    expect(JSON.parse(limited.stdout)).toMatchObject({ error: { code: "TOO_MANY_REQUESTS", exitCode: 4 } });

    const keys = (await (await client.request("/api/auth/api-key/list")).json()) as {
      apiKeys: { id: string; name: string }[];
    };
    const cliKey = keys.apiKeys.find((entry) => entry.name === "CLI test");
    const revoked = await client.request("/api/auth/api-key/delete", { json: { keyId: cliKey!.id } });
    expect(revoked.status).toBe(200);

    const raw = await fetch(`${env.FOLIO_URL}/api/trpc/digest.history`, {
      headers: { "x-api-key": env.FOLIO_API_KEY! },
    });
    expect(raw.status).toBe(401);
    const refused = await folio(["digests"], env, workDir);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/not valid/);
    const refusedWait = await folio(["sync", "--wait", "--json"], env, workDir);
    expect(refusedWait.code).toBe(3);
    expect(JSON.parse(refusedWait.stdout)).toMatchObject({ error: { code: "UNAUTHORIZED", exitCode: 3 } });
  }, 120_000);
});
