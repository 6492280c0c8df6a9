import type { DbHandle } from "@folio/db/client";
import { getGmailSyncState, insertQueuedEmails, listNewQueuedEmails } from "@folio/db/queries";
import { queuedEmails } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runEmailSync } from "../../src/jobs/email-sync-job.ts";
import { type ConnectedReader, connectReader } from "../support/gmail-sandbox.ts";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandboxServer({ seedMailboxes: false });
});
afterAll(() => sandbox.close());

let accounts = 0;
const nextEmail = () => `reader${++accounts}-${Date.now()}@example.com`;
// Small back-off so fault tests stay quick; Retry-After is still honoured.
const fastBackoff = { baseDelayMs: 20, maxDelayMs: 200, maxAttempts: 12 };

describe.each(testDatabases())("Read Later sync on $name", ({ create }) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await create();
  });
  afterAll(() => handle.close());

  const sync = (reader: ConnectedReader) =>
    runEmailSync(
      { db: handle.db, getGmailForUser: reader.getGmailForUser, backoff: fastBackoff },
      reader.userId,
    );
  const rows = (reader: ConnectedReader) =>
    handle.db.select().from(queuedEmails).where(eq(queuedEmails.userId, reader.userId));
  const listed = async (reader: ConnectedReader) =>
    (await listNewQueuedEmails(handle.db, { userId: reader.userId, limit: 500 })).items;

  it("queues three labelled newsletters with subject and sender, and records progress", async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    await reader.addNewsletters(3);
    const outcome = await sync(reader);
    expect(outcome.kind).toBe("synced");
    const items = await listed(reader);
    expect(items.map((item) => [item.subject, item.fromEmail, item.fromName, item.status])).toEqual([
      ["Issue 3", "letters2@news.example", "Letter 2", "new"],
      ["Issue 2", "letters1@news.example", "Letter 1", "new"],
      ["Issue 1", "letters0@news.example", "Letter 0", "new"],
    ]);
    expect(await getGmailSyncState(handle.db, { userId: reader.userId })).toMatchObject({
      status: "idle",
      labelName: "Read Later",
      indexedCount: 3,
      remainingLabelCount: 0,
      totalToProcess: 3,
      lastError: null,
      historyId: expect.stringMatching(/^\d+$/),
    });

    // Nothing new: an incremental sync adds nothing and keeps the counts.
    const again = await sync(reader);
    expect(again).toMatchObject({ kind: "synced", result: { kind: "incremental", fetched: 0 } });
    expect(await rows(reader)).toHaveLength(3);
  });

  it("rides out a 429 storm honouring Retry-After", async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    await reader.addNewsletters(5);
    sandbox.sandbox.setChaos({ failNextRequests: [{ status: 429, count: 5 }] });
    const outcome = await sync(reader);
    expect(outcome.kind).toBe("synced");
    expect(await listed(reader)).toHaveLength(5);
  });

  it("retries 5xx answers until every message is indexed", async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    await reader.addNewsletters(20);
    sandbox.sandbox.setChaos({ errorRate5xx: 0.3 });
    try {
      expect((await sync(reader)).kind).toBe("synced");
    } finally {
      sandbox.sandbox.setChaos({ errorRate5xx: 0 });
    }
    expect(await listed(reader)).toHaveLength(20);
  });

  it("falls back to a full listing when the history id expired, without duplicates", async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    await reader.addNewsletters(3, "First");
    await sync(reader);
    await reader.addNewsletters(2, "Later");
    sandbox.sandbox.expireHistory(reader.email);
    const outcome = await sync(reader);
    expect(outcome).toMatchObject({ kind: "synced", result: { kind: "full", fetched: 2 } });
    expect(await rows(reader)).toHaveLength(5);
    expect((await listed(reader)).map((item) => item.subject).sort()).toEqual(
      ["First 1", "First 2", "First 3", "Later 1", "Later 2"].sort(),
    );
  });

  it("takes a message unlabelled in Gmail out of the queue, and back when relabelled", async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    const [first, second] = await reader.addNewsletters(2);
    await sync(reader);
    const unlabel = {
      userId: "me",
      id: first as string,
      requestBody: { removeLabelIds: [reader.readLaterLabelId] },
    };
    await reader.gmail.users.messages.modify(unlabel);
    expect(await sync(reader)).toMatchObject({ result: { kind: "incremental", removed: 1 } });
    expect((await listed(reader)).map((item) => item.gmailId)).toEqual([second]);
    expect(await getGmailSyncState(handle.db, { userId: reader.userId })).toMatchObject({
      indexedCount: 1,
      totalToProcess: 1,
    });

    await reader.gmail.users.messages.modify({
      userId: "me",
      id: first as string,
      requestBody: { addLabelIds: [reader.readLaterLabelId] },
    });
    expect(await sync(reader)).toMatchObject({ result: { restored: 1, fetched: 0 } });
    expect(await listed(reader)).toHaveLength(2);
    expect(await rows(reader)).toHaveLength(2);
  });

  it("never queues a processed message again, even after a full listing", async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    const [done] = await reader.addNewsletters(2);
    await sync(reader);
    await handle.db
      .update(queuedEmails)
      .set({ status: "processed" })
      .where(and(eq(queuedEmails.userId, reader.userId), eq(queuedEmails.gmailId, done as string)));
    sandbox.sandbox.expireHistory(reader.email);
    await sync(reader);
    const all = await rows(reader);
    expect(all).toHaveLength(2);
    expect(all.find((row) => row.gmailId === done)?.status).toBe("processed");
    expect(await listed(reader)).toHaveLength(1);
  });

  it("says the user must connect Gmail when there is no connection", async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    const { GmailConnectionRequiredError } = await import("../../src/gmail/gmail-sync-api.ts");
    const outcome = await runEmailSync(
      {
        db: handle.db,
        getGmailForUser: async () => {
          throw new GmailConnectionRequiredError();
        },
      },
      reader.userId,
    );
    expect(outcome).toMatchObject({
      kind: "failed",
      error: expect.stringContaining("connect your Gmail account"),
    });
    expect(await getGmailSyncState(handle.db, { userId: reader.userId })).toMatchObject({ status: "error" });
  });

  it("lists 10,000 queued rows page by page through the index", async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    const start = Date.UTC(2025, 0, 1);
    for (let chunk = 0; chunk < 10; chunk += 1) {
      await insertQueuedEmails(handle.db, {
        userId: reader.userId,
        emails: Array.from({ length: 1000 }, (_, i) => {
          const n = chunk * 1000 + i;
          return {
            gmailId: `bulk-${n}`,
            threadId: null,
            subject: `Bulk ${n}`,
            fromEmail: "bulk@news.example",
            fromName: null,
            // Some share a timestamp, so the id tie-break is exercised.
            receivedAt: new Date(start + Math.floor(n / 3) * 1000),
            snippet: null,
            webVersionUrl: null,
          };
        }),
      });
    }
    await handle.executeSql("analyze queued_emails");
    const plan = await handle.executeSql(
      `explain select id from queued_emails where user_id = $1 and status = 'new'
       order by received_at desc, id desc limit 51`,
      [reader.userId],
    );
    expect(JSON.stringify(plan.rows)).toContain("queued_emails_user_status_received_idx");

    const seen = new Set<string>();
    let cursor: Awaited<ReturnType<typeof listNewQueuedEmails>>["nextCursor"] = null;
    const began = performance.now();
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof listNewQueuedEmails>> = await listNewQueuedEmails(handle.db, {
        userId: reader.userId,
        limit: 500,
        cursor: cursor ?? undefined,
      });
      for (const item of page.items) seen.add(item.gmailId);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen.size).toBe(10_000);
    expect(pages).toBe(20);
    // Generous: 20 index-backed pages take well under a second; a sequential scan per page would not flake this.
    expect(performance.now() - began).toBeLessThan(10_000);
  });
});
