import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { AnalysisHelper } from "./analysis-helper.ts";
import { type AnalysisInput, analyzeNewsletter, type NewsletterAnalysis } from "./newsletter-analysis.ts";

export interface AnalyzeNewslettersOptions {
  /** A second thread to share the work with; its results are the same as this thread's. */
  helper?: AnalysisHelper;
  /** Before this thread cleans newsletter `index`: checks for cancellation, reports progress. */
  beforeEach(index: number): void;
  /** Each newsletter's analysis, in the newsletters' order, whichever thread did it. */
  onAnalyzed(index: number, analysis: NewsletterAnalysis): void;
}

/**
 * Cleans every newsletter (those undefined are skipped), on this thread and, when there is one, on
 * a helper thread: each takes the next newsletter as it becomes free. This thread never waits for
 * the helper: once nothing is left to take, it cleans whatever the helper still holds itself and
 * keeps whichever result comes first — the same either way. Each newsletter's entry is let go once
 * it is cleaned, so a large digest does not hold all of its markup to the end.
 */
export async function analyzeNewsletters(
  newsletters: (AnalysisInput | undefined)[],
  options: AnalyzeNewslettersOptions,
): Promise<void> {
  const wanted = newsletters.map(Boolean);
  const results: (NewsletterAnalysis | undefined)[] = [];
  let next = 0;
  let reported = 0;
  let finished = false;
  const claim = (): number => {
    while (next < newsletters.length && !wanted[next]) next++;
    return next < newsletters.length ? next++ : -1;
  };
  const store = (index: number, analysis: NewsletterAnalysis) => {
    if (finished || results[index]) return;
    results[index] = analysis;
    newsletters[index] = undefined;
    for (; reported < newsletters.length; reported++) {
      if (!wanted[reported]) continue;
      const done = results[reported];
      if (!done) break;
      options.onAnalyzed(reported, done);
    }
  };
  const cleanHere = (index: number) => {
    options.beforeEach(index);
    store(index, analyzeNewsletter(newsletters[index]!));
  };
  const { helper } = options;
  const feedHelper = () => {
    const index = finished ? -1 : claim();
    if (index < 0 || !helper) return;
    helper.analyze(newsletters[index]!).then(
      (analysis) => {
        store(index, analysis);
        feedHelper();
      },
      // The thread died: this thread cleans what it held.
      () => undefined,
    );
  };
  helper?.whenReady(feedHelper);
  try {
    for (let index = claim(); index >= 0; index = claim()) {
      cleanHere(index);
      // Lets the helper's results, and the image downloads under way, make progress.
      await yieldToEventLoop();
    }
    for (let index = 0; index < newsletters.length; index++) {
      if (wanted[index] && !results[index]) cleanHere(index);
    }
  } finally {
    finished = true;
  }
}
