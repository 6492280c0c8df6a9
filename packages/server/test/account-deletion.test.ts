/**
 * Deleting an account through `account.delete`, on a migrated database: every table that holds a
 * user id is enumerated from the drizzle schema (so a table added later is covered), the digest
 * files on disk, the Google grant in the sandbox, queued jobs and sessions — and another user's
 * data stays exactly as it was.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DbHandle } from "@folio/db/client";
import { recordDigestDelivery } from "@folio/db/queries";
import * as schema from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDigest } from "../src/digest/digest-service.ts";
import { SANDBOX_CLIENT } from "../src/env.ts";
import { decryptOAuthToken } from "../src/gmail/oauth-token-crypto.ts";
import { createJobQueue, type JobQueue } from "../src/jobs/create-job-queue.ts";
import { DIGEST_QUEUE } from "../src/jobs/digest-jobs.ts";
import { EMAIL_SYNC_QUEUE } from "../src/jobs/email-sync-job.ts";
import { createUserJobs } from "../src/jobs/user-jobs.ts";
import { userObjectPath } from "../src/storage/file-store.ts";
import { CONFIRM_EMAIL_MISMATCH } from "../src/trpc/routers/account.ts";
import { connectGmail, signUpConfirmAndSignIn } from "./support/gmail-connect-flow.ts";
import { TestClient } from "./support/http-client.ts";
import { createTestApp } from "./support/test-app.ts";

const PASSWORD = "correct-horse";

/**
 * Every table of the schema with the column that names its user: `user.id`, else the column whose
 * foreign key points at `user` (`user_id`, or `reference_id` for API keys), in the database's
 * snake_case spelling.
 */
const userTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const config = getTableConfig(table);
    if (config.name === "user") return [{ table, name: config.name, column: "id" }];
    const toUser = config.foreignKeys
      .map((key) => key.reference())
      .find((reference) => getTableName(reference.foreignTable) === "user");
    const column = toUser?.columns[0]?.name;
    return column
      ? [{ table, name: config.name, column: column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) }]
      : [];
  });

describe("the schema", () => {
  it("lets every table that holds a user id go with the user (ON DELETE CASCADE)", () => {
    const dependants = userTables.filter(({ name }) => name !== "user");
    expect(dependants.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        "session",
        "account",
        "user_preferences",
        "queued_emails",
        "gmail_sync_state",
        "digests",
        "apikey",
      ]),
    );
    for (const { table, name } of dependants) {
      const toUser = getTableConfig(table).foreignKeys.find(
        (key) => getTableName(key.reference().foreignTable) === "user",
      );
      expect(toUser, `${name} references user`).toBeDefined();
      expect(toUser?.onDelete, `${name}.user_id cascades`).toBe("cascade");
    }
  });
});

describe.each(testDatabases())("account deletion on $name", ({ create }) => {
  let handle: DbHandle;
  let sandbox: RunningSandbox;
  let queue: JobQueue;
  let filesRoot: string;
  let testApp: ReturnType<typeof createTestApp>;
  let readers = 0;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seedMailboxes: false, client: { ...SANDBOX_CLIENT } });
    handle = await create();
    queue = createJobQueue(handle);
    await queue.start();
    await queue.createQueue(DIGEST_QUEUE);
    await queue.createQueue(EMAIL_SYNC_QUEUE);
    filesRoot = mkdtempSync(path.join(tmpdir(), "folio-deletion-"));
    testApp = createTestApp(handle, { sandboxUrl: sandbox.url, filesRoot, userJobs: createUserJobs(queue) });
  }, 60_000);
  afterAll(async () => {
    await queue?.stop({ graceful: false, wait: true, timeout: 2000 });
    await handle?.close();
    await sandbox?.close();
  });

  /** A user with everything Folio keeps: Gmail connected, settings, a queue, a digest with files, jobs. */
  async function seededReader(name: string) {
    readers += 1;
    const client = new TestClient(testApp.app, `10.71.${readers}.1`);
    const email = `${name}-${run}-${readers}@example.com`;
    const gmailAddress = `${name}-${run}-${readers}@gmail.example`;
    await signUpConfirmAndSignIn(client, handle, email);
    expect(await connectGmail(client, gmailAddress)).toContain("gmail=connected");
    const userId = (await client.trpc.account.me.query()).id;
    await client.trpc.preferences.update.mutate({
      readLaterLabelId: "Label_1",
      processedLabelId: "Label_2",
      outputFormat: "pdf",
      destinationEmail: `${name}-${run}-${readers}@kindle.example`,
    });
    const key = await client.request("/api/auth/api-key/create", { json: { name: "Script" } });
    expect(key.status).toBe(200);
    const queued = await handle.db
      .insert(schema.queuedEmails)
      .values(
        [1, 2].map((n) => ({
          userId,
          gmailId: `${name}-${n}`,
          subject: `Issue ${n}`,
          receivedAt: new Date(),
        })),
      )
      .returning();
    await handle.db.insert(schema.gmailSyncState).values({ userId, labelId: "Label_1", status: "idle" });
    const { digestId } = await startDigest(
      { db: handle.db, enqueue: async () => {} },
      { id: userId, email },
      { emailIds: queued.map((row) => row.id), sessionId: `${Date.now()}-${name}` },
    );
    const objectPath = userObjectPath(userId, "digest-2026-01-01.pdf");
    await testApp.files.upload(objectPath, Buffer.from("%PDF-1.7"), { contentType: "application/pdf" });
    await handle.db
      .update(schema.digests)
      .set({
        files: [
          { filename: "digest-2026-01-01.pdf", contentType: "application/pdf", size: 8, objectPath, part: 1 },
        ],
      })
      .where(eq(schema.digests.id, digestId));
    // The digest was e-mailed: its delivery is logged (the daily e-mail limit counts these).
    await recordDigestDelivery(handle.db, { userId, digestId, part: 1, sentAt: new Date() });
    await handle.db.insert(schema.verification).values({
      id: randomUUID(),
      identifier: `reset-password:${randomUUID()}`,
      value: userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await handle.db.insert(schema.waitlist).values({ email });
    // Jobs waiting in the queue (no worker runs in this test).
    await queue.send(EMAIL_SYNC_QUEUE, { userId }, { singletonKey: userId });
    await queue.send(DIGEST_QUEUE, { digestId }, { singletonKey: digestId });
    // A second signed-in browser.
    const otherBrowser = new TestClient(testApp.app, `10.72.${readers}.1`);
    const signIn = await otherBrowser.request("/api/auth/sign-in/email", {
      json: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const [gmailRow] = await handle.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, userId))
      .then((rows) => rows.filter((row) => row.providerId === "gmail"));
    const refreshToken = await decryptOAuthToken(testApp.auth, gmailRow!.refreshToken!);
    return { client, otherBrowser, userId, email, objectPath, digestId, refreshToken };
  }

  async function rowCounts(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const { name, column } of userTables) {
      const rows = (await handle.db.execute(
        sql`select count(*)::int as count from ${sql.identifier(name)} where ${sql.identifier(column)} = ${userId}`,
      )) as unknown as { rows?: { count: number }[] } & { count: number }[];
      counts[name] = (rows.rows ?? rows)[0]!.count;
    }
    return counts;
  }

  async function pendingJobs(userId: string, digestId: string): Promise<number> {
    const { rows } = await handle.executeSql(
      "select count(*)::int as count from pgboss.job where data->>'userId' = $1 or data->>'digestId' = $2",
      [userId, digestId],
    );
    return Number(rows[0]?.count);
  }

  /** What the sandbox says about a refresh token: a new access token, or invalid_grant once revoked. */
  async function refreshAtSandbox(refreshToken: string): Promise<{ status: number; error?: string }> {
    const response = await fetch(`${sandbox.url}/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: SANDBOX_CLIENT.clientId,
        client_secret: SANDBOX_CLIENT.clientSecret,
      }),
    });
    const body = (await response.json()) as { error?: string };
    return { status: response.status, ...(body.error ? { error: body.error } : {}) };
  }

  const fileOnDisk = (objectPath: string) => path.join(filesRoot, "user-files", ...objectPath.split("/"));

  it("deletes every row, file, job, session and the Google grant of the user — and nothing of anyone else", async () => {
    const alice = await seededReader("alice");
    const bob = await seededReader("bob");
    const bobBefore = await rowCounts(bob.userId);
    const aliceBefore = await rowCounts(alice.userId);
    // Every table with a user id holds something of Alice's, so "0 afterwards" means something.
    for (const [name, count] of Object.entries(aliceBefore)) expect(count, name).toBeGreaterThan(0);
    expect(existsSync(fileOnDisk(alice.objectPath))).toBe(true);
    expect(await pendingJobs(alice.userId, alice.digestId)).toBe(2);

    const mistyped = await alice.client.mutation("account.delete", { confirmEmail: "someone@example.com" });
    expect(mistyped.error).toMatchObject({ code: "BAD_REQUEST", message: CONFIRM_EMAIL_MISMATCH });
    expect(await rowCounts(alice.userId)).toEqual(aliceBefore);

    const deleted = await alice.client.trpc.account.delete.mutate({
      confirmEmail: alice.email.toUpperCase(),
    });
    expect(deleted).toEqual({ deleted: true, googleRevoked: true });

    // Rows: none left in any table that holds a user id, nor those that name the user otherwise.
    expect(Object.values(await rowCounts(alice.userId))).toEqual(userTables.map(() => 0));
    const leftovers = await handle.db.execute(sql`
      select (select count(*) from verification where value = ${alice.userId})::int as verification,
             (select count(*) from outbox_messages where lower("to") = ${alice.email})::int as outbox,
             (select count(*) from waitlist where email = ${alice.email})::int as waitlist`);
    expect((leftovers as unknown as { rows?: unknown[] }).rows?.[0] ?? (leftovers as unknown[])[0]).toEqual({
      verification: 0,
      outbox: 0,
      waitlist: 0,
    });
    // Files: the user's folder is gone.
    expect(existsSync(path.dirname(fileOnDisk(alice.objectPath)))).toBe(false);
    // Jobs: nothing of hers waits in the queue.
    expect(await pendingJobs(alice.userId, alice.digestId)).toBe(0);
    // Google: the sandbox refuses the grant.
    expect(await refreshAtSandbox(alice.refreshToken)).toEqual({ status: 400, error: "invalid_grant" });
    // Sessions: both browsers are signed out; this one's cookie was cleared too.
    expect(alice.client.cookieHeader()).not.toMatch(/session_token/);
    expect((await alice.client.query("account.me")).status).toBe(401);
    expect((await alice.otherBrowser.query("account.me")).status).toBe(401);
    const signIn = await alice.otherBrowser.request("/api/auth/sign-in/email", {
      json: { email: alice.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(401);

    // Bob: untouched.
    expect(await rowCounts(bob.userId)).toEqual(bobBefore);
    expect(existsSync(fileOnDisk(bob.objectPath))).toBe(true);
    expect(await pendingJobs(bob.userId, bob.digestId)).toBe(2);
    expect((await refreshAtSandbox(bob.refreshToken)).status).toBe(200);
    expect((await bob.client.trpc.account.me.query()).email).toBe(bob.email);
    const bobsMail = await handle.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.to, bob.email));
    expect(bobsMail.length).toBeGreaterThan(0);
  }, 120_000);

  it("keeps every foreign key to the user ON DELETE CASCADE in the migrated database", async () => {
    const result = await handle.db.execute(sql`
      select tc.table_name, rc.delete_rule
      from information_schema.table_constraints tc
      join information_schema.referential_constraints rc on rc.constraint_name = tc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'user'`);
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as {
      table_name: string;
      delete_rule: string;
    }[];
    const dependants = userTables.filter(({ name }) => name !== "user").map(({ name }) => name);
    expect(rows.map((row) => row.table_name).sort()).toEqual([...dependants].sort());
    for (const row of rows) expect(row.delete_rule, row.table_name).toBe("CASCADE");
  });
});
