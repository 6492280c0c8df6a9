/**
 * `pnpm db:migrate`: applies Folio's migrations and creates pg-boss's schema, then exits. Run it once
 * per release before starting processes with FOLIO_MIGRATE=false; they then never need DDL rights.
 * (With the default FOLIO_MIGRATE=true every process migrates at start, one at a time under a lock.)
 */
import { createDb } from "@folio/db/client";
import { ConfigError, loadConfig } from "./env.ts";
import { createJobQueue } from "./jobs/create-job-queue.ts";
import { declareDigestQueues } from "./jobs/digest-jobs.ts";
import { declareEmailSyncQueue } from "./jobs/email-sync-job.ts";

async function migrate(): Promise<void> {
  const config = loadConfig();
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    const before = await db.migrationState();
    await db.migrate();
    const queue = createJobQueue(db, { supervise: false });
    await queue.start();
    try {
      await declareEmailSyncQueue(queue);
      await declareDigestQueues(queue);
    } finally {
      await queue.stop({ graceful: false, wait: true });
    }
    console.log(
      `Database ${db.kind === "postgres" ? "(Postgres)" : "(embedded)"} is up to date: applied ${before.pending} migration${before.pending === 1 ? "" : "s"}; job queue schema ready.`,
    );
  } finally {
    await db.close();
  }
}

try {
  await migrate();
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Migrating failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
