/**
 * The digest job end to end on a migrated database: a Gmail account connected through the sandbox
 * over HTTP, queued newsletters, the real Postmark client talking to the stand-in, files on disk,
 * and the HTTP surface (generate, status, both progress streams, history downloads) through the app.
 */
import { findDigest, updateDigest } from "@folio/db/queries";
import { queuedEmails } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { generateNewsletters } from "@folio/digest/test-support/generated-newsletters.ts";
import { startImageServer } from "@folio/digest/test-support/image-server.ts";
import superjson from "superjson";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyProcessedLabels } from "../src/digest/apply-processed-labels.ts";
import { runDigestJob } from "../src/digest/generate-digest-job.ts";
import { createJobQueue } from "../src/jobs/create-job-queue.ts";
import { registerDigestWorkers } from "../src/jobs/digest-jobs.ts";
import { deliveryErrorMessages } from "../src/mail/mail-transport.ts";
import {
  type DigestHarness,
  type LabelPlace,
  type Reader,
  startDigestHarness,
} from "./support/digest-harness.ts";
import type { TestClient } from "./support/http-client.ts";
import { readSse } from "./support/sse-reader.ts";
import { TEST_APP_URL } from "./support/test-app.ts";

// The size test is the engine's and the mail's, not the database's: it runs once, on the last
// database (Postgres when the suite has one). The engine's own test (digest-size-limit) builds 150
// newsletters against Postmark's 10 MB; here a smaller limit makes a short queue need several
// e-mails, so the job's part of it (each part sent once, within the limit, then the labels) is
// checked in seconds.
const sizeTestDatabase = testDatabases().at(-1)!.name;
const SIZE_TEST_EMAIL_BYTES = 450 * 1024;

describe.each(testDatabases())("digest job on $name", ({ name, create }) => {
  let h: DigestHarness;
  /** Lets a test hold the app's LISTEN calls, as a slow LISTEN round trip to Postgres would. */
  let listenGate: { reached(): void; opened: Promise<void> } | undefined;

  beforeAll(async () => {
    h = await startDigestHarness({
      database: create,
      listen: (handle) => ({
        listen: async (channel, onPayload) => {
          const gate = listenGate;
          if (gate) {
            gate.reached();
            await gate.opened;
          }
          return handle.listen(channel, onPayload);
        },
      }),
    });
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    listenGate = undefined;
    h.labelRetries.length = 0;
    h.sandbox.sandbox.setChaos({ failNextRequests: [] });
  });

  const newReader = (name: string) => h.newReader(name);
  const startFor = async (reader: Reader, queueIds: string[]) =>
    (await h.startDigestFor(reader, queueIds)).digestId;

  async function expectLabels(reader: Reader, gmailIds: string[], expected: LabelPlace) {
    expect(await h.labelsOf(reader, gmailIds)).toEqual(Array(gmailIds.length).fill(expected));
  }

  /** Holds the next LISTEN until the returned `open()`; `reached` resolves when a stream gets there. */
  function holdListen() {
    let reached!: () => void;
    let open!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    listenGate = { reached, opened: new Promise<void>((resolve) => (open = resolve)) };
    return {
      reached: reachedPromise,
      open: () => {
        listenGate = undefined;
        open();
      },
    };
  }

  it("sends one e-mail with the PDF and the EPUB, then marks the queue and moves the labels", async () => {
    const reader = await newReader("happy");
    const { gmailIds, queueIds } = await h.queueNewsletters(reader, 5);
    const digestId = await startFor(reader, queueIds);

    await runDigestJob(h.jobDeps, digestId);

    const digest = (await findDigest(h.handle.db, { digestId }))!;
    expect(digest).toMatchObject({
      status: "completed",
      progress: 100,
      details: `Sent 5 newsletters to ${reader.email}.`,
      partsSent: 1,
      partsTotal: 1,
      sendingPart: null,
    });
    expect(digest.sentAt).toBeInstanceOf(Date);
    expect(digest.labelledAt).toBeInstanceOf(Date);
    expect(h.labelRetries).toEqual([]);

    const emails = h.sentTo(reader);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.from).toBe("Folio <digest@folio.example>");
    expect(email!.tag).toBe("digest");
    expect(email!.subject).toMatch(/5 newsletters/);
    for (const subject of ["Issue 1", "Issue 5"]) expect(email!.htmlBody).toContain(subject);
    const attachments = email!.attachments;
    expect(attachments.map((attachment) => attachment.contentType)).toEqual([
      "application/pdf",
      "application/epub+zip",
    ]);
    const [pdf, epub] = attachments;
    expect(pdf!.name).toMatch(/\.pdf$/);
    expect(epub!.name).toMatch(/\.epub$/);
    for (const attachment of attachments) {
      // Canonical base64 that survives a round trip, so no mail client sees a corrupt file.
      expect(attachment.content.toString("base64")).toBe(attachment.contentBase64);
    }
    expect(pdf!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(epub!.content.subarray(0, 4)).toEqual(Buffer.from("PK\x03\x04", "latin1"));
    expect(epub!.content.subarray(30, 58).toString("latin1")).toBe("mimetypeapplication/epub+zip");

    expect(await h.queueStatuses(queueIds)).toEqual(Array(5).fill("processed"));
    await expectLabels(reader, gmailIds, "processed");

    // The history lists the files with links that download for the owner only.
    const history = await reader.client.trpc.digest.history.query();
    const entry = history.find((row) => row.id === digestId)!;
    expect(entry.status).toBe("completed");
    // What is in the digest and what is not: kept with it, and summed up in the e-mail in one line.
    expect(entry.report).toMatchObject({ newsletters: 5, parts: 1, leftOut: [] });
    expect(entry.reportLine).toMatch(/^5 newsletters[;.]/);
    expect(email!.htmlBody).toContain(
      `In this digest: ${entry.reportLine!.split(";")[0]!.replace(/\.$/, "")}`,
    );
    expect(entry.files.map((file) => file.filename)).toEqual([pdf!.name, epub!.name]);
    for (const [index, file] of entry.files.entries()) {
      expect(file.url.startsWith(`${TEST_APP_URL}/api/files/user-files/${reader.userId}/`)).toBe(true);
      const download = await reader.client.request(file.url.slice(TEST_APP_URL.length));
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe(file.contentType);
      const body = Buffer.from(await download.arrayBuffer());
      expect(body.equals(attachments[index]!.content)).toBe(true);
      expect(file.size).toBe(body.length);
    }
    const stranger = await newReader("stranger");
    const refused = await stranger.client.request(entry.files[0]!.url.slice(TEST_APP_URL.length));
    expect(refused.status).toBe(404);
  }, 60_000);

  it.each([
    {
      answer: "500",
      arrange: () => h.standIn.failNext(1, { status: 500 }),
      message: () => deliveryErrorMessages.unavailable(),
    },
    {
      answer: "nothing (connection dropped)",
      arrange: () => h.standIn.failNext(1, { disconnect: true }),
      message: () => deliveryErrorMessages.unavailable(),
    },
    {
      answer: "422 invalid To",
      arrange: () => h.standIn.failNext(1, { status: 422, errorCode: 300, message: "Invalid 'To' address." }),
      message: (reader: Reader) => deliveryErrorMessages.invalidAddress({ to: reader.email, tag: "digest" }),
    },
    {
      answer: "422 inactive recipient",
      arrange: (reader: Reader) => h.standIn.markInactive(reader.email),
      message: (reader: Reader) =>
        deliveryErrorMessages.inactiveRecipient({ to: reader.email, tag: "digest" }),
    },
  ])(
    "Postmark answering $answer → error with the user-facing message; queue and Gmail unchanged",
    async ({ arrange, message }) => {
      const reader = await newReader("refused");
      const { gmailIds, queueIds } = await h.queueNewsletters(reader, 2);
      const digestId = await startFor(reader, queueIds);
      arrange(reader);

      await runDigestJob(h.jobDeps, digestId);

      const digest = (await findDigest(h.handle.db, { digestId }))!;
      expect(digest).toMatchObject({
        status: "error",
        details: message(reader),
        sendingPart: null,
        partsSent: 0,
      });
      expect(digest.sentAt).toBeNull();
      expect(h.sentTo(reader)).toEqual([]);
      expect(await h.queueStatuses(queueIds)).toEqual(["new", "new"]);
      await expectLabels(reader, gmailIds, "read-later");
      expect(h.labelRetries).toEqual([]);
    },
    60_000,
  );

  it("ends in error, sending nothing, when the Gmail grant was revoked before loading", async () => {
    const reader = await newReader("revoked");
    const { gmailIds, queueIds } = await h.queueNewsletters(reader, 2);
    const digestId = await startFor(reader, queueIds);
    h.sandbox.sandbox.revokeRefreshTokens(reader.gmailAddress);

    await runDigestJob(h.jobDeps, digestId);

    const digest = (await findDigest(h.handle.db, { digestId }))!;
    expect(digest.status).toBe("error");
    expect(digest.details).toMatch(/Reconnect Gmail in settings/);
    // The bar stays where loading stopped rather than jumping back to 0.
    expect(digest.progress).toBeGreaterThan(0);
    expect(h.sentTo(reader)).toEqual([]);
    expect(await h.queueStatuses(queueIds)).toEqual(["new", "new"]);
    await expectLabels(reader, gmailIds, "read-later");
  }, 60_000);

  it("still sends the digest when a queued message was deleted in Gmail meanwhile", async () => {
    const reader = await newReader("deleted");
    const { gmailIds, queueIds } = await h.queueNewsletters(reader, 3);
    // A queue row whose message no longer exists in Gmail, as after a delete.
    const [gone] = await h.handle.db
      .insert(queuedEmails)
      .values({
        userId: reader.userId,
        gmailId: "18c0ffee0000dead",
        subject: "Deleted meanwhile",
        fromEmail: "gone@news.example",
        receivedAt: new Date(Date.UTC(2026, 10, 20, 9)),
      })
      .returning();
    queueIds.push(gone!.id);
    const digestId = await startFor(reader, queueIds);

    await runDigestJob(h.jobDeps, digestId);

    expect((await findDigest(h.handle.db, { digestId }))!.status).toBe("completed");
    expect(h.sentTo(reader)).toHaveLength(1);
    expect(await h.queueStatuses(queueIds)).toEqual(Array(4).fill("processed"));
    await expectLabels(reader, gmailIds, "processed");
  }, 60_000);

  it("completes when labelling fails after delivery, retries the labels later, and never sends again", async () => {
    const reader = await newReader("labels");
    const { gmailIds, queueIds } = await h.queueNewsletters(reader, 3);
    const digestId = await startFor(reader, queueIds);
    // The moment Postmark accepts the digest, Gmail refuses the next call: the batchModify.
    const armed = h.standIn
      .waitForSent((email) => email.to === reader.email, 60_000)
      .then(() => h.sandbox.sandbox.setChaos({ failNextRequests: [{ status: 400, count: 1 }] }));

    await runDigestJob(h.jobDeps, digestId);
    await armed;

    const digest = (await findDigest(h.handle.db, { digestId }))!;
    expect(digest.status).toBe("completed");
    expect(digest.details).toContain("will be retried");
    expect(digest.labelledAt).toBeNull();
    expect(h.labelRetries).toEqual([digestId]);
    expect(h.sentTo(reader)).toHaveLength(1);
    expect(await h.queueStatuses(queueIds)).toEqual(["processed", "processed", "processed"]);
    await expectLabels(reader, gmailIds, "read-later");

    // What the retry queue's worker does.
    await applyProcessedLabels({ db: h.handle.db, gmail: h.jobDeps.gmail }, digest);
    await expectLabels(reader, gmailIds, "processed");
    expect((await findDigest(h.handle.db, { digestId }))!.labelledAt).toBeInstanceOf(Date);
    // Running the job again (a redelivered pg-boss job) changes nothing.
    await runDigestJob(h.jobDeps, digestId);
    expect(h.sentTo(reader)).toHaveLength(1);
  }, 60_000);

  it("SEC-7: a digest past its time budget ends in error with a clear message, releases its lease and claims, and the worker goes on", async () => {
    const reader = await newReader("out-of-time");
    const { gmailIds, queueIds } = await h.queueNewsletters(reader, 4);
    const digestId = await startFor(reader, queueIds);
    // A clock that moves a minute each time it is read: loading from Gmail spends the 3-minute budget.
    let now = Date.UTC(2026, 10, 21, 7);
    const tick = () => {
      now += 60_000;
      return new Date(now);
    };
    const outOfTime = { ...h.jobDeps, timeBudgetMs: 3 * 60_000, now: tick };

    await runDigestJob(outOfTime, digestId);

    const digest = (await findDigest(h.handle.db, { digestId }))!;
    expect(digest.status).toBe("error");
    expect(digest.details).toBe(
      "This digest took longer than the 3 minutes one digest may take and was stopped while loading the newsletters. Nothing was sent and your newsletters are still in your queue: generate a digest of fewer of them.",
    );
    expect(digest.leaseOwner).toBeNull();
    expect(h.sentTo(reader)).toEqual([]);
    expect(await h.queueStatuses(queueIds)).toEqual(["new", "new", "new", "new"]);
    await expectLabels(reader, gmailIds, "read-later");

    // Its newsletters are free for the next digest, which the same worker builds and sends.
    const next = await startFor(reader, queueIds.slice(0, 2));
    await runDigestJob(h.jobDeps, next);
    expect((await findDigest(h.handle.db, { digestId: next }))!.status).toBe("completed");
    expect(h.sentTo(reader)).toHaveLength(1);
  }, 60_000);

  it("ends in error without sending when a crash may have left a part half handed over", async () => {
    const reader = await newReader("crash-sending");
    const { gmailIds, queueIds } = await h.queueNewsletters(reader, 2);
    const digestId = await startFor(reader, queueIds);
    await updateDigest(h.handle.db, {
      digestId,
      values: { status: "sending", progress: 85, sendingPart: 1, partsTotal: 1 },
    });

    await runDigestJob(h.jobDeps, digestId);

    const digest = (await findDigest(h.handle.db, { digestId }))!;
    expect(digest.status).toBe("error");
    expect(digest.details).toMatch(/could not confirm whether part 1 of your digest was sent/);
    expect(h.sentTo(reader)).toEqual([]);
    expect(await h.queueStatuses(queueIds)).toEqual(["new", "new"]);
    await expectLabels(reader, gmailIds, "read-later");
  }, 60_000);

  it("after a crash past delivery, resumes without sending and completes with the labels applied", async () => {
    const reader = await newReader("crash-sent");
    const { gmailIds, queueIds } = await h.queueNewsletters(reader, 2);
    const digestId = await startFor(reader, queueIds);
    await updateDigest(h.handle.db, {
      digestId,
      values: { status: "sending", progress: 95, partsSent: 1, partsTotal: 1, sentAt: new Date() },
    });

    await runDigestJob(h.jobDeps, digestId);

    const digest = (await findDigest(h.handle.db, { digestId }))!;
    expect(digest).toMatchObject({ status: "completed", progress: 100 });
    expect(digest.labelledAt).toBeInstanceOf(Date);
    expect(h.sentTo(reader)).toEqual([]);
    expect(await h.queueStatuses(queueIds)).toEqual(["processed", "processed"]);
    await expectLabels(reader, gmailIds, "processed");
  }, 60_000);

  it("after a crash mid-render, starts over and sends exactly one e-mail", async () => {
    const reader = await newReader("crash-render");
    const { gmailIds, queueIds } = await h.queueNewsletters(reader, 2);
    const digestId = await startFor(reader, queueIds);
    await updateDigest(h.handle.db, { digestId, values: { status: "optimizing", progress: 70 } });

    await runDigestJob(h.jobDeps, digestId);

    expect((await findDigest(h.handle.db, { digestId }))!.status).toBe("completed");
    expect(h.sentTo(reader)).toHaveLength(1);
    await expectLabels(reader, gmailIds, "processed");
  }, 60_000);

  it("streams progress over REST and tRPC, answers status for the owner only, and validates generate", async () => {
    const alice = await newReader("alice");
    const bob = await newReader("bob");
    const { queueIds } = await h.queueNewsletters(alice, 3);

    const generate = (client: TestClient, body: unknown, contentType = "application/json") =>
      client.request("/api/generate-digest", {
        method: "POST",
        headers: { "content-type": contentType },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const sessionId = `${Date.now()}-progress`;
    const started = await generate(alice.client, { emailIds: queueIds, sessionId, format: "both" });
    expect(started.status).toBe(200);
    const { digestId } = (await started.json()) as { digestId: string };
    expect(h.enqueued).toContain(digestId);

    const { tempToken } = (await (
      await alice.client.request("/api/digest-token", { method: "POST" })
    ).json()) as { tempToken: string };
    const rest = await alice.client.request(`/api/digest-progress/${sessionId}?token=${tempToken}`);
    expect(rest.status).toBe(200);
    expect(rest.headers.get("content-type")).toContain("text/event-stream");
    const restEvents = readSse(rest);
    const input = encodeURIComponent(JSON.stringify(superjson.serialize({ sessionId })));
    const trpc = await alice.client.request(`/api/trpc/digest.progress?input=${input}`, {
      headers: { accept: "text/event-stream" },
    });
    expect(trpc.headers.get("content-type")).toContain("text/event-stream");
    const trpcEvents = readSse(trpc);

    const connected = JSON.parse((await restEvents.nextData())!);
    expect(connected).toMatchObject({ type: "connected", status: "starting" });
    const firstTracked = await trpcEvents.nextTracked();
    expect(superjson.parse<{ status: string }>(firstTracked!.data).status).toBe("starting");

    await runDigestJob(h.jobDeps, digestId);

    const seen: { type: string; status: string; progress: number }[] = [];
    for (;;) {
      const data = await restEvents.nextData(10_000);
      if (data === null) break;
      seen.push(JSON.parse(data));
      if (seen.at(-1)!.type === "close") break;
    }
    await restEvents.close();
    expect(seen.at(-1)).toMatchObject({ type: "close", status: "completed", progress: 100 });
    expect(seen.filter((event) => event.type === "progress").length).toBeGreaterThan(0);
    const progress = seen.map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const tracked: { status: string; progress: number }[] = [];
    for (;;) {
      const event = await trpcEvents.nextTracked(10_000);
      if (!event) break;
      tracked.push(superjson.parse(event.data));
      if (tracked.at(-1)!.status === "completed") break;
    }
    await trpcEvents.close();
    expect(tracked.at(-1)).toMatchObject({ status: "completed", progress: 100 });

    // A stream opened after the end says so at once.
    const late = readSse(await alice.client.request(`/api/digest-progress/${sessionId}?token=${tempToken}`));
    expect(JSON.parse((await late.nextData())!)).toMatchObject({ type: "connected", status: "completed" });
    expect(JSON.parse((await late.nextData())!)).toMatchObject({ type: "close", status: "completed" });
    await late.close();

    const status = await alice.client.request(`/api/digest-status/${sessionId}`);
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({
      status: "completed",
      progress: 100,
      details: `Sent 3 newsletters to ${alice.email}.`,
    });
    const trpcStatus = await alice.client.query<{ status: string; digestId: string }>("digest.status", {
      sessionId,
    });
    expect(trpcStatus.data).toMatchObject({ status: "completed", progress: 100, digestId });
    expect((await bob.client.query("digest.status", { sessionId })).error).toMatchObject({
      code: "NOT_FOUND",
      message: "Digest session not found. Please try again.",
    });
    expect((await bob.client.request(`/api/digest-status/${sessionId}`)).status).toBe(404);
    expect((await alice.client.request("/api/digest-status/no-such-session")).status).toBe(404);
    const bobsToken = (await (await bob.client.request("/api/digest-token", { method: "POST" })).json()) as {
      tempToken: string;
    };
    expect(
      (await bob.client.request(`/api/digest-progress/${sessionId}?token=${bobsToken.tempToken}`)).status,
    ).toBe(404);
    expect((await alice.client.request(`/api/digest-progress/${sessionId}?token=forged`)).status).toBe(401);

    // Bad bodies: a 400 with a message for each.
    const badBodies: [unknown, string, string?][] = [
      ["{not json", "The request body is not valid JSON."],
      [{ emailIds: queueIds, sessionId: "s" }, "Content-Type must be application/json.", "text/plain"],
      [{ emailIds: [], sessionId: "s" }, "Choose at least one email"],
      [{ emailIds: ["42"], sessionId: "s" }, "Each email id must be a queue item id."],
      [{ emailIds: queueIds }, "A sessionId is required."],
      [{ emailIds: queueIds, sessionId: "a b/c" }, "The sessionId may hold"],
      [{ emailIds: queueIds, sessionId: "s", format: "mobi" }, ""],
    ];
    for (const [body, message, contentType] of badBodies) {
      const response = await generate(alice.client, body, contentType);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = (await response.json()) as { error: string };
      expect(error.length).toBeGreaterThan(0);
      expect(error).toContain(message);
    }
    // Another user's queue ids are not Bob's to digest.
    const { queueIds: aliceQueue } = await h.queueNewsletters(alice, 1, "Private");
    const stolen = await generate(bob.client, { emailIds: aliceQueue, sessionId: `${Date.now()}-bob` });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toEqual({ error: "There are no queued emails to put in a digest." });
    const stolenOverTrpc = await bob.client.mutation("digest.generate", {
      emailIds: aliceQueue,
      sessionId: `${Date.now()}-bob-trpc`,
    });
    expect(stolenOverTrpc.error).toMatchObject({
      code: "BAD_REQUEST",
      message: "There are no queued emails to put in a digest.",
    });
    expect(await h.queueStatuses(aliceQueue)).toEqual(["new"]);
  }, 60_000);

  it.runIf(name === sizeTestDatabase)(
    "keeps every e-mail of a digest with large images within the mail limit, in numbered parts",
    async () => {
      const images = await startImageServer();
      try {
        const reader = await newReader("bulk");
        const newsletters = await generateNewsletters({
          count: 12,
          server: images,
          noisyImages: true,
          imagesPerNewsletter: 2,
          sections: 5,
          sentencesPerParagraph: 8,
        });
        const { gmailIds, queueIds } = await h.queueMessages(
          reader,
          newsletters.map((newsletter) => ({
            raw: newsletter.source.raw.toString("base64url"),
            subject: newsletter.subject,
            fromEmail: "news@bulk.example",
          })),
        );
        const digestId = await startFor(reader, queueIds);

        await runDigestJob(
          { ...h.jobDeps, imageAllowHosts: [images.host], maxEmailBytes: SIZE_TEST_EMAIL_BYTES },
          digestId,
        );

        const digest = (await findDigest(h.handle.db, { digestId }))!;
        expect(digest.status, digest.details ?? "").toBe("completed");
        const emails = h.sentTo(reader);
        expect(digest.partsTotal).toBeGreaterThan(1);
        expect(emails.length).toBe(digest.partsTotal);
        expect(digest.partsSent).toBe(digest.partsTotal);
        for (const email of emails) {
          // Postmark's measure: subject, bodies and attachments as base64.
          const size =
            Buffer.byteLength(email.subject) +
            Buffer.byteLength(email.htmlBody ?? "") +
            Buffer.byteLength(email.textBody ?? "") +
            email.attachments.reduce((total, attachment) => total + attachment.contentBase64.length, 0);
          expect(size, email.subject).toBeLessThanOrEqual(SIZE_TEST_EMAIL_BYTES);
          expect(email.attachments.map((attachment) => attachment.contentType)).toEqual([
            "application/pdf",
            "application/epub+zip",
          ]);
        }
        // Images made it in: the digest did not shed them all to fit.
        expect(Math.max(...emails.map((email) => email.attachments[0]!.content.length))).toBeGreaterThan(
          SIZE_TEST_EMAIL_BYTES / 4,
        );
        expect(new Set(emails.map((email) => email.subject)).size).toBe(emails.length);
        expect(await h.queueStatuses(queueIds)).toEqual(Array(12).fill("processed"));
        await expectLabels(reader, gmailIds, "processed");
      } finally {
        await images.close();
      }
    },
    120_000,
  );

  it.each(["REST", "tRPC"])(
    "a %s progress stream still ends when the digest finishes while it starts listening",
    async (api) => {
      const reader = await newReader(`race-${api.toLowerCase()}`);
      const { queueIds } = await h.queueNewsletters(reader, 1);
      const { digestId, sessionId } = await h.startDigestFor(reader, queueIds);
      const held = holdListen();
      let response: Response;
      if (api === "REST") {
        const { tempToken } = (await (
          await reader.client.request("/api/digest-token", { method: "POST" })
        ).json()) as { tempToken: string };
        response = await reader.client.request(`/api/digest-progress/${sessionId}?token=${tempToken}`);
      } else {
        const input = encodeURIComponent(JSON.stringify(superjson.serialize({ sessionId })));
        response = await reader.client.request(`/api/trpc/digest.progress?input=${input}`, {
          headers: { accept: "text/event-stream" },
        });
      }
      const events = readSse(response);
      const nextStatus = async (ms: number) => {
        if (api === "REST") {
          const data = await events.nextData(ms);
          return data === null ? null : (JSON.parse(data) as { status: string }).status;
        }
        const event = await events.nextTracked(ms);
        return event ? superjson.parse<{ status: string }>(event.data).status : null;
      };
      const first = nextStatus(15_000);
      // The stream has read the digest and is subscribing; the whole job runs in that moment.
      await held.reached;
      await runDigestJob(h.jobDeps, digestId);
      held.open();

      const statuses: string[] = [];
      for (let status = await first; status !== null; status = await nextStatus(5000)) {
        statuses.push(status);
        if (status === "completed") break;
      }
      await events.close();
      expect(statuses.at(-1)).toBe("completed");
    },
    60_000,
  );

  it("runs on the pg-boss worker: POST /api/generate-digest, then poll the status until it is sent", async () => {
    const reader = await newReader("queued");
    const { gmailIds, queueIds } = await h.queueNewsletters(reader, 2);
    const queue = createJobQueue(h.handle);
    await queue.start();
    try {
      const { retryLabelsLater: _, ...workerDeps } = h.jobDeps;
      h.setEnqueue((await registerDigestWorkers(queue, workerDeps)).enqueue);
      const sessionId = `${Date.now()}-queued`;
      const started = await reader.client.request("/api/generate-digest", {
        json: { emailIds: queueIds, sessionId },
      });
      expect(started.status).toBe(200);

      let status = { status: "starting", details: "" };
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
        status = await (await reader.client.request(`/api/digest-status/${sessionId}`)).json();
        if (status.status === "completed" || status.status === "error") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toMatchObject({ status: "completed", progress: 100 });
      expect(h.sentTo(reader)).toHaveLength(1);
      expect(await h.queueStatuses(queueIds)).toEqual(["processed", "processed"]);
      await expectLabels(reader, gmailIds, "processed");
    } finally {
      h.setEnqueue(null);
      await queue.stop({ graceful: true, wait: true, timeout: 5000 });
    }
  }, 60_000);
});
