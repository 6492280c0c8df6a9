/**
 * The database connection dropping under the app: backends killed by `pg_terminate_backend` while a
 * request waits on them, and the network to Postgres cut and restored through a TCP proxy. Requests
 * must end promptly with a clean 503 JSON, nothing may be half written, and the app must recover on
 * its own. Postgres only: PGlite runs inside the process and has no connection to lose.
 */
import { randomUUID } from "node:crypto";
import { createDb, type DbHandle } from "@folio/db/client";
import { digests, queuedEmails, userPreferences } from "@folio/db/schema";
import { createThrowawayPostgres } from "@folio/db/testing";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../src/database-unavailable.ts";
import { createJobQueue, type JobQueue } from "../../src/jobs/create-job-queue.ts";
import { DIGEST_QUEUE } from "../../src/jobs/digest-jobs.ts";
import { capturedLogger } from "../support/captured-logger.ts";
import { signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { TestClient } from "../support/http-client.ts";
import { createTestApp } from "../support/test-app.ts";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const title = serverUrl
  ? "database connection faults on Postgres"
  : "database connection faults on Postgres (skipped: set TEST_DATABASE_URL to run them)";

/** A request must answer within this, whatever happened to its connection: no hangs. */
const ANSWER_WITHIN_MS = 5_000;

let clientCount = 0;

describe.skipIf(!serverUrl)(title, () => {
  let handle: DbHandle;
  let admin: postgres.Sql;
  let databaseName: string;
  let queue: JobQueue;
  let testApp: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    handle = await createThrowawayPostgres(serverUrl!);
    const url = new URL(handle.databaseUrl!);
    databaseName = url.pathname.slice(1);
    // Two connections: one holds a lock in a transaction while the other kills backends.
    admin = postgres(url.toString(), { max: 2, onnotice: () => {} });
    queue = createJobQueue(handle);
    await queue.start();
    await queue.createQueue(DIGEST_QUEUE);
    testApp = createTestApp(handle, {
      digests: {
        enqueue: async (digestId) => {
          await queue.send(DIGEST_QUEUE, { digestId }, { singletonKey: digestId });
        },
      },
    });
  });
  afterAll(async () => {
    await queue?.stop({ graceful: false, wait: true, timeout: 2000 });
    await admin?.end({ timeout: 1 });
    await handle?.close();
  });

  async function newClient(app = testApp.app, db = handle) {
    clientCount += 1;
    const client = new TestClient(app, `10.61.${clientCount}.1`);
    const email = `fault-${clientCount}-${randomUUID().slice(0, 8)}@example.com`;
    await signUpConfirmAndSignIn(client, db, email);
    const me = await client.trpc.account.me.query();
    return { client, userId: me.id, email };
  }

  /** The app's own backends on the test database (everything but this admin pool). */
  async function appBackendsWaitingOnLock(): Promise<number> {
    const [row] = await admin<{ count: number }[]>`
      select count(*)::int as count from pg_stat_activity
      where datname = ${databaseName} and wait_event_type = 'Lock'`;
    return row?.count ?? 0;
  }

  async function terminateAppBackends(holderPid: number): Promise<number> {
    const rows = await admin`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = ${databaseName} and pid <> pg_backend_pid() and pid <> ${holderPid}`;
    return rows.length;
  }

  /**
   * Holds an exclusive lock on `table` so the request under test blocks inside its statement, kills
   * every app backend once it waits there, then lets go: the connection drops mid-request.
   */
  async function dropConnectionsDuring<T>(table: string, request: () => Promise<T>): Promise<T> {
    let answer: Promise<T> | undefined;
    await admin.begin(async (tx) => {
      const [{ pid }] = (await tx`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
      await tx.unsafe(`lock table ${table} in access exclusive mode`);
      answer = request();
      for (const deadline = Date.now() + 10_000; (await appBackendsWaitingOnLock()) === 0; ) {
        if (Date.now() > deadline) throw new Error(`no request ever waited on ${table}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await terminateAppBackends(pid)).toBeGreaterThan(0);
    });
    return answer!;
  }

  async function timed<T>(promise: Promise<T>): Promise<{ value: T; ms: number }> {
    const started = Date.now();
    const value = await promise;
    return { value, ms: Date.now() - started };
  }

  it("a preferences save whose connection is killed mid-statement answers 503 JSON, writes nothing, and the retry saves", async () => {
    const { client, userId } = await newClient();
    await client.trpc.preferences.update.mutate({
      outputFormat: "pdf",
      destinationEmail: "before@example.com",
    });

    const change = { outputFormat: "epub", destinationEmail: "after@example.com" } as const;
    const { value: failed, ms } = await timed(
      dropConnectionsDuring("user_preferences", () => client.mutation("preferences.update", change)),
    );
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(failed.status).toBe(503);
    expect(failed.error).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    const [kept] =
      await admin`select output_format, destination_email from user_preferences where user_id = ${userId}`;
    expect(kept).toEqual({ output_format: "pdf", destination_email: "before@example.com" });

    // No restart, no reconnect call: the very next request works and the save happens once.
    await client.trpc.preferences.update.mutate(change);
    const [saved] = await handle.db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    expect(saved).toMatchObject({ outputFormat: "epub", destinationEmail: "after@example.com" });
    expect((await client.request("/api/ready")).status).toBe(200);
  });

  it("a digest start whose enqueue loses its connection answers 503 and leaves no digest; the retry starts it once", async () => {
    const { client, userId } = await newClient();
    await handle.db
      .insert(userPreferences)
      .values({ userId, readLaterLabelId: "Label_1", processedLabelId: "Label_2", outputFormat: "pdf" });
    const rows = await handle.db
      .insert(queuedEmails)
      .values(
        [1, 2, 3].map((n) => ({
          userId,
          gmailId: `msg-${n}-${randomUUID().slice(0, 6)}`,
          subject: `Issue ${n}`,
          receivedAt: new Date(Date.UTC(2026, 0, n)),
        })),
      )
      .returning();
    const body = { emailIds: rows.map((row) => row.id), sessionId: `${Date.now()}-fault` };
    const generate = () => client.request("/api/generate-digest", { json: body });

    // The digest row is written, then pg-boss's insert waits on its table and loses its connection.
    const { value: failed, ms } = await timed(dropConnectionsDuring("pgboss.job", generate));
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(await handle.db.select().from(digests).where(eq(digests.userId, userId))).toEqual([]);

    const retried = await generate();
    expect(retried.status).toBe(200);
    const { digestId } = (await retried.json()) as { digestId: string };
    const stored = await handle.db.select().from(digests).where(eq(digests.userId, userId));
    expect(stored.map((row) => row.id)).toEqual([digestId]);
    const jobs =
      await admin`select id from pgboss.job where name = ${DIGEST_QUEUE} and data->>'digestId' = ${digestId}`;
    expect(jobs).toHaveLength(1);
  });

  describe("through a TCP proxy that is cut and restored", () => {
    let proxy: TcpProxy;
    let proxied: DbHandle;
    let proxiedApp: ReturnType<typeof createTestApp>;
    const logLines: string[] = [];

    beforeAll(async () => {
      const direct = new URL(handle.databaseUrl!);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const through = new URL(direct);
      through.hostname = "127.0.0.1";
      through.port = String(proxy.port);
      proxied = await createDb({ databaseUrl: through.toString(), migrate: false, maxConnections: 5 });
      proxiedApp = createTestApp(proxied, { log: capturedLogger("debug", logLines).log });
    });
    afterAll(async () => {
      await proxy?.restore().catch(() => {});
      await proxied?.close();
      await proxy?.close();
    });

    it("while the database is unreachable every request answers 503 JSON at once; afterwards they succeed by themselves", async () => {
      const { client, userId } = await newClient(proxiedApp.app, proxied);
      await client.trpc.preferences.update.mutate({ outputFormat: "both" });
      // Signed in but not yet looked up: its first request must query the session by its token.
      const freshSession = new TestClient(proxiedApp.app, "10.61.250.1");
      await signUpConfirmAndSignIn(
        freshSession,
        proxied,
        `fault-fresh-${randomUUID().slice(0, 8)}@example.com`,
      );
      const sessionToken = /session_token=([^.;]+)/.exec(freshSession.cookieHeader())?.[1];
      expect(sessionToken).toBeTruthy();

      // Requests in flight when the cable is pulled, and requests made while it stays pulled.
      const inFlight = Array.from({ length: 10 }, (_, n) =>
        n % 2 === 0 ? client.query("preferences.get") : client.request("/api/emails?limit=5"),
      );
      await proxy.cut();
      const during = [
        ...inFlight,
        client.query("emails.list", {}),
        client.mutation("preferences.update", { outputFormat: "pdf" }),
        client.request("/api/ready"),
        client.request("/api/health"),
        freshSession.query("emails.list", {}),
      ];
      const started = Date.now();
      const answers = await Promise.all(during);
      expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
      for (const answer of answers) {
        // Some in-flight requests may have finished before the cut; none may be a 500.
        expect([200, 503]).toContain(answer.status);
      }
      const statuses = answers.map((answer) => answer.status);
      // Readiness reports the outage; liveness does not (restarting every process would not help).
      expect(statuses.slice(10)).toEqual([503, 503, 503, 200, 503]);
      const ready = answers.at(-3) as Response;
      expect(await ready.json()).toMatchObject({ status: "not ready", reason: "database unreachable" });

      await proxy.restore();
      // The save attempted while the database was away did not happen.
      expect(await client.trpc.preferences.get.query()).toMatchObject({ outputFormat: "both" });
      const [row] = await handle.db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
      expect(row?.outputFormat).toBe("both");
      expect((await client.request("/api/emails?limit=5")).status).toBe(200);
      expect((await client.request("/api/ready")).status).toBe(200);
      // The failed session lookup was logged, but not the token it looked up.
      const logs = logLines.join("");
      expect(logs).toContain("database unavailable");
      expect(logs).not.toContain(decodeURIComponent(sessionToken!));
    });
  });
});
