/** The CLI's usage and exit codes as scripts see them, without a server; and the README's copy of them. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { USAGE } from "../src/cli/help.ts";
import { runCli } from "../src/cli/run-cli.ts";

async function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk) => (out += chunk));
  stderr.on("data", (chunk) => (err += chunk));
  const io = { stdout, stderr, cwd: process.cwd() } as unknown as Parameters<typeof runCli>[2];
  const code = await runCli(argv, env, io);
  return { code, stdout: out, stderr: err };
}

describe("folio usage", () => {
  it("prints the usage for --help (exit 0) and without a command (exit 2)", async () => {
    expect(await run(["--help"])).toMatchObject({ code: 0, stdout: USAGE });
    expect(await run([])).toMatchObject({ code: 2, stdout: USAGE });
  });

  it("exits 2 with a message for unknown commands and options, a misplaced option or no API key", async () => {
    const env = { FOLIO_API_KEY: "folio_example" };
    expect(await run(["publish"], env)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown command"),
    });
    expect((await run(["queue", "--colour"], env)).code).toBe(2);
    expect(await run(["queue", "--wait"], env)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--wait"),
    });
    expect((await run(["sync", "--wait", "--timeout", "soon"], env)).code).toBe(2);
    expect((await run(["download"], env)).code).toBe(2);
    expect((await run(["download", "not-an-id"], env)).code).toBe(2);
    expect((await run(["queue", "--url", "ftp://example.com"], env)).code).toBe(2);
    const noKey = await run(["queue", "--json"]);
    expect(noKey.code).toBe(2);
    expect(JSON.parse(noKey.stdout)).toEqual({
      error: { message: expect.stringContaining("FOLIO_API_KEY"), code: "USAGE", exitCode: 2 },
    });
  });

  it("exits 5 when Folio cannot be reached", async () => {
    const result = await run(["digests"], {
      FOLIO_API_KEY: "folio_example",
      FOLIO_URL: "http://127.0.0.1:1",
    });
    expect(result.code).toBe(5);
  });

  it("is printed in the README exactly as --help prints it", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../../README.md"), "utf8");
    expect(readme).toContain(USAGE.trim());
  });
});
