import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { DigestDocument } from "../src/digest-document.ts";
import type { Block, TableCell } from "../src/reading-document.ts";
import { renderEpub } from "../src/render-epub.ts";
import { renderPdf } from "../src/render-pdf.ts";
import { pdfPageSizes, pdfText } from "./support/document-tools.ts";

// pdftotext marks right-to-left runs with embedding controls; only the letters and spaces count.
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

function readable(text: string): string {
  return text.replace(BIDI_CONTROLS, "").replace(/\s+/g, " ");
}

function paragraph(text: string): Block {
  return { type: "paragraph", inlines: [{ text }] };
}

async function render(blocks: Block[], subject = "A newsletter"): Promise<string> {
  const document: DigestDocument = {
    title: "Folio Digest",
    date: new Date("2026-11-21T07:00:00Z"),
    chapters: [{ id: "1", subject, sender: "Sender", blocks }],
    includeTableOfContents: false,
    includeOriginalLinks: false,
    language: "en",
  };
  const pdf = await renderPdf({ document, images: () => undefined, imageData: async () => undefined });
  return pdfText(pdf);
}

// Long enough to wrap over several lines, without punctuation or digits whose placement
// pdftotext guesses at: every word must come out in reading order with its spaces.
const HEBREW =
  "שלום לכולם וברוכים הבאים למכתב החדשות השבועי שלנו השבוע נספר לכם על הגינה הקהילתית החדשה בשכונה ועל הספרייה שפתחה את שעריה מחדש אחרי השיפוץ הגדול";
const ARABIC =
  "مرحبا بكم في النشرة الأسبوعية نتحدث هذا الأسبوع عن المكتبة العامة التي فتحت أبوابها من جديد بعد الترميم وعن الحديقة الجديدة في وسط المدينة";

describe("right-to-left text in the PDF", () => {
  it("keeps Hebrew and Arabic words in reading order, with their spaces, across wrapped lines", async () => {
    const text = readable(await render([paragraph(HEBREW), paragraph(ARABIC)], "חדשות השבוע"));
    expect(text).toContain(HEBREW);
    expect(text).toContain(ARABIC);
    expect(text).toContain("חדשות השבוע");
  });

  it("keeps a left-to-right word inside a right-to-left sentence, and the other way round", async () => {
    const text = readable(
      await render([
        paragraph("זהו מכתב חדשות על Folio ועל הספרים שלנו"),
        paragraph("A reader wrote to us in Arabic: مرحبا بكم في النشرة and then went on in English"),
      ]),
    );
    expect(text).toContain("ועל הספרים שלנו");
    expect(text).toContain("זהו מכתב חדשות על");
    expect(text).toContain("Folio");
    expect(text).toContain("A reader wrote to us in Arabic:");
    expect(text).toContain("مرحبا بكم في النشرة");
    expect(text).toContain("and then went on in English");
  });
});

describe("right-to-left chapters in the EPUB", () => {
  it("set a Hebrew or Arabic chapter right to left, and leave the others as they are", async () => {
    const document: DigestDocument = {
      title: "Folio Digest",
      date: new Date("2026-11-21T07:00:00Z"),
      chapters: [
        { id: "1", subject: "חדשות השבוע", sender: "Sender", blocks: [paragraph(HEBREW)], language: "he" },
        { id: "2", subject: "النشرة", sender: "Sender", blocks: [paragraph(ARABIC)], language: "ar" },
        {
          id: "3",
          subject: "The week",
          sender: "Sender",
          blocks: [paragraph("The ferry is back.")],
          language: "en",
        },
      ],
      includeTableOfContents: false,
      includeOriginalLinks: false,
      language: "he",
    };
    const epub = await renderEpub({ document, images: () => undefined, imageData: async () => undefined });
    const directory = await mkdtemp(path.join(os.tmpdir(), "folio-rtl-epub-"));
    try {
      await writeFile(path.join(directory, "book.epub"), epub);
      const { stdout } = await promisify(execFile)("unzip", ["-p", "book.epub", "OEBPS/*.xhtml"], {
        cwd: directory,
        maxBuffer: 16 * 1024 * 1024,
      });
      const sections = stdout.match(/<section epub:type="chapter"[^>]*>/g) ?? [];
      expect(sections).toEqual([
        expect.stringMatching(/lang="he" dir="rtl"/),
        expect.stringMatching(/lang="ar" dir="rtl"/),
        expect.not.stringMatching(/dir=/),
      ]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe("data tables in the PDF", () => {
  it("keep every column of an 8-column table, long cells wrapped", async () => {
    const header = [
      "Ticker",
      "Company",
      "Exchange",
      "Price",
      "Change",
      "Volume",
      "Market cap",
      "Investor page",
    ];
    const row = [
      "ACMEX",
      "Acme Incorporated International Holdings",
      "NASDAQ",
      "1,234.56",
      "+12.34%",
      "12,345,678",
      "98,765,432,100",
      "https://investors.example.com/dividends/2026/annual-report",
    ];
    const cells = (texts: string[], header: boolean): TableCell[] =>
      texts.map((text) => ({ inlines: [{ text }], header }));
    const rows = [cells(header, true)];
    for (let index = 0; index < 5; index++)
      rows.push(cells([...row.slice(0, 7), `${row[7]}/${index}`], false));
    const text = await render([{ type: "table", rows }]);
    // pdftotext reads a table line by line across its columns; each word must be there.
    const tokens = new Set(text.split(/\s+/));
    for (const word of [...header, ...row.slice(0, 7)].flatMap((value) => value.split(" "))) {
      expect(tokens, word).toContain(word);
    }
    // The URL breaks inside its narrow column; its letters are all there, in order.
    const compact = text.replace(/\s+/g, "");
    expect(compact).toMatch(
      new RegExp([...`${row[7]}/4`].map((char) => char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join(".*")),
    );
  });

  it("turn a table too wide for an upright page onto sideways pages, every word whole, and the text after it upright", async () => {
    const cells = (texts: string[], header: boolean): TableCell[] =>
      texts.map((text) => ({ inlines: [{ text }], header }));
    const columns = 12;
    const header = Array.from({ length: columns }, (_, column) => `Quarter ${column + 1} revenue`);
    const rows = [cells(header, true)];
    const figures: string[] = [];
    for (let row = 0; row < 6; row++) {
      const values = Array.from({ length: columns - 1 }, (_, column) =>
        (1234.5 * (row + 1) * (column + 2)).toFixed(2),
      );
      figures.push(...values);
      rows.push(cells([`Region North-West ${row}`, ...values.map((value) => `${value} EUR`)], false));
    }
    const document: DigestDocument = {
      title: "Folio Digest",
      date: new Date("2026-11-21T07:00:00Z"),
      chapters: [
        {
          id: "1",
          subject: "Results by quarter",
          sender: "Sender",
          blocks: [paragraph("Before the table."), { type: "table", rows }, paragraph("After the table.")],
        },
      ],
      includeTableOfContents: false,
      includeOriginalLinks: false,
      language: "en",
    };
    const pdf = await renderPdf({ document, images: () => undefined, imageData: async () => undefined });
    const sizes = (await pdfPageSizes(pdf)).map(({ width, height }) =>
      width > height ? "sideways" : "upright",
    );
    // Title page, the chapter's first page, the table's sideways page(s), then upright again.
    expect(sizes[0]).toBe("upright");
    expect(sizes).toContain("sideways");
    expect(sizes.at(-1)).toBe("upright");
    const text = await pdfText(pdf);
    const tokens = new Set(text.split(/\s+/));
    // Every figure and every header word whole: no word broken inside a narrow column.
    for (const word of [...figures, "Quarter", "revenue", "Region", "North-West", "EUR"]) {
      expect(tokens, word).toContain(word);
    }
    expect(text).toContain("After the table.");
  });
});
