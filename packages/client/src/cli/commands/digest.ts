import { randomUUID } from "node:crypto";
import { OUTPUT_FORMATS, type OutputFormat } from "@folio/contracts";
import { createProgressBar } from "@folio/terminal";
import { TRPCClientError } from "@trpc/client";
import { waitForDigest } from "../../wait-for-digest.ts";
import { type CommandContext, emit, note } from "../command-context.ts";
import { OperationError, UsageError } from "../exit-codes.ts";
import { timeoutMs } from "../options.ts";
import { describeFiles } from "./digests.ts";

function parseFormat(value: string | undefined): OutputFormat | undefined {
  if (value === undefined) return undefined;
  if ((OUTPUT_FORMATS as readonly string[]).includes(value)) return value as OutputFormat;
  throw new UsageError(`--format is pdf, epub or both (got "${value}").`);
}

/** `folio digest [--format …] [--wait]`: a digest of everything queued (the server takes it all), e-mailed as usual. */
export async function digestCommand(context: CommandContext): Promise<void> {
  const format = parseFormat(context.options.format);
  const waitMs = timeoutMs(context.options.timeout, 900);
  const sessionId = `cli-${randomUUID()}`;
  const started = await context.client.digest.generate
    .mutate({ sessionId, ...(format ? { format } : {}) })
    .catch((error: unknown) => {
      if (
        error instanceof TRPCClientError &&
        error.data?.code === "BAD_REQUEST" &&
        /no queued emails/.test(error.message)
      )
        throw new OperationError(`${error.message} Run \`folio sync --wait\` first.`);
      throw error;
    });
  const count = started.itemCount;
  const leftOut = started.notIncluded.map((group) => `${group.count} not included: ${group.reason}`);
  if (!context.options.wait) {
    emit(context, started, () => [
      `Digest ${started.digestId} started with ${count} email${count === 1 ? "" : "s"}.`,
      ...leftOut,
      `Follow it with \`folio digests\`, then \`folio download ${started.digestId}\`.`,
    ]);
    return;
  }
  if (!context.json) {
    note(context, `Digest ${started.digestId}: ${count} emails.`);
    for (const line of leftOut) note(context, line);
  }
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
