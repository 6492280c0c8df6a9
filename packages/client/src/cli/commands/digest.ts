import { randomUUID } from "node:crypto";
import { waitForDigest } from "../../wait-for-digest.ts";
import { type CommandContext, emit, note } from "../command-context.ts";
import { OperationError, UsageError } from "../exit-codes.ts";
import { timeoutMs } from "../options.ts";
import { createProgressBar } from "../progress-bar.ts";
import { describeFiles } from "./digests.ts";
import { readWholeQueue } from "./queue.ts";

const FORMATS = ["pdf", "epub", "both"] as const;
type Format = (typeof FORMATS)[number];
/** The most emails one digest takes (the server's limit). */
const MAX_EMAILS = 5000;

function parseFormat(value: string | undefined): Format | undefined {
  if (value === undefined) return undefined;
  if ((FORMATS as readonly string[]).includes(value)) return value as Format;
  throw new UsageError(`--format is pdf, epub or both (got "${value}").`);
}

/** `folio digest [--format …] [--wait]`: a digest of everything queued, e-mailed as usual. */
export async function digestCommand(context: CommandContext): Promise<void> {
  const format = parseFormat(context.options.format);
  const waitMs = timeoutMs(context.options.timeout, 900);
  const queued = await readWholeQueue(context, MAX_EMAILS);
  if (queued.length === 0)
    throw new OperationError("There are no queued emails to put in a digest. Run `folio sync --wait` first.");
  const sessionId = `cli-${randomUUID()}`;
  const started = await context.client.digest.generate.mutate({
    emailIds: queued.map((item) => item.id),
    sessionId,
    ...(format ? { format } : {}),
  });
  if (!context.options.wait) {
    emit(context, { ...started, itemCount: queued.length }, () => [
      `Digest ${started.digestId} started with ${queued.length} email${queued.length === 1 ? "" : "s"}.`,
      `Follow it with \`folio digests\`, then \`folio download ${started.digestId}\`.`,
    ]);
    return;
  }
  if (!context.json) note(context, `Digest ${started.digestId}: ${queued.length} emails.`);
  const bar = context.json ? null : createProgressBar(context.io.stderr);
  try {
    await waitForDigest(context.client, sessionId, {
      onProgress: (snapshot) =>
        bar?.update(
          snapshot.progress,
          `${snapshot.status}${snapshot.details ? ` — ${snapshot.details}` : ""}`,
        ),
      timeoutMs: waitMs,
    });
  } finally {
    bar?.done();
  }
  const digest = await context.client.digest.get.query({ digestId: started.digestId });
  emit(context, digest, () => [
    `Digest ${digest.id} completed: ${digest.details ?? ""}`.trim(),
    ...describeFiles(digest.files),
    `Download it with \`folio download ${digest.id}\`.`,
  ]);
}
