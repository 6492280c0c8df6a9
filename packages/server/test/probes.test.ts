/**
 * /api/health and /api/ready on a real database: not ready until every migration is applied and the
 * job queue has started; migrations run once when several processes start together.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createDb, type DbHandle, migrationsFolder } from "@folio/db/client";
import { describe, expect, it } from "vitest";
import { createWorkerApp } from "../src/health/probe-routes.ts";
import { createJobQueue } from "../src/jobs/create-job-queue.ts";

const committed = (
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

async function ready(app: ReturnType<typeof createWorkerApp>) {
  const response = await app.request("/api/ready");
  return { status: response.status, body: await response.json() };
}

describe("readiness", () => {
  it("waits for migrations and the job queue, and says why until then", async () => {
    const handle = await createDb({ dataDir: "memory://", migrate: false });
    const queue = createJobQueue(handle, { supervise: false });
    let draining = false;
    const app = createWorkerApp({
      role: "worker",
      pingDb: handle.ping,
      pendingMigrations: async () => (await handle.migrationState()).pending,
      queueStarted: queue.isStarted,
      draining: () => draining,
    });
    try {
      expect(await (await app.request("/api/health")).json()).toEqual({ status: "ok", role: "worker" });
      expect(await ready(app)).toEqual({
        status: 503,
        body: { status: "not ready", role: "worker", reason: `${committed} database migrations not applied` },
      });
      await handle.migrate();
      expect((await ready(app)).body.reason).toBe("job queue not started");
      await queue.start();
      expect(await ready(app)).toEqual({ status: 200, body: { status: "ready", role: "worker" } });
      draining = true;
      expect((await ready(app)).body.reason).toBe("shutting down");
      expect((await app.request("/api/trpc/account.me")).status).toBe(404);
    } finally {
      await queue.stop({ graceful: false, wait: true });
      await handle.close();
    }
    expect(await ready(app)).toMatchObject({ status: 503, body: { reason: "shutting down" } });
    draining = false;
    expect(await ready(app)).toMatchObject({ status: 503, body: { reason: "database unreachable" } });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("migrations on Postgres (needs TEST_DATABASE_URL)", () => {
  it("are applied once when four processes start on an empty database at the same moment", async () => {
    const name = `folio_migrate_${Date.now().toString(36)}`;
    const server = await createDb({ databaseUrl: serverUrl, migrate: false, maxConnections: 1 });
    await server.executeSql(`create database ${name}`);
    const url = Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString();
    const handles: DbHandle[] = [];
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3, 4].map(() => createDb({ databaseUrl: url, maxConnections: 2 })),
      );
      for (const result of opened) if (result.status === "fulfilled") handles.push(result.value);
      expect(opened.map((result) => result.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
        "fulfilled",
      ]);
      const recorded = await handles[0]!.executeSql(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(recorded.rows[0]?.n).toBe(committed);
      expect(await handles[0]!.migrationState()).toEqual({ pending: 0 });
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await server.executeSql(`drop database if exists ${name} with (force)`);
      await server.close();
    }
  });
});
