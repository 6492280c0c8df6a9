/**
 * The worker thread's side of buildDigestOffThread (build-digest-off-thread.ts): builds one digest at
 * a time and posts its progress, then the files (their bytes transferred, not copied).
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { buildDigest } from "./build-digest.ts";
import type { ThreadReply, ThreadRequest } from "./build-digest-off-thread.ts";
import { DigestTimeBudgetError } from "./digest-time-budget.ts";

const port = parentPort;
if (!port) throw new Error("build-digest-thread.ts runs as a worker thread only");

/** Niceness of the digest thread: requests first, a digest with whatever CPU is left. */
const DIGEST_THREAD_NICE = 10;

// A digest can wait a moment; a reader's page should not. On Linux a thread has its own priority,
// set through its thread id (which /proc/thread-self names). Elsewhere the thread keeps the process's.
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
  if (Number.isInteger(threadId)) setPriority(threadId, DIGEST_THREAD_NICE);
} catch {
  // Not Linux: nothing to do.
}

port.on("message", async ({ id, options }: ThreadRequest) => {
  const post = (reply: ThreadReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);
  try {
    const built = await buildDigest({
      ...options,
      // Structured cloning turns Buffers into Uint8Arrays; the MIME parser wants Buffers.
      sources: options.sources.map((source) => ({ ...source, raw: Buffer.from(source.raw) })),
      onProgress: (stage, progress, details) => post({ id, type: "progress", stage, progress, details }),
    });
    const contents = built.parts.flatMap((part) => part.files.map((file) => file.content));
    // Only whole, unshared buffers can be transferred (small Buffers share Node's pool).
    const transfer = contents
      .filter((content) => content.byteOffset === 0 && content.byteLength === content.buffer.byteLength)
      .map((content) => content.buffer as ArrayBuffer);
    post({ id, type: "done", built }, [...new Set(transfer)]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const timeBudget =
      error instanceof DigestTimeBudgetError ? { budgetMs: error.budgetMs, step: error.step } : undefined;
    post({ id, type: "failed", message, ...(timeBudget ? { timeBudget } : {}) });
  }
});
