// A fidelity corpus: eml/*.eml plus expect.json naming, per message, its language, the phrases a
// faithful book keeps ("must") and the boilerplate it drops ("mustNot").
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { FidelityCase } from "./fidelity-cases.ts";

interface Expectation {
  lang: string;
  must?: string[];
  mustNot?: string[];
}

export async function readCorpus(directory: string): Promise<FidelityCase[] | undefined> {
  const expectFile = path.join(directory, "expect.json");
  if (!existsSync(expectFile)) return undefined;
  const expectations = JSON.parse(await readFile(expectFile, "utf8")) as Record<string, Expectation>;
  const names = (await readdir(path.join(directory, "eml"))).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(
    names.map(async (name) => {
      const expectation = expectations[name];
      return {
        name,
        raw: await readFile(path.join(directory, "eml", name)),
        language: expectation?.lang ?? "",
        must: expectation?.must ?? [],
        mustNot: expectation?.mustNot ?? [],
      };
    }),
  );
}
