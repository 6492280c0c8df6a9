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
  const name = `folio_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), maxConnections: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
