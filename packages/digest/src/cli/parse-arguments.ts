import { parseArgs } from "node:util";
import type { DigestFormat } from "../build-digest.ts";
import { UsageError } from "./cli-errors.ts";

export interface BuildCommand {
  inputs: string[];
  formats: DigestFormat[];
  out: string;
  report?: string;
  title?: string;
  date: Date;
  allowHosts: string[];
  images: boolean;
}

export type Command = { help: true } | ({ help: false } & BuildCommand);

const FORMATS: Record<string, DigestFormat[]> = { pdf: ["pdf"], epub: ["epub"], both: ["pdf", "epub"] };

function parseDate(value: string | undefined, now: Date): Date {
  if (value === undefined) return now;
  const date = new Date(`${value}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== value
  )
    throw new UsageError(`--date must be a day as YYYY-MM-DD, not "${value}".`);
  return date;
}

/** Reads the command line; throws UsageError with a sentence a person can act on. */
export function parseArguments(argv: string[], now: Date): Command {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, "."));
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  const [command, ...inputs] = positionals;
  if (command === undefined) throw new UsageError("No command given: the command is build.");
  if (command !== "build") throw new UsageError(`Unknown command "${command}": the command is build.`);
  if (inputs.length === 0) throw new UsageError("Name at least one .eml file or folder to build from.");
  if (!values.out) throw new UsageError("Say where the book goes with --out <dir>.");
  const formats = FORMATS[values.format ?? "both"];
  if (!formats) throw new UsageError(`--format must be pdf, epub or both, not "${values.format}".`);
  const title = values.title?.trim();
  if (values.title !== undefined && !title) throw new UsageError("--title needs some text.");
  const build: BuildCommand = {
    inputs,
    formats,
    out: values.out,
    date: parseDate(values.date, now),
    allowHosts: values["allow-host"] ?? [],
    images: !values["no-images"],
  };
  if (values.report) build.report = values.report;
  if (title) build.title = title;
  return { help: false, ...build };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      format: { type: "string" },
      out: { type: "string" },
      report: { type: "string" },
      title: { type: "string" },
      date: { type: "string" },
      "allow-host": { type: "string", multiple: true },
      "no-images": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}
