import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildDigestOptions, buildDigest, type DigestSource } from "../src/index.ts";
import { pdfText } from "./support/document-tools.ts";
import { generateNewsletters } from "./support/generated-newsletters.ts";
import { type ImageServer, startImageServer } from "./support/image-server.ts";
import { startSilentServer } from "./support/silent-server.ts";

// The digest's images are all fetched at once within one budget (10 s by default); a host that
// never answers costs that budget once, not a timeout per image.
const BUDGET_MS = 10_000;

let server: ImageServer;
let sources: DigestSource[];
let imageUrls: Set<string>;

beforeAll(async () => {
  server = await startImageServer();
  const newsletters = await generateNewsletters({ count: 50, server, sections: 2 });
  sources = newsletters.map((newsletter) => newsletter.source);
  imageUrls = new Set(newsletters.flatMap((newsletter) => newsletter.imageUrls));
}, 120_000);

afterAll(async () => {
  await server.close();
});

function options(): BuildDigestOptions {
  return {
    sources,
    formats: ["pdf"],
    includeTableOfContents: true,
    includeOriginalLinks: true,
    date: new Date("2026-11-21T07:00:00Z"),
    imageFetch: { allowHosts: [server.host] },
  };
}

describe("the time a digest spends on images", () => {
  it("is bounded by one budget when every image host hangs, and each missing image is reported", async () => {
    let started = performance.now();
    const available = await buildDigest(options());
    const withImages = performance.now() - started;
    expect(available.stats.images.failed).toBe(0);
    expect(available.stats.images.usable).toBeGreaterThan(50);

    // The same newsletters, their image host now silent.
    const port = Number(server.host.split(":")[1]);
    await server.close();
    const silent = await startSilentServer(port);
    try {
      started = performance.now();
      const unreachable = await buildDigest(options());
      const withoutImages = performance.now() - started;

      expect(silent.connections()).toBeGreaterThan(0);
      expect(unreachable.items.every((item) => item.ok)).toBe(true);
      expect(unreachable.stats.images.usable).toBe(0);
      expect(unreachable.stats.images.failed).toBe(unreachable.stats.images.found);
      // One budget, not a timeout per image (that would take minutes for these images). The bounds
      // are loose on purpose: on a loaded machine the budget's timer fires late, and this test must
      // not fail by chance; `pnpm bench:digest` measures the real figure (about 9 s more).
      expect(unreachable.stats.images.fetchMs).toBeLessThan(2 * BUDGET_MS);
      expect(withoutImages - withImages).toBeLessThan(2 * 15_000);
      // The digest's report lists every missing image with its URL and reason.
      const reported = unreachable.report.newsletters.flatMap((newsletter) => newsletter.images.failed);
      const reportedUrls = new Set(reported.map((problem) => problem.url));
      for (const url of imageUrls) expect(reportedUrls.has(url), url).toBe(true);
      expect(reportedUrls.size).toBe(unreachable.stats.images.failed);
      for (const problem of reported) expect(problem.reason).toMatch(/digest's 10 s for images/);

      // The book's last page says how many images are missing and lists them with the reason.
      const failed = unreachable.stats.images.failed;
      expect(failed).toBeGreaterThan(50);
      const text = (await pdfText(unreachable.parts[0]!.files[0]!.content)).replace(/\s+/g, " ");
      expect(text).toContain(`About this digest`);
      expect(text).toContain(`${failed} images could not be fetched`);
      const listed =
        text.match(/for images ran out first|did not answer within the digest's 10 s for images/g) ?? [];
      expect(listed.length).toBe(Math.min(failed, 150));
      const urls = text.match(/http:\/\/127\.0\.0\.1:\d+\/\S+/g) ?? [];
      expect(new Set(urls).size).toBe(Math.min(failed, 150));
      for (const url of imageUrls) if (urls.length === failed) expect(urls).toContain(url);
    } finally {
      await silent.close();
    }
  }, 300_000);
});
