import { runCli } from "./run-cli.ts";

// The `folio-digest` command (bin/folio-digest.mjs loads this through tsx). `pnpm folio-digest` runs
// the script at the repository root; pnpm names the directory the user typed it in INIT_CWD.
const underPnpmScript = process.env.npm_lifecycle_event === "folio-digest" && process.env.INIT_CWD;
const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: underPnpmScript ? process.env.INIT_CWD! : process.cwd(),
  now: () => new Date(),
});
process.exit(code);
