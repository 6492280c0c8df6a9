import { parseArgs } from "node:util";
import { createFolioClient, type FolioClientOptions, folioBaseUrl } from "../create-folio-client.ts";
import type { CliIo, CommandContext, CommandOptions } from "./command-context.ts";
import { digestCommand } from "./commands/digest.ts";
import { digestsCommand } from "./commands/digests.ts";
import { downloadCommand } from "./commands/download.ts";
import { queueCommand } from "./commands/queue.ts";
import { syncCommand } from "./commands/sync.ts";
import { classifyError, EXIT, type ExitCode, UsageError } from "./exit-codes.ts";
import { USAGE } from "./help.ts";

const DEFAULT_URL = "http://localhost:3000";

const commands: Record<
  string,
  { run: (context: CommandContext) => Promise<void>; options: (keyof CommandOptions)[] }
> = {
  queue: { run: queueCommand, options: ["limit"] },
  sync: { run: syncCommand, options: ["wait", "timeout"] },
  digest: { run: digestCommand, options: ["format", "wait", "timeout"] },
  digests: { run: digestsCommand, options: [] },
  download: { run: downloadCommand, options: ["out"] },
};

const optionSpec = {
  url: { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  wait: { type: "boolean" },
  timeout: { type: "string" },
  format: { type: "string" },
  limit: { type: "string" },
  out: { type: "string" },
} as const;

/** Runs one `folio` invocation and answers its exit code (the process exits with it). */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<ExitCode> {
  let json = argv.includes("--json");
  try {
    const { values, positionals } = parseCommandLine(argv);
    json = values.json ?? false;
    const [name, ...args] = positionals;
    if (values.help || name === "help" || name === undefined) {
      io.stdout.write(USAGE);
      return name === undefined && !values.help ? EXIT.usage : EXIT.ok;
    }
    const command = commands[name];
    if (!command) throw new UsageError(`Unknown command "${name}".`);
    for (const option of ["wait", "timeout", "format", "limit", "out"] as const) {
      if (values[option] !== undefined && !command.options.includes(option))
        throw new UsageError(`${name} does not take --${option}.`);
    }
    const apiKey = env.FOLIO_API_KEY?.trim();
    if (!apiKey) throw new UsageError("Set FOLIO_API_KEY to an API key from Folio's Settings → API keys.");
    const connection: FolioClientOptions = { url: connectionUrl(values.url ?? env.FOLIO_URL), apiKey };
    await command.run({
      client: createFolioClient(connection),
      connection,
      json,
      io,
      options: values,
      args,
    });
    return EXIT.ok;
  } catch (error) {
    const failure = classifyError(error);
    io.stderr.write(`folio: ${failure.message}\n`);
    if (failure.exitCode === EXIT.usage) io.stderr.write("Run `folio --help` for usage.\n");
    if (json) {
      const body = {
        error: { message: failure.message, code: failure.code ?? null, exitCode: failure.exitCode },
      };
      io.stdout.write(`${JSON.stringify(body)}\n`);
    }
    return failure.exitCode;
  }
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: optionSpec, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function connectionUrl(value: string | undefined): string {
  try {
    return folioBaseUrl(value?.trim() || DEFAULT_URL);
  } catch {
    throw new UsageError(`"${value}" is not a URL; set FOLIO_URL or --url to Folio's address.`);
  }
}
