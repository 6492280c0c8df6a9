import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { buildDigest } from "../src/index.ts";
import { epubcheckAvailable, runEpubcheck } from "./support/document-tools.ts";
import { buildNewsletterMessage, encodeWord } from "./support/mime-builder.ts";

const run = promisify(execFile);

// XML 1.0's Char production: what a well-formed document may contain at all.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

async function unzipTextFiles(epub: Buffer): Promise<Map<string, string>> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "folio-epub-xml-"));
  try {
    await writeFile(path.join(directory, "book.epub"), epub);
    await run("unzip", ["-q", "book.epub", "-d", "book"], { cwd: directory });
    const files = new Map<string, string>();
    const walk = async (folder: string, prefix: string) => {
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) await walk(full, `${prefix}${entry.name}/`);
        else if (/\.(xhtml|ncx|opf)$/.test(entry.name))
          files.set(`${prefix}${entry.name}`, await readFile(full, "utf8"));
      }
    };
    await walk(path.join(directory, "book"), "");
    return files;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

describe("SEC-15: control characters in Subject and From", () => {
  it("still make an EPUB whose every XHTML, NCX and OPF file is well-formed XML", async () => {
    const hostile = `"><script>alert(1)</script> & ]]> \u0001\u000b ctrl \u2028 \u001f end`;
    const raw = buildNewsletterMessage({
      rawSubject: encodeWord(hostile),
      from: `${encodeWord("Sender \u0002\u0007 Name")} <sender@example.com>`,
      html: "<html><body><p>A short newsletter about nothing in particular.</p></body></html>",
    });
    const digest = await buildDigest({
      sources: [{ id: "hostile", raw }],
      formats: ["epub"],
      includeTableOfContents: true,
      includeOriginalLinks: true,
      date: new Date("2026-11-21T07:00:00Z"),
      imageFetch: {},
    });
    const epub = digest.parts[0]!.files[0]!.content;
    const files = await unzipTextFiles(epub);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        "OEBPS/content.opf",
        "OEBPS/toc.ncx",
        "OEBPS/toc.xhtml",
        "OEBPS/newsletter-1.xhtml",
      ]),
    );
    for (const [name, content] of files) {
      expect(NOT_XML_CHAR.exec(content)?.[0], name).toBeUndefined();
      expect(content, name).not.toContain("<script>");
    }
    // The subject is still there, without the characters XML cannot hold.
    expect(files.get("OEBPS/newsletter-1.xhtml")).toMatch(
      /&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; \]\]&gt;\s+ctrl\s+end/,
    );
    expect(files.get("OEBPS/toc.ncx")).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; ]]&gt;");

    // A strict XML parser (epubcheck's) reads every file of the container.
    expect(epubcheckAvailable()).toBe(true);
    const check = await runEpubcheck(epub);
    expect(check.errors + check.fatals, check.output).toBe(0);
  }, 120_000);
});
