import type { Db } from "@folio/db/client";
import { apikey, session } from "@folio/db/schema";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { FolioError } from "../errors/folio-error.ts";

/** What authenticated a request: a session (cookie or bearer token) or an API key, by id. */
export type Credential = { kind: "session"; id: string } | { kind: "api-key"; id: string };

/** Open event streams one user may hold on one server process. */
export const DEFAULT_MAX_STREAMS_PER_USER = 20;
/** How often open streams check that their credential still exists: a revoked one ends within this. */
export const DEFAULT_STREAM_RECHECK_MS = 15_000;

export const CREDENTIAL_ENDED_MESSAGE = "Your session has ended or your API key was revoked. Sign in again.";

export function tooManyStreamsMessage(max: number): string {
  return `Too many live connections are open for this account (at most ${max}). Close some tabs or scripts and try again.`;
}

export class TooManyStreamsError extends FolioError {
  constructor(max: number) {
    super("TOO_MANY_REQUESTS", tooManyStreamsMessage(max));
  }
}

/** One open stream's hold: `signal` aborts when its credential is gone (`revoked` says so). */
export interface StreamLease {
  readonly signal: AbortSignal;
  readonly revoked: boolean;
  release(): void;
}

export interface StreamGuardOptions {
  maxPerUser?: number | undefined;
  recheckEveryMs?: number | undefined;
  /**
   * Runs `recheck` every `everyMs` while streams are open; returns a stop function. Tests pass one
   * they drive by hand; the default is an unref'd interval.
   */
  schedule?: ((recheck: () => void, everyMs: number) => () => void) | undefined;
}

/**
 * Event streams authenticate once, when they open. This keeps them honest afterwards: every open
 * stream is registered with the credential that opened it, and every `recheckEveryMs` the guard asks
 * the database whether each credential still exists (a session not signed out, revoked or expired; a
 * key not deleted, disabled or expired) and ends the streams of those that do not. It also caps how
 * many streams one user holds open. Counts are per process: N web processes allow N × the cap.
 */
export function createStreamGuard(db: Db, options: StreamGuardOptions = {}) {
  const maxPerUser = options.maxPerUser ?? DEFAULT_MAX_STREAMS_PER_USER;
  const everyMs = options.recheckEveryMs ?? DEFAULT_STREAM_RECHECK_MS;
  const schedule = options.schedule ?? defaultSchedule;
  const leases = new Set<{ userId: string; credential: Credential; revoke: () => void }>();
  const perUser = new Map<string, number>();
  let stopSchedule: (() => void) | null = null;

  async function recheck(userId?: string): Promise<void> {
    const byCredential = new Map<string, { credential: Credential; revoke: (() => void)[] }>();
    for (const lease of leases) {
      if (userId !== undefined && lease.userId !== userId) continue;
      const key = `${lease.credential.kind}:${lease.credential.id}`;
      const entry = byCredential.get(key) ?? { credential: lease.credential, revoke: [] };
      entry.revoke.push(lease.revoke);
      byCredential.set(key, entry);
    }
    for (const { credential, revoke } of byCredential.values()) {
      if (!(await isCredentialLive(db, credential))) for (const end of revoke) end();
    }
  }

  return {
    /** Registers a stream; throws TooManyStreamsError when the user already holds the maximum. */
    open(userId: string, credential: Credential): StreamLease {
      const count = perUser.get(userId) ?? 0;
      if (count >= maxPerUser) throw new TooManyStreamsError(maxPerUser);
      perUser.set(userId, count + 1);
      const controller = new AbortController();
      let revoked = false;
      let released = false;
      const entry = {
        userId,
        credential,
        revoke: () => {
          revoked = true;
          controller.abort();
        },
      };
      leases.add(entry);
      stopSchedule ??= schedule(() => void recheck().catch(() => {}), everyMs);
      return {
        signal: controller.signal,
        get revoked() {
          return revoked;
        },
        release() {
          if (released) return;
          released = true;
          leases.delete(entry);
          const left = (perUser.get(userId) ?? 1) - 1;
          if (left > 0) perUser.set(userId, left);
          else perUser.delete(userId);
          if (leases.size === 0) {
            stopSchedule?.();
            stopSchedule = null;
          }
        },
      };
    },
    /** Checks the open streams' credentials now (all users', or one user's) and ends the dead ones. */
    recheck,
    /** How many streams `userId` holds open here. */
    openCount: (userId: string) => perUser.get(userId) ?? 0,
  };
}

export type StreamGuard = ReturnType<typeof createStreamGuard>;

/** Whether the session or key still exists and may be used. */
export async function isCredentialLive(db: Db, credential: Credential): Promise<boolean> {
  const now = new Date();
  if (credential.kind === "session") {
    const rows = await db
      .select({ id: session.id })
      .from(session)
      .where(and(eq(session.id, credential.id), gt(session.expiresAt, now)));
    return rows.length > 0;
  }
  const rows = await db
    .select({ id: apikey.id })
    .from(apikey)
    .where(
      and(
        eq(apikey.id, credential.id),
        or(isNull(apikey.enabled), eq(apikey.enabled, true)),
        or(isNull(apikey.expiresAt), gt(apikey.expiresAt, now)),
      ),
    );
  return rows.length > 0;
}

function defaultSchedule(recheck: () => void, everyMs: number): () => void {
  const timer = setInterval(recheck, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
