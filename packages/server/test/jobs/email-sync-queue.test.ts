import type { DbHandle } from "@folio/db/client";
import { getGmailSyncState } from "@folio/db/queries";
import { queuedEmails } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailSyncService } from "../../src/gmail/email-sync-service.ts";
import type { GetGmailForUser } from "../../src/gmail/gmail-sync-api.ts";
import { createJobQueue } from "../../src/jobs/create-job-queue.ts";
import { registerEmailSyncWorker, SimulatedCrash } from "../../src/jobs/email-sync-job.ts";
import { type ConnectedReader, connectReader } from "../support/gmail-sandbox.ts";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandboxServer({ seedMailboxes: false });
});
afterAll(() => sandbox.close());

let accounts = 0;
const nextEmail = () => `queued${++accounts}-${Date.now()}@example.com`;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())("sync jobs on pg-boss on $name", ({ create }) => {
  let handle: DbHandle;
  const readers = new Map<string, ConnectedReader>();
  const getGmailForUser: GetGmailForUser = async (userId) => {
    const reader = readers.get(userId);
    if (!reader) throw new Error(`no reader ${userId}`);
    return reader.getGmailForUser(userId);
  };
  const newReader = async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    readers.set(reader.userId, reader);
    return reader;
  };
  const rows = (reader: ConnectedReader) =>
    handle.db.select().from(queuedEmails).where(eq(queuedEmails.userId, reader.userId));

  /** A "process": its own pg-boss instance and workers on the shared database. */
  async function startWorkerProcess(options: { staleAfterMs?: number; concurrency?: number } = {}) {
    const queue = createJobQueue(handle);
    await queue.start();
    const workers = await registerEmailSyncWorker(queue, {
      db: handle.db,
      getGmailForUser,
      pollingIntervalSeconds: 0.5,
      ...options,
    });
    const service = createEmailSyncService({
      db: handle.db,
      queue,
      getGmailForUser,
      workerIds: workers.workerIds,
      ...(options.staleAfterMs ? { staleAfterMs: options.staleAfterMs } : {}),
    });
    return {
      service,
      /** A deploy's graceful stop: running syncs are interrupted and release their lock. */
      interrupt: async () => {
        workers.stop();
        await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
      },
      /** Like a crash: running syncs are abandoned mid-way and the lock is left behind. */
      kill: async () => {
        workers.stop(new SimulatedCrash());
        await queue.stop({ graceful: false, wait: true });
      },
      stop: () => queue.stop({ graceful: true, wait: true, timeout: 10_000 }),
    };
  }

  beforeAll(async () => {
    handle = await create();
  });
  afterAll(() => handle.close());

  it("runs a requested sync as a job; a request while it runs joins it", async () => {
    const process = await startWorkerProcess({ concurrency: 2 });
    try {
      const reader = await newReader();
      await reader.addNewsletters(12);
      sandbox.sandbox.setChaos({ latencyMs: 60 });
      const first = await process.service.requestSync(reader.userId);
      expect(first).toMatchObject({ joined: false, jobId: expect.any(String) });
      await waitFor(async () => (await process.service.getStatus(reader.userId)).status === "running");
      const second = await process.service.requestSync(reader.userId);
      expect(second).toMatchObject({ joined: true, jobId: null, status: { status: "running" } });
      sandbox.sandbox.setChaos({ latencyMs: 0 });
      const status = await process.service.syncAndWait(reader.userId, { timeoutMs: 20_000 });
      expect(status).toMatchObject({
        status: "idle",
        labelName: "Read Later",
        indexedCount: 12,
        remainingLabelCount: 0,
        totalToProcess: 12,
      });
      expect(await rows(reader)).toHaveLength(12);
    } finally {
      sandbox.sandbox.setChaos({ latencyMs: 0 });
      await process.stop();
    }
  });

  it("lets simultaneous requests race without duplicating work or rows", async () => {
    const process = await startWorkerProcess();
    try {
      const reader = await newReader();
      await reader.addNewsletters(3);
      await Promise.all([0, 1, 2].map(() => process.service.requestSync(reader.userId)));
      await process.service.syncAndWait(reader.userId, { timeoutMs: 20_000 });
      expect(await rows(reader)).toHaveLength(3);
    } finally {
      await process.stop();
    }
  });

  it("resumes after the process is killed mid-sync: no duplicates, nothing lost", async () => {
    const reader = await newReader();
    const ids = await reader.addNewsletters(40);
    sandbox.sandbox.setChaos({ latencyMs: 40 });
    const crashing = await startWorkerProcess({ concurrency: 2 });
    try {
      await crashing.service.requestSync(reader.userId);
      await waitFor(async () => (await rows(reader)).length >= 5);
    } finally {
      await crashing.kill();
    }
    const partial = (await rows(reader)).length;
    expect(partial).toBeGreaterThanOrEqual(5);
    expect(partial).toBeLessThan(40);
    expect(await getGmailSyncState(handle.db, { userId: reader.userId })).toMatchObject({
      status: "running",
    });

    sandbox.sandbox.setChaos({ latencyMs: 0 });
    const restarted = await startWorkerProcess({ staleAfterMs: 300 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      const status = await restarted.service.syncAndWait(reader.userId, { timeoutMs: 20_000 });
      expect(status).toMatchObject({ status: "idle", indexedCount: 40, remainingLabelCount: 0 });
      const all = await rows(reader);
      expect(all).toHaveLength(40);
      expect(new Set(all.map((row) => row.gmailId))).toEqual(new Set(ids));
    } finally {
      await restarted.stop();
    }
  });

  it("a graceful stop releases the lock, so the next check resumes at once", async () => {
    const reader = await newReader();
    await reader.addNewsletters(30);
    sandbox.sandbox.setChaos({ latencyMs: 40 });
    const stopping = await startWorkerProcess({ concurrency: 2 });
    try {
      await stopping.service.requestSync(reader.userId);
      await waitFor(async () => (await rows(reader)).length >= 4);
    } finally {
      await stopping.interrupt();
      sandbox.sandbox.setChaos({ latencyMs: 0 });
    }
    expect(await getGmailSyncState(handle.db, { userId: reader.userId })).toMatchObject({
      status: "error",
      lockToken: null,
      lastError: expect.stringContaining("interrupted"),
    });
    // Default staleness (2 min): only a released lock lets this run now.
    const next = await startWorkerProcess();
    try {
      const status = await next.service.syncAndWait(reader.userId, { timeoutMs: 20_000 });
      expect(status).toMatchObject({ status: "idle", indexedCount: 30, lastError: null });
      expect(await rows(reader)).toHaveLength(30);
    } finally {
      await next.stop();
    }
  });
});
