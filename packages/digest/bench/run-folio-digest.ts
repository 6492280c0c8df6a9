// Child process of bench/digest.ts: builds one digest from a corpus directory so its time and
// peak memory can be measured on their own. Prints one JSON line.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildDigest, type DigestFormat } from "../src/index.ts";

const [corpusDirectory, outputDirectory, formatList, allowHost, repeatArgument] = process.argv.slice(2);
// A second run in the same process shows the steady state of a long-running job worker.
const repeat = Math.max(1, Number(repeatArgument ?? 1));
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

const runs: { durationMs: number; cpuMs: number }[] = [];
let digest: Awaited<ReturnType<typeof buildDigest>> | undefined;
for (let run = 0; run < repeat; run++) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  digest = await buildDigest({
    sources,
    formats: formatList.split(",") as DigestFormat[],
    includeTableOfContents: true,
    includeOriginalLinks: true,
    date: new Date("2026-11-21T07:00:00Z"),
    imageFetch: { allowHosts: [allowHost] },
  });
  const cpu = process.cpuUsage(cpuBefore);
  runs.push({ durationMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 });
}
if (!digest) throw new Error("no digest");

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
    durationMs: runs[0]!.durationMs,
    cpuMs: runs[0]!.cpuMs,
    runs,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    files,
    stats: digest.stats,
  })}\n`,
);
