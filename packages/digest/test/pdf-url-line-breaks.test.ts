import { describe, expect, it } from "vitest";
import type { DigestDocument } from "../src/digest-document.ts";
import type { Block, Inline } from "../src/reading-document.ts";
import { renderPdf } from "../src/render-pdf.ts";
import { pdfText } from "./support/document-tools.ts";

// A long URL in running text may wrap after a "/", ".", "-", "?" or "&" of its address, never
// right after its scheme: "https://" alone at a line's end reads as a broken link.

const ADDRESS =
  "https://www.harbour-office.example.org/tide-tables/2026/november/full-chart-archive?format=print&lang=en";
const WORDS = "The harbour office put the new tide tables online this week and every chart is at".split(" ");

/** The same sentence with one more word before the URL each time, so the URL starts at every place of a line. */
function sentences(url: (text: string) => Inline): Block[] {
  return WORDS.map((_, count) => ({
    type: "paragraph",
    inlines: [{ text: `${WORDS.slice(0, count + 1).join(" ")} ` }, url(ADDRESS), { text: " to print." }],
  }));
}

async function pdfLines(blocks: Block[]): Promise<string[]> {
  const document: DigestDocument = {
    title: "Folio Digest",
    date: new Date("2026-11-21T07:00:00Z"),
    chapters: [{ id: "1", subject: "Tide tables", sender: "Harbour office", blocks }],
    includeTableOfContents: false,
    includeOriginalLinks: false,
    language: "en",
  };
  const pdf = await renderPdf({ document, images: () => undefined, imageData: async () => undefined });
  return (await pdfText(pdf)).split("\n").map((line) => line.trim());
}

describe("URLs wrapped in the PDF", () => {
  for (const [kind, url] of [
    ["written out", (text: string): Inline => ({ text })],
    ["linked", (text: string): Inline => ({ text, href: text })],
  ] as const) {
    it(`break inside the address, never right after the scheme (${kind})`, async () => {
      const lines = await pdfLines(sentences(url));
      expect(lines.filter((line) => /:\/\/$/.test(line))).toEqual([]);
      // The address still wraps where it may: after a "/", "." or "-".
      expect(lines.some((line) => /https:\/\/\S*[/.-]$/.test(line))).toBe(true);
    });
  }
});
