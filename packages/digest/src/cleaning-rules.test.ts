import { describe, expect, it } from "vitest";
import { syntheticCases } from "../test/support/fidelity-cases.ts";
import { cleanNewsletterHtml } from "./clean-newsletter-html.ts";
import { parseNewsletter } from "./parse-newsletter.ts";
import { readNewsletter } from "./read-newsletter.ts";
import { type Block, blockText, isLineBreak, type ReadingDocument } from "./reading-document.ts";

// Each synthetic newsletter through parsing and cleaning: the phrases a reader needs arrive,
// the chrome does not (the fidelity bench runs the same cases through PDF and EPUB too).

const spaces = (value: string) => value.replace(/\s+/g, " ");

/** The text a reader sees when no image can be had: each image leaves its alt text. */
function readerText(block: Block): string {
  if (block.type === "image") return block.alt;
  if (block.type === "list") return block.items.map((item) => item.map(readerText).join("\n")).join("\n");
  if (block.type === "quote") return block.blocks.map(readerText).join("\n");
  return blockText(block);
}

function text(blocks: Block[]): string {
  return spaces(blocks.map(readerText).join("\n"));
}

async function read(raw: Buffer): Promise<ReadingDocument> {
  return readNewsletter(await parseNewsletter(raw));
}

describe("cleaning rules on synthetic newsletters", () => {
  for (const item of syntheticCases()) {
    it(`${item.name}: keeps every needed phrase and drops the chrome`, async () => {
      const reading = await read(item.raw);
      const all = text(reading.blocks);
      for (const phrase of item.must) expect(all, phrase).toContain(spaces(phrase));
      for (const phrase of item.mustNot) expect(all, phrase).not.toContain(spaces(phrase));
    });
  }

  it("keeps link text as the author wrote it and sends the link to the tracker's target", async () => {
    const item = syntheticCases().find((candidate) => candidate.name === "honest-links")!;
    const reading = await read(item.raw);
    const runs = reading.blocks.flatMap((block) =>
      block.type === "paragraph" ? block.inlines.filter((inline) => !isLineBreak(inline) && inline.href) : [],
    );
    expect(runs).toEqual([
      { text: "bücher.example/herbst", href: "https://xn--bcher-kva.example/herbst" },
      { text: "https://example.org/report?id=7", href: "https://example.org/report?id=7" },
    ]);
  });

  it("removes a chrome block whole instead of cutting words out of its sentence", () => {
    const prose =
      "<p>The harbour reopened this week after a long winter of repairs to the old stone quay.</p>".repeat(4);
    const { blocks } = cleanNewsletterHtml(
      `<body>${prose}<p>Don't like these emails? <a href="https://news.example.org/unsubscribe?id=1">Unsubscribe</a>.</p></body>`,
    );
    const all = text(blocks);
    expect(all).not.toContain("Don't like these emails");
    expect(all).not.toContain("Unsubscribe");
    expect(all).toContain("old stone quay");
  });

  it("cuts a web-copy link only from the end of a masthead line, where a separator sets it off", () => {
    const prose =
      "<p>The harbour reopened this week after a long winter of repairs to the old stone quay, and the first boats came home.</p>".repeat(
        4,
      );
    const { blocks } = cleanNewsletterHtml(
      `<body><p>The Quay Letter, by the harbour master, who also writes <a href="https://blog.example/quay">on Medium</a></p>
<p>Issue 4 — <a href="https://quay.example/4">View online</a></p>${prose}</body>`,
    );
    const all = text(blocks);
    expect(all).toContain("who also writes on Medium");
    expect(all).toContain("Issue 4");
    expect(all).not.toContain("Issue 4 —");
    expect(all).not.toContain("View online");
  });

  it("falls back to a gentler reading when a stylesheet would hide the newsletter", () => {
    const prose =
      "<p>Every paragraph of this issue sits in a column the stylesheet hides by mistake.</p>".repeat(20);
    const reading = cleanNewsletterHtml(
      `<html><head><style>.col { display: none }</style></head><body><div class="col">${prose}</div><p>Footer</p></body></html>`,
    );
    expect(reading.fallback).toBe("gentle");
    expect(text(reading.blocks)).toContain("Every paragraph of this issue");
    expect(reading.words!.kept).toBeGreaterThanOrEqual(reading.words!.source * 0.9);
  });

  it("cleans a newsletter set with line breaks alone the usual way, its footer cut off at the drawn rule", async () => {
    const reading = await read(syntheticCase("line-break-layout").raw);
    expect(reading.fallback).toBeUndefined();
    expect(text(reading.blocks)).not.toContain("please visit");
  });

  it("keeps the lighter reading's chrome rules: footer and menu go, and what it removed is not counted as lost", async () => {
    for (const name of ["offer-under-menu-and-legal-footer", "hidden-column-with-menu-and-footer"]) {
      const reading = await read(syntheticCase(name).raw);
      expect(reading.fallback, name).toBe("gentle");
    }
  });
});

function syntheticCase(name: string) {
  return syntheticCases().find((candidate) => candidate.name === name)!;
}
