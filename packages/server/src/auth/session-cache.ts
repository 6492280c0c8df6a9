import type { AuthSession } from "./create-auth.ts";

// Kept over asking better-auth each time: its lookup measured as the largest share of a signed-in request's CPU.
/** How long a looked-up session is trusted, at most, before better-auth is asked again. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  value: AuthSession;
  until: number;
}

/**
 * The sessions this process looked up in the last few seconds, by the credential that named them (the
 * cookie header or the bearer token). better-auth's lookup — a context per call, HMAC-signing and
 * verifying the cookie, two queries — was the largest share of a signed-in request's CPU; a browser
 * polling progress every second makes the same lookup again and again.
 *
 * `clear()` runs on every request that can end or change a session (session-middleware.ts), so on this
 * process a sign-out, revocation or account deletion takes effect at once; other processes notice
 * within SESSION_CACHE_TTL_MS, the same trade better-auth's own cookie cache makes (for minutes there).
 */
export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = new Map<string, Entry>();
  // Bumped by clear(): a lookup that started before a clear must not store what it found.
  let generation = 0;
  return {
    get(key: string): AuthSession | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const now = Date.now();
      if (entry.until <= now || new Date(entry.value.session.expiresAt).getTime() <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    /** Stores what a lookup found, unless the cache was cleared since `startedAt` (a generation). */
    set(key: string, value: AuthSession, startedAt: number): void {
      if (startedAt !== generation) return;
      if (entries.size >= MAX_ENTRIES) {
        // Maps iterate in insertion order: drop the oldest.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // Between half the time to live and all of it, so sessions looked up together (a restart, a
      // burst of sign-ins) are not all looked up again in the same instant.
      entries.set(key, { value, until: Date.now() + ttlMs * (0.5 + Math.random() / 2) });
    },
    generation: () => generation,
    clear(): void {
      generation += 1;
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** Requests that may end or change sessions: better-auth's own writes and account deletion. */
export function maySessionsChange(method: string, path: string): boolean {
  if (method === "GET") return false;
  if (path.startsWith("/api/auth/")) return true;
  // A tRPC batch names its procedures with commas: `/api/trpc/waitlist.join,account.delete`.
  if (!path.startsWith("/api/trpc/")) return false;
  return path
    .slice("/api/trpc/".length)
    .split(",")
    .some((procedure) => procedure.startsWith("account."));
}
