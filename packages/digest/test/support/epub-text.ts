import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The text of an EPUB's chapters, in file order, markup removed. */
export async function epubText(epub: Buffer): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "folio-epub-text-"));
  try {
    await writeFile(path.join(directory, "book.epub"), epub);
    await run("unzip", ["-q", "book.epub", "-d", "book"], { cwd: directory });
    const folder = path.join(directory, "book", "OEBPS");
    const names = (await readdir(folder)).filter((name) => name.endsWith(".xhtml")).sort();
    const texts = await Promise.all(names.map((name) => readFile(path.join(folder, name), "utf8")));
    return texts.map((text) => text.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&")).join("\n");
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
