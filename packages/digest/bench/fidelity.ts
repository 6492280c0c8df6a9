// Fidelity benchmark: runs the digest engine over a corpus of real newsletters (eml/ + expect.json,
// by default ../shared/corpus/real beside the repository) and over our own synthetic cases,
// renders each newsletter as PDF and EPUB, extracts the text a reader sees and prints, per
// newsletter, the phrases kept and the junk leaked, how much of the source's text arrived, the
// images that failed and the language the chapter is tagged with. Images are never fetched
// (every fetch fails at once), so the run needs no network.
//
//   pnpm bench:fidelity [--corpus DIR] [--only SUBSTRING] [--verbose] [--no-peers] [--keep DIR]
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { buildDigest } from "../src/index.ts";
import { parseNewsletter } from "../src/parse-newsletter.ts";
import { RETENTION_FLOOR } from "../src/retention-floor.ts";
import { readEpub } from "../test/support/book-text.ts";
import { epubcheckAvailable, runEpubcheck } from "../test/support/document-tools.ts";
import { type FidelityCase, syntheticCases } from "../test/support/fidelity-cases.ts";
import { pdfReadingText } from "../test/support/pdf-reading-text.ts";
import { readCorpus } from "../test/support/read-corpus.ts";
import { countWords, scorePhrases } from "../test/support/score-text.ts";
import { sourceText } from "./fidelity/source-text.ts";

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, "../../..");
const DATE = new Date("2026-11-21T07:00:00Z");

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(name);

const offlineImages = {
  timeoutMs: 200,
  fetch: (async () => {
    throw new Error("The fidelity bench fetches no images");
  }) as typeof fetch,
};

interface Result {
  name: string;
  suite: string;
  must: number;
  keptPdf: number;
  keptEpub: number;
  mustNot: number;
  leakedPdf: number;
  leakedEpub: number;
  sourceWords: number;
  keptWords: number;
  /** Words in the whole PDF as read: its title and "About this digest" pages too, unlike the EPUB chapters. */
  keptWordsPdf: number;
  imagesFailed: number;
  expectedLanguage: string;
  language: string;
  lost: string[];
  leaked: string[];
  error?: string;
}

async function measure(suite: string, item: FidelityCase, keep?: string): Promise<Result> {
  const result: Result = {
    name: item.name,
    suite,
    must: item.must.length,
    keptPdf: 0,
    keptEpub: 0,
    mustNot: item.mustNot.length,
    leakedPdf: 0,
    leakedEpub: 0,
    sourceWords: 0,
    keptWords: 0,
    keptWordsPdf: 0,
    imagesFailed: 0,
    expectedLanguage: item.language,
    language: "",
    lost: [],
    leaked: [],
  };
  try {
    result.sourceWords = countWords(await sourceText(item.raw));
  } catch (error) {
    result.error = `source unreadable: ${(error as Error).message}`;
  }
  const digest = await buildDigest({
    sources: [{ id: item.name, raw: item.raw }],
    formats: ["pdf", "epub"],
    includeTableOfContents: false,
    includeOriginalLinks: false,
    date: DATE,
    imageFetch: offlineImages,
  });
  result.imagesFailed = digest.stats.images.failed;
  const files = digest.parts.flatMap((part) => part.files);
  const pdfs = files.filter((file) => file.filename.endsWith(".pdf"));
  const epubs = files.filter((file) => file.filename.endsWith(".epub"));
  const pdf = (await Promise.all(pdfs.map((file) => pdfReadingText(file.content)))).join("\n");
  const chapters = epubs.flatMap((file) => readEpub(file.content).chapters);
  const epub = chapters.map((chapter) => chapter.text).join("\n");
  result.language = chapters[0]?.language ?? "";
  result.keptWords = countWords(epub);
  result.keptWordsPdf = countWords(pdf);
  const pdfScore = scorePhrases(pdf, item.must, item.mustNot);
  const epubScore = scorePhrases(epub, item.must, item.mustNot);
  result.keptPdf = pdfScore.kept.length;
  result.keptEpub = epubScore.kept.length;
  result.leakedPdf = pdfScore.leaked.length;
  result.leakedEpub = epubScore.leaked.length;
  result.lost = [
    ...new Set([...pdfScore.lost.map((p) => `pdf: ${p}`), ...epubScore.lost.map((p) => `epub: ${p}`)]),
  ];
  result.leaked = [...new Set([...pdfScore.leaked, ...epubScore.leaked])];
  if (keep) {
    const base = path.join(keep, item.name.replace(/\.eml$/, ""));
    await writeFile(`${base}.pdf.txt`, pdf);
    await writeFile(`${base}.epub.txt`, epub);
    for (const file of files) await writeFile(`${base}.${file.filename.split(".").pop()}`, file.content);
  }
  return result;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const ratio = (result: Result) => (result.sourceWords > 0 ? result.keptWords / result.sourceWords : 1);

function printTable(results: Result[]): void {
  console.log(
    `${"newsletter".padEnd(44)} ${pad("must pdf", 8)} ${pad("epub", 6)} ${pad("junk pdf", 8)} ${pad("epub", 6)} ${pad("words", 13)} ${pad("kept", 5)} ${pad("img✗", 4)}  lang`,
  );
  for (const r of results) {
    const language =
      r.language === r.expectedLanguage ? r.language : `${r.language || "-"}≠${r.expectedLanguage}`;
    const floor = ratio(r) < RETENTION_FLOOR ? "!" : " ";
    console.log(
      `${r.name.slice(0, 44).padEnd(44)} ${pad(`${r.keptPdf}/${r.must}`, 8)} ${pad(`${r.keptEpub}/${r.must}`, 6)} ${pad(`${r.leakedPdf}/${r.mustNot}`, 8)} ${pad(`${r.leakedEpub}/${r.mustNot}`, 6)} ${pad(`${r.keptWords}/${r.sourceWords}`, 13)} ${pad(`${Math.round(ratio(r) * 100)}%`, 4)}${floor} ${pad(r.imagesFailed, 4)}  ${language}${r.error ? `  (${r.error})` : ""}`,
    );
    if (flag("--verbose")) {
      for (const phrase of r.lost) console.log(`    lost   ${phrase}`);
      for (const phrase of r.leaked) console.log(`    leaked ${phrase}`);
    }
  }
}

function totals(label: string, results: Result[]): string {
  const sum = (pick: (r: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  const must = sum((r) => r.must);
  const mustNot = sum((r) => r.mustNot);
  const percent = (part: number, whole: number) =>
    whole === 0 ? "—" : `${((part / whole) * 100).toFixed(1)}%`;
  const clean = results.filter(
    (r) => r.keptPdf === r.must && r.keptEpub === r.must && r.leakedPdf === 0 && r.leakedEpub === 0,
  ).length;
  const languages = results.filter((r) => r.language === r.expectedLanguage).length;
  const belowFloor = results.filter((r) => ratio(r) < RETENTION_FLOOR).length;
  return [
    `${label}: must kept PDF ${sum((r) => r.keptPdf)}/${must} (${percent(
      sum((r) => r.keptPdf),
      must,
    )})`,
    `EPUB ${sum((r) => r.keptEpub)}/${must} (${percent(
      sum((r) => r.keptEpub),
      must,
    )})`,
    `junk leaked PDF ${sum((r) => r.leakedPdf)}/${mustNot}, EPUB ${sum((r) => r.leakedEpub)}/${mustNot}`,
    `clean ${clean}/${results.length}`,
    `language ${languages}/${results.length}`,
    `below ${RETENTION_FLOOR * 100}% retention ${belowFloor}`,
    `images failed ${sum((r) => r.imagesFailed)}`,
  ].join(", ");
}

async function commandExists(command: string): Promise<boolean> {
  try {
    await run("sh", ["-c", `command -v ${command}`]);
    return true;
  } catch {
    return false;
  }
}

interface PeerFigures {
  kept: number;
  leaked: number;
  words: number;
  failed?: boolean;
}

const PEERS = [
  {
    name: "pandoc",
    command: "pandoc",
    args: (input: string, output: string) => [input, "-t", "plain", "--wrap=none", "-o", output],
  },
  { name: "calibre", command: "ebook-convert", args: (input: string, output: string) => [input, output] },
];

/**
 * pandoc and calibre on the same message HTML (or text), scored on their plain-text output: per
 * newsletter, by name. Peers that are not installed are left out.
 */
async function peerFigures(cases: FidelityCase[]): Promise<Map<string, Map<string, PeerFigures>>> {
  const figures = new Map<string, Map<string, PeerFigures>>();
  for (const peer of PEERS) {
    if (!(await commandExists(peer.command))) {
      console.log(`${peer.name}: not installed, skipped`);
      continue;
    }
    const byCase = new Map<string, PeerFigures>();
    figures.set(peer.name, byCase);
    const directory = await mkdtemp(path.join(os.tmpdir(), `folio-fidelity-${peer.name}-`));
    try {
      for (const item of cases) {
        const failed = { kept: 0, leaked: 0, words: 0, failed: true };
        let parsed: Awaited<ReturnType<typeof parseNewsletter>>;
        try {
          parsed = await parseNewsletter(item.raw);
        } catch {
          byCase.set(item.name, failed);
          continue;
        }
        const input = path.join(directory, parsed.html ? "in.html" : "in.txt");
        const output = path.join(directory, "out.txt");
        await writeFile(input, parsed.html ?? parsed.text ?? "");
        try {
          await run(peer.command, peer.args(input, output), {
            timeout: 120_000,
            maxBuffer: 64 * 1024 * 1024,
          });
          const text = await readFile(output, "utf8");
          const score = scorePhrases(text, item.must, item.mustNot);
          byCase.set(item.name, {
            kept: score.kept.length,
            leaked: score.leaked.length,
            words: countWords(text),
          });
        } catch {
          // A failed conversion keeps nothing.
          byCase.set(item.name, failed);
        }
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
  return figures;
}

/** Folio's figures beside each installed peer's, per newsletter and in total. */
function printSideBySide(results: Result[], figures: Map<string, Map<string, PeerFigures>>): void {
  const peers = [...figures.keys()];
  if (peers.length === 0) return;
  const columns = ["Folio PDF", "Folio EPUB", ...peers];
  const cell = (value: string) => value.padStart(12);
  console.log(
    `\nSide by side: must kept · junk leaked · words (source words in brackets); peers on the message's own HTML`,
  );
  console.log(`${"newsletter".padEnd(40)} ${columns.map(cell).join(" ")}`);
  const sums = new Map(columns.map((column) => [column, { kept: 0, leaked: 0, words: 0 }]));
  for (const r of results) {
    const row: [string, PeerFigures][] = [
      ["Folio PDF", { kept: r.keptPdf, leaked: r.leakedPdf, words: r.keptWordsPdf }],
      ["Folio EPUB", { kept: r.keptEpub, leaked: r.leakedEpub, words: r.keptWords }],
      ...peers.map((peer): [string, PeerFigures] => [
        peer,
        figures.get(peer)?.get(r.name) ?? { kept: 0, leaked: 0, words: 0, failed: true },
      ]),
    ];
    const cells = row.map(([column, figure]) => {
      const sum = sums.get(column)!;
      sum.kept += figure.kept;
      sum.leaked += figure.leaked;
      sum.words += figure.words;
      return figure.failed ? "failed" : `${figure.kept}·${figure.leaked}·${figure.words}`;
    });
    console.log(`${`${r.name.slice(0, 30)} (${r.sourceWords})`.padEnd(40)} ${cells.map(cell).join(" ")}`);
  }
  const must = results.reduce((total, r) => total + r.must, 0);
  const mustNot = results.reduce((total, r) => total + r.mustNot, 0);
  for (const column of columns) {
    const sum = sums.get(column)!;
    console.log(
      `  ${column}: must kept ${sum.kept}/${must}, junk leaked ${sum.leaked}/${mustNot}, words ${sum.words}`,
    );
  }
}

async function main(): Promise<void> {
  const corpusDirectory = path.resolve(
    argument("--corpus") ?? path.join(repositoryRoot, "../shared/corpus/real"),
  );
  const only = argument("--only");
  const keep = argument("--keep");
  if (keep) await mkdir(keep, { recursive: true });
  const suites: { suite: string; cases: FidelityCase[] }[] = [];
  const real = await readCorpus(corpusDirectory);
  if (real) suites.push({ suite: "real", cases: real });
  else console.log(`No corpus at ${corpusDirectory} (expect.json missing): real newsletters skipped.`);
  suites.push({ suite: "synthetic", cases: syntheticCases() });

  const all: Result[] = [];
  for (const { suite, cases } of suites) {
    const selected = cases.filter((item) => !only || item.name.includes(only));
    if (selected.length === 0) continue;
    console.log(`\n== ${suite} (${selected.length}) ==`);
    const results: Result[] = [];
    for (const item of selected) {
      try {
        results.push(await measure(suite, item, keep));
      } catch (error) {
        console.log(`${item.name}: the engine failed: ${(error as Error).stack}`);
      }
    }
    printTable(results);
    console.log(totals(suite, results));
    all.push(...results);
  }

  // One book of everything: the EPUB must validate, its dc:language follow the majority.
  const everything = suites.flatMap(({ cases }) => cases.filter((item) => !only || item.name.includes(only)));
  if (everything.length > 0 && epubcheckAvailable()) {
    const book = await buildDigest({
      sources: everything.map((item) => ({ id: item.name, raw: item.raw })),
      formats: ["epub"],
      includeTableOfContents: true,
      includeOriginalLinks: true,
      date: DATE,
      imageFetch: offlineImages,
    });
    for (const part of book.parts) {
      for (const file of part.files) {
        const check = await runEpubcheck(file.content);
        const { language } = readEpub(file.content);
        console.log(
          `\nepubcheck ${file.filename}: ${check.fatals} fatals, ${check.errors} errors, ${check.warnings} warnings; dc:language ${language}`,
        );
        if (check.errors + check.fatals > 0) {
          for (const line of check.output
            .split("\n")
            .filter((line) => /^(ERROR|FATAL)/.test(line))
            .slice(0, 10))
            console.log(`  ${line}`);
        }
      }
    }
  } else if (!epubcheckAvailable()) {
    console.log("\nepubcheck not installed: EPUB validation skipped");
  }

  if (!flag("--no-peers")) {
    console.log("");
    for (const { suite, cases } of suites) {
      const selected = cases.filter((item) => !only || item.name.includes(only));
      const figures = await peerFigures(selected);
      console.log(`== ${suite} ==`);
      printSideBySide(
        all.filter((result) => result.suite === suite),
        figures,
      );
    }
  }
}

await main();
