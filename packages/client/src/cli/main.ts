import { runCli } from "./run-cli.ts";

// The `folio` command (bin/folio.mjs loads this through tsx).
const code = await runCli(process.argv.slice(2), process.env, {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
});
// Exit now: an SSE connection or a keep-alive socket must not hold the process open. Writes to
// stdout/stderr are synchronous for files, pipes and terminals on POSIX, so nothing is lost.
process.exit(code);
