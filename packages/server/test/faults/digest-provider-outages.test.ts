/**
 * The digest job against providers having a bad day: Gmail answering storms of 429 and 5xx while the
 * newsletters load and while they are labelled, and Postmark down, then back. Whatever happens, no
 * newsletter is lost (each is in the digest once, or still queued and still under Read Later) and
 * no digest is e-mailed twice. Real clients, the sandbox and the Postmark stand-in over HTTP.
 */
import { randomUUID } from "node:crypto";
import type { DbHandle } from "@folio/db/client";
import { findDigest } from "@folio/db/queries";
import { queuedEmails } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startDigest } from "../../src/digest/digest-service.ts";
import { type DigestJobDeps, runDigestJob } from "../../src/digest/generate-digest-job.ts";
import { SANDBOX_CLIENT } from "../../src/env.ts";
import { createLogger } from "../../src/logger.ts";
import { deliveryErrorMessages } from "../../src/mail/mail-transport.ts";
import { createPostmarkTransport } from "../../src/mail/postmark-transport.ts";
import { connectGmail, signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { newsletterRaw } from "../support/gmail-sandbox.ts";
import { TestClient } from "../support/http-client.ts";
import { type PostmarkStandIn, startPostmarkStandIn } from "../support/postmark-stand-in.ts";
import { createTestApp } from "../support/test-app.ts";

const READ_LATER = "Read Later";
const PROCESSED = "Folio/Processed";

interface Reader {
  userId: string;
  email: string;
  gmailAddress: string;
}

let readerCount = 0;
const run = Date.now().toString(36);

describe.each(testDatabases())("digest through provider outages on $name", ({ create }) => {
  let handle: DbHandle;
  let sandbox: RunningSandbox;
  let standIn: PostmarkStandIn;
  let testApp: ReturnType<typeof createTestApp>;
  let deps: DigestJobDeps;
  let labelRetries: string[];

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seedMailboxes: false, client: { ...SANDBOX_CLIENT } });
    standIn = await startPostmarkStandIn();
    handle = await create();
    testApp = createTestApp(handle, { sandboxUrl: sandbox.url });
    deps = {
      handle,
      gmail: testApp.gmail,
      mail: createPostmarkTransport({
        serverToken: standIn.serverToken,
        from: "Folio <digest@folio.example>",
        apiUrl: standIn.url,
      }),
      files: testApp.files,
      log: createLogger("silent"),
      imageAllowHosts: [],
      retryLabelsLater: async (digestId) => void labelRetries.push(digestId),
    };
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await sandbox?.close();
    await standIn?.close();
  });
  beforeEach(() => {
    labelRetries = [];
    sandbox.sandbox.setChaos({ failNextRequests: [], errorRate429: 0, errorRate5xx: 0 });
  });

  async function newReader(name: string): Promise<Reader> {
    readerCount += 1;
    const client = new TestClient(testApp.app, `10.81.${readerCount}.1`);
    const email = `${name}-${run}-${readerCount}@example.com`;
    const gmailAddress = `${name}-${run}-${readerCount}@gmail.example`;
    await signUpConfirmAndSignIn(client, handle, email);
    expect(await connectGmail(client, gmailAddress)).toContain("gmail=connected");
    const readLater = await client.mutation<{ id: string }>("labels.create", { name: READ_LATER });
    const processed = await client.mutation<{ id: string }>("labels.create", { name: PROCESSED });
    await client.mutation("preferences.update", {
      readLaterLabelId: readLater.data!.id,
      processedLabelId: processed.data!.id,
      outputFormat: "pdf",
    });
    const userId = (await client.query<{ id: string }>("account.me")).data!.id;
    return { userId, email, gmailAddress };
  }

  /** `count` newsletters under Read Later in the sandbox, queued as the sync would queue them. */
  async function queueNewsletters(reader: Reader, count: number) {
    const gmailIds: string[] = [];
    const subjects: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const subject = `Storm issue ${index + 1} ${randomUUID().slice(0, 6)}`;
      const fromEmail = `letters${index}@news.example`;
      const { id, threadId } = await sandbox.sandbox.addMessage({
        email: reader.gmailAddress,
        raw: newsletterRaw({ from: `Letter ${index} <${fromEmail}>`, subject }),
        labelNames: [READ_LATER],
      });
      gmailIds.push(id);
      subjects.push(subject);
      await handle.db.insert(queuedEmails).values({
        userId: reader.userId,
        gmailId: id,
        threadId,
        subject,
        fromEmail,
        receivedAt: new Date(Date.UTC(2026, 10, 20, 8) + index * 60_000),
      });
    }
    const rows = await handle.db.select().from(queuedEmails).where(inArray(queuedEmails.gmailId, gmailIds));
    return { gmailIds, subjects, queueIds: rows.map((row) => row.id) };
  }

  async function startFor(reader: Reader, queueIds: string[]) {
    const started = await startDigest(
      { db: handle.db, enqueue: async () => {} },
      { id: reader.userId, email: reader.email },
      { emailIds: queueIds, sessionId: `${Date.now()}-${randomUUID()}` },
    );
    return started.digestId;
  }

  async function queueStatuses(queueIds: string[]) {
    const rows = await handle.db.select().from(queuedEmails).where(inArray(queuedEmails.id, queueIds));
    return rows.map((row) => row.status);
  }

  /** Where each message sits in Gmail, read over the sandbox's admin API. */
  async function labelsOf(reader: Reader, gmailIds: string[]): Promise<("read-later" | "processed" | "?")[]> {
    const response = await fetch(`${sandbox.url}/admin/mailboxes/${encodeURIComponent(reader.gmailAddress)}`);
    const { messages } = (await response.json()) as { messages: { id: string; labelNames: string[] }[] };
    return gmailIds.map((id) => {
      const labels = messages.find((message) => message.id === id)?.labelNames ?? [];
      if (labels.includes(PROCESSED) && !labels.includes(READ_LATER)) return "processed";
      if (labels.includes(READ_LATER) && !labels.includes(PROCESSED)) return "read-later";
      return "?";
    });
  }

  const sentTo = (reader: Reader) => standIn.sent.filter((email) => email.to === reader.email);

  /** Each subject appears exactly once in the one digest e-mail's table of contents. */
  function expectEachOnce(html: string, subjects: string[]) {
    for (const subject of subjects) expect(html.split(subject).length - 1, subject).toBe(1);
  }

  it("rides out a storm of 429s (with Retry-After) and 5xx while loading: every newsletter in one e-mail, once", async () => {
    const reader = await newReader("load-storm");
    const { gmailIds, subjects, queueIds } = await queueNewsletters(reader, 6);
    const digestId = await startFor(reader, queueIds);
    sandbox.sandbox.setChaos({
      failNextRequests: [
        { status: 429, count: 6 },
        { status: 503, count: 3 },
        { status: 500, count: 2 },
      ],
    });

    await runDigestJob(deps, digestId);

    const digest = (await findDigest(handle.db, { digestId }))!;
    expect(digest.status, digest.details ?? "").toBe("completed");
    // The storm really hit this reader's calls.
    expect(sandbox.sandbox.stats(reader.gmailAddress).rateLimited).toBeGreaterThanOrEqual(6);
    const emails = sentTo(reader);
    expect(emails).toHaveLength(1);
    expectEachOnce(emails[0]!.htmlBody ?? "", subjects);
    expect(await queueStatuses(queueIds)).toEqual(Array(6).fill("processed"));
    expect(await labelsOf(reader, gmailIds)).toEqual(Array(6).fill("processed"));
    expect(labelRetries).toEqual([]);
  }, 60_000);

  it("rides out a 5xx/429 storm while labelling after delivery: labels applied in the same run, one e-mail", async () => {
    const reader = await newReader("label-storm");
    const { gmailIds, queueIds } = await queueNewsletters(reader, 3);
    const digestId = await startFor(reader, queueIds);
    // The moment Postmark accepts the digest, Gmail starts refusing: the batchModify meets the storm.
    const armed = standIn
      .waitForSent((email) => email.to === reader.email, 60_000)
      .then(() =>
        sandbox.sandbox.setChaos({
          failNextRequests: [
            { status: 503, count: 2 },
            { status: 429, count: 1 },
          ],
        }),
      );

    await runDigestJob(deps, digestId);
    await armed;

    const digest = (await findDigest(handle.db, { digestId }))!;
    expect(digest.status).toBe("completed");
    expect(digest.labelledAt).toBeInstanceOf(Date);
    expect(labelRetries).toEqual([]);
    expect(sandbox.sandbox.stats(reader.gmailAddress).rateLimited).toBeGreaterThanOrEqual(1);
    expect(sentTo(reader)).toHaveLength(1);
    expect(await queueStatuses(queueIds)).toEqual(Array(3).fill("processed"));
    expect(await labelsOf(reader, gmailIds)).toEqual(Array(3).fill("processed"));
  }, 60_000);

  it("Postmark down: nothing is marked or moved; once it is back, the retry sends exactly one e-mail", async () => {
    const reader = await newReader("postmark-down");
    const { gmailIds, subjects, queueIds } = await queueNewsletters(reader, 3);

    // Down: an error page, then a dropped connection on the next attempt.
    standIn.failNext(1, { status: 503 });
    const first = await startFor(reader, queueIds);
    await runDigestJob(deps, first);
    standIn.failNext(1, { disconnect: true });
    const second = await startFor(reader, queueIds);
    await runDigestJob(deps, second);

    for (const digestId of [first, second]) {
      const digest = (await findDigest(handle.db, { digestId }))!;
      expect(digest).toMatchObject({
        status: "error",
        details: deliveryErrorMessages.unavailable(),
        partsSent: 0,
        sendingPart: null,
      });
      expect(digest.sentAt).toBeNull();
    }
    expect(sentTo(reader)).toEqual([]);
    expect(await queueStatuses(queueIds)).toEqual(Array(3).fill("new"));
    expect(await labelsOf(reader, gmailIds)).toEqual(Array(3).fill("read-later"));

    // A failed job delivered again (pg-boss redelivery) stays failed and sends nothing.
    await runDigestJob(deps, first);
    expect(sentTo(reader)).toEqual([]);

    // Back: the user's retry goes out once, with every newsletter.
    const retry = await startFor(reader, queueIds);
    await runDigestJob(deps, retry);
    expect((await findDigest(handle.db, { digestId: retry }))!.status).toBe("completed");
    const emails = sentTo(reader);
    expect(emails).toHaveLength(1);
    expectEachOnce(emails[0]!.htmlBody ?? "", subjects);
    expect(await queueStatuses(queueIds)).toEqual(Array(3).fill("processed"));
    expect(await labelsOf(reader, gmailIds)).toEqual(Array(3).fill("processed"));

    // Nothing sends it again: not the retry run twice, not a generate for the now processed newsletters.
    await runDigestJob(deps, retry);
    await runDigestJob(deps, second);
    await expect(startFor(reader, queueIds)).rejects.toThrow(
      "There are no queued emails to put in a digest.",
    );
    expect(sentTo(reader)).toHaveLength(1);
  }, 90_000);
});
