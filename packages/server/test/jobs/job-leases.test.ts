/**
 * Job leases on a migrated database: how a digest run claims, renews and loses its digest, how the
 * sweeper hands on work whose worker stopped beating, and that a replaced run can no longer write.
 * (A real worker killed mid-job is in test/scale/scale-out.test.ts.)
 */
import { randomUUID } from "node:crypto";
import type { DbHandle } from "@folio/db/client";
import {
  claimDigestLease,
  findDigest,
  insertDigest,
  lapseDigestLeasesOfWorker,
  renewDigestLease,
  takeLapsedDigestLeases,
  updateDigest,
} from "@folio/db/queries";
import { digests, gmailSyncState, user } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishDigestProgress } from "../../src/digest/digest-progress.ts";
import { createJobQueue, type JobQueue } from "../../src/jobs/create-job-queue.ts";
import { DIGEST_QUEUE, declareDigestQueues } from "../../src/jobs/digest-jobs.ts";
import { declareEmailSyncQueue, EMAIL_SYNC_QUEUE } from "../../src/jobs/email-sync-job.ts";
import { startLapsedJobSweeper } from "../../src/jobs/lapsed-job-sweeper.ts";
import { createLogger } from "../../src/logger.ts";

const LEASE_MS = 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())("job leases on $name", ({ create }) => {
  let handle: DbHandle;
  let queue: JobQueue;

  beforeAll(async () => {
    handle = await create();
    queue = createJobQueue(handle, { supervise: false });
    await queue.start();
    await declareDigestQueues(queue);
    await declareEmailSyncQueue(queue);
  });
  afterAll(async () => {
    await queue?.stop({ graceful: false, wait: true });
    await handle?.close();
  });

  /** A running digest of a reader of its own (one digest runs per user at a time). */
  const newDigest = async (values: Partial<typeof digests.$inferInsert> = {}) => {
    const userId = randomUUID();
    await handle.db.insert(user).values({ id: userId, name: "Reader", email: `${userId}@folio.test` });
    return insertDigest(handle.db, {
      userId,
      sessionId: randomUUID(),
      format: "pdf",
      emailIds: [],
      destinationEmail: "reader@example.com",
      status: "loading",
      progress: 20,
      ...values,
    });
  };
  /** Moves a lease into the past, as if its holder stopped renewing it a while ago. */
  const lapse = (digestId: string) =>
    handle.db
      .update(digests)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(digests.id, digestId));

  it("lets one run claim a digest; a second run, and any run on a finished digest, gets nothing", async () => {
    const digest = await newDigest();
    expect(
      await claimDigestLease(handle.db, { digestId: digest.id, owner: "a", leaseMs: 60_000 }),
    ).toMatchObject({
      id: digest.id,
      leaseOwner: "a",
    });
    expect(
      await claimDigestLease(handle.db, { digestId: digest.id, owner: "b", leaseMs: 60_000 }),
    ).toBeNull();
    expect(await renewDigestLease(handle.db, { digestId: digest.id, owner: "b", leaseMs: 60_000 })).toBe(
      false,
    );
    expect(await renewDigestLease(handle.db, { digestId: digest.id, owner: "a", leaseMs: 60_000 })).toBe(
      true,
    );

    const finished = await newDigest({ status: "completed", progress: 100 });
    expect(
      await claimDigestLease(handle.db, { digestId: finished.id, owner: "a", leaseMs: 60_000 }),
    ).toBeNull();
  });

  it("refuses every write of a run whose lease lapsed and was claimed by another run", async () => {
    const digest = await newDigest();
    await claimDigestLease(handle.db, { digestId: digest.id, owner: "dead", leaseMs: 60_000 });
    await lapse(digest.id);
    expect(
      await claimDigestLease(handle.db, { digestId: digest.id, owner: "next", leaseMs: 60_000 }),
    ).not.toBeNull();

    const wokenUp = { digestId: digest.id, leaseOwner: "dead" };
    expect(await updateDigest(handle.db, { ...wokenUp, values: { sendingPart: 1 } })).toBe(false);
    expect(
      await publishDigestProgress(
        handle,
        digest.id,
        { status: "sending", progress: 90, details: "x" },
        "dead",
      ),
    ).toBe(false);
    expect(await renewDigestLease(handle.db, { digestId: digest.id, owner: "dead", leaseMs: 60_000 })).toBe(
      false,
    );
    expect(await findDigest(handle.db, { digestId: digest.id })).toMatchObject({
      leaseOwner: "next",
      sendingPart: null,
      status: "loading",
      progress: 20,
    });
    expect(
      await updateDigest(handle.db, { digestId: digest.id, leaseOwner: "next", values: { progress: 30 } }),
    ).toBe(true);
  });

  it("takes a lapsed lease once, even when sweepers race, and leaves live ones alone", async () => {
    const live = await newDigest();
    await claimDigestLease(handle.db, { digestId: live.id, owner: "alive", leaseMs: 60_000 });
    const lost = await newDigest();
    await claimDigestLease(handle.db, {
      digestId: lost.id,
      owner: "host:42:run",
      leaseMs: 60_000,
      jobId: "job-1",
    });
    await lapse(lost.id);

    const [first, second] = await Promise.all([
      takeLapsedDigestLeases(handle.db),
      takeLapsedDigestLeases(handle.db),
    ]);
    const taken = [...first, ...second].filter((row) => row.id === lost.id || row.id === live.id);
    expect(taken).toEqual([
      { id: lost.id, progress: 20, recoveries: 1, lostOwner: "host:42:run", lostJobId: "job-1" },
    ]);
    expect(await findDigest(handle.db, { digestId: lost.id })).toMatchObject({
      leaseOwner: null,
      leaseExpiresAt: null,
      recoveries: 1,
    });
    expect((await findDigest(handle.db, { digestId: live.id }))?.leaseOwner).toBe("alive");
  });

  it("a stopping worker lets go of its running digests at once, and only its own; a late heartbeat cannot revive them", async () => {
    const mine = await newDigest();
    await claimDigestLease(handle.db, { digestId: mine.id, owner: "host:7:w_1%:run-a", leaseMs: 60_000 });
    // Another worker in the same process, whose name the first one's pattern must not match.
    const neighbours = await newDigest();
    await claimDigestLease(handle.db, {
      digestId: neighbours.id,
      owner: "host:7:w_1x:run-b",
      leaseMs: 60_000,
    });
    const finished = await newDigest({ status: "completed", progress: 100 });
    await handle.db
      .update(digests)
      .set({ leaseOwner: "host:7:w_1%:run-c", leaseExpiresAt: sql`now() + interval '1 minute'` })
      .where(eq(digests.id, finished.id));

    expect(await lapseDigestLeasesOfWorker(handle.db, { worker: "host:7:w_1%" })).toBe(1);
    expect(
      await renewDigestLease(handle.db, { digestId: mine.id, owner: "host:7:w_1%:run-a", leaseMs: 60_000 }),
    ).toBe(false);
    const taken = (await takeLapsedDigestLeases(handle.db)).map((row) => row.id);
    expect(taken).toContain(mine.id);
    expect(taken).not.toContain(neighbours.id);
    expect((await findDigest(handle.db, { digestId: neighbours.id }))?.leaseOwner).toBe("host:7:w_1x:run-b");
  });

  it("the sweeper enqueues a lapsed digest again and cancels its lost job; past the limit it fails it", async () => {
    const digest = await newDigest();
    const lostJobId = (await queue.send(DIGEST_QUEUE, { digestId: digest.id }))!;
    await claimDigestLease(handle.db, {
      digestId: digest.id,
      owner: "w:1:r",
      leaseMs: LEASE_MS,
      jobId: lostJobId,
    });
    const looping = await newDigest({ recoveries: 3, progress: 55 });
    await claimDigestLease(handle.db, { digestId: looping.id, owner: "w:1:s", leaseMs: LEASE_MS });

    const sweeper = startLapsedJobSweeper({ handle, queue, log: createLogger("silent"), leaseMs: LEASE_MS });
    try {
      await pause(LEASE_MS * 3);
    } finally {
      await sweeper.stop();
    }
    expect((await queue.boss.getJobById(DIGEST_QUEUE, lostJobId))?.state).toBe("cancelled");
    const waiting = await queue.boss.fetch<{ digestId: string }>(DIGEST_QUEUE, { batchSize: 50 });
    expect(waiting.filter((job) => job.data.digestId === digest.id)).toHaveLength(1);
    expect(waiting.filter((job) => job.data.digestId === looping.id)).toHaveLength(0);
    expect(await findDigest(handle.db, { digestId: digest.id })).toMatchObject({
      recoveries: 1,
      leaseOwner: null,
    });
    expect(await findDigest(handle.db, { digestId: looping.id })).toMatchObject({
      status: "error",
      details: "Failed to generate digest",
      progress: 55,
    });
  });

  it("the sweeper enqueues a sync whose heartbeat stopped, once, and leaves a beating one alone", async () => {
    const stale = randomUUID();
    const beating = randomUUID();
    for (const id of [stale, beating]) {
      await handle.db.insert(user).values({ id, name: "Reader", email: `${id}@folio.test` });
    }
    await handle.db.insert(gmailSyncState).values([
      { userId: stale, status: "running", lockToken: "w:1:dead", updatedAt: new Date(Date.now() - 60_000) },
      { userId: beating, status: "running", lockToken: "w:2:alive" },
    ]);
    const leaseMs = 1_000;
    const sweeper = startLapsedJobSweeper({ handle, queue, log: createLogger("silent"), leaseMs });
    const keepBeating = setInterval(() => {
      // A drizzle query runs only once awaited or chained.
      handle.db
        .update(gmailSyncState)
        .set({ updatedAt: sql`now()` })
        .where(eq(gmailSyncState.userId, beating))
        .catch(() => {});
    }, leaseMs / 10);
    try {
      // Two sweeps: the queue keeps one waiting sync per user, so the stale one is sent once.
      await pause(leaseMs * 1.2);
    } finally {
      clearInterval(keepBeating);
      await sweeper.stop();
    }
    const jobs = await queue.boss.fetch<{ userId: string }>(EMAIL_SYNC_QUEUE, { batchSize: 50 });
    expect(jobs.map((job) => job.data.userId)).toEqual([stale]);
  });
});
