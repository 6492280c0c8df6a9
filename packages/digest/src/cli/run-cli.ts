import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createProgressBar } from "@folio/terminal";
import { type BuiltDigest, buildDigest, type DigestStage } from "../build-digest.ts";
import { EXIT, InputError, UsageError } from "./cli-errors.ts";
import { cliReport } from "./cli-report.ts";
import { type BuildCommand, parseArguments } from "./parse-arguments.ts";
import { readSources } from "./read-sources.ts";
import { USAGE } from "./usage.ts";
import { writeAtomically } from "./write-atomically.ts";

export interface CliIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  /** Where relative paths start: the directory the user ran the command from. */
  cwd: string;
  now: () => Date;
}

/** Where each stage of the build lands on the 0–100 bar: laying out the PDF is most of the work. */
const STAGES: Record<DigestStage, { from: number; to: number }> = {
  loading: { from: 0, to: 10 },
  analyzing: { from: 10, to: 25 },
  optimizing: { from: 25, to: 45 },
  rendering: { from: 45, to: 100 },
};

/**
 * The build's progress on the bar. A terminal's bar redraws in place at every step; elsewhere (a log,
 * a pipe) a line is written per stage and per 10 points, not for every image or page.
 */
function followProgress(stream: NodeJS.WriteStream) {
  const bar = createProgressBar(stream);
  let lastStage: DigestStage | undefined;
  let lastShown = -1;
  return {
    update(stage: DigestStage, percent: number, details: string) {
      const { from, to } = STAGES[stage];
      const overall = from + ((to - from) * percent) / 100;
      if (!stream.isTTY && stage === lastStage && overall < lastShown + 10 && percent < 100) return;
      lastStage = stage;
      lastShown = overall;
      bar.update(overall, details);
    },
    done: () => bar.done(),
  };
}

async function build(command: BuildCommand, io: CliIo): Promise<number> {
  const started = performance.now();
  const out = path.resolve(io.cwd, command.out);
  const sources = await readSources(command.inputs, io.cwd);
  const reading = performance.now() - started;

  const progress = followProgress(io.stderr);
  let built: BuiltDigest;
  try {
    built = await buildDigest({
      sources,
      formats: command.formats,
      includeTableOfContents: true,
      includeOriginalLinks: true,
      ...(command.title ? { title: command.title } : {}),
      date: command.date,
      imageFetch: { allowHosts: command.allowHosts },
      downloadImages: command.images,
      onProgress: progress.update,
    });
  } finally {
    progress.done();
  }

  const writingStarted = performance.now();
  try {
    await mkdir(out, { recursive: true });
    for (const part of built.parts)
      for (const file of part.files) await writeAtomically(path.join(out, file.filename), file.content);
  } catch (error) {
    throw new InputError(`Cannot write the book to ${command.out}: ${(error as Error).message}`);
  }
  const written = built.parts.flatMap((part) =>
    part.files.map((file) => path.join(command.out, file.filename)),
  );
  for (const file of written) io.stdout.write(`${file}\n`);

  if (command.report) {
    const report = cliReport({
      title: built.report.title,
      date: command.date,
      formats: command.formats,
      report: built.report,
      outDirectory: command.out,
      timings: {
        reading,
        writing: performance.now() - writingStarted,
        total: performance.now() - started,
      },
    });
    try {
      await writeAtomically(path.resolve(io.cwd, command.report), `${JSON.stringify(report, null, 2)}\n`);
    } catch (error) {
      throw new InputError(`Cannot write the report to ${command.report}: ${(error as Error).message}`);
    }
  }

  const unreadable = built.report.newsletters.filter((newsletter) => !newsletter.readable);
  for (const newsletter of unreadable)
    io.stderr.write(
      `folio-digest: ${newsletter.id} could not be read: ${newsletter.warnings[0] ?? "unknown reason"}\n`,
    );
  return unreadable.length > 0 ? EXIT.partlyUnreadable : EXIT.ok;
}

/** Runs `folio-digest` and returns its exit code; messages go to stderr, written paths to stdout. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    if (argv.length === 0) {
      io.stdout.write(USAGE);
      return EXIT.usage;
    }
    const command = parseArguments(argv, io.now());
    if (command.help) {
      io.stdout.write(USAGE);
      return EXIT.ok;
    }
    return await build(command, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`folio-digest: ${error.message}\nRun folio-digest --help for the options.\n`);
      return EXIT.usage;
    }
    const message =
      error instanceof InputError ? error.message : `The book could not be made: ${(error as Error).message}`;
    io.stderr.write(`folio-digest: ${message}\n`);
    return EXIT.failed;
  }
}
