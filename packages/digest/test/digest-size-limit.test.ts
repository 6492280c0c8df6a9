import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltDigest, buildDigest, DEFAULT_MAX_EMAIL_BYTES, estimateEmailBytes } from "../src/index.ts";
import { epubcheckAvailable, pdfText, runEpubcheck } from "./support/document-tools.ts";
import { generateNewsletters } from "./support/generated-newsletters.ts";
import { type ImageServer, startImageServer } from "./support/image-server.ts";

let server: ImageServer;

beforeAll(async () => {
  server = await startImageServer();
});

afterAll(async () => {
  await server.close();
});

/** What the e-mail really weighs: every attachment in base64 at 76 columns, plus the envelope. */
function emailSize(part: BuiltDigest["parts"][number]): number {
  const base64 = part.files.reduce(
    (sum, file) => sum + file.content.toString("base64").length * (78 / 76),
    0,
  );
  return Math.max(base64 + 64 * 1024, estimateEmailBytes(part.files.map((file) => file.content.byteLength)));
}

describe("digest size limits", () => {
  it("keeps 150 newsletters with many large images within 10 MB per e-mail", async () => {
    const newsletters = await generateNewsletters({
      count: 150,
      server,
      noisyImages: true,
      imagesPerNewsletter: 3,
      sections: 3,
      sentencesPerParagraph: 3,
    });
    const digest = await buildDigest({
      sources: newsletters.map((newsletter) => newsletter.source),
      formats: ["pdf", "epub"],
      includeTableOfContents: true,
      includeOriginalLinks: true,
      date: new Date("2026-11-21T07:00:00Z"),
      // About size, not time: every image must arrive from the one local host.
      imageFetch: { allowHosts: [server.host], concurrency: 16, perHostConcurrency: 16, budgetMs: 120_000 },
    });
    expect(digest.items.every((item) => item.ok)).toBe(true);
    for (const part of digest.parts) {
      expect(emailSize(part), `part ${part.index}`).toBeLessThanOrEqual(DEFAULT_MAX_EMAIL_BYTES);
      expect(part.files.map((file) => file.filename.split(".").pop())).toEqual(["pdf", "epub"]);
    }
    // Every newsletter is in exactly one part, in order.
    expect(digest.parts.flatMap((part) => part.itemIds)).toEqual(
      newsletters.map((newsletter) => newsletter.source.id),
    );
    expect(digest.stats.images.usable).toBeGreaterThan(400);
  }, 600_000);

  it("splits into numbered parts when one e-mail cannot hold the digest", async () => {
    // Small enough that the text alone needs several e-mails, even with every image left out.
    const newsletters = await generateNewsletters({
      count: 12,
      server,
      sections: 5,
      sentencesPerParagraph: 8,
    });
    const maxEmailBytes = 450 * 1024;
    const digest = await buildDigest({
      sources: newsletters.map((newsletter) => newsletter.source),
      formats: ["pdf", "epub"],
      includeTableOfContents: true,
      includeOriginalLinks: true,
      date: new Date("2026-11-21T07:00:00Z"),
      imageFetch: { allowHosts: [server.host] },
      maxEmailBytes,
    });
    expect(digest.parts.length).toBeGreaterThan(1);
    const of = digest.parts.length;
    for (const part of digest.parts) {
      expect(part.of).toBe(of);
      expect(emailSize(part)).toBeLessThanOrEqual(maxEmailBytes);
      expect(part.files.map((file) => file.filename)).toEqual([
        `folio-digest-2026-11-21-part-${part.index}.pdf`,
        `folio-digest-2026-11-21-part-${part.index}.epub`,
      ]);
    }
    expect(digest.parts.flatMap((part) => part.itemIds)).toEqual(
      newsletters.map((newsletter) => newsletter.source.id),
    );

    const first = digest.parts[0]!;
    const text = await pdfText(first.files[0]!.content);
    expect(text).toContain(`Part 1 of ${of}`);
    expect(text).toContain(newsletters[0]!.subject.slice(0, 30));
    if (epubcheckAvailable()) {
      const check = await runEpubcheck(first.files[1]!.content);
      expect(check.errors + check.fatals, check.output).toBe(0);
    }
  }, 300_000);
});
