import type { DbHandle } from "@folio/db/client";
import PgBoss from "pg-boss";

export type JobQueue = ReturnType<typeof createJobQueue>;

export interface JobQueueOptions {
  /** Where pg-boss keeps its tables (default `pgboss`). */
  schema?: string;
  /** Called with errors pg-boss raises in the background (maintenance, polling). */
  onError?: (error: Error) => void;
  /**
   * Run pg-boss's maintenance (expiring, archiving, deleting old jobs; default true). Worker processes
   * do; web processes only enqueue. With several, pg-boss lets one of them run it per interval.
   */
  supervise?: boolean;
  /** Create or upgrade pg-boss's own schema at start (default true; pg-boss serialises it with a lock). */
  migrate?: boolean;
}

/**
 * pg-boss 10 on Folio's own database: on Postgres with its own small pool from the connection string;
 * on PGlite through the `db` adapter, because PGlite is one in-process connection.
 */
export function createJobQueue(handle: DbHandle, options: JobQueueOptions = {}) {
  const schema = options.schema ?? "pgboss";
  const common = {
    schema,
    schedule: false,
    supervise: options.supervise ?? true,
    migrate: options.migrate ?? true,
  };
  const boss = handle.databaseUrl
    ? new PgBoss({ connectionString: handle.databaseUrl, max: 4, ...common })
    : new PgBoss({ db: { executeSql: (text, values) => handle.executeSql(text, values) }, ...common });
  let started = false;
  // An unhandled 'error' event would crash the process.
  boss.on("error", (error) => options.onError?.(error));

  return {
    boss,
    schema,
    start: async () => {
      await boss.start();
      started = true;
    },
    /** True between a successful start and stop (readiness). */
    isStarted: () => started,
    /** Stops polling; `graceful: false` abandons running jobs (they are handed on when their lease lapses). */
    stop: (stopOptions: PgBoss.StopOptions = {}) => {
      started = false;
      return boss.stop({ graceful: true, wait: true, ...stopOptions });
    },
    createQueue: (name: string, queueOptions: Omit<PgBoss.Queue, "name"> = {}) =>
      // Processes starting together would create queues at once, and pg-boss attaching each queue's
      // partition in parallel deadlocks: one process at a time, and only when the queue is missing.
      handle.exclusively("folio.pgboss.create-queue", async () => {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...queueOptions });
      }),
    send: <T extends object>(name: string, data: T, sendOptions: PgBoss.SendOptions = {}) =>
      boss.send(name, data, sendOptions),
    /** One job at a time per worker; the handler gets the job's data and id. */
    work: <T extends object>(
      name: string,
      workOptions: PgBoss.WorkOptions,
      handler: (data: T, job: PgBoss.Job<T>) => Promise<unknown>,
    ) =>
      boss.work<T>(name, { ...workOptions, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data, job);
      }),
    /** Withdraws a job that is no longer wanted (another run took its work over). */
    cancel: (name: string, id: string) => boss.cancel(name, id),
    /** Wakes a local worker now instead of at its next poll. */
    notifyWorker: (workerId: string) => boss.notifyWorker(workerId),
  };
}
