/** The helper thread's side of analysis-helper.ts: cleans the newsletters it is sent, one at a time. */
import { parentPort } from "node:worker_threads";
import type { HelperReply, HelperRequest } from "./analysis-helper.ts";
import { analyzeNewsletter } from "./newsletter-analysis.ts";

const port = parentPort;
if (!port) throw new Error("analysis-thread.ts runs as a worker thread only");

port.on("message", ({ id, newsletter }: HelperRequest) => {
  port.postMessage({ id, analysis: analyzeNewsletter(newsletter) } satisfies HelperReply);
});
// The first newsletter a thread cleans pays for building the phrase index, compiling the patterns and
// loading the language profiles: this one pays before the thread says it is ready, not a reader's.
analyzeNewsletter({
  subject: "Warming up",
  from: { name: "Folio", address: "folio@localhost" },
  html: "<p>Folio cleans newsletters into a book.</p><p>Unsubscribe · View this e-mail in your browser</p>",
  listUnsubscribe: [],
  recipients: [],
});
port.postMessage({ ready: true } satisfies HelperReply);
