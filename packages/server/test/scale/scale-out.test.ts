/**
 * Folio scaled out on the machine's Postgres: two web processes and two workers, each a real
 * `node --import tsx packages/server/src/main.ts` child with its own port and FOLIO_ROLE, plus one
 * shared Google sandbox (`pnpm sandbox`'s entry). Workers are killed with SIGKILL in the middle of a
 * sync and of a digest; another worker must finish the job, with nothing queued or sent twice.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, type DbHandle, migrationsFolder } from "@folio/db/client";
import { findDigest, getGmailSyncState } from "@folio/db/queries";
import { outboxAttachments, outboxMessages, queuedEmails } from "@folio/db/schema";
import { eq, inArray } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DigestProgressSnapshot } from "../../src/digest/digest-progress.ts";
import { freePort } from "../support/free-port.ts";
import { connectGmail, signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { newsletterRaw } from "../support/gmail-sandbox.ts";
import { TestClient } from "../support/http-client.ts";
import { readSse } from "../support/sse-reader.ts";
import { type ChildServer, startChild, waitForOk } from "./support/child-processes.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const MAIN = "packages/server/src/main.ts";
const SANDBOX_MAIN = "packages/server/src/sandbox-main.ts";
/** Short leases so a killed worker is noticed in seconds (production default: 60 s). */
const LEASE_SECONDS = 2;
const READ_LATER = "Read Later";
const PROCESSED = "Folio/Processed";

const title = serverUrl
  ? "scale-out: two web processes and two workers on one Postgres"
  : "scale-out (skipped: set TEST_DATABASE_URL to a Postgres server to run it)";

describe.skipIf(!serverUrl)(title, () => {
  const run = Date.now().toString(36);
  const databaseName = `folio_scale_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const databaseUrl = Object.assign(new URL(serverUrl ?? "postgres://unset"), {
    pathname: `/${databaseName}`,
  });
  const timings: Record<string, number> = {};
  let dataDir: string;
  let sandbox: ChildServer;
  let webA: ChildServer;
  let webB: ChildServer;
  const workers: ChildServer[] = [];
  let folioEnv: Record<string, string>;
  let handle: DbHandle;

  /** Runs `work` on the Postgres server's own database (to create and drop the throwaway one). */
  const onServer = async (work: (server: DbHandle) => Promise<unknown>) => {
    const server = await createDb({ databaseUrl: serverUrl, migrate: false, maxConnections: 1 });
    try {
      await work(server);
    } finally {
      await server.close();
    }
  };

  const startFolioChild = async (name: string, role: "web" | "worker") => {
    const port = await freePort();
    return startChild(name, MAIN, port, { ...folioEnv, FOLIO_ROLE: role, PORT: String(port) });
  };

  beforeAll(async () => {
    await onServer((server) => server.executeSql(`create database ${databaseName}`));
    dataDir = mkdtempSync(path.join(tmpdir(), "folio-scale-"));
    writeFileSync(path.join(dataDir, "index.html"), "<!doctype html><title>Folio</title>");

    const sandboxPort = await freePort();
    sandbox = startChild("sandbox", SANDBOX_MAIN, sandboxPort, {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_SEED_MAILBOXES: "false",
      FOLIO_DATA_DIR: dataDir,
    });
    await waitForOk(sandbox, "/.well-known/openid-configuration");

    const webAPort = await freePort();
    folioEnv = {
      DATABASE_URL: databaseUrl.toString(),
      BETTER_AUTH_SECRET: "scale-test-secret-that-is-at-least-32-characters",
      GOOGLE_SANDBOX_URL: sandbox.url,
      // The address users know (a load balancer's); here web A's, and web B trusts it too.
      APP_URL: `http://127.0.0.1:${webAPort}`,
      HOST: "127.0.0.1",
      FOLIO_DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      FOLIO_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
    };
    // All four at once, on a database nobody migrated yet: the migration lock must sort them out.
    const started = Date.now();
    webA = startChild("web A", MAIN, webAPort, { ...folioEnv, FOLIO_ROLE: "web", PORT: String(webAPort) });
    webB = await startFolioChild("web B", "web");
    workers.push(await startFolioChild("worker 1", "worker"), await startFolioChild("worker 2", "worker"));
    await Promise.all([webA, webB, ...workers].map((server) => waitForOk(server, "/api/ready", 90_000)));
    timings["4 processes ready (s)"] = (Date.now() - started) / 1000;
    handle = await createDb({ databaseUrl: databaseUrl.toString(), migrate: false, maxConnections: 3 });
  }, 120_000);

  afterAll(async () => {
    console.log("scale-out timings:", timings);
    await Promise.all([webA, webB, ...workers, sandbox].map((server) => server?.kill("SIGTERM")));
    await handle?.close();
    if (serverUrl) {
      await onServer((server) => server.executeSql(`drop database if exists ${databaseName} with (force)`));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** One browser (one cookie jar) behind the load balancer; `on(server)` picks who answers next. */
  let readers = 0;
  async function newReader(name: string) {
    readers += 1;
    let target = webA;
    const client = new TestClient(
      { request: (p, init) => fetch(`${target.url}${p}`, { ...init, redirect: "manual" }) },
      `10.40.${readers}.1`,
      folioEnv.APP_URL,
    );
    const on = (server: ChildServer) => {
      target = server;
      return client;
    };
    const email = `${name}-${run}@example.com`;
    const gmailAddress = `${name}-${run}@gmail.example`;
    await signUpConfirmAndSignIn(on(webA), handle, email);
    expect(await connectGmail(on(webA), gmailAddress)).toContain("gmail=connected");
    const readLater = await on(webB).mutation<{ id: string }>("labels.create", { name: READ_LATER });
    const processed = await on(webA).mutation<{ id: string }>("labels.create", { name: PROCESSED });
    const saved = await on(webB).mutation("preferences.update", {
      readLaterLabelId: readLater.data!.id,
      processedLabelId: processed.data!.id,
      outputFormat: "pdf",
    });
    expect(saved.error).toBeUndefined();
    const userId = (await on(webA).query<{ id: string }>("account.me")).data!.id;
    return { on, email, gmailAddress, userId };
  }
  type Reader = Awaited<ReturnType<typeof newReader>>;

  /** Labels `count` plain newsletters Read Later in the reader's sandbox mailbox, over its admin API. */
  async function addNewsletters(reader: Reader, count: number, prefix: string) {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await fetch(`${sandbox.url}/admin/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: reader.gmailAddress,
          raw: newsletterRaw({
            from: `Letter ${i} <letters${i}@news.example>`,
            subject: `${prefix} ${i + 1}`,
          }),
          labelNames: [READ_LATER],
        }),
      });
      ids.push(((await response.json()) as { id: string }).id);
    }
    return ids;
  }

  const setGmailLatency = (latencyMs: number) =>
    fetch(`${sandbox.url}/admin/chaos`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ latencyMs }),
    });

  const queueRows = (userId: string) =>
    handle.db.select().from(queuedEmails).where(eq(queuedEmails.userId, userId));

  /** The worker named by a lease or lock token (`host:pid:run`). */
  const workerHolding = (token: string | null | undefined) =>
    token ? workers.find((worker) => token.includes(`:${worker.pid}:`)) : undefined;

  async function waitFor<T>(
    what: string,
    check: () => Promise<T | null | undefined | false>,
    timeoutMs = 30_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("starts two web and two worker processes at once; the database is migrated once; each reports ready", async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    expect(await handle.migrationState()).toEqual({ pending: 0 });
    const recorded = await handle.executeSql("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(recorded.rows[0]?.n).toBe(journal.entries.length);

    for (const [server, role] of [
      [webA, "web"],
      [webB, "web"],
      [workers[0]!, "worker"],
      [workers[1]!, "worker"],
    ] as const) {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", role });
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: "ok", role });
    }
    // A worker serves its probes only; the app is on the web processes.
    const onWorker = await fetch(`${workers[0]!.url}/api/trpc/account.me`);
    expect(onWorker.status).toBe(404);
    expect(((await onWorker.json()) as { error: string }).error).toMatch(/worker/);
  });

  it("a sync whose worker is SIGKILLed mid-run resumes on another worker: every message queued once", async () => {
    const reader = await newReader("sync");
    const ids = await addNewsletters(reader, 40, "Issue");
    await setGmailLatency(150);
    try {
      const requested = await reader.on(webA).mutation("emails.sync");
      expect(requested.error).toBeUndefined();
      // The lock token names the worker holding the sync; kill it once it has queued part of the label.
      const holder = await waitFor("a worker to hold the sync and queue some rows", async () => {
        const state = await getGmailSyncState(handle.db, { userId: reader.userId });
        const worker = state?.status === "running" ? workerHolding(state.lockToken) : undefined;
        return worker && (await queueRows(reader.userId)).length > 0 ? worker : null;
      });
      await holder.kill("SIGKILL");
      const killedAt = Date.now();
      workers.splice(workers.indexOf(holder), 1);
      const partial = (await queueRows(reader.userId)).length;
      expect(partial).toBeGreaterThan(0);
      expect(partial).toBeLessThan(40);
      await setGmailLatency(0);
      // Restart: a new worker takes the dead one's place (for the next test); either may resume the sync.
      workers.push(await startFolioChild("worker 3", "worker"));

      const status = await waitFor(
        "the sync to finish",
        async () => {
          const answer = await reader
            .on(webB)
            .query<{ status: string; indexedCount: number }>("emails.syncStatus");
          return answer.data?.status === "idle" ? answer.data : null;
        },
        60_000,
      );
      timings["sync: SIGKILL → finished on another worker (s)"] = (Date.now() - killedAt) / 1000;
      expect(status).toMatchObject({ status: "idle", indexedCount: 40, remainingLabelCount: 0 });
      const rows = await queueRows(reader.userId);
      expect(rows).toHaveLength(40);
      expect(new Set(rows.map((row) => row.gmailId))).toEqual(new Set(ids));
      expect(await getGmailSyncState(handle.db, { userId: reader.userId })).toMatchObject({
        lockToken: null,
        lastError: null,
      });
    } finally {
      await setGmailLatency(0);
    }
  }, 90_000);

  it("a digest started through web A streams through web B; its worker SIGKILLed, the other sends it once", async () => {
    await waitFor("every worker to be ready", async () => {
      const answers = await Promise.all(
        workers.map((worker) => fetch(`${worker.url}/api/ready`).catch(() => null)),
      );
      return answers.every((answer) => answer?.ok);
    });
    const reader = await newReader("digest");
    const gmailIds = await addNewsletters(reader, 30, "Edition");
    // Queued as a sync would have left them (the sync itself is the previous test's subject).
    await handle.db.insert(queuedEmails).values(
      gmailIds.map((gmailId, index) => ({
        userId: reader.userId,
        gmailId,
        threadId: gmailId,
        subject: `Edition ${index + 1}`,
        fromEmail: `letters${index}@news.example`,
        receivedAt: new Date(Date.UTC(2026, 10, 20, 8) + index * 60_000),
      })),
    );
    const queueIds = (await queueRows(reader.userId)).map((row) => row.id);
    await setGmailLatency(1500);
    try {
      const sessionId = `${Date.now()}-scale`;
      const started = await reader
        .on(webA)
        .request("/api/generate-digest", { json: { emailIds: queueIds, sessionId } });
      expect(started.status).toBe(200);
      const { digestId } = (await started.json()) as { digestId: string };

      const input = encodeURIComponent(JSON.stringify(superjson.serialize({ sessionId })));
      const stream = readSse(
        await reader.on(webB).request(`/api/trpc/digest.progress?input=${input}`, {
          headers: { accept: "text/event-stream" },
        }),
      );
      const seen: DigestProgressSnapshot[] = [];
      const streamed = (async () => {
        for (;;) {
          const event = await stream.nextTracked(60_000);
          if (!event) return;
          seen.push(superjson.parse<DigestProgressSnapshot>(event.data));
          if (seen.at(-1)!.status === "completed" || seen.at(-1)!.status === "error") return;
        }
      })();

      // Killed only once web B's stream has shown something while the digest loads (slow Gmail keeps
      // it loading for seconds): on a busy machine the stream's first event can come late, and the
      // test is about a stream that outlives the kill.
      const holder = await waitFor(
        "a worker to claim the digest and web B to stream it loading",
        async () => {
          const digest = await findDigest(handle.db, { digestId });
          return digest?.status === "loading" && seen.length > 0 ? workerHolding(digest.leaseOwner) : null;
        },
      );
      await holder.kill("SIGKILL");
      const killedAt = Date.now();
      const seenBeforeKill = seen.length;
      await setGmailLatency(0);

      await streamed;
      await stream.close();
      timings["digest: SIGKILL → completed on the other worker (s)"] = (Date.now() - killedAt) / 1000;
      expect(seenBeforeKill).toBeGreaterThan(0);
      expect(seen.map((event) => event.status)).toContain("loading");
      expect(seen.at(-1)).toMatchObject({ status: "completed", progress: 100 });

      // The run publishes "completed" and then lets go of the lease: the stream can end between the two.
      const digest = await waitFor("the finishing worker to let go of the digest", async () => {
        const row = await findDigest(handle.db, { digestId });
        return row && row.leaseOwner === null ? row : null;
      });
      expect(digest).toMatchObject({ status: "completed", recoveries: 1, partsSent: 1 });
      const mails = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.to, reader.email));
      const digestMails = mails.filter((mail) => mail.subject.startsWith("Your Folio digest"));
      expect(digestMails).toHaveLength(1);
      const attachments = await handle.db
        .select({ name: outboxAttachments.name, contentType: outboxAttachments.contentType })
        .from(outboxAttachments)
        .where(
          inArray(
            outboxAttachments.messageId,
            digestMails.map((mail) => mail.id),
          ),
        );
      expect(attachments).toEqual([expect.objectContaining({ contentType: "application/pdf" })]);
      const statuses = await handle.db
        .select({ status: queuedEmails.status })
        .from(queuedEmails)
        .where(inArray(queuedEmails.id, queueIds));
      expect(statuses.map((row) => row.status)).toEqual(queueIds.map(() => "processed"));
    } finally {
      await setGmailLatency(0);
    }
  }, 90_000);
});
