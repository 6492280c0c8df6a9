// `pnpm fuzz`: the bad-input property tests with a random seed and many more runs, on PGlite and on
// Postgres (TEST_DATABASE_URL, by default the local test database). Not part of `pnpm test`, whose
// runs use a fixed seed. A failure prints the seed; FOLIO_FUZZ_SEED=<seed> pnpm fuzz repeats it.
import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";

const seed = Number(process.env.FOLIO_FUZZ_SEED ?? randomInt(1, 2 ** 31 - 1));
const runs = Number(process.env.FOLIO_FUZZ_RUNS ?? 200);
const databaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const files = process.argv.slice(2);

console.log(`fuzz: seed ${seed}, ${runs} runs per target, PGlite and ${databaseUrl}`);
const result = spawnSync(
  "npx",
  ["vitest", "run", ...(files.length > 0 ? files : ["packages/server/test/security/bad-input.test.ts"])],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      FOLIO_FUZZ_SEED: String(seed),
      FOLIO_FUZZ_RUNS: String(runs),
      TEST_DATABASE_URL: databaseUrl,
    },
  },
);
if (result.status !== 0) {
  console.error(`fuzz: FAILED with seed ${seed}. Repeat it with: FOLIO_FUZZ_SEED=${seed} pnpm fuzz`);
  process.exit(result.status ?? 1);
}
console.log(`fuzz: passed with seed ${seed}`);
