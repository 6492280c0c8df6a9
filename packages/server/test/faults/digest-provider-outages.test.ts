/**
 * The digest job against providers having a bad day: Gmail answering storms of 429 and 5xx while the
 * newsletters load and while they are labelled, and Postmark down, then back. Whatever happens, no
 * newsletter is lost (each is in the digest once, or still queued and still under Read Later) and
 * no digest is e-mailed twice. Real clients, the sandbox and the Postmark stand-in over HTTP.
 */
import { findDigest } from "@folio/db/queries";
import { testDatabases } from "@folio/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runDigestJob } from "../../src/digest/generate-digest-job.ts";
import { deliveryErrorMessages } from "../../src/mail/mail-transport.ts";
import { type DigestHarness, type Reader, startDigestHarness } from "../support/digest-harness.ts";

describe.each(testDatabases())("digest through provider outages on $name", ({ create }) => {
  let h: DigestHarness;

  beforeAll(async () => {
    h = await startDigestHarness({ database: create });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    h.labelRetries.length = 0;
    h.sandbox.sandbox.setChaos({ failNextRequests: [], errorRate429: 0, errorRate5xx: 0 });
  });

  const newReader = (name: string) => h.newReader(name, { format: "pdf" });
  const queueNewsletters = (reader: Reader, count: number) =>
    h.queueNewsletters(reader, count, "Storm issue");
  const startFor = async (reader: Reader, queueIds: string[]) =>
    (await h.startDigestFor(reader, queueIds)).digestId;

  /** Each subject appears exactly once in the one digest e-mail's table of contents. */
  function expectEachOnce(html: string, subjects: string[]) {
    for (const subject of subjects) expect(html.split(subject).length - 1, subject).toBe(1);
  }

  it("rides out a storm of 429s (with Retry-After) and 5xx while loading: every newsletter in one e-mail, once", async () => {
    const reader = await newReader("load-storm");
    const { gmailIds, subjects, queueIds } = await queueNewsletters(reader, 6);
    const digestId = await startFor(reader, queueIds);
    h.sandbox.sandbox.setChaos({
      failNextRequests: [
        { status: 429, count: 6 },
        { status: 503, count: 3 },
        { status: 500, count: 2 },
      ],
    });

    await runDigestJob(h.jobDeps, digestId);

    const digest = (await findDigest(h.handle.db, { digestId }))!;
    expect(digest.status, digest.details ?? "").toBe("completed");
    // The storm really hit this reader's calls.
    expect(h.sandbox.sandbox.stats(reader.gmailAddress).rateLimited).toBeGreaterThanOrEqual(6);
    const emails = h.sentTo(reader);
    expect(emails).toHaveLength(1);
    expectEachOnce(emails[0]!.htmlBody ?? "", subjects);
    expect(await h.queueStatuses(queueIds)).toEqual(Array(6).fill("processed"));
    expect(await h.labelsOf(reader, gmailIds)).toEqual(Array(6).fill("processed"));
    expect(h.labelRetries).toEqual([]);
  }, 60_000);

  it("rides out a 5xx/429 storm while labelling after delivery: labels applied in the same run, one e-mail", async () => {
    const reader = await newReader("label-storm");
    const { gmailIds, queueIds } = await queueNewsletters(reader, 3);
    const digestId = await startFor(reader, queueIds);
    // The moment Postmark accepts the digest, Gmail starts refusing: the batchModify meets the storm.
    const armed = h.standIn
      .waitForSent((email) => email.to === reader.email, 60_000)
      .then(() =>
        h.sandbox.sandbox.setChaos({
          failNextRequests: [
            { status: 503, count: 2 },
            { status: 429, count: 1 },
          ],
        }),
      );

    await runDigestJob(h.jobDeps, digestId);
    await armed;

    const digest = (await findDigest(h.handle.db, { digestId }))!;
    expect(digest.status).toBe("completed");
    expect(digest.labelledAt).toBeInstanceOf(Date);
    expect(h.labelRetries).toEqual([]);
    expect(h.sandbox.sandbox.stats(reader.gmailAddress).rateLimited).toBeGreaterThanOrEqual(1);
    expect(h.sentTo(reader)).toHaveLength(1);
    expect(await h.queueStatuses(queueIds)).toEqual(Array(3).fill("processed"));
    expect(await h.labelsOf(reader, gmailIds)).toEqual(Array(3).fill("processed"));
  }, 60_000);

  it("Postmark down: nothing is marked or moved; once it is back, the retry sends exactly one e-mail", async () => {
    const reader = await newReader("postmark-down");
    const { gmailIds, subjects, queueIds } = await queueNewsletters(reader, 3);

    // Down: an error page, then a dropped connection on the next attempt.
    h.standIn.failNext(1, { status: 503 });
    const first = await startFor(reader, queueIds);
    await runDigestJob(h.jobDeps, first);
    h.standIn.failNext(1, { disconnect: true });
    const second = await startFor(reader, queueIds);
    await runDigestJob(h.jobDeps, second);

    for (const digestId of [first, second]) {
      const digest = (await findDigest(h.handle.db, { digestId }))!;
      expect(digest).toMatchObject({
        status: "error",
        details: deliveryErrorMessages.unavailable(),
        partsSent: 0,
        sendingPart: null,
      });
      expect(digest.sentAt).toBeNull();
    }
    expect(h.sentTo(reader)).toEqual([]);
    expect(await h.queueStatuses(queueIds)).toEqual(Array(3).fill("new"));
    expect(await h.labelsOf(reader, gmailIds)).toEqual(Array(3).fill("read-later"));

    // A failed job delivered again (pg-boss redelivery) stays failed and sends nothing.
    await runDigestJob(h.jobDeps, first);
    expect(h.sentTo(reader)).toEqual([]);

    // Back: the user's retry goes out once, with every newsletter.
    const retry = await startFor(reader, queueIds);
    await runDigestJob(h.jobDeps, retry);
    expect((await findDigest(h.handle.db, { digestId: retry }))!.status).toBe("completed");
    const emails = h.sentTo(reader);
    expect(emails).toHaveLength(1);
    expectEachOnce(emails[0]!.htmlBody ?? "", subjects);
    expect(await h.queueStatuses(queueIds)).toEqual(Array(3).fill("processed"));
    expect(await h.labelsOf(reader, gmailIds)).toEqual(Array(3).fill("processed"));

    // Nothing sends it again: not the retry run twice, not a generate for the now processed newsletters.
    await runDigestJob(h.jobDeps, retry);
    await runDigestJob(h.jobDeps, second);
    await expect(startFor(reader, queueIds)).rejects.toThrow(
      "There are no queued emails to put in a digest.",
    );
    expect(h.sentTo(reader)).toHaveLength(1);
  }, 90_000);
});
