import type { FidelityCase } from "./read-corpus.ts";

export function syntheticCases(): FidelityCase[] {
  return [];
}
