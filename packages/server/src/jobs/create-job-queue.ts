import type { DbHandle } from "@folio/db/client";
import PgBoss from "pg-boss";

export type JobQueue = ReturnType<typeof createJobQueue>;

export interface JobQueueOptions {
  /** Where pg-boss keeps its tables (default `pgboss`). */
  schema?: string;
  /** Called with errors pg-boss raises in the background (maintenance, polling). */
  onError?: (error: Error) => void;
}

/**
 * pg-boss 10 on Folio's own database: on Postgres with its own small pool from the connection string;
 * on PGlite through the `db` adapter, because PGlite is one in-process connection.
 */
export function createJobQueue(handle: DbHandle, options: JobQueueOptions = {}) {
  const schema = options.schema ?? "pgboss";
  const boss = handle.databaseUrl
    ? new PgBoss({ connectionString: handle.databaseUrl, schema, max: 4, schedule: false })
    : new PgBoss({
        db: { executeSql: (text, values) => handle.executeSql(text, values) },
        schema,
        schedule: false,
      });
  // An unhandled 'error' event would crash the process.
  boss.on("error", (error) => options.onError?.(error));

  return {
    boss,
    start: async () => {
      await boss.start();
    },
    /** Stops polling; `graceful: false` abandons running jobs (they are retried after they expire). */
    stop: (stopOptions: PgBoss.StopOptions = {}) => boss.stop({ graceful: true, wait: true, ...stopOptions }),
    createQueue: async (name: string, queueOptions: Omit<PgBoss.Queue, "name"> = {}) => {
      // createQueue is not idempotent in every version: ask first.
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...queueOptions });
    },
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
    /** Wakes a local worker now instead of at its next poll. */
    notifyWorker: (workerId: string) => boss.notifyWorker(workerId),
  };
}
