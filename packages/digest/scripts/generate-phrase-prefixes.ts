// Writes src/boilerplate/phrase-prefixes.json: where each boilerplate phrase's matches can start,
// worked out once here instead of in every process. Run after editing boilerplate-phrases.ts;
// match-phrases.test.ts fails until the table matches the phrases.
//
//   pnpm --filter @folio/digest generate:phrase-prefixes
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { phrasePrefixTable } from "../src/boilerplate/match-phrases.ts";

const target = new URL("../src/boilerplate/phrase-prefixes.json", import.meta.url);
const table = phrasePrefixTable();
await writeFile(target, `${JSON.stringify(table, null, 2)}\n`);
// In the house format, so that lint passes without a second step.
execFileSync("biome", ["format", "--write", fileURLToPath(target)], { stdio: "ignore" });
console.log(`${Object.keys(table).length} phrases written to ${target.pathname}`);
