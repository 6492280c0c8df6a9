/**
 * How long loading and building one digest may take (SEC-7): a process builds one digest at a time,
 * so one reader's digest must not hold the worker for hours. 150 newsletters with images take about
 * two minutes; eight stay inside the digest queue's ten-minute job expiry with the minute of grace a
 * step that cannot be interrupted gets (HARD_STOP_GRACE_MS).
 */
export const DEFAULT_DIGEST_TIME_BUDGET_MS = 8 * 60 * 1000;

import { FolioError } from "../errors/folio-error.ts";

/** The most newsletters one digest takes; a larger queue keeps the rest for the next digest. */
export const MAX_NEWSLETTERS_PER_DIGEST = 5000;

/** Why queued newsletters beyond the per-digest limit were left out (the generate call's answer). */
export function leftInQueueReason(count: number, max: number): string {
  return `One digest holds at most ${max.toLocaleString("en-US")} newsletters; ${count === 1 ? "this one stays" : "these stay"} in your queue for the next digest.`;
}

/** The same, after "Sent …" in a finished digest's details. */
export function leftInQueueNote(count: number, max: number): string {
  return `${count} more newsletter${count === 1 ? " stays" : "s stay"} in your queue: one digest holds at most ${max.toLocaleString("en-US")}; generate again for the rest.`;
}

/**
 * Per user, over the last 24 hours (DIGESTS_PER_DAY, DIGEST_EMAILS_PER_DAY; see the README), and
 * per digest.
 */
export interface DigestLimits {
  /** Digests started, whatever became of them. */
  digestsPerDay: number;
  /** Digest e-mails handed to the mail service (a digest split in parts sends several). */
  emailsPerDay: number;
  /** Newsletters one digest takes (default MAX_NEWSLETTERS_PER_DIGEST; lower in tests). */
  newslettersPerDigest?: number;
}

export const DEFAULT_DIGEST_LIMITS: DigestLimits = { digestsPerDay: 20, emailsPerDay: 50 };

/** A daily limit is reached: a 429 with Retry-After. */
export class DigestLimitError extends FolioError {
  constructor(message: string, retryAfterSeconds: number) {
    super("TOO_MANY_REQUESTS", message, { retryAfterSeconds });
  }

  static digests(max: number, retryAt: Date, now: Date): DigestLimitError {
    const seconds = secondsUntil(retryAt, now);
    return new DigestLimitError(
      `You have started ${max} digests in the last 24 hours, the most Folio makes in a day. Try again ${describeWait(seconds)}.`,
      seconds,
    );
  }

  static emails(max: number, retryAt: Date, now: Date): DigestLimitError {
    const seconds = secondsUntil(retryAt, now);
    return new DigestLimitError(
      `Folio has sent you ${max} digest e-mails in the last 24 hours, the most it sends in a day. Try again ${describeWait(seconds)}.`,
      seconds,
    );
  }
}

export function secondsUntil(moment: Date, now: Date): number {
  return Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}

/** "in 1 minute", "in 45 minutes", "in 3 hours 20 minutes". */
export function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (hours === 0) return `in ${part(minutes, "minute")}`;
  return `in ${part(hours, "hour")}${rest > 0 ? ` ${part(rest, "minute")}` : ""}`;
}
