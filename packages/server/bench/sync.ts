/**
 * `pnpm --filter @folio/server bench:sync`: 1,000 newsletters under Read Later in a standalone
 * sandbox with Gmail's quota enforced, 5 % injected 5xx and 20 ms latency per call. Prints the wall
 * time against the quota floor (units needed ÷ 250/s), duplicates and misses, then a no-op resync.
 * BENCH_DATABASE_URL (a Postgres server) runs it in a throwaway database there instead of in-memory PGlite.
 */
import { createDb } from "@folio/db/client";
import { queuedEmails } from "@folio/db/schema";
import { createThrowawayPostgres } from "@folio/db/testing";
import { startSandboxServer } from "@folio/sandbox";
import { eq } from "drizzle-orm";
import { runEmailSync } from "../src/jobs/email-sync-job.ts";
import { connectReader } from "../test/support/gmail-sandbox.ts";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const QUOTA_UNITS_PER_SECOND = 250;

const sandbox = await startSandboxServer({
  seedMailboxes: false,
  quotaUnitsPerMinute: QUOTA_UNITS_PER_SECOND * 60,
});
const handle = process.env.BENCH_DATABASE_URL
  ? await createThrowawayPostgres(process.env.BENCH_DATABASE_URL)
  : await createDb({ dataDir: "memory://" });
try {
  const email = `bench-${Date.now()}@example.com`;
  const reader = await connectReader(handle.db, sandbox, email);
  const labelled = new Set(await reader.addNewsletters(MESSAGES, "Bench"));
  // Let the bucket refill after connecting, so the run starts as a fresh user would.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  sandbox.sandbox.setChaos({ latencyMs: 20, errorRate5xx: 0.05 });

  const before = sandbox.sandbox.stats(email);
  const started = performance.now();
  const first = await runEmailSync({ db: handle.db, getGmailForUser: reader.getGmailForUser }, reader.userId);
  const seconds = (performance.now() - started) / 1000;
  const after = sandbox.sandbox.stats(email);
  if (first.kind !== "synced") throw new Error(`sync did not finish: ${JSON.stringify(first)}`);

  const rows = await handle.db
    .select({ gmailId: queuedEmails.gmailId })
    .from(queuedEmails)
    .where(eq(queuedEmails.userId, reader.userId));
  const ids = rows.map((row) => row.gmailId);
  const duplicates = ids.length - new Set(ids).size;
  const misses = [...labelled].filter((id) => !ids.includes(id)).length;
  // The least any client could spend: labels.get + getProfile + the list pages + one get per message.
  const unitsNeeded = 1 + 1 + Math.ceil(MESSAGES / 500) * 5 + MESSAGES * 5;
  const floor = unitsNeeded / QUOTA_UNITS_PER_SECOND;

  const resyncStarted = performance.now();
  const second = await runEmailSync(
    { db: handle.db, getGmailForUser: reader.getGmailForUser },
    reader.userId,
  );
  const resyncSeconds = (performance.now() - resyncStarted) / 1000;
  const afterResync = sandbox.sandbox.stats(email);

  const report = {
    messages: MESSAGES,
    database: handle.kind,
    wallSeconds: Number(seconds.toFixed(2)),
    quotaFloorSeconds: Number(floor.toFixed(2)),
    ratioToFloor: Number((seconds / floor).toFixed(3)),
    unitsNeeded,
    unitsSpent: after.unitsUsed - before.unitsUsed,
    requests: after.requests - before.requests,
    rateLimited429: after.rateLimited - before.rateLimited,
    duplicates,
    misses,
    noOpResyncSeconds: Number(resyncSeconds.toFixed(3)),
    noOpResyncKind: second.kind === "synced" ? second.result.kind : second.kind,
    noOpResyncRequests: afterResync.requests - after.requests,
  };
  console.log(JSON.stringify(report, null, 2));
  const ok = report.ratioToFloor <= 1.2 && duplicates === 0 && misses === 0 && resyncSeconds <= 1;
  console.log(
    ok ? "PASS: within 1.2 × floor, 0 duplicates, 0 misses, no-op resync ≤ 1 s" : "FAIL: goal missed",
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await handle.close();
  await sandbox.close();
}
