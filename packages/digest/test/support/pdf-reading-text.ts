import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { MARGINS } from "../../src/pdf/pdf-style.ts";

// A PDF's text as a reader reads it, for scoring phrases: words as printed (pdftotext's plain mode
// drops the hyphen of a hard hyphen at a line end, "1 GHz-" + "Prozessor" becoming "GHzProzessor",
// which the PDF does not show), without the page numbers Folio prints in the bottom margin (they
// would cut a sentence running across a page break), and a URL wrapped at a line end joined again.
// Nothing else is dropped or changed: text missing from the pages stays missing.

const run = promisify(execFile);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const number = (tag: string, attribute: string) =>
  Number(new RegExp(`${attribute}="([\\d.]+)"`).exec(tag)?.[1]);

/** A line ending inside a URL, at a character after which a line breaker splits URLs. */
const URL_BROKEN_AT_LINE_END = /(?:^|\s)(?:https?:\/\/|(?:https?:\/\/|www\.)\S*[/?&=#_~-])$/;

/** The lines of one pdftotext -bbox-layout page, in its reading order, without the page number. */
function pageLines(page: string): string[] {
  const height = number(page, "height");
  const lines: string[] = [];
  for (const block of page.split("<block ").slice(1)) {
    const words = [...block.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((match) => decode(match[1]!));
    // The page number is the only thing Folio prints in the bottom margin.
    if (number(block, "yMin") >= height - MARGINS[3] && words.every((word) => /^\d+$/.test(word))) continue;
    for (const line of block.split("<line ").slice(1)) {
      lines.push(
        [...line.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((match) => decode(match[1]!)).join(" "),
      );
    }
  }
  return lines;
}

export async function pdfReadingText(pdf: Buffer): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "folio-pdf-text-"));
  let layout: string;
  try {
    const file = path.join(directory, "digest.pdf");
    await writeFile(file, pdf);
    layout = (
      await run("pdftotext", ["-enc", "UTF-8", "-bbox-layout", file, "-"], { maxBuffer: 1024 * 1024 * 1024 })
    ).stdout;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  const lines = layout
    .split("<page ")
    .slice(1)
    .flatMap((page) => pageLines(page));
  return lines.reduce((text, line, index) => {
    const joined = index > 0 && URL_BROKEN_AT_LINE_END.test(lines[index - 1]!);
    return index === 0 ? line : `${text}${joined ? "" : "\n"}${line}`;
  }, "");
}
