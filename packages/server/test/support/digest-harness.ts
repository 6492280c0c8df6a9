/**
 * What the digest tests share, all real parts: a migrated database, the Google sandbox over HTTP (its
 * admin routes plant newsletters), the real Postmark client talking to the stand-in, files on disk,
 * the app, and readers signed up and connected through the sandbox's consent page. Generate calls
 * hand digests to the test (`enqueued`) unless a test runs the real job queue.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { OutputFormat } from "@folio/contracts";
import type { DbHandle } from "@folio/db/client";
import { queuedEmails } from "@folio/db/schema";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { DigestLimits } from "../../src/digest/digest-limits.ts";
import { startDigest } from "../../src/digest/digest-service.ts";
import type { DigestJobDeps } from "../../src/digest/generate-digest-job.ts";
import { SANDBOX_CLIENT } from "../../src/env.ts";
import { createGetGmailForUser } from "../../src/gmail/gmail-connection.ts";
import { runEmailSync } from "../../src/jobs/email-sync-job.ts";
import { createLogger } from "../../src/logger.ts";
import { createPostmarkTransport } from "../../src/mail/postmark-transport.ts";
import { connectGmail, signUpConfirmAndSignIn } from "./gmail-connect-flow.ts";
import { newsletterRaw } from "./gmail-sandbox.ts";
import { TestClient } from "./http-client.ts";
import { type PostmarkStandIn, startPostmarkStandIn } from "./postmark-stand-in.ts";
import { createTestApp } from "./test-app.ts";

const execFileAsync = promisify(execFile);

export const READ_LATER = "Read Later";
export const PROCESSED = "Folio/Processed";

export interface Reader {
  client: TestClient;
  userId: string;
  /** The sign-in address, which is also where digests go. */
  email: string;
  gmailAddress: string;
}

export interface QueuedMessage {
  raw: string;
  subject: string;
  fromEmail: string;
}

/** Where a message sits in Gmail: under Read Later, moved to Processed, or neither. */
export type LabelPlace = "read-later" | "processed" | "?";

export interface DigestHarness {
  handle: DbHandle;
  sandbox: RunningSandbox;
  standIn: PostmarkStandIn;
  testApp: ReturnType<typeof createTestApp>;
  /** What the digest job needs, wired like the app (limits and clock included). */
  jobDeps: DigestJobDeps;
  /** Digest ids the app's generate calls handed over, in order. */
  enqueued: string[];
  /** Where generate calls hand digests; a test may plug in the real queue's enqueue. */
  setEnqueue(enqueue: ((digestId: string) => Promise<void>) | null): void;
  /** Digests whose Processed labels the job left for a later retry, in order; tests clear it. */
  labelRetries: string[];
  /** Signs up, connects Gmail through the sandbox's consent page, and picks both labels and a format. */
  newReader(name: string, options?: { format?: OutputFormat }): Promise<Reader>;
  /** Puts messages under Read Later in the sandbox and queues them as the sync would. */
  queueMessages(
    reader: Reader,
    messages: QueuedMessage[],
  ): Promise<{ gmailIds: string[]; queueIds: string[] }>;
  /** `count` plain newsletters ("Issue 1"…), queued as `queueMessages` does. */
  queueNewsletters(
    reader: Reader,
    count: number,
    prefix?: string,
  ): Promise<{ gmailIds: string[]; subjects: string[]; queueIds: string[] }>;
  queueStatuses(queueIds: string[]): Promise<string[]>;
  /** Where each message sits in Gmail, read over the sandbox's admin API. */
  labelsOf(reader: Reader, gmailIds: string[]): Promise<LabelPlace[]>;
  /** Starts a digest over these queue rows as the app does, without handing it to a worker. */
  startDigestFor(reader: Reader, queueIds: string[]): Promise<{ digestId: string; sessionId: string }>;
  /** Plants newsletters ("Issue 001"…) in the reader's sandbox mailbox under Read Later, over the admin route. */
  plantNewsletters(reader: Reader, count: number, prefix?: string): Promise<string[]>;
  /** The real label sync, as the sync job runs it. */
  sync(reader: Reader): Promise<void>;
  sentTo(reader: Reader): PostmarkStandIn["sent"];
  close(): Promise<void>;
}

let readerCount = 0;
const run = Date.now().toString(36);

export async function startDigestHarness(options: {
  database: () => Promise<DbHandle>;
  /** Read at every call, so a test may change them for a while. */
  limits?: DigestLimits;
  now?: () => Date;
  /** Stands in for the app's LISTEN, e.g. to hold a progress stream at the moment it subscribes. */
  listen?: (handle: DbHandle) => Pick<DbHandle, "listen">;
}): Promise<DigestHarness> {
  const sandbox = await startSandboxServer({ seedMailboxes: false, client: { ...SANDBOX_CLIENT } });
  const standIn = await startPostmarkStandIn();
  const handle = await options.database();
  const mail = createPostmarkTransport({
    serverToken: standIn.serverToken,
    from: "Folio <digest@folio.example>",
    apiUrl: standIn.url,
  });
  const enqueued: string[] = [];
  const labelRetries: string[] = [];
  let enqueue: ((digestId: string) => Promise<void>) | null = null;
  // Account e-mails (sign-up confirmation) go to the outbox; digests go through Postmark.
  const testApp = createTestApp(handle, {
    sandboxUrl: sandbox.url,
    digests: {
      enqueue: async (digestId) => {
        enqueued.push(digestId);
        await enqueue?.(digestId);
      },
      limits: options.limits,
      now: options.now,
    },
    notifications: options.listen?.(handle),
  });
  const jobDeps: DigestJobDeps = {
    handle,
    gmail: testApp.gmail,
    mail,
    files: testApp.files,
    log: createLogger("silent"),
    imageAllowHosts: [],
    retryLabelsLater: async (digestId) => void labelRetries.push(digestId),
    limits: options.limits,
    now: options.now,
  };
  const getGmailForUser = createGetGmailForUser(testApp.gmail);

  async function queueMessages(reader: Reader, messages: QueuedMessage[]) {
    const gmailIds: string[] = [];
    for (const [index, message] of messages.entries()) {
      const { id, threadId } = await sandbox.sandbox.addMessage({
        email: reader.gmailAddress,
        raw: message.raw,
        labelNames: [READ_LATER],
      });
      gmailIds.push(id);
      await handle.db.insert(queuedEmails).values({
        userId: reader.userId,
        gmailId: id,
        threadId,
        subject: message.subject,
        fromEmail: message.fromEmail,
        receivedAt: new Date(Date.UTC(2026, 10, 20, 8) + index * 60_000),
      });
    }
    const rows = await handle.db
      .select()
      .from(queuedEmails)
      .where(and(eq(queuedEmails.userId, reader.userId), inArray(queuedEmails.gmailId, gmailIds)));
    const idOf = new Map(rows.map((row) => [row.gmailId, row.id]));
    return { gmailIds, queueIds: gmailIds.map((gmailId) => idOf.get(gmailId)!) };
  }

  return {
    handle,
    sandbox,
    standIn,
    testApp,
    jobDeps,
    enqueued,
    labelRetries,
    queueMessages,
    setEnqueue: (next) => {
      enqueue = next;
    },
    async newReader(name, { format = "both" } = {}) {
      readerCount += 1;
      const client = new TestClient(testApp.app, `10.40.${readerCount}.1`);
      const email = `${name}-${run}-${readerCount}@example.com`;
      const gmailAddress = `${name}-${run}-${readerCount}@gmail.example`;
      await signUpConfirmAndSignIn(client, handle, email);
      expect(await connectGmail(client, gmailAddress)).toContain("gmail=connected");
      const readLater = await client.trpc.labels.create.mutate({ name: READ_LATER });
      const processed = await client.trpc.labels.create.mutate({ name: PROCESSED });
      await client.trpc.preferences.update.mutate({
        readLaterLabelId: readLater.id,
        processedLabelId: processed.id,
        outputFormat: format,
      });
      const userId = (await client.trpc.account.me.query()).id;
      return { client, userId, email, gmailAddress };
    },
    async plantNewsletters(reader, count, prefix = "Issue") {
      const subjects: string[] = [];
      for (let index = 1; index <= count; index += 1) {
        const subject = `${prefix} ${String(index).padStart(3, "0")}`;
        const response = await fetch(`${sandbox.url}/admin/messages`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            email: reader.gmailAddress,
            raw: newsletterRaw({
              from: `Letter ${index} <letters${index}@news.example>`,
              subject,
              date: new Date(Date.UTC(2026, 10, 1) + index * 60_000),
            }),
            labelNames: [READ_LATER],
          }),
        });
        expect(response.status).toBe(200);
        subjects.push(subject);
      }
      return subjects;
    },
    async queueNewsletters(reader, count, prefix = "Issue") {
      const messages = Array.from({ length: count }, (_, index) => {
        const fromEmail = `letters${index}@news.example`;
        const subject = `${prefix} ${index + 1}`;
        return {
          raw: newsletterRaw({ from: `Letter ${index} <${fromEmail}>`, subject }),
          subject,
          fromEmail,
        };
      });
      const queued = await queueMessages(reader, messages);
      return { ...queued, subjects: messages.map((message) => message.subject) };
    },
    async queueStatuses(queueIds) {
      const rows = await handle.db.select().from(queuedEmails).where(inArray(queuedEmails.id, queueIds));
      const statusOf = new Map(rows.map((row) => [row.id, row.status]));
      return queueIds.map((id) => statusOf.get(id) ?? "?");
    },
    async labelsOf(reader, gmailIds) {
      const response = await fetch(
        `${sandbox.url}/admin/mailboxes/${encodeURIComponent(reader.gmailAddress)}`,
      );
      const { messages } = (await response.json()) as { messages: { id: string; labelNames: string[] }[] };
      return gmailIds.map((id) => {
        const labels = messages.find((message) => message.id === id)?.labelNames ?? [];
        if (labels.includes(PROCESSED) && !labels.includes(READ_LATER)) return "processed";
        if (labels.includes(READ_LATER) && !labels.includes(PROCESSED)) return "read-later";
        return "?";
      });
    },
    startDigestFor: (reader, queueIds) =>
      startDigest(
        { db: handle.db, enqueue: async () => {} },
        { id: reader.userId, email: reader.email },
        { emailIds: queueIds, sessionId: `${Date.now()}-${randomUUID()}` },
      ),
    async sync(reader) {
      const outcome = await runEmailSync({ db: handle.db, getGmailForUser }, reader.userId);
      expect(outcome.kind).toBe("synced");
    },
    sentTo: (reader) => standIn.sent.filter((email) => email.to === reader.email),
    async close() {
      await handle.close();
      await sandbox.close();
      await standIn.close();
    },
  };
}

/** The text of every XHTML document in an EPUB, in zip order (unzip -p). */
export async function epubText(epub: Buffer): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), "folio-epub-"));
  try {
    const file = path.join(directory, "book.epub");
    await writeFile(file, epub);
    const { stdout } = await execFileAsync("unzip", ["-p", file, "*.xhtml"], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.replace(/<[^>]+>/g, " ");
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
