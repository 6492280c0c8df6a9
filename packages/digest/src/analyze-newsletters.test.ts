import { describe, expect, it } from "vitest";
import { syntheticCases } from "../test/support/fidelity-cases.ts";
import { analysisHelper } from "./analysis-helper.ts";
import { analyzeNewsletters } from "./analyze-newsletters.ts";
import { type AnalysisInput, analysisInput, type NewsletterAnalysis } from "./newsletter-analysis.ts";
import { parseNewsletter } from "./parse-newsletter.ts";

const inputs = await Promise.all(
  syntheticCases()
    .slice(0, 40)
    .map(async (item) => analysisInput(await parseNewsletter(item.raw))),
);

async function analyzeAll(
  newsletters: (AnalysisInput | undefined)[],
  helper?: Parameters<typeof analyzeNewsletters>[1]["helper"],
) {
  const order: number[] = [];
  const results: NewsletterAnalysis[] = [];
  await analyzeNewsletters([...newsletters], {
    helper,
    beforeEach: () => undefined,
    onAnalyzed: (index, analysis) => {
      order.push(index);
      results[index] = analysis;
    },
  });
  return { order, results };
}

describe("cleaning newsletters on two threads", () => {
  it("gives every newsletter the same reading as one thread, reported in the newsletters' order", async () => {
    const helper = analysisHelper();
    expect(helper).toBeDefined();
    // A helper that is ready takes the first newsletter at once, so both threads are sure to work.
    await new Promise<void>((ready) => helper!.whenReady(ready));
    let helped = 0;
    const counting: typeof helper = {
      whenReady: (ready) => helper!.whenReady(ready),
      analyze: (newsletter) => {
        helped++;
        return helper!.analyze(newsletter);
      },
    };
    const newsletters = [...inputs.slice(0, 10), undefined, ...inputs.slice(10)];
    const alone = await analyzeAll(newsletters);
    const shared = await analyzeAll(newsletters, counting);
    expect(helped).toBeGreaterThan(0);
    expect(shared.order).toEqual(alone.order);
    expect(shared.order).not.toContain(10);
    expect(shared.results).toEqual(alone.results);
  }, 60_000);

  it("cleans on its own thread what a helper thread that died held, and never waits for one that is not ready", async () => {
    const dying = {
      whenReady: (ready: () => void) => ready(),
      analyze: () => Promise.reject(new Error("The cleaning thread stopped (exit code 1)")),
    };
    const never = { whenReady: () => undefined, analyze: () => new Promise<NewsletterAnalysis>(() => {}) };
    const alone = await analyzeAll(inputs.slice(0, 12));
    for (const helper of [dying, never]) {
      const result = await analyzeAll(inputs.slice(0, 12), helper);
      expect(result.order).toEqual(alone.order);
      expect(result.results).toEqual(alone.results);
    }
  });
});
