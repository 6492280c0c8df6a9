import { describe, expect, it } from "vitest";
import { buildDigest } from "../src/index.ts";
import { NEWSLETTER_TEXT_LIMIT } from "../src/newsletter-limits.ts";
import { pdfText } from "./support/document-tools.ts";
import { epubText } from "./support/epub-text.ts";
import { buildNewsletterMessage } from "./support/mime-builder.ts";

/** A newsletter of numbered paragraphs, `bytes` of HTML long, ending with a marker. */
function longNewsletter(subject: string, bytes: number): Buffer {
  const paragraphs: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index++) {
    const paragraph = `<p>Paragraph ${index} of a very long letter about rivers, bridges and the libraries along them, written slowly.</p>\n`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  return buildNewsletterMessage({
    subject,
    html: `<html><body>${paragraphs.join("")}<p>The last words of the letter: LAST-PARAGRAPH-MARKER.</p></body></html>`,
    encoding: "base64",
  });
}

describe("a long newsletter", () => {
  it("goes into the book whole at 1.5 MB, in the PDF and in the EPUB", async () => {
    const digest = await buildDigest({
      sources: [{ id: "long", raw: longNewsletter("A very long letter", 1.5 * 1024 * 1024) }],
      formats: ["pdf", "epub"],
      includeTableOfContents: false,
      includeOriginalLinks: false,
      date: new Date("2026-11-21T07:00:00Z"),
      imageFetch: {},
    });
    const files = digest.parts.flatMap((part) => part.files);
    const pdf = (
      await Promise.all(
        files.filter((file) => file.filename.endsWith(".pdf")).map((file) => pdfText(file.content)),
      )
    ).join("\n");
    const epub = (
      await Promise.all(
        files.filter((file) => file.filename.endsWith(".epub")).map((file) => epubText(file.content)),
      )
    ).join("\n");
    for (const text of [pdf, epub]) {
      expect(text).toContain("Paragraph 0 of a very long letter");
      expect(text).toContain("Paragraph 7000 of a very long letter");
      expect(text).toContain("LAST-PARAGRAPH-MARKER");
      expect(text).not.toMatch(/shortened|not in this digest/);
    }
  }, 600_000);

  it("past the size limit, says in the chapter what was left out and why", async () => {
    const digest = await buildDigest({
      sources: [{ id: "huge", raw: longNewsletter("An enormous letter", NEWSLETTER_TEXT_LIMIT + 200_000) }],
      formats: ["epub"],
      includeTableOfContents: false,
      includeOriginalLinks: false,
      date: new Date("2026-11-21T07:00:00Z"),
      imageFetch: {},
    });
    const text = (await Promise.all(digest.parts.map((part) => epubText(part.files[0]!.content)))).join("\n");
    expect(text).toContain("Paragraph 0 of a very long letter");
    expect(text).not.toContain("LAST-PARAGRAPH-MARKER");
    expect(text).toMatch(
      /The rest of this newsletter is not in this digest\. The newsletter is longer than 2 million characters/,
    );
  }, 600_000);

  it("goes into the EPUB whole with a 250,000-row table and a 250,000-item list (SEC-7: no stack overflow)", async () => {
    const rows = Array.from({ length: 250_000 }, (_, index) => `<tr><td>${index % 10}</td><td>x</td></tr>`);
    const items = Array.from({ length: 250_000 }, (_, index) => `<li>${index % 10}</li>`);
    const raw = buildNewsletterMessage({
      subject: "Every reading of the year",
      html: `<html><body><p>The readings.</p><table border="1"><tr><th>Digit</th><th>Mark</th></tr><tr><td>FIRST-ROW</td><td>x</td></tr>${rows.join("")}<tr><td>LAST-ROW</td><td>x</td></tr></table><ol><li>FIRST-ITEM</li>${items.join("")}<li>LAST-ITEM</li></ol><p>LAST-PARAGRAPH-MARKER</p></body></html>`,
      encoding: "base64",
    });
    const digest = await buildDigest({
      sources: [{ id: "rows", raw }],
      formats: ["epub"],
      includeTableOfContents: false,
      includeOriginalLinks: false,
      date: new Date("2026-11-21T07:00:00Z"),
      imageFetch: {},
    });
    expect(digest.items[0]!.ok).toBe(true);
    expect(digest.summary.leftOut).toEqual([]);
    const text = (await Promise.all(digest.parts.map((part) => epubText(part.files[0]!.content)))).join("\n");
    for (const phrase of ["FIRST-ROW", "LAST-ROW", "FIRST-ITEM", "LAST-ITEM", "LAST-PARAGRAPH-MARKER"])
      expect(text).toContain(phrase);
  }, 600_000);
});
