import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { createDb, type DbHandle } from "./client.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A freshly migrated, empty database; `close()` drops it again. */
  create(): Promise<DbHandle>;
}

/**
 * The databases integration tests run on: an in-memory PGlite always, plus a throwaway database on
 * the Postgres server named by TEST_DATABASE_URL when it is set.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: "pglite", create: () => createDb({ dataDir: "memory://" }) }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) databases.push({ name: "postgres", create: () => createThrowawayPostgres(serverUrl) });
  return databases;
}

export async function createThrowawayPostgres(serverUrl: string): Promise<DbHandle> {
  const database = await createThrowawayPostgresDatabase(serverUrl);
  const handle = await createDb({ databaseUrl: database.url, maxConnections: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** An empty database on that server, for tests that start Folio itself with a DATABASE_URL. */
export async function createThrowawayPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `folio_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
