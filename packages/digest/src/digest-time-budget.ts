// A time budget per digest (SEC-7): a process builds one digest at a time, so a digest that runs for
// hours would keep every other reader waiting. Past its budget a digest stops at the next step
// boundary and fails with a message the reader can act on; nothing is sent, so nothing is lost.

/** What the digest was doing when its time ran out, in words for the reader. */
export type DigestStep =
  | "loading the newsletters"
  | "reading the newsletters"
  | "cleaning up the newsletters"
  | "fetching images"
  | "laying out the book";

function describeDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minutes`;
}

export class DigestTimeBudgetError extends Error {
  constructor(
    readonly budgetMs: number,
    readonly step: DigestStep,
  ) {
    super(
      `This digest took longer than the ${describeDuration(budgetMs)} one digest may take and was stopped while ${step}. Nothing was sent and your newsletters are still in your queue: generate a digest of fewer of them.`,
    );
    this.name = "DigestTimeBudgetError";
  }
}

export interface DigestTimeBudget {
  /** Throws DigestTimeBudgetError once the budget is spent. */
  check(step: DigestStep): void;
  /** What is left of the budget, in milliseconds (never below 0). */
  remainingMs(): number;
}

/** A digest's time budget, and how much of it went before this step began (loading from Gmail). */
export interface TimeBudgetSetting {
  ms: number;
  spentMs?: number;
}

/**
 * Starts the clock on a budget (none when undefined). `now` is a clock in milliseconds, a seam for
 * tests; a budget already spent fails at the first check.
 */
export function startTimeBudget(
  budget: TimeBudgetSetting | undefined,
  now: () => number = () => performance.now(),
): DigestTimeBudget {
  const budgetMs = budget?.ms;
  const started = now() - (budget?.spentMs ?? 0);
  const elapsed = () => now() - started;
  return {
    check(step) {
      if (budgetMs !== undefined && elapsed() >= budgetMs) throw new DigestTimeBudgetError(budgetMs, step);
    },
    remainingMs: () =>
      budgetMs === undefined ? Number.POSITIVE_INFINITY : Math.max(0, budgetMs - elapsed()),
  };
}
