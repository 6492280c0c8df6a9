/**
 * The client is typed by Folio's router: scripts with wrong input shapes do not compile. Checked two
 * ways — the TypeScript compiler on two fixture scripts (one right, one wrong), and @ts-expect-error
 * lines below that `pnpm typecheck` verifies (an unused @ts-expect-error is itself an error).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, expectTypeOf, it } from "vitest";
import { createFolioClient, type RouterOutputs } from "../src/index.ts";

const packageDir = path.resolve(import.meta.dirname, "..");

const fixtures = ["correct-script.ts", "wrong-input-script.ts", "readme-example.ts"].map((name) =>
  path.join(packageDir, "test/fixtures", name),
);

/** One compiler run over both fixtures (it loads the server's whole type graph, so once is enough). */
const compile = (() => {
  let program: ts.Program | undefined;
  return () => {
    if (!program) {
      const configFile = ts.readConfigFile(path.join(packageDir, "tsconfig.json"), ts.sys.readFile);
      const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, packageDir);
      program = ts.createProgram(fixtures, { ...options, noEmit: true });
    }
    return program;
  };
})();

function diagnosticsOf(fixture: string): { line: number; message: string }[] {
  const file = path.join(packageDir, "test/fixtures", fixture);
  const program = compile();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${fixture} was not compiled`);
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
    (diagnostic) => ({
      line: source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
    }),
  );
}

describe("the typed client", () => {
  it("compiles a correct script without a diagnostic", () => {
    expect(diagnosticsOf("correct-script.ts")).toEqual([]);
  }, 60_000);

  it("compiles the README's example script as printed there", () => {
    expect(diagnosticsOf("readme-example.ts")).toEqual([]);
    const readme = readFileSync(path.join(packageDir, "../../README.md"), "utf8");
    const example = readFileSync(path.join(packageDir, "test/fixtures/readme-example.ts"), "utf8");
    expect(readme).toContain(example.trim());
  }, 60_000);

  it("rejects a script that passes wrong input shapes, at each wrong call", () => {
    const diagnostics = diagnosticsOf("wrong-input-script.ts");
    const lines = new Set(diagnostics.map((diagnostic) => diagnostic.line));
    expect([...lines].sort((a, b) => a - b)).toEqual([5, 8, 11, 12]);
    const text = diagnostics.map((diagnostic) => diagnostic.message).join("\n");
    expect(text).toMatch(/'string' is not assignable to type 'number'/);
    expect(text).toMatch(/"docx"/);
    expect(text).toMatch(/sessionId/);
    expect(text).toMatch(/digestId/);
  }, 60_000);

  it("carries the router's input and output types (checked by pnpm typecheck)", () => {
    const folio = createFolioClient({ url: "http://localhost:3000", apiKey: "folio_example" });
    const generate = folio.digest.generate.mutate;
    expectTypeOf(generate).toBeCallableWith({ emailIds: ["a"], sessionId: "s", format: "pdf" });
    // Leaving emailIds out means everything queued.
    expectTypeOf(generate).toBeCallableWith({ sessionId: "s" });
    // @ts-expect-error — format must be pdf, epub or both
    expectTypeOf(generate).toBeCallableWith({ emailIds: [], sessionId: "s", format: "docx" });
    // @ts-expect-error — sessionId is required
    expectTypeOf(generate).toBeCallableWith({ emailIds: ["a"] });
    // @ts-expect-error — the queue's page size is a number
    expectTypeOf(folio.emails.list.query).toBeCallableWith({ limit: "20" });
    // @ts-expect-error — no such procedure
    expectTypeOf(folio.digest.delete).toBeFunction();
    type History = RouterOutputs["digest"]["history"];
    expectTypeOf(folio.digest.history.query).returns.resolves.toEqualTypeOf<History>();
  });
});
