/**
 * Shutting down while a request is still being handled: its client has already given up (a closed
 * tab, a load generator that stopped), so no connection holds the server open, but its handler is
 * still on its way through the database. The database must not close under it: nothing may be
 * logged as an error. On Postgres, where a lock on the session table can hold a request mid-way.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DbHandle } from "@folio/db/client";
import { session, user } from "@folio/db/schema";
import { createThrowawayPostgres } from "@folio/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/env.ts";
import { type RunningFolio, startFolio } from "../src/server.ts";
import { capturedLogger } from "./support/captured-logger.ts";
import { freePort } from "./support/free-port.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const title = serverUrl
  ? "graceful shutdown"
  : "graceful shutdown (skipped: set TEST_DATABASE_URL to a Postgres server to run it)";

describe.skipIf(!serverUrl)(title, () => {
  let handle: DbHandle;
  let dataDir: string;
  let folio: RunningFolio | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    handle = await createThrowawayPostgres(serverUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), "folio-shutdown-"));
    writeFileSync(path.join(dataDir, "index.html"), "<!doctype html><title>Folio</title>");
  }, 60_000);

  afterAll(async () => {
    await folio?.close().catch(() => {});
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const AUTH_SECRET = "shutdown-test-secret-that-is-long-enough";
  /** A bearer token as Folio hands it out (`set-auth-token`): the session token and its signature. */
  const signedBearer = (token: string) =>
    encodeURIComponent(`${token}.${createHmac("sha256", AUTH_SECRET).update(token).digest("base64")}`);

  it("lets a handler whose client left finish its queries before the database closes", async () => {
    const token = randomBytes(24).toString("base64url");
    const userId = randomUUID();
    await handle.db.insert(user).values({ id: userId, name: "Leaver", email: "leaver@example.com" });
    await handle.db.insert(session).values({
      id: randomUUID(),
      token,
      userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: handle.databaseUrl!,
      FOLIO_DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      BETTER_AUTH_SECRET: AUTH_SECRET,
    });
    const running = await startFolio(config, capturedLogger("warn", lines).log);
    folio = running;

    // Hold every session lookup at the lock, then ask for the queue: the session query waits there,
    // and the queue's own query would be sent only after it.
    let releaseLock = () => {};
    const lockHeld = new Promise<void>((held) => {
      void handle.db.transaction(async (tx) => {
        await tx.execute(sql`lock table "session" in access exclusive mode`);
        held();
        await new Promise<void>((release) => {
          releaseLock = release;
        });
      });
    });
    await lockHeld;
    const client = new AbortController();
    const request = fetch(
      `${running.url}/api/trpc/emails.list?input=${encodeURIComponent(JSON.stringify({ json: { limit: 10 } }))}`,
      { headers: { authorization: `Bearer ${signedBearer(token)}` }, signal: client.signal },
    ).catch((error: unknown) => error);
    await waitForLockWaiters(handle, 1);
    client.abort();
    expect(await request).toBeInstanceOf(Error);

    const started = Date.now();
    const closed = running.close();
    // Long enough for everything else in the shutdown (the job queue) to be done.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    releaseLock();
    await closed;
    folio = undefined;
    // An error from a handler that outlived the database would be logged a moment after the close.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(Date.now() - started).toBeLessThan(5000);
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  }, 60_000);
});

/** Waits until `count` queries of this database are waiting for a lock. */
async function waitForLockWaiters(handle: DbHandle, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await handle.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error("the request never reached the database");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
