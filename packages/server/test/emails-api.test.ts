import type { DbHandle } from "@folio/db/client";
import { testDatabases } from "@folio/db/testing";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv, SessionUser } from "../src/app-env.ts";
import { answerRestError } from "../src/errors/rest-error-answer.ts";
import { createEmailSyncService, type EmailSyncService } from "../src/gmail/email-sync-service.ts";
import type { GmailDeps } from "../src/gmail/gmail-connection.ts";
import { type GetGmailForUser, GmailConnectionRequiredError } from "../src/gmail/gmail-sync-api.ts";
import { createJobQueue, type JobQueue } from "../src/jobs/create-job-queue.ts";
import { registerEmailSyncWorker } from "../src/jobs/email-sync-job.ts";
import { createLogger } from "../src/logger.ts";
import type { MailTransport } from "../src/mail/mail-transport.ts";
import { createEmailRoutes } from "../src/rest/emails.ts";
import type { FileStore } from "../src/storage/file-store.ts";
import { createCallerFactory } from "../src/trpc/init.ts";
import { appRouter } from "../src/trpc/root.ts";
import { type ConnectedReader, connectReader } from "./support/gmail-sandbox.ts";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandboxServer({ seedMailboxes: false });
});
afterAll(() => sandbox.close());

let accounts = 0;
const nextEmail = () => `api${++accounts}-${Date.now()}@example.com`;
const log = createLogger("silent");
const asUser = (userId: string) =>
  ({ id: userId, email: `${userId}@folio.test`, name: "Reader" }) as SessionUser;

describe.each(testDatabases())("emails API on $name", ({ create }) => {
  let handle: DbHandle;
  let queue: JobQueue;
  let service: EmailSyncService;
  const readers = new Map<string, ConnectedReader>();
  const getGmailForUser: GetGmailForUser = async (userId) => {
    const reader = readers.get(userId);
    if (!reader) throw new GmailConnectionRequiredError();
    return reader.getGmailForUser(userId);
  };

  beforeAll(async () => {
    handle = await create();
    queue = createJobQueue(handle);
    await queue.start();
    const workers = await registerEmailSyncWorker(queue, {
      db: handle.db,
      getGmailForUser,
      pollingIntervalSeconds: 0.5,
    });
    service = createEmailSyncService({ db: handle.db, queue, getGmailForUser, workerIds: workers.workerIds });
  });
  afterAll(async () => {
    await queue.stop({ graceful: true, wait: true, timeout: 5000 });
    await handle.close();
  });

  /** The REST shim behind the same middleware shape as the app: db and the signed-in user on c.var. */
  const restAs = (userId: string | null) =>
    new Hono<AppEnv>()
      .use("*", async (c, next) => {
        c.set("db", handle.db);
        c.set("log", log);
        c.set("user", userId ? asUser(userId) : null);
        await next();
      })
      .route("/api", createEmailRoutes(service))
      .onError(answerRestError(log));
  const callerAs = (userId: string) =>
    createCallerFactory(appRouter)({
      db: handle.db,
      log,
      user: asUser(userId),
      authMethod: "cookie",
      authFailure: null,
      runtime: { google: "sandbox", mail: "outbox" },
      // The emails router reaches Gmail only through the sync service, never through ctx.gmail.
      gmail: {} as GmailDeps,
      notifications: handle,
      emailSync: service,
      digests: null,
      files: {} as FileStore,
      // Nor does it send mail.
      mail: {} as MailTransport,
      appUrl: "http://localhost:3000",
    });
  const newReader = async () => {
    const reader = await connectReader(handle.db, sandbox, nextEmail());
    readers.set(reader.userId, reader);
    return reader;
  };

  it("GET /api/emails syncs, then lists the new emails in the spec's shape; the status follows", async () => {
    const reader = await newReader();
    await reader.addNewsletters(3);
    const app = restAs(reader.userId);
    const response = await app.request("/api/emails");
    expect(response.status).toBe(200);
    const emails = (await response.json()) as Record<string, unknown>[];
    expect(emails).toHaveLength(3);
    expect(emails[0]).toEqual({
      id: expect.any(String),
      gmail_id: expect.any(String),
      status: "new",
      subject: "Issue 3",
      from_email: "letters2@news.example",
    });
    const status = await app.request("/api/email-sync-status");
    expect(await status.json()).toEqual({
      labelName: "Read Later",
      indexedCount: 3,
      remainingLabelCount: 0,
      totalToProcess: 3,
      status: "idle",
      lastError: null,
    });

    // A second check finds the newsletter labelled since.
    await reader.addNewsletters(1, "Fresh");
    const again = (await (await app.request("/api/emails")).json()) as { subject: string }[];
    expect(again.map((email) => email.subject)).toContain("Fresh 1");
  });

  it("answers 401 without a user and a connect-Gmail message without a connection", async () => {
    expect((await restAs(null).request("/api/emails")).status).toBe(401);
    const stranger = await connectReader(handle.db, sandbox, nextEmail());
    const response = await restAs(stranger.userId).request("/api/emails");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("connect your Gmail account");
    await expect(callerAs(stranger.userId).emails.sync()).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringContaining("connect your Gmail account"),
    });
  });

  it("tRPC emails.sync, emails.syncStatus and a cursor-paginated emails.list", async () => {
    const reader = await newReader();
    await reader.addNewsletters(5);
    const caller = callerAs(reader.userId);
    const requested = await caller.emails.sync();
    expect(requested).toMatchObject({ joined: false, jobId: expect.any(String) });
    await service.syncAndWait(reader.userId, { timeoutMs: 20_000 });
    expect(await caller.emails.syncStatus()).toEqual({
      labelName: "Read Later",
      indexedCount: 5,
      remainingLabelCount: 0,
      totalToProcess: 5,
      status: "idle",
      lastError: null,
      finishedAt: expect.any(Date),
    });
    const first = await caller.emails.list({ limit: 2 });
    expect(first.items.map((item) => item.subject)).toEqual(["Issue 5", "Issue 4"]);
    const second = await caller.emails.list({ limit: 2, cursor: first.nextCursor });
    expect(second.items.map((item) => item.subject)).toEqual(["Issue 3", "Issue 2"]);
    const third = await caller.emails.list({ limit: 2, cursor: second.nextCursor });
    expect(third).toMatchObject({ items: [{ subject: "Issue 1" }], nextCursor: null });
    await expect(caller.emails.list({ limit: 2, cursor: "not-a-cursor" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
