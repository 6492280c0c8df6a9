import type { FolioClient, FolioClientOptions } from "../create-folio-client.ts";

/** Where a command writes; the real process streams, or a test's. */
export interface CliIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  cwd: string;
}

export interface CommandContext {
  client: FolioClient;
  connection: FolioClientOptions;
  /** `--json`: one JSON document on stdout, nothing else there. */
  json: boolean;
  io: CliIo;
  options: CommandOptions;
  /** Arguments after the command name (e.g. the digest id of `download`). */
  args: string[];
}

export interface CommandOptions {
  wait?: boolean;
  timeout?: string;
  format?: string;
  limit?: string;
  out?: string;
}

/** Prints the result: JSON for scripts, or readable lines for people. */
export function emit(context: CommandContext, value: unknown, lines: () => string[]): void {
  if (context.json) context.io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  else for (const line of lines()) context.io.stdout.write(`${line}\n`);
}

/** Progress and notes go to stderr, so stdout stays clean for `--json` and pipes. */
export function note(context: CommandContext, line: string): void {
  context.io.stderr.write(`${line}\n`);
}
