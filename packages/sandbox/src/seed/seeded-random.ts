/** A small deterministic PRNG (mulberry32) so every mailbox gets the same newsletters. */
import { createHash } from "node:crypto";

export interface SeededRandom {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** A stable short hex token, e.g. for tracking ids. */
  token(length?: number): string;
}

export function seededRandom(seed: string): SeededRandom {
  let state = createHash("sha256").update(seed).digest().readUInt32BE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    token: (length = 12) => Array.from({ length }, () => int(0, 15).toString(16)).join(""),
  };
}
