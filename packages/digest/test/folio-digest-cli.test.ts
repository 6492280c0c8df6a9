/**
 * `folio-digest build`, run as a user runs it: a child process on .eml files on disk, no server and
 * no database. Books and the report are checked from the files it leaves behind.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliReport } from "../src/cli/cli-report.ts";
import { type CliIo, runCli } from "../src/cli/run-cli.ts";
import { USAGE } from "../src/cli/usage.ts";
import { pdfText } from "./support/document-tools.ts";
import { gradientImage, type ImageServer, startImageServer } from "./support/image-server.ts";
import { buildNewsletterMessage } from "./support/mime-builder.ts";

const BIN = path.resolve(import.meta.dirname, "../bin/folio-digest.mjs");
const CORPUS = path.resolve(import.meta.dirname, "../../../../shared/corpus/real/eml");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command in `cwd` as a plain process (stderr is a pipe, not a terminal). */
function folioDigest(args: string[], cwd: string): Promise<Run> {
  const env = { ...process.env };
  // Under `pnpm test` these say where pnpm was started; this process is not `pnpm folio-digest`.
  delete env.INIT_CWD;
  delete env.npm_lifecycle_event;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The same command in this process, for the cases that never reach the engine. */
async function runInProcess(args: string[]): Promise<Run> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk) => (out += chunk));
  stderr.on("data", (chunk) => (err += chunk));
  const io = { stdout, stderr, cwd: work, now: () => new Date("2026-11-21T07:00:00Z") };
  const code = await runCli(args, io as unknown as CliIo);
  return { code, stdout: out, stderr: err };
}

let work: string;
let server: ImageServer;

function article(title: string, sentences: number): string {
  return Array.from(
    { length: sentences },
    (_, index) => `<p>${title} paragraph ${index + 1} tells the reader something worth keeping.</p>`,
  ).join("\n");
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "folio-digest-cli-"));
  server = await startImageServer();
  server.serve("/chart.png", { contentType: "image/png", body: await gradientImage(600, 300, "png", 7) });
  await mkdir(path.join(work, "inbox"));
  const write = (name: string, raw: Buffer) => writeFile(path.join(work, name), raw);
  await write(
    "inbox/01-harbour.eml",
    buildNewsletterMessage({
      from: "Harbour Notes <notes@harbour.example>",
      subject: "Harbour Notes: the tide tables",
      date: new Date("2026-11-20T08:00:00Z"),
      html: `<html lang="en"><body><h1>The tide tables</h1>${article("Tide", 6)}
        <p><img src="${server.url("/chart.png")}" alt="Tide chart" width="600"></p>
        <p><img src="${server.url("/missing.png")}" alt="Lost chart" width="600"></p>
        <p>Read <a href="https://harbour.example/tides">the full tables</a> online.</p></body></html>`,
    }),
  );
  await write(
    "inbox/02-garden.eml",
    buildNewsletterMessage({
      from: "Garden Letter <letter@garden.example>",
      subject: "Garden Letter: winter pruning",
      date: new Date("2026-11-19T08:00:00Z"),
      text: "Winter pruning\n\nCut back the roses before the first frost, and leave the seed heads for the birds.\n",
    }),
  );
  await write(
    "loose-orbit.eml",
    buildNewsletterMessage({
      from: "Orbit <orbit@space.example>",
      subject: "Orbit: a quiet week in space",
      html: `<html><body>${article("Orbit", 3)}</body></html>`,
    }),
  );
  // Headers and nothing to read: the engine marks it in the book rather than failing.
  await write(
    "empty-body.eml",
    Buffer.from("From: Nobody <no@body.example>\r\nSubject: Nothing inside\r\n\r\n"),
  );
  await write("notes.txt.eml", Buffer.from("These are my notes, not an e-mail.\n"));
  await mkdir(path.join(work, "no-mail"));
  await writeFile(path.join(work, "no-mail/readme.txt"), "nothing here");
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("folio-digest build", () => {
  it("turns a folder and a file into a PDF, an EPUB and a report, with plain progress lines off a terminal", {
    timeout: 300_000,
  }, async () => {
    const run = await folioDigest(
      [
        "build",
        "inbox",
        "loose-orbit.eml",
        "--format",
        "both",
        "--out",
        "books",
        "--report",
        "books/report.json",
        "--title",
        "Weekend reading",
        "--date",
        "2026-11-21",
        "--allow-host",
        server.host,
      ],
      work,
    );
    expect(run.stderr).not.toContain("could not");
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split("\n")).toEqual([
      path.join("books", "folio-digest-2026-11-21.pdf"),
      path.join("books", "folio-digest-2026-11-21.epub"),
    ]);
    // Progress as whole lines, each a percentage and what is happening.
    const lines = run.stderr.trim().split("\n");
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line).toMatch(/^\d{1,3}% \S/);
    expect(lines.at(-1)).toMatch(/^100% /);

    // Whole files only: nothing temporary is left beside the books.
    expect((await readdir(path.join(work, "books"))).sort()).toEqual([
      "folio-digest-2026-11-21.epub",
      "folio-digest-2026-11-21.pdf",
      "report.json",
    ]);
    const pdf = await readFile(path.join(work, "books/folio-digest-2026-11-21.pdf"));
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain("Weekend reading");
    for (const subject of ["the tide tables", "winter pruning", "a quiet week in space"])
      expect(text).toContain(subject);

    const report = JSON.parse(await readFile(path.join(work, "books/report.json"), "utf8")) as CliReport;
    expect(report).toMatchObject({ title: "Weekend reading", date: "2026-11-21", formats: ["pdf", "epub"] });
    expect(report.newsletters.map((newsletter) => newsletter.file)).toEqual([
      path.join("inbox", "01-harbour.eml"),
      path.join("inbox", "02-garden.eml"),
      "loose-orbit.eml",
    ]);
    const [harbour, garden, orbit] = report.newsletters;
    expect(harbour).toMatchObject({
      subject: "Harbour Notes: the tide tables",
      sender: "Harbour Notes",
      language: "en",
      readable: true,
      images: {
        found: 2,
        embedded: 1,
        failed: [{ url: server.url("/missing.png"), reason: expect.stringContaining("404") }],
        leftOut: [],
      },
      linksKept: 1,
    });
    expect(harbour!.warnings).toEqual([expect.stringContaining("1 image is missing")]);
    // The source's words are all kept here: nothing in these newsletters is boilerplate.
    expect(harbour!.words.source).toBeGreaterThan(60);
    expect(harbour!.words.kept).toBe(harbour!.words.source);
    expect(garden).toMatchObject({
      sender: "Garden Letter",
      language: "en",
      words: { source: 18, kept: 18 },
    });
    expect(orbit).toMatchObject({ sender: "Orbit", images: { found: 0 }, warnings: [] });

    expect(report.parts).toHaveLength(1);
    const part = report.parts[0]!;
    expect(part.newsletters).toEqual(report.newsletters.map((newsletter) => newsletter.file));
    for (const file of part.files) expect(file.bytes).toBe((await stat(path.join(work, file.path))).size);
    for (const stage of [
      "reading",
      "loading",
      "analyzing",
      "optimizing",
      "rendering",
      "writing",
      "total",
    ] as const)
      expect(report.timingsMs[stage]).toBeGreaterThanOrEqual(0);
  });

  it("reads nothing it cannot use and writes nothing then: exit 1 with the reason", {
    timeout: 120_000,
  }, async () => {
    const cases: [string[], RegExp][] = [
      [["missing.eml"], /Cannot read missing\.eml: no such file or folder/],
      [["inbox", "notes.txt.eml"], /notes\.txt\.eml is not an e-mail message/],
      [["no-mail"], /The folder no-mail holds no \.eml files/],
    ];
    const runs = await Promise.all(
      cases.map(([inputs]) =>
        folioDigest(["build", ...inputs, "--out", "refused", "--report", "refused.json"], work),
      ),
    );
    for (const [index, run] of runs.entries()) {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(cases[index]![1]);
      expect(run.stdout).toBe("");
    }
    expect(existsSync(path.join(work, "refused"))).toBe(false);
    expect(existsSync(path.join(work, "refused.json"))).toBe(false);
  });

  it("marks a message it cannot read in the book, says so, and exits 3", { timeout: 300_000 }, async () => {
    const run = await folioDigest(
      [
        "build",
        "loose-orbit.eml",
        "empty-body.eml",
        "--format",
        "epub",
        "--out",
        "partly",
        "--report",
        "partly.json",
      ],
      work,
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/empty-body\.eml could not be read: The message has no readable content/);
    const report = JSON.parse(await readFile(path.join(work, "partly.json"), "utf8")) as CliReport;
    expect(report.newsletters.map((newsletter) => [newsletter.subject, newsletter.readable])).toEqual([
      ["Orbit: a quiet week in space", true],
      ["Nothing inside", false],
    ]);
    expect(report.parts[0]!.files.map((file) => file.format)).toEqual(["epub"]);
    expect(existsSync(path.join(work, report.parts[0]!.files[0]!.path))).toBe(true);
  });

  it("explains usage errors with exit 2", { timeout: 60_000 }, async () => {
    const wrong = [
      [],
      ["build", "inbox"],
      ["build", "--out", "x"],
      ["build", "inbox", "--out", "x", "--format", "docx"],
      ["build", "inbox", "--out", "x", "--colour"],
      ["build", "inbox", "--out", "x", "--date", "2026-02-30"],
      ["publish", "inbox", "--out", "x"],
    ];
    for (const args of wrong) {
      const run = await runInProcess(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr + run.stdout, args.join(" ")).toMatch(/--help|Usage/);
    }
    expect(existsSync(path.join(work, "x"))).toBe(false);
    // One run as a process: the exit code and the usage reach the shell.
    expect(await folioDigest(["--help"], work)).toMatchObject({ code: 0, stdout: USAGE });
  });

  it("is documented in the README exactly as --help prints it", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../../README.md"), "utf8");
    expect(readme).toContain(USAGE.trim());
  });
});

describe.skipIf(!existsSync(CORPUS))("folio-digest build on the real newsletters", () => {
  it("makes one EPUB of every message, with a report entry for each", { timeout: 600_000 }, async () => {
    const names = (await readdir(CORPUS)).filter((name) => name.endsWith(".eml")).sort();
    const run = await folioDigest(
      ["build", CORPUS, "--format", "epub", "--no-images", "--out", "real", "--report", "real.json"],
      work,
    );
    expect(run.stderr).not.toMatch(/could not be read/);
    expect(run.code).toBe(0);
    const report = JSON.parse(await readFile(path.join(work, "real.json"), "utf8")) as CliReport;
    expect(report.newsletters.map((newsletter) => path.basename(newsletter.file))).toEqual(names);
    for (const newsletter of report.newsletters) {
      expect(newsletter.subject, newsletter.file).not.toBe("");
      expect(newsletter.words.source, newsletter.file).toBeGreaterThan(0);
      // Downloads are off: every remote image is reported as failed, with the reason.
      for (const failure of newsletter.images.failed)
        expect(failure.reason, failure.url).toMatch(/downloads were turned off|inline image/);
    }
  });
});
