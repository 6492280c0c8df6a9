// Child process of bench/digest.ts: builds one digest from a corpus directory so its time and
// peak memory can be measured on their own. Prints one JSON line.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildDigest, type DigestFormat } from "../src/digest/index.ts";

const [corpusDirectory, outputDirectory, formatList, allowHost] = process.argv.slice(2);
if (!corpusDirectory || !outputDirectory || !formatList || !allowHost) {
  throw new Error("usage: run-folio-digest <corpus> <output> <pdf,epub> <host:port>");
}

const sourceDirectory = path.join(corpusDirectory, "sources");
const names = (await readdir(sourceDirectory)).filter((name) => name.endsWith(".eml")).sort();
const sources = await Promise.all(
  names.map(async (name) => ({
    id: name.replace(/\.eml$/, ""),
    raw: await readFile(path.join(sourceDirectory, name)),
  })),
);

const started = performance.now();
const cpuBefore = process.cpuUsage();
const digest = await buildDigest({
  sources,
  formats: formatList.split(",") as DigestFormat[],
  includeTableOfContents: true,
  includeOriginalLinks: true,
  date: new Date("2026-11-21T07:00:00Z"),
  imageFetch: { allowHosts: [allowHost] },
});
const durationMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);

const files: { name: string; bytes: number; format: string }[] = [];
for (const part of digest.parts) {
  for (const file of part.files) {
    await writeFile(path.join(outputDirectory, file.filename), file.content);
    files.push({
      name: file.filename,
      bytes: file.content.byteLength,
      format: file.filename.split(".").pop()!,
    });
  }
}
process.stdout.write(
  `${JSON.stringify({
    durationMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    files,
    stats: digest.stats,
  })}\n`,
);
