/**
 * A digest takes the whole queue: leaving out ids means everything queued at that moment, however
 * many pages a client has read; what it cannot take stays queued and every answer says so.
 */
import { queuedEmails } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { pdfText } from "@folio/digest/test-support/document-tools.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DigestLimits } from "../src/digest/digest-limits.ts";
import type { StartedDigest } from "../src/digest/digest-service.ts";
import { runDigestJob } from "../src/digest/generate-digest-job.ts";
import { type DigestHarness, epubText, type Reader, startDigestHarness } from "./support/digest-harness.ts";

describe.each(testDatabases())("whole-queue digests on $name", ({ create }) => {
  let h: DigestHarness;
  const limits: DigestLimits = { digestsPerDay: 20, emailsPerDay: 50 };

  beforeAll(async () => {
    h = await startDigestHarness({ database: create, limits });
  }, 60_000);
  afterAll(() => h?.close());

  const queueStatuses = async (reader: Reader) =>
    (await h.handle.db.select().from(queuedEmails).where(eq(queuedEmails.userId, reader.userId))).map(
      (row) => row.status,
    );

  it("303 labelled newsletters → one generate without ids → all 303 in the books e-mailed, the queue empty, and it says 303", async () => {
    const reader = await h.newReader("whole");
    const subjects = await h.plantNewsletters(reader, 303);
    await h.sync(reader);

    // The dashboard shows a first page of 50, and how many are queued in all: what Generate takes.
    const page = await reader.client.trpc.emails.list.query({ limit: 50 });
    expect(page.items).toHaveLength(50);
    expect(page.total).toBe(303);

    const sessionId = `whole-${Date.now()}`;
    const started = await reader.client.trpc.digest.generate.mutate({ sessionId, format: "both" });
    expect(started).toMatchObject({ itemCount: 303, joined: false, notIncluded: [] });
    expect(h.enqueued).toContain(started.digestId);

    await runDigestJob(h.jobDeps, started.digestId);

    const status = await reader.client.trpc.digest.status.query({ sessionId });
    expect(status).toMatchObject({
      status: "completed",
      details: `Sent 303 newsletters to ${reader.email}.`,
    });
    // Every part went out, and every newsletter is in the books they carried.
    const emails = h.sentTo(reader);
    const [digest] = await reader.client.trpc.digest.history.query();
    expect(digest!.itemCount).toBe(303);
    expect(emails.length).toBe(Math.max(...digest!.files.map((file) => file.part)));
    let epubs = "";
    let pdfs = "";
    for (const email of emails) {
      for (const attachment of email.attachments) {
        if (attachment.contentType === "application/epub+zip") epubs += await epubText(attachment.content);
        else pdfs += await pdfText(attachment.content);
      }
    }
    const missing = (text: string) => subjects.filter((subject) => !text.includes(subject));
    expect(missing(epubs)).toEqual([]);
    expect(missing(pdfs.replace(/\s+/g, " "))).toEqual([]);

    expect(await queueStatuses(reader)).toEqual(Array(303).fill("processed"));
    const after = await reader.client.trpc.emails.list.query({ limit: 50 });
    expect(after).toMatchObject({ items: [], total: 0 });
  }, 600_000);

  it("takes what one digest holds, newest first; the rest stays queued and the answer and the result say so", async () => {
    const reader = await h.newReader("over-limit");
    await h.plantNewsletters(reader, 7);
    await h.sync(reader);
    limits.newslettersPerDigest = 5;
    try {
      const response = await reader.client.request("/api/generate-digest", {
        json: { sessionId: `over-${Date.now()}` },
      });
      expect(response.status).toBe(200);
      const started = (await response.json()) as StartedDigest;
      expect(started.itemCount).toBe(5);
      expect(started.notIncluded).toEqual([
        {
          count: 2,
          reason: "One digest holds at most 5 newsletters; these stay in your queue for the next digest.",
        },
      ]);
      await runDigestJob(h.jobDeps, started.digestId);
      const status = await reader.client.trpc.digest.status.query({ sessionId: started.sessionId });
      expect(status).toMatchObject({
        status: "completed",
        details: `Sent 5 newsletters to ${reader.email}. 2 more newsletters stay in your queue: one digest holds at most 5; generate again for the rest.`,
      });
      // The newest five went; the two oldest wait for the next digest.
      const queue = await reader.client.trpc.emails.list.query();
      expect(queue.items.map((item) => item.subject)).toEqual(["Issue 002", "Issue 001"]);
      const [email] = h.sentTo(reader);
      expect(email!.htmlBody).toContain("Issue 007");
      expect(email!.htmlBody).not.toContain("Issue 002");
    } finally {
      delete limits.newslettersPerDigest;
    }
  }, 120_000);

  it("named ids: those not queued are named in the answer with the reason, the others go in", async () => {
    const reader = await h.newReader("named");
    await h.plantNewsletters(reader, 3);
    await h.sync(reader);
    const queue = (await reader.client.trpc.emails.list.query()).items;
    const [first, second, third] = queue.map((item) => item.id);
    // The third is processed already (sent in an earlier digest); one id is nobody's.
    await h.handle.db.update(queuedEmails).set({ status: "processed" }).where(eq(queuedEmails.id, third!));
    const unknown = "00000000-0000-4000-8000-000000000000";
    const started = await reader.client.trpc.digest.generate.mutate({
      emailIds: [first!, second!, third!, unknown],
      sessionId: `named-${Date.now()}`,
    });
    expect(started).toMatchObject({ itemCount: 2, joined: false });
    expect(started.notIncluded).toEqual([
      {
        count: 2,
        reason:
          "Not in your queue: already sent in a digest, no longer labelled in Gmail, or not one of your newsletters.",
        emailIds: [third, unknown],
      },
    ]);
  }, 60_000);
});
