/**
 * SEC-4 (unlimited digests to any address) and SEC-5 (d) (parallel starts with one session id ending
 * in a 500 on Postgres), on PGlite and Postgres: a digest claims its newsletters as it starts; one
 * runs per user at a time; a day holds a bounded number of digests and digest e-mails (429 with
 * Retry-After beyond, by an injected clock); one user's digests cannot hold the worker from another's.
 */
import { findDigest, insertDigest, updateDigest } from "@folio/db/queries";
import { digests, queuedEmails } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import type { inferRouterInputs } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DigestLimits } from "../../src/digest/digest-limits.ts";
import type { StartedDigest } from "../../src/digest/digest-service.ts";
import { runDigestJob } from "../../src/digest/generate-digest-job.ts";
import { createJobQueue } from "../../src/jobs/create-job-queue.ts";
import { registerDigestWorkers } from "../../src/jobs/digest-jobs.ts";
import type { AppRouter } from "../../src/trpc/root.ts";
import { type DigestHarness, type Reader, startDigestHarness } from "../support/digest-harness.ts";

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())("digest limits on $name", ({ create }) => {
  let h: DigestHarness;
  let now = new Date("2026-11-24T09:00:00Z");
  const limits: DigestLimits = { digestsPerDay: 20, emailsPerDay: 50 };

  beforeAll(async () => {
    h = await startDigestHarness({ database: create, limits, now: () => now });
  }, 60_000);
  afterAll(() => h?.close());

  /** The raw answer, for tests that count refusals among parallel starts. */
  const generate = (reader: Reader, input: Record<string, unknown>) =>
    reader.client.mutation<StartedDigest>("digest.generate", input);
  /** A start the test expects to succeed: typed, and a refusal throws. */
  const startDigest = (reader: Reader, input: inferRouterInputs<AppRouter>["digest"]["generate"]) =>
    reader.client.trpc.digest.generate.mutate(input);
  const digestsOf = (reader: Reader) =>
    h.handle.db.select().from(digests).where(eq(digests.userId, reader.userId));
  /** Ends a digest as the job would, without building it (the limits count starts and e-mails). */
  const finish = (digestId: string) =>
    updateDigest(h.handle.db, { digestId, values: { status: "completed", progress: 100 } });

  it("SEC-4: ten parallel digest requests over the same newsletters build and send exactly one digest", async () => {
    const reader = await h.newReader("flood");
    await h.plantNewsletters(reader, 3);
    await h.sync(reader);
    const ids = (await reader.client.trpc.emails.list.query()).items.map((item) => item.id);
    const before = h.enqueued.length;

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        generate(reader, { emailIds: ids, sessionId: `flood-${index}`, format: "both" }),
      ),
    );

    const started = answers.filter((answer) => answer.data);
    expect(started).toHaveLength(1);
    const digestId = started[0]!.data!.digestId;
    const refused = answers.filter((answer) => answer.error);
    expect(refused.map((answer) => answer.status)).toEqual(Array(9).fill(409));
    for (const answer of refused) {
      expect(answer.error!.code).toBe("CONFLICT");
      expect(answer.error!.message).toContain(digestId);
      expect(answer.error!.data).toMatchObject({ digestId, sessionId: started[0]!.data!.sessionId });
    }
    expect(h.enqueued.slice(before)).toEqual([digestId]);
    expect(await digestsOf(reader)).toHaveLength(1);
    // Its newsletters are claimed by it, in the transaction that started it.
    const rows = await h.handle.db.select().from(queuedEmails).where(eq(queuedEmails.userId, reader.userId));
    expect(rows.map((row) => row.digestId)).toEqual([digestId, digestId, digestId]);

    await runDigestJob(h.jobDeps, digestId);
    expect((await findDigest(h.handle.db, { digestId }))!.status).toBe("completed");
    expect(h.sentTo(reader)).toHaveLength(1);
    // Afterwards the same newsletters are gone from the queue: nothing left to send again.
    const again = await generate(reader, { emailIds: ids, sessionId: "flood-late" });
    expect(again.error).toMatchObject({ code: "BAD_REQUEST" });
  }, 180_000);

  it("SEC-5 (d): twenty parallel digest.generate calls with one sessionId all join one digest, never a 500", async () => {
    const reader = await h.newReader("same-session");
    await h.plantNewsletters(reader, 2);
    await h.sync(reader);
    const before = h.enqueued.length;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => generate(reader, { sessionId: "nightly-2026-11-24" })),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((answer) => answer.data!.digestId));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => !answer.data!.joined)).toHaveLength(1);
    expect(answers.every((answer) => answer.data!.itemCount === 2)).toBe(true);
    expect(h.enqueued.length - before).toBe(1);
    expect(await digestsOf(reader)).toHaveLength(1);
  }, 120_000);

  it("SEC-4: a second digest while one runs is a 409 naming it (REST too); the same session joins it", async () => {
    const reader = await h.newReader("busy");
    await h.plantNewsletters(reader, 2);
    await h.sync(reader);
    const { digestId } = await startDigest(reader, { sessionId: "busy-1" });

    const rest = await reader.client.request("/api/generate-digest", { json: { sessionId: "busy-2" } });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toEqual({
      error: `A digest of yours is still being made (digest ${digestId}, session busy-1). Wait for it to finish, then generate again.`,
      digestId,
      sessionId: "busy-1",
    });
    const joined = await startDigest(reader, { sessionId: "busy-1" });
    expect(joined).toMatchObject({ digestId, joined: true, itemCount: 2 });

    // Once it has finished (here: failed), the next one may start; the failed one's claims lapsed.
    await updateDigest(h.handle.db, { digestId, values: { status: "error" } });
    const next = await startDigest(reader, { sessionId: "busy-3" });
    expect(next).toMatchObject({ itemCount: 2, joined: false });
  }, 120_000);

  it("SEC-4: past the daily digest limit, 429 with Retry-After until the oldest leaves the 24 hours", async () => {
    const reader = await h.newReader("daily");
    await h.plantNewsletters(reader, 1);
    await h.sync(reader);
    limits.digestsPerDay = 2;
    const start = now;
    try {
      for (const [index, offset] of [0, 2 * HOUR].entries()) {
        now = new Date(start.getTime() + offset);
        await finish((await startDigest(reader, { sessionId: `daily-${index}` })).digestId);
      }
      now = new Date(start.getTime() + 3 * HOUR);
      const trpc = await reader.client.request("/api/trpc/digest.generate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: { sessionId: "daily-2" } }),
      });
      expect(trpc.status).toBe(429);
      // The first digest (at 09:00) leaves the 24 hours at 09:00 tomorrow: 21 hours from 12:00.
      expect(trpc.headers.get("retry-after")).toBe(String(21 * 3600));
      const body = (await trpc.json()) as { error: { json: { message: string; data: { code: string } } } };
      expect(body.error.json.data.code).toBe("TOO_MANY_REQUESTS");
      expect(body.error.json.message).toBe(
        "You have started 2 digests in the last 24 hours, the most Folio makes in a day. Try again in 21 hours.",
      );
      const rest = await reader.client.request("/api/generate-digest", { json: { sessionId: "daily-3" } });
      expect(rest.status).toBe(429);
      expect(rest.headers.get("retry-after")).toBe(String(21 * 3600));
      // A refused start leaves nothing behind: no row, no claim.
      expect(await digestsOf(reader)).toHaveLength(2);

      now = new Date(start.getTime() + 24 * HOUR + 1000);
      await startDigest(reader, { sessionId: "daily-4" });
    } finally {
      limits.digestsPerDay = 20;
      now = start;
    }
  }, 120_000);

  it("SEC-4: the daily e-mail limit: a split digest sends what fits and keeps the rest queued, saying so; then 429", async () => {
    const reader = await h.newReader("mail-cap");
    await h.plantNewsletters(reader, 6);
    await h.sync(reader);
    limits.emailsPerDay = 2;
    const start = now;
    // E-mails with room for about two of these newsletters, so six need three parts.
    const jobDeps = { ...h.jobDeps, maxEmailBytes: 87_000 };
    try {
      const started = await startDigest(reader, { sessionId: "cap-1", format: "pdf" });
      expect(started.itemCount).toBe(6);
      await runDigestJob(jobDeps, started.digestId);

      const digest = (await findDigest(h.handle.db, { digestId: started.digestId }))!;
      const sent = h.sentTo(reader);
      expect(digest.partsTotal).toBeGreaterThan(2);
      expect(sent).toHaveLength(2);
      expect(digest).toMatchObject({ status: "completed", partsSent: 2 });
      // The digest is what went out: its newsletters, its files.
      expect(digest.files.map((file) => file.part)).toEqual([1, 2]);
      const left = 6 - digest.itemCount;
      expect(left).toBeGreaterThan(0);
      expect(digest.details).toBe(
        `Sent ${digest.itemCount} newsletters to ${reader.email}. ${left} newsletter${left === 1 ? " stays" : "s stay"} in your queue: Folio has sent you 2 digest e-mails in the last 24 hours, the most it sends in a day. Try again in 24 hours.`,
      );
      expect((await reader.client.trpc.emails.list.query()).total).toBe(left);

      // The next start is refused until the first e-mail leaves the 24 hours.
      now = new Date(start.getTime() + HOUR);
      const refused = await reader.client.request("/api/generate-digest", { json: { sessionId: "cap-2" } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe(String(23 * 3600));
      now = new Date(start.getTime() + 24 * HOUR + 1000);
      expect((await startDigest(reader, { sessionId: "cap-3" })).itemCount).toBe(left);
    } finally {
      limits.emailsPerDay = 50;
      now = start;
    }
  }, 300_000);

  it("SEC-4: one user's digests cannot starve another's: one runs per user, in the order they came", async () => {
    const greedy = await h.newReader("greedy");
    const other = await h.newReader("other");
    await h.plantNewsletters(greedy, 2);
    await h.sync(greedy);
    await h.plantNewsletters(other, 1);
    await h.sync(other);
    // A digest row from an older release still sits in greedy's history: not running, not counted.
    await insertDigest(h.handle.db, {
      userId: greedy.userId,
      sessionId: "old",
      status: "completed",
      format: "pdf",
      emailIds: [],
      destinationEmail: greedy.email,
    });

    const queue = createJobQueue(h.handle);
    await queue.start();
    const delivered = () =>
      h.standIn.sent.map((email) => email.to).filter((to) => to === greedy.email || to === other.email);
    try {
      const { retryLabelsLater: _, ...workerDeps } = h.jobDeps;
      const workers = await registerDigestWorkers(queue, workerDeps);
      // Held until every request is in, as a busy worker would be.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The other user asks once greedy's digest is queued, however slow the machine is.
      let greedyQueued!: () => void;
      const greedyIn = new Promise<void>((resolve) => (greedyQueued = resolve));
      h.setEnqueue(async (digestId) => {
        greedyQueued();
        await held;
        await workers.enqueue(digestId);
      });
      const greedyAnswers = Promise.all(
        Array.from({ length: 5 }, (_, index) => generate(greedy, { sessionId: `greedy-${index}` })),
      );
      await greedyIn;
      const otherAnswer = generate(other, { sessionId: "other-0" });
      release();
      const answers = await greedyAnswers;
      expect(answers.filter((answer) => answer.data)).toHaveLength(1);
      expect((await otherAnswer).data).toBeDefined();

      for (const deadline = Date.now() + 120_000; delivered().length < 2 && Date.now() < deadline; )
        await new Promise((resolve) => setTimeout(resolve, 200));
      // Greedy's one digest, then the other user's: not five of greedy's first.
      expect(delivered()).toEqual([greedy.email, other.email]);
    } finally {
      h.setEnqueue(null);
      await queue.stop({ graceful: true, wait: true, timeout: 5000 });
    }
  }, 240_000);
});
