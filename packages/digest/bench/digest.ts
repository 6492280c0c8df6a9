// Digest benchmark: generated newsletters with images served locally, rendered by Folio (PDF +
// EPUB in one run, and each alone) and, on the same HTML, by pandoc (EPUB) and calibre's
// ebook-convert (EPUB, PDF). Prints time, peak memory, size and the epubcheck verdict.
//
//   pnpm --filter @folio/digest bench:digest [--counts 50,200] [--skip-peers] [--keep]
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { epubcheckAvailable, runEpubcheck } from "../test/support/document-tools.ts";
import { generateNewsletters } from "../test/support/generated-newsletters.ts";
import { startImageServer } from "../test/support/image-server.ts";
import { startSilentServer } from "../test/support/silent-server.ts";

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const TIME = "/usr/bin/time";
const PEER_TIMEOUT_MS = 15 * 60 * 1000;

interface Measurement {
  tool: string;
  format: string;
  count: number;
  seconds: number;
  warmSeconds?: number;
  cpuSeconds?: number;
  peakRssMb?: number;
  files: { format: string; path: string; bytes: number }[];
  note?: string;
  epubcheck?: string;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function commandExists(command: string): Promise<boolean> {
  try {
    await run("sh", ["-c", `command -v ${command}`]);
    return true;
  } catch {
    return false;
  }
}

async function ensurePeers(): Promise<{ pandoc: boolean; calibre: boolean }> {
  let pandoc = await commandExists("pandoc");
  let calibre = await commandExists("ebook-convert");
  const missing = [...(pandoc ? [] : ["pandoc"]), ...(calibre ? [] : ["calibre"])];
  if (missing.length > 0) {
    if (process.getuid?.() === 0 && (await commandExists("apt-get"))) {
      console.log(`Installing ${missing.join(" and ")} with apt-get…`);
      await run("apt-get", ["update", "-qq"], { maxBuffer: 64 * 1024 * 1024 });
      await run("apt-get", ["install", "-y", "-qq", ...missing], {
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        maxBuffer: 64 * 1024 * 1024,
      });
      pandoc = await commandExists("pandoc");
      calibre = await commandExists("ebook-convert");
    } else {
      console.log(
        `Peers not installed (${missing.join(", ")}) and not running as root: skipping them. Install with: apt-get install ${missing.join(" ")}`,
      );
    }
  }
  return { pandoc, calibre };
}

interface TimedRun {
  seconds: number;
  cpuSeconds?: number;
  peakRssMb?: number;
  stdout: string;
  failed?: string;
}

/** Runs a command under /usr/bin/time -v (when present) for wall time, CPU time and peak RSS. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<TimedRun> {
  const useTime = existsSync(TIME);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(useTime ? TIME : command, useTime ? ["-v", command, ...args] : args, { env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), PEER_TIMEOUT_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
      const system = /System time \(seconds\): ([\d.]+)/.exec(stderr);
      resolve({
        seconds,
        peakRssMb: rss ? Number(rss[1]) / 1024 : undefined,
        cpuSeconds: user && system ? Number(user[1]) + Number(system[1]) : undefined,
        stdout,
        failed: code === 0 ? undefined : `exit ${code}: ${stderr.split("\n").slice(-6).join(" | ")}`,
      });
    });
  });
}

function bodyOf(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

async function writeCorpus(count: number, directory: string) {
  const server = await startImageServer();
  const newsletters = await generateNewsletters({ count, server });
  await mkdir(path.join(directory, "sources"), { recursive: true });
  for (const [index, newsletter] of newsletters.entries()) {
    await writeFile(
      path.join(directory, "sources", `${String(index).padStart(4, "0")}.eml`),
      newsletter.source.raw,
    );
  }
  // Peers get the same newsletters as one HTML file, with the images already on disk.
  for (const [urlPath, file] of server.files()) {
    const target = path.join(directory, "images", urlPath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.body);
  }
  const origin = server.url("");
  const sections = newsletters.map(
    (newsletter) =>
      `<section><h1>${newsletter.subject}</h1>\n${bodyOf(newsletter.html).split(origin).join("images")}</section>`,
  );
  await writeFile(
    path.join(directory, "combined.html"),
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Folio Digest benchmark</title></head><body>\n${sections.join("\n")}\n</body></html>`,
  );
  const htmlBytes = newsletters.reduce((sum, newsletter) => sum + newsletter.html.length, 0);
  const imageUrls = newsletters.reduce((sum, newsletter) => sum + newsletter.imageUrls.length, 0);
  return { server, htmlBytes, imageUrls };
}

async function warmSeconds(
  corpus: string,
  formats: string,
  host: string,
  output: string,
): Promise<number | undefined> {
  const child = await timed(process.execPath, [
    ...process.execArgv,
    path.join(here, "run-folio-digest.ts"),
    corpus,
    output,
    formats,
    host,
    "2",
  ]);
  if (child.failed) return undefined;
  const result = JSON.parse(child.stdout.trim().split("\n").pop()!) as { runs: { durationMs: number }[] };
  return (result.runs[1]?.durationMs ?? 0) / 1000;
}

async function measureFolio(
  count: number,
  corpus: string,
  formats: string,
  host: string,
  output: string,
  env?: Record<string, string>,
): Promise<Measurement> {
  await mkdir(output, { recursive: true });
  // The measured run is a fresh process (cold: nothing compiled, no font parsed yet).
  const child = await timed(
    process.execPath,
    [...process.execArgv, path.join(here, "run-folio-digest.ts"), corpus, output, formats, host],
    { ...process.env, ...env },
  );
  const tool = env
    ? `Folio ${Object.entries(env)
        .map(([name, value]) => `${name}=${value}`)
        .join(" ")}`
    : "Folio";
  const label = formats === "pdf,epub" ? "PDF+EPUB" : formats.toUpperCase();
  if (child.failed)
    return { tool, format: label, count, seconds: child.seconds, files: [], note: child.failed };
  const result = JSON.parse(child.stdout.trim().split("\n").pop()!) as {
    durationMs: number;
    cpuMs: number;
    maxRssMb: number;
    files: { name: string; bytes: number; format: string }[];
    stats: { parts: number; renders: number; images: { profile: string; unique: number } };
  };
  return {
    tool,
    format: label,
    count,
    seconds: result.durationMs / 1000,
    warmSeconds: env ? undefined : await warmSeconds(corpus, formats, host, output),
    cpuSeconds: result.cpuMs / 1000,
    peakRssMb: child.peakRssMb ?? result.maxRssMb,
    files: result.files.map((file) => ({
      format: file.format,
      path: path.join(output, file.name),
      bytes: file.bytes,
    })),
    note: `process ${child.seconds.toFixed(2)} s; ${result.stats.images.unique} images, ${result.stats.images.profile}; ${result.stats.parts} part(s), ${result.stats.renders} render(s)`,
  };
}

async function measurePeer(
  tool: string,
  format: string,
  count: number,
  command: string,
  args: string[],
  outputFile: string,
  env?: NodeJS.ProcessEnv,
): Promise<Measurement> {
  const result = await timed(command, args, env);
  const exists = existsSync(outputFile);
  return {
    tool,
    format: format.toUpperCase(),
    count,
    seconds: result.seconds,
    cpuSeconds: result.cpuSeconds,
    peakRssMb: result.peakRssMb,
    files: exists ? [{ format, path: outputFile, bytes: (await stat(outputFile)).size }] : [],
    note: result.failed && !exists ? result.failed : undefined,
  };
}

async function checkEpubs(measurement: Measurement): Promise<void> {
  const epubs = measurement.files.filter((file) => file.format === "epub");
  if (epubs.length === 0 || !epubcheckAvailable()) {
    measurement.epubcheck = epubs.length === 0 ? "–" : "epubcheck missing";
    return;
  }
  const verdicts: string[] = [];
  for (const file of epubs) {
    const result = await runEpubcheck(await readFile(file.path));
    verdicts.push(
      result.errors + result.fatals === 0 ? "0 errors" : `${result.fatals} fatal, ${result.errors} errors`,
    );
  }
  measurement.epubcheck = [...new Set(verdicts)].join(", ");
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function printTable(rows: Measurement[]): void {
  const header = ["tool", "format", "count", "time", "warm", "cpu", "peak RSS", "size", "epubcheck", "notes"];
  const lines = rows.map((row) => {
    const sizes = ["pdf", "epub"]
      .map((format) => {
        const bytes = row.files
          .filter((file) => file.format === format)
          .reduce((sum, file) => sum + file.bytes, 0);
        return bytes > 0 ? `${format.toUpperCase()} ${megabytes(bytes)}` : undefined;
      })
      .filter(Boolean)
      .join(" + ");
    return [
      row.tool,
      row.format,
      String(row.count),
      `${row.seconds.toFixed(2)} s`,
      row.warmSeconds !== undefined ? `${row.warmSeconds.toFixed(2)} s` : "–",
      row.cpuSeconds !== undefined ? `${row.cpuSeconds.toFixed(2)} s` : "–",
      row.peakRssMb !== undefined ? `${Math.round(row.peakRssMb)} MB` : "–",
      sizes || "–",
      row.epubcheck ?? "–",
      row.note ?? "",
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}

function checkGoals(rows: Measurement[]): void {
  const both = rows.find((row) => row.tool === "Folio" && row.format === "PDF+EPUB" && row.count === 50);
  if (!both) return;
  const size = (format: string) =>
    both.files.filter((file) => file.format === format).reduce((sum, file) => sum + file.bytes, 0);
  const unreachable = rows.find((row) => row.tool === "Folio, images unreachable" && row.count === 50);
  const peers = rows.filter(
    (row) => !row.tool.startsWith("Folio") && row.count === 50 && row.files.length > 0,
  );
  const goals: [string, boolean, string][] = [
    ["PDF + EPUB ≤ 4 s", both.seconds <= 4, `${both.seconds.toFixed(2)} s`],
    [
      "peak RSS ≤ 350 MB",
      (both.peakRssMb ?? Number.POSITIVE_INFINITY) <= 350,
      `${Math.round(both.peakRssMb ?? 0)} MB`,
    ],
    ["PDF ≤ 4 MB", size("pdf") <= 4 * 1024 * 1024, megabytes(size("pdf"))],
    ["EPUB ≤ 2 MB", size("epub") <= 2 * 1024 * 1024, megabytes(size("epub"))],
    ["epubcheck 0 errors", both.epubcheck === "0 errors", both.epubcheck ?? "–"],
    ...(unreachable
      ? [
          [
            "images unreachable ≤ 15 s more",
            unreachable.seconds - both.seconds <= 15,
            `${unreachable.seconds.toFixed(2)} s, ${(unreachable.seconds - both.seconds).toFixed(2)} s more`,
          ] as [string, boolean, string],
        ]
      : []),
    [
      "faster than every peer",
      peers.every((peer) => both.seconds < peer.seconds),
      peers.map((peer) => `${peer.tool} ${peer.format} ${peer.seconds.toFixed(2)} s`).join(", ") ||
        "no peers ran",
    ],
  ];
  console.log("\nGoals, 50 newsletters:");
  for (const [goal, met, value] of goals) console.log(`  ${met ? "✔" : "✘"} ${goal.padEnd(31)} ${value}`);
}

async function main(): Promise<void> {
  const counts = (argument("--counts") ?? "50,200").split(",").map(Number);
  const skipPeers = process.argv.includes("--skip-peers");
  const keep = process.argv.includes("--keep");
  const peers = skipPeers ? { pandoc: false, calibre: false } : await ensurePeers();
  const root = await mkdtemp(path.join(os.tmpdir(), "folio-bench-"));
  console.log(
    `Machine: ${os.availableParallelism()} cores, Node ${process.version}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  const rows: Measurement[] = [];
  try {
    for (const count of counts) {
      const corpus = path.join(root, `corpus-${count}`);
      const { server, htmlBytes, imageUrls } = await writeCorpus(count, corpus);
      console.log(
        `\n${count} newsletters: ${megabytes(htmlBytes)} of HTML, ${imageUrls} content images (plus logos, icons, pixels)`,
      );
      try {
        const output = path.join(root, `out-${count}`);
        // sharp's advice for glibc: fewer malloc arenas keep libvips' threads from holding memory.
        const arenas = await measureFolio(
          count,
          corpus,
          "pdf,epub",
          server.host,
          path.join(output, "folio-arenas"),
          {
            MALLOC_ARENA_MAX: "2",
          },
        );
        for (const formats of ["pdf,epub", "pdf", "epub"]) {
          const measurement = await measureFolio(
            count,
            corpus,
            formats,
            server.host,
            path.join(output, `folio-${formats.replace(",", "-")}`),
          );
          await checkEpubs(measurement);
          rows.push(measurement);
          console.log(`  Folio ${measurement.format}: ${measurement.seconds.toFixed(2)} s`);
        }
        await checkEpubs(arenas);
        rows.push(arenas);
        const html = path.join(corpus, "combined.html");
        if (peers.pandoc) {
          const file = path.join(output, "pandoc.epub");
          const measurement = await measurePeer(
            "pandoc",
            "epub",
            count,
            "pandoc",
            ["-f", "html", "-t", "epub3", "--resource-path", corpus, "-o", file, html],
            file,
          );
          await checkEpubs(measurement);
          rows.push(measurement);
          console.log(`  pandoc EPUB: ${measurement.seconds.toFixed(2)} s`);
        }
        if (peers.calibre) {
          const env = {
            ...process.env,
            QT_QPA_PLATFORM: "offscreen",
            QTWEBENGINE_CHROMIUM_FLAGS: "--no-sandbox",
          };
          for (const format of ["epub", "pdf"]) {
            const file = path.join(output, `calibre.${format}`);
            const measurement = await measurePeer(
              "calibre",
              format,
              count,
              "ebook-convert",
              [html, file],
              file,
              env,
            );
            await checkEpubs(measurement);
            rows.push(measurement);
            console.log(`  calibre ${format.toUpperCase()}: ${measurement.seconds.toFixed(2)} s`);
          }
        }
        // The same digest with its image host silent: the 10 s image budget, not a timeout per image.
        const port = Number(server.host.split(":")[1]);
        await server.close();
        const silent = await startSilentServer(port);
        try {
          const unreachable = await measureFolio(
            count,
            corpus,
            "pdf,epub",
            server.host,
            path.join(output, "folio-images-unreachable"),
            { FOLIO_BENCH_CASE: "images-unreachable" },
          );
          unreachable.tool = "Folio, images unreachable";
          await checkEpubs(unreachable);
          rows.push(unreachable);
          console.log(`  Folio PDF+EPUB, every image unreachable: ${unreachable.seconds.toFixed(2)} s`);
        } finally {
          await silent.close();
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    if (keep) console.log(`\nFiles kept in ${root}`);
    else await rm(root, { recursive: true, force: true });
  }
  console.log(
    `\nLoad average after the runs: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  console.log(
    "time = building the digest in a fresh Folio process (cold); warm = the same digest built again in",
  );
  console.log(
    "that process, as a long-running job worker would; cpu = CPU seconds of the cold build. Folio's",
  );
  console.log(
    "process time and the peers' times include start-up. Peers convert the same HTML with the images",
  );
  console.log("already on disk, so their times leave out fetching.\n");
  printTable(rows);
  checkGoals(rows);
}

await main();
