import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { type BuiltDigest, buildDigest } from "../src/index.ts";
import { readEpub } from "./support/book-text.ts";
import type { FidelityCase } from "./support/fidelity-cases.ts";
import { pdfReadingText } from "./support/pdf-reading-text.ts";
import { readCorpus } from "./support/read-corpus.ts";
import { scorePhrases } from "./support/score-text.ts";

// The real newsletters beside the repository (third-party mail, never copied into it): one book
// of all of them must keep every needed phrase, drop every piece of chrome and tag every chapter
// with its language. Skipped where the corpus is absent.

const here = path.dirname(fileURLToPath(import.meta.url));
const CORPUS = path.resolve(here, "../../../../shared/corpus/real");
const cases = await readCorpus(CORPUS);

describe.skipIf(!cases)("the real-newsletter corpus", () => {
  const corpus = cases as FidelityCase[];
  let digest: BuiltDigest;

  beforeAll(async () => {
    digest = await buildDigest({
      sources: corpus.map((item) => ({ id: item.name, raw: item.raw })),
      formats: ["pdf", "epub"],
      includeTableOfContents: false,
      includeOriginalLinks: false,
      date: new Date("2026-11-21T07:00:00Z"),
      imageFetch: {
        timeoutMs: 100,
        fetch: (async () => {
          throw new Error("no network in tests");
        }) as typeof fetch,
      },
    });
  }, 600_000);

  it("keeps every needed phrase and drops all chrome in the EPUB, each chapter in its language", () => {
    const files = digest.parts.flatMap((part) => part.files);
    const chapters = files
      .filter((file) => file.filename.endsWith(".epub"))
      .flatMap((file) => readEpub(file.content).chapters);
    expect(chapters).toHaveLength(corpus.length);
    for (const [index, item] of corpus.entries()) {
      const chapter = chapters[index]!;
      const score = scorePhrases(chapter.text, item.must, item.mustNot);
      expect(score.lost, `${item.name} lost`).toEqual([]);
      expect(score.leaked, `${item.name} leaked`).toEqual([]);
      expect(chapter.language, item.name).toBe(item.language);
    }
  });

  it("keeps every needed phrase and drops all chrome in the PDF, read as a reader reads its pages", async () => {
    const files = digest.parts.flatMap((part) => part.files).filter((file) => file.filename.endsWith(".pdf"));
    const text = (await Promise.all(files.map((file) => pdfReadingText(file.content)))).join("\n");
    const score = scorePhrases(
      text,
      corpus.flatMap((item) => item.must),
      corpus.flatMap((item) => item.mustNot),
    );
    expect(score.lost).toEqual([]);
    expect(score.leaked).toEqual([]);
  });
});
