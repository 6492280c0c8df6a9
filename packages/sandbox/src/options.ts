/** The options createSandbox accepts, and their defaults. */

export interface SandboxOptions {
  /** Public URL where the sandbox's routes are reachable, e.g. "http://localhost:3000/sandbox" (no trailing slash). Issuer = baseUrl. */
  baseUrl: string;
  /**
   * The OAuth client Folio uses; requests with another client_id/secret are rejected like Google does
   * (invalid_client). With `redirectUris`, like a client registered at Google, the consent page sends
   * codes only to those addresses (redirect_uri_mismatch otherwise).
   */
  client: { clientId: string; clientSecret: string; redirectUris?: readonly string[] | undefined };
  /** JSON file to persist state (accounts, mailboxes, tokens, signing key) across restarts; in-memory when absent. */
  persistFile?: string;
  /** Seed each new mailbox with the generated newsletters (default true). */
  seedMailboxes?: boolean;
  /** Gmail per-user quota in units per minute (default 15000 = 250 units/s); 0 disables. */
  quotaUnitsPerMinute?: number;
  /** Max concurrent Gmail requests per user before 429 "Too many concurrent requests for user" (default 10). */
  maxConcurrentPerUser?: number;
}

export const DEFAULT_QUOTA_UNITS_PER_MINUTE = 15_000;
export const DEFAULT_MAX_CONCURRENT_PER_USER = 10;

/** The client startSandboxServer accepts when none is given. */
export const DEFAULT_SANDBOX_CLIENT = {
  clientId: "folio-sandbox.apps.googleusercontent.com",
  clientSecret: "sandbox-secret",
} as const;
