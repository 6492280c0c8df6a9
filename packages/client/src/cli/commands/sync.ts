import { setTimeout as sleep } from "node:timers/promises";
import { createProgressBar } from "@folio/terminal";
import { type CommandContext, emit } from "../command-context.ts";
import { OperationError } from "../exit-codes.ts";
import { timedOut, timeoutMs } from "../options.ts";

const POLL_MS = 1000;

type SyncStatus = Awaited<ReturnType<CommandContext["client"]["emails"]["syncStatus"]["query"]>>;

function describe(status: SyncStatus): string {
  const label = status.labelName ?? "Read Later";
  const left =
    status.remainingLabelCount > 0 ? `${status.remainingLabelCount} still in Gmail` : "all caught up";
  return `${label}: indexed ${status.indexedCount} of ${status.totalToProcess} • ${left}`;
}

function percent(status: SyncStatus): number {
  const total = status.totalToProcess || status.indexedCount + status.remainingLabelCount;
  return total > 0 ? (status.indexedCount / total) * 100 : 0;
}

/**
 * `folio sync [--wait]`: "Check for New Emails". With --wait it follows the run it started (or joined)
 * until that run — not an earlier one — has finished: a run is over when `finishedAt` moves.
 */
export async function syncCommand(context: CommandContext): Promise<void> {
  const { client } = context;
  const waitMs = timeoutMs(context.options.timeout, 600);
  const before = await client.emails.syncStatus.query();
  const request = await client.emails.sync.mutate();
  if (!context.options.wait) {
    emit(context, { started: true, joined: request.joined, jobId: request.jobId }, () => [
      request.joined ? "A sync is already running; joined it." : "Sync started.",
    ]);
    return;
  }
  const deadline = Date.now() + waitMs;
  const bar = context.json ? null : createProgressBar(context.io.stderr);
  for (;;) {
    await sleep(POLL_MS);
    const status = await client.emails.syncStatus.query();
    bar?.update(
      percent(status),
      status.status === "running" ? `Syncing ${describe(status)}` : describe(status),
    );
    const finished =
      status.status !== "running" &&
      status.finishedAt !== null &&
      status.finishedAt.getTime() !== before.finishedAt?.getTime();
    if (finished) {
      bar?.done();
      if (status.status === "error")
        throw new OperationError(`The sync failed: ${status.lastError ?? "unknown error"}`);
      emit(context, status, () => [`Synced. ${describe(status)}`]);
      return;
    }
    if (Date.now() >= deadline) {
      bar?.done();
      throw timedOut("the sync", waitMs);
    }
  }
}
