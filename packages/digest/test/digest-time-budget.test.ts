/**
 * A digest's time budget (SEC-7), kept by an injected clock: past it the build stops at the next
 * step with a message for the reader, on this thread and on the digest thread alike, and the
 * digest thread goes on to build the next digest.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDigestOffThread } from "../src/build-digest-off-thread.ts";
import {
  type BuildDigestOptions,
  buildDigest,
  type DigestSource,
  DigestTimeBudgetError,
} from "../src/index.ts";
import type { ImageServer } from "./support/image-server.ts";
import { serveStandardNewsletters, standardDigestOptions } from "./support/standard-digest-sources.ts";

let server: ImageServer;
let sources: DigestSource[];

beforeAll(async () => {
  ({ server, sources } = await serveStandardNewsletters());
});

afterAll(async () => {
  await server.close();
});

function options(overrides: Partial<BuildDigestOptions> = {}): BuildDigestOptions {
  return { ...standardDigestOptions(server, sources), ...overrides };
}

/** A clock that moves one minute each time it is read. */
function minuteClock(): () => number {
  let now = 0;
  return () => {
    now += 60_000;
    return now;
  };
}

describe("SEC-7: a digest's time budget", () => {
  it("SEC-7: stops a digest that runs past its budget while reading, with a message the reader can act on", async () => {
    expect(sources.length).toBeGreaterThan(3);
    const build = buildDigest(options({ timeBudget: { ms: 3 * 60_000 }, now: minuteClock() }));
    const error = await build.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DigestTimeBudgetError);
    expect((error as DigestTimeBudgetError).step).toBe("reading the newsletters");
    expect((error as Error).message).toBe(
      "This digest took longer than the 3 minutes one digest may take and was stopped while reading the newsletters. Nothing was sent and your newsletters are still in your queue: generate a digest of fewer of them.",
    );
  });

  it("SEC-7: counts the time spent before the build (loading from Gmail) and stops at the step where time ran out", async () => {
    // The clock stands still until images are fetched, then jumps past the budget.
    let now = 0;
    const build = buildDigest(
      options({
        timeBudget: { ms: 10 * 60_000, spentMs: 9 * 60_000 },
        now: () => now,
        onProgress: (stage) => {
          if (stage === "optimizing") now = 2 * 60_000;
        },
      }),
    );
    const error = await build.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DigestTimeBudgetError);
    expect((error as DigestTimeBudgetError).step).toBe("fetching images");
    expect((error as Error).message).toMatch(/longer than the 10 minutes one digest may take/);
  });

  it("SEC-7: leaves a digest within its budget untouched", async () => {
    const built = await buildDigest(options({ timeBudget: { ms: 60 * 60_000 }, now: minuteClock() }));
    expect(built.items.every((item) => item.ok)).toBe(true);
    expect(built.stats.images.failed).toBe(0);
  });

  it("SEC-7: on the digest thread, a spent budget rejects as DigestTimeBudgetError and the thread builds the next digest", async () => {
    const { now: _, ...offThread } = options();
    const error = await buildDigestOffThread({
      ...offThread,
      timeBudget: { ms: 60_000, spentMs: 60_000 },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DigestTimeBudgetError);
    expect((error as Error).message).toMatch(/longer than the 60 seconds one digest may take/);

    const next = await buildDigestOffThread({ ...offThread, timeBudget: { ms: 60 * 60_000 } });
    expect(next.items).toHaveLength(sources.length);
  }, 120_000);
});
