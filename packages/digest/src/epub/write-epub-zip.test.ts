import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { writeEpubZip } from "./write-epub-zip.ts";

const run = promisify(execFile);

describe("writeEpubZip", () => {
  it("writes a ZIP that unzip verifies, with mimetype first and stored", async () => {
    const zip = writeEpubZip([
      { name: "OEBPS/chapter.xhtml", data: Buffer.from("<p>héllo</p>".repeat(100)), store: false },
      { name: "mimetype", data: Buffer.from("application/epub+zip"), store: false },
      { name: "OEBPS/images/a.jpg", data: Buffer.from([0xff, 0xd8, 1, 2, 3]), store: true },
    ]);
    expect(zip.subarray(30, 38).toString()).toBe("mimetype");
    expect(zip.readUInt16LE(8)).toBe(0);
    const directory = await mkdtemp(path.join(os.tmpdir(), "folio-zip-test-"));
    try {
      await writeFile(path.join(directory, "book.zip"), zip);
      const { stdout } = await run("unzip", ["-t", "book.zip"], { cwd: directory });
      expect(stdout).toContain("No errors detected");
      const listing = await run("unzip", ["-p", "book.zip", "OEBPS/chapter.xhtml"], { cwd: directory });
      expect(listing.stdout).toContain("<p>héllo</p>");
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
