import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { build } from "esbuild";
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

/** The helper if one is already running (loaded or loading); never starts one. */
export function runningAnalysisHelper(): AnalysisHelper | undefined {
  return helper;
}

let script: Promise<string> | undefined;

/**
 * The cleaner bundled into one plain script. A thread that loads TypeScript through tsx registers
 * the loader's hooks, which run on a thread of their own: bundled, the helper is ready half a
 * second sooner and takes about 30 MB less.
 */
function helperScript(): Promise<string> {
  script ??= build({
    entryPoints: [fileURLToPath(ENTRY)],
    bundle: true,
    platform: "node",
    format: "cjs",
    write: false,
    logLevel: "silent",
  }).then((result) => result.outputFiles[0]!.text);
  return script;
}

/** The helper thread: the bundled script, or the TypeScript module itself when bundling failed. */
async function startThread(): Promise<Worker> {
  try {
    return new Worker(await helperScript(), { eval: true });
  } catch {
    return typescriptWorker(ENTRY);
  }
}

function startHelper(): AnalysisHelper {
  let thread: Worker | undefined;
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
        if (!thread) return reject(new Error("The cleaning thread has not started"));
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, newsletter } satisfies HelperRequest);
      });
    },
  };
  // A thread that dies fails what it held (the digest cleans those itself); the next digest starts another.
  const fail = (error: Error) => {
    if (helper === self) helper = undefined;
    readyCallbacks.length = 0;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  startThread().then((started) => {
    thread = started;
    started.on("message", (reply: HelperReply) => {
      if ("ready" in reply) {
        ready = true;
        for (const callback of readyCallbacks.splice(0)) callback();
        return;
      }
      pending.get(reply.id)?.resolve(reply.analysis);
      pending.delete(reply.id);
    });
    started.on("error", fail);
    started.on("exit", (code) => fail(new Error(`The cleaning thread stopped (exit code ${code})`)));
    // After the listeners: adding a "message" listener references the thread again.
    started.unref();
  }, fail);
  return self;
}
