import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import type { AnalysisInput, NewsletterAnalysis } from "./newsletter-analysis.ts";
import { typescriptWorker } from "./typescript-worker.ts";

export interface HelperRequest {
  id: number;
  newsletter: AnalysisInput;
}

export type HelperReply = { ready: true } | { id: number; analysis: NewsletterAnalysis };

/** A second thread that cleans newsletters while the digest's own thread cleans others. */
export interface AnalysisHelper {
  /** Calls `ready` once the thread has loaded the cleaner (at once if it has). */
  whenReady(ready: () => void): void;
  /** Rejects if the thread dies; the caller then cleans the newsletter itself. */
  analyze(newsletter: AnalysisInput): Promise<NewsletterAnalysis>;
}

const ENTRY = new URL("./analysis-thread.ts", import.meta.url);

let helper: AnalysisHelper | undefined;

/**
 * The process's helper, started on first use and kept (unreferenced, so it never holds the process
 * open) for the next digest: loading the cleaner takes a few hundred milliseconds. None on one core.
 */
export function analysisHelper(): AnalysisHelper | undefined {
  if (availableParallelism() < 2) return undefined;
  helper ??= startHelper();
  return helper;
}

function startHelper(): AnalysisHelper {
  const thread: Worker = typescriptWorker(ENTRY);
  let ready = false;
  let nextId = 0;
  const readyCallbacks: (() => void)[] = [];
  const pending = new Map<
    number,
    { resolve(analysis: NewsletterAnalysis): void; reject(error: Error): void }
  >();
  const self: AnalysisHelper = {
    whenReady(callback) {
      if (ready) callback();
      else readyCallbacks.push(callback);
    },
    analyze(newsletter) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, newsletter } satisfies HelperRequest);
      });
    },
  };
  thread.on("message", (reply: HelperReply) => {
    if ("ready" in reply) {
      ready = true;
      for (const callback of readyCallbacks.splice(0)) callback();
      return;
    }
    pending.get(reply.id)?.resolve(reply.analysis);
    pending.delete(reply.id);
  });
  // A thread that dies fails what it held (the digest cleans those itself); the next digest starts another.
  const fail = (error: Error) => {
    if (helper === self) helper = undefined;
    readyCallbacks.length = 0;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  thread.on("error", fail);
  thread.on("exit", (code) => fail(new Error(`The cleaning thread stopped (exit code ${code})`)));
  // After the listeners: adding a "message" listener references the thread again.
  thread.unref();
  return self;
}
