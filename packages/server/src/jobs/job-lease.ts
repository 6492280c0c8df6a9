import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "../logger.ts";

/**
 * How long a running job's claim lasts without a heartbeat (FOLIO_JOB_LEASE_SECONDS). Long enough to
 * ride out a busy event loop (a large PDF render blocks it for seconds), short enough that a job
 * whose worker died is taken over within about a minute and a half instead of pg-boss's expiry.
 */
export const DEFAULT_JOB_LEASE_MS = 60_000;

/** This process as lease holders name it (`host:pid`), so an operator can tell which worker holds a job. */
export const WORKER_NAME = `${hostname()}:${process.pid}`;

/**
 * One job queue's workers in this process, as the prefix of their runs' lease owners: what a graceful
 * stop lets go of (lapseDigestLeasesOfWorker) without touching another queue's runs in the same process.
 */
export function newWorkerName(): string {
  return `${WORKER_NAME}:${randomUUID().slice(0, 8)}`;
}

/** One run of one job: its worker plus a random part, so two runs never look alike. */
export function newLeaseOwner(worker: string = WORKER_NAME): string {
  return `${worker}:${randomUUID()}`;
}

/** Another worker took the job over after this run's lease lapsed: stop without writing anything. */
export class LeaseLostError extends Error {
  constructor() {
    super("This run's lease lapsed and another worker took the job over.");
    this.name = "LeaseLostError";
  }
}

/**
 * Renews a lease three times per lease period until stopped. A refused renewal needs no action here:
 * the run's next fenced write fails with LeaseLostError and the run stops.
 */
export function keepLeaseAlive(renew: () => Promise<unknown>, leaseMs: number, log?: Logger) {
  const timer = setInterval(
    () => {
      // A failed renewal is retried at the next beat; if the database stays away the lease lapses.
      renew().catch((error: unknown) => log?.warn({ err: error }, "could not renew a job lease"));
    },
    Math.max(200, leaseMs / 3),
  );
  return { stop: () => clearInterval(timer) };
}
