import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema.ts";

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export type Db = ReturnType<typeof drizzlePostgres<typeof schema>>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL, for health checks and LISTEN/NOTIFY-free plumbing. */
  ping(): Promise<void>;
  /**
   * Postgres LISTEN on `channel`; resolves once listening, to a function that stops it. Notifications
   * cross processes, so progress and settings changes reach every server attached to the database.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Postgres NOTIFY (via pg_notify, so any payload text is safe). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Raw SQL on the same connection(s), in the shape pg-boss's `db` adapter expects. Without
   * parameters the text may hold several statements (PGlite's `exec`); the last result's rows return.
   */
  executeSql(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Applies the committed migrations not yet applied; on Postgres one process at a time. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same `lockName` (a Postgres session
   * advisory lock, held on a connection of its own). PGlite has one process: it just runs `work`.
   */
  exclusively<T>(lockName: string, work: () => Promise<T>): Promise<T>;
  /** Whether every committed migration is recorded in the database (readiness; see migrationState). */
  migrationState(): Promise<MigrationState>;
  /** The Postgres connection string, so a job queue can open its own pool; absent on PGlite. */
  databaseUrl?: string | undefined;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** Postgres connection string; when absent, an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  dataDir?: string;
  /** Apply committed migrations before returning (default true). */
  migrate?: boolean;
  /** Postgres pool size (default 10). */
  maxConnections?: number;
}

export interface MigrationState {
  /** Committed migrations not yet recorded in the database. */
  pending: number;
}

/**
 * The lock every Folio process takes while migrating, so processes that start together apply each
 * migration once: the first migrates, the others wait and then find nothing to do.
 */
const MIGRATION_LOCK = "folio.migrate";

/** The `when` of every committed migration; drizzle records it as `created_at` once applied. */
let committedMigrationTimes: number[] | undefined;
function committedMigrations(): number[] {
  committedMigrationTimes ??= readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
  return committedMigrationTimes;
}

/** Counts committed migrations newer than the last one drizzle recorded (it applies them in order). */
async function countPendingMigrations(
  lastApplied: () => Promise<number | null | undefined>,
): Promise<MigrationState> {
  let last: number | null | undefined;
  try {
    last = await lastApplied();
  } catch (error) {
    // No drizzle schema yet: nothing was ever migrated.
    if ((error as { code?: string }).code !== "42P01" && (error as { code?: string }).code !== "3F000")
      throw error;
  }
  return { pending: committedMigrations().filter((when) => last == null || when > last).length };
}

const LAST_MIGRATION_SQL = "select max(created_at) as last from drizzle.__drizzle_migrations";

/** PGlite under `{dataDir}/db` when no DATABASE_URL is given, postgres-js otherwise; migrated. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      connect_timeout: 10,
      // Queries wait for a reconnect attempt while the database is away; postgres-js's default backoff
      // grows to 20 s, which turns an outage into hung requests. Retry at least every second instead.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1) * (0.5 + Math.random() / 2),
    });
    const db = drizzlePostgres({ client, schema, casing: "snake_case" });
    const exclusively = <T>(lockName: string, work: () => Promise<T>) =>
      withAdvisoryLock(client, lockName, work);
    const migrate = () => exclusively(MIGRATION_LOCK, () => migratePostgres(db, { migrationsFolder }));
    try {
      if (shouldMigrate) await migrate();
      else await client`select 1`;
    } catch (error) {
      await client.end({ timeout: 1 }).catch(() => {});
      throw error;
    }
    return {
      db,
      kind: "postgres",
      databaseUrl: options.databaseUrl,
      ping: async () => {
        await client`select 1`;
      },
      migrate,
      exclusively,
      migrationState: () =>
        countPendingMigrations(async () => {
          const [row] = await client.unsafe(LAST_MIGRATION_SQL);
          return row?.last == null ? null : Number(row.last);
        }),
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      notify: async (channel, payload) => {
        await client`select pg_notify(${channel}, ${payload})`;
      },
      executeSql: async (text, params) => {
        const rows =
          params && params.length > 0
            ? await client.unsafe(text, params as postgres.ParameterOrJSON<never>[])
            : await client.unsafe(text).simple();
        // A multi-statement simple query answers one result per statement; keep the last, like PGlite.
        const last = Array.isArray(rows[0]) ? rows.at(-1) : rows;
        return { rows: [...((last ?? []) as Record<string, unknown>[])] };
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  const dataDir = options.dataDir ?? "./.folio";
  const location = dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir, "db");
  if (!location.startsWith("memory://")) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location);
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  const migrate = () => migratePglite(db as never, { migrationsFolder });
  if (shouldMigrate) await migrate();
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    migrate,
    exclusively: (_lockName, work) => work(),
    migrationState: () =>
      countPendingMigrations(async () => {
        const result = await client.query<{ last: string | number | null }>(LAST_MIGRATION_SQL);
        const last = result.rows[0]?.last;
        return last == null ? null : Number(last);
      }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    executeSql: async (text, params) => {
      if (params && params.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, params);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

/** Runs `work` holding a session advisory lock named `lockName` on a reserved connection. */
async function withAdvisoryLock<T>(
  client: postgres.Sql,
  lockName: string,
  work: () => Promise<T>,
): Promise<T> {
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(hashtext(${lockName}))`;
    try {
      return await work();
    } finally {
      await lock`select pg_advisory_unlock(hashtext(${lockName}))`;
    }
  } finally {
    lock.release();
  }
}
