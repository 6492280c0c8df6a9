import type { Worker } from "node:worker_threads";
// Loaded here, on the main thread, before any worker loads it: libvips must never be unloaded when a
// worker thread exits (sharp's documented requirement for worker threads on glibc).
import "sharp";
import type { BuildDigestOptions, BuiltDigest, DigestStage } from "./build-digest.ts";
import { type DigestStep, DigestTimeBudgetError } from "./digest-time-budget.ts";
import type { ImageFetchSettings } from "./images/fetch-digest-images.ts";
import { typescriptWorker } from "./typescript-worker.ts";

/** What can cross to the thread: no functions (a custom fetch, a clock), no AbortSignal. */
export type OffThreadOptions = Omit<BuildDigestOptions, "onProgress" | "signal" | "imageFetch" | "now"> & {
  imageFetch: Omit<ImageFetchSettings, "fetch">;
};

export interface ThreadRequest {
  id: number;
  options: OffThreadOptions;
}

export type ThreadReply =
  | { id: number; type: "progress"; stage: DigestStage; progress: number; details: string }
  | { id: number; type: "done"; built: BuiltDigest }
  | { id: number; type: "failed"; message: string; timeBudget?: { budgetMs: number; step: DigestStep } };

/**
 * How long past its time budget a digest may run before its thread is ended: the budget is checked
 * between steps, and one step (laying out a very large table) cannot be interrupted.
 */
export const HARD_STOP_GRACE_MS = 60_000;

interface Pending {
  resolve(built: BuiltDigest): void;
  reject(error: Error): void;
  onProgress?: BuildDigestOptions["onProgress"];
}

const THREAD_ENTRY = new URL("./build-digest-thread.ts", import.meta.url);

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function digestThread(): Worker {
  if (worker) return worker;
  const thread = typescriptWorker(THREAD_ENTRY);
  thread.on("message", (reply: ThreadReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    if (reply.type === "progress") {
      job.onProgress?.(reply.stage, reply.progress, reply.details);
      return;
    }
    pending.delete(reply.id);
    if (reply.type === "failed") job.reject(failure(reply));
    else job.resolve(withBuffers(reply.built));
    if (pending.size === 0) thread.unref();
  });
  // A thread that dies (out of memory, a native crash) fails what it had; the next digest gets a new one.
  const fail = (error: Error) => {
    if (worker === thread) worker = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  thread.on("error", fail);
  thread.on("exit", (code) => fail(new Error(`The digest thread stopped (exit code ${code})`)));
  worker = thread;
  return thread;
}

/** The thread's failure as an Error of the kind it was, so the job can tell the reader why. */
function failure(reply: Extract<ThreadReply, { type: "failed" }>): Error {
  if (reply.timeBudget) return new DigestTimeBudgetError(reply.timeBudget.budgetMs, reply.timeBudget.step);
  return new Error(reply.message);
}

/**
 * buildDigest on a worker thread, so laying out a PDF — hundreds of milliseconds of synchronous work —
 * never holds up the requests this process serves. One thread per process, kept for the next digest
 * (its fonts and modules stay loaded); digests queue for it, as the job queue runs one at a time anyway.
 */
export function buildDigestOffThread(
  options: OffThreadOptions & Pick<BuildDigestOptions, "onProgress">,
): Promise<BuiltDigest> {
  const { onProgress, ...rest } = options;
  const thread = digestThread();
  const id = nextId++;
  const built = new Promise<BuiltDigest>((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    thread.ref();
    thread.postMessage({ id, options: rest } satisfies ThreadRequest);
  });
  const { timeBudget } = options;
  if (!timeBudget) return built;
  // The thread stops itself between steps once the budget is spent; a step that runs on far past
  // it ends with the thread (the next digest gets a new one).
  const left = Math.max(0, timeBudget.ms - (timeBudget.spentMs ?? 0));
  const hardStop = setTimeout(() => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    job.reject(new DigestTimeBudgetError(timeBudget.ms, "laying out the book"));
    void thread.terminate();
  }, left + HARD_STOP_GRACE_MS);
  hardStop.unref();
  return built.finally(() => clearTimeout(hardStop));
}

/** The files' bytes arrive as Uint8Arrays; the rest of Folio (uploads, attachments) expects Buffers. */
function withBuffers(built: BuiltDigest): BuiltDigest {
  for (const part of built.parts)
    for (const file of part.files)
      file.content = Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
  return built;
}
