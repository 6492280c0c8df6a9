import { Worker } from "node:worker_threads";

// A thread runs TypeScript like the rest of Folio, through tsx — registered inside the thread, as
// loader flags in a worker's execArgv are not honoured — so it works under `tsx`, `node --import tsx`
// and the test runner alike.
const TSX_API = import.meta.resolve("tsx/esm/api");

/** A worker thread running the TypeScript module at `entry`. */
export function typescriptWorker(entry: URL): Worker {
  const bootstrap = `import(${JSON.stringify(TSX_API)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}
