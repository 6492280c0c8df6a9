import { Hono } from "hono";
import type { FolioRole } from "../env.ts";

export interface ReadinessDeps {
  role: FolioRole;
  /** Throws when the database cannot be reached. */
  pingDb(): Promise<void>;
  /** Committed migrations the database has not recorded yet; absent where not wired (tests). */
  pendingMigrations?: (() => Promise<number>) | undefined;
  /** Whether pg-boss is started; absent where no job queue is wired (tests). */
  queueStarted?: (() => boolean) | undefined;
  /** True once the process is shutting down: it finishes what it has but takes nothing new. */
  draining?: (() => boolean) | undefined;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Why this process should not get traffic (or jobs) yet, if anything. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  if (deps.draining?.()) return { ready: false, reason: "shutting down" };
  try {
    await deps.pingDb();
  } catch {
    return { ready: false, reason: "database unreachable" };
  }
  const pending = deps.pendingMigrations ? await deps.pendingMigrations().catch(() => -1) : 0;
  if (pending < 0) return { ready: false, reason: "could not read the applied migrations" };
  if (pending > 0) {
    return { ready: false, reason: `${pending} database migration${pending === 1 ? "" : "s"} not applied` };
  }
  if (deps.queueStarted && !deps.queueStarted()) return { ready: false, reason: "job queue not started" };
  return { ready: true };
}

/**
 * GET /api/health — liveness: the process answers (restart it when it does not). It does not touch the
 * database, so an outage there does not get every process restarted at once.
 * GET /api/ready — readiness: database reachable, migrations applied, job queue started; 503 with the
 * reason otherwise. Load balancers route to, and orchestrators wait for, ready processes only.
 */
export function probeRoutes(deps: ReadinessDeps) {
  return new Hono()
    .get("/health", (c) => c.json({ status: "ok", role: deps.role }))
    .get("/ready", async (c) => {
      const readiness = await checkReadiness(deps);
      return readiness.ready
        ? c.json({ status: "ready", role: deps.role })
        : c.json({ status: "not ready", role: deps.role, reason: readiness.reason }, 503);
    });
}

/** All a worker process serves: the two probes, so an orchestrator can watch it. */
export function createWorkerApp(deps: ReadinessDeps) {
  return new Hono()
    .route("/api", probeRoutes(deps))
    .all("*", (c) =>
      c.json({ error: "This is a Folio worker: it serves /api/health and /api/ready only." }, 404),
    );
}
