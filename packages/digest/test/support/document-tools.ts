import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

async function withTempFile<T>(name: string, content: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "folio-test-"));
  try {
    const file = path.join(directory, name);
    await writeFile(file, content);
    return await use(file);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export async function pdfText(pdf: Buffer): Promise<string> {
  return withTempFile(
    "digest.pdf",
    pdf,
    async (file) =>
      (await run("pdftotext", ["-enc", "UTF-8", file, "-"], { maxBuffer: 512 * 1024 * 1024 })).stdout,
  );
}

/** Each page's size in points, in page order (pdfinfo). */
export async function pdfPageSizes(pdf: Buffer): Promise<{ width: number; height: number }[]> {
  const { stdout } = await withTempFile("digest.pdf", pdf, (file) =>
    run("pdfinfo", ["-f", "1", "-l", "100000", file]),
  );
  return [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
}

export async function pdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  const { stdout } = await withTempFile("digest.pdf", pdf, (file) => run("pdfinfo", [file]));
  const info: Record<string, string> = {};
  for (const line of stdout.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) info[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return info;
}

/** Link targets in a PDF, read from its (uncompressed) annotation dictionaries. */
export function pdfLinks(pdf: Buffer): string[] {
  return [...pdf.toString("latin1").matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]!);
}

// Debian ships epubcheck as a bare jar; without binfmt support it has to be started through java.
const EPUBCHECK_JAR = "/usr/share/java/epubcheck.jar";

export function epubcheckAvailable(): boolean {
  return existsSync(EPUBCHECK_JAR) || existsSync("/usr/bin/epubcheck");
}

export interface EpubcheckResult {
  errors: number;
  fatals: number;
  warnings: number;
  output: string;
}

export async function runEpubcheck(epub: Buffer): Promise<EpubcheckResult> {
  return withTempFile("digest.epub", epub, async (file) => {
    const [command, args] = existsSync(EPUBCHECK_JAR)
      ? ["java", ["-jar", EPUBCHECK_JAR, file]]
      : ["epubcheck", [file]];
    let output: string;
    try {
      const result = await run(command, args as string[], { maxBuffer: 16 * 1024 * 1024 });
      output = result.stdout + result.stderr;
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      output = (failed.stdout ?? "") + (failed.stderr ?? "");
    }
    const summary = /Messages: (\d+) fatals? \/ (\d+) errors? \/ (\d+) warnings?/.exec(output);
    if (!summary) throw new Error(`epubcheck produced no summary:\n${output}`);
    return {
      fatals: Number(summary[1]),
      errors: Number(summary[2]),
      warnings: Number(summary[3]),
      output,
    };
  });
}
