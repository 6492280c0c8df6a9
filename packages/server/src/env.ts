import path from "node:path";
import { z } from "zod";
import {
  DEFAULT_DIGEST_LIMITS,
  DEFAULT_DIGEST_TIME_BUDGET_MS,
  type DigestLimits,
} from "./digest/digest-limits.ts";

const HOST_AND_PORT = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?$/;

/** Every setting Folio reads from the environment, parsed once at start. Listed in the README. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  FOLIO_DATA_DIR: z.string().default("./.folio"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  FOLIO_DEV: z.stringbool().default(false),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  POSTMARK_SERVER_TOKEN: z.string().optional(),
  POSTMARK_API_URL: z.url().optional(),
  MAIL_FROM: z.string().optional(),
  FOLIO_ROLE: z.enum(["all", "web", "worker"]).default("all"),
  FOLIO_MIGRATE: z.stringbool().default(true),
  FOLIO_JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  GOOGLE_SANDBOX_URL: z.url().optional(),
  API_KEY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  API_KEY_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  FOLIO_ALLOWED_HOSTS: z.string().default(""),
  NODE_ENV: z.string().optional(),
  DIGESTS_PER_DAY: z.coerce.number().int().min(1).default(DEFAULT_DIGEST_LIMITS.digestsPerDay),
  DIGEST_EMAILS_PER_DAY: z.coerce.number().int().min(1).default(DEFAULT_DIGEST_LIMITS.emailsPerDay),
  DIGEST_TIME_BUDGET_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 3600)
    .default(DEFAULT_DIGEST_TIME_BUDGET_MS / 1000),
  IMAGE_FETCH_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => HOST_AND_PORT.test(host)), {
      message: "must be a comma-separated list of host or host:port",
    }),
});

/** What a process does: `web` serves HTTP and enqueues jobs, `worker` runs them, `all` both (default). */
export type FolioRole = "all" | "web" | "worker";

export type Env = z.infer<typeof envSchema>;

export interface Config {
  role: FolioRole;
  /** Apply migrations at start (under a lock); false when a release step runs `pnpm db:migrate`. */
  migrateOnStart: boolean;
  /**
   * How long a running job's claim lasts without a heartbeat. A worker that dies is noticed this long
   * after its last heartbeat and its job is taken over by another worker.
   */
  jobLeaseMs: number;
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: Env["LOG_LEVEL"];
  /** Vite dev server with HMR instead of the built files. */
  dev: boolean;
  webDistDir: string;
  trustProxy: boolean;
  /**
   * Host names served besides APP_URL's (host or host:port), e.g. the address a load balancer's
   * health probe uses; every other Host gets 421 (http-guards/host-check.ts).
   */
  extraAllowedHosts: string[];
  /** Absent in the zero-config default: one is generated and kept in the data dir. */
  authSecret: string | undefined;
  google: GoogleConfig;
  /** Requests one API key may make per window (stored on each key when it is created). */
  apiKeyRateLimit: { maxRequests: number; windowMs: number };
  /** Per user and rolling 24 hours: digests started, digest e-mails sent. */
  digestLimits: DigestLimits;
  /** How long loading and building one digest may take before it is stopped (SEC-7). */
  digestTimeBudgetMs: number;
  /** Image hosts the SSRF guard lets digests fetch from anyway ("host" or "host:port"): self-hosted image proxies. */
  imageFetchAllowHosts: string[];
  /** Postmark when a server token is set, the database outbox otherwise (see mail/create-mail-transport.ts). */
  mail: {
    postmarkServerToken: string | undefined;
    postmarkApiUrl: string | undefined;
    from: string | undefined;
  };
}

/**
 * Real Google when credentials are given; otherwise the sandbox: one at GOOGLE_SANDBOX_URL shared by
 * every process (`pnpm sandbox`), or, in the single-process default, one mounted at /sandbox here.
 */
export interface GoogleConfig {
  mode: "google" | "sandbox";
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
  /** Sandbox mode only: its base URL (also the OIDC issuer) and whether this process serves it. */
  sandbox?: { url: string; mounted: boolean } | undefined;
}

const GOOGLE_DISCOVERY_URL = "https://accounts.google.com/.well-known/openid-configuration";
export const SANDBOX_CLIENT = { clientId: "folio-sandbox", clientSecret: "folio-sandbox-secret" } as const;

export class ConfigError extends Error {}

/**
 * The Google sandbox signs anyone in as any address it is told: a local tool for trying Folio, never
 * the way into a public server.
 */
export const SANDBOX_IN_PRODUCTION_MESSAGE =
  "Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: the Google sandbox is for trying Folio on this machine and is never used when APP_URL is https or NODE_ENV is production.";

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const env = parsed.data;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither (to use the Google sandbox).",
    );
  }
  if (!env.BETTER_AUTH_SECRET && appUrl.startsWith("https://")) {
    throw new ConfigError("BETTER_AUTH_SECRET is required when APP_URL is https (production).");
  }
  if (env.GOOGLE_SANDBOX_URL && env.GOOGLE_CLIENT_ID) {
    throw new ConfigError("Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or GOOGLE_SANDBOX_URL, not both.");
  }
  if (!env.GOOGLE_CLIENT_ID && (appUrl.startsWith("https://") || env.NODE_ENV === "production")) {
    throw new ConfigError(SANDBOX_IN_PRODUCTION_MESSAGE);
  }
  if (env.FOLIO_ROLE !== "all") checkSharedSetup(env);
  const sandboxUrl = (env.GOOGLE_SANDBOX_URL ?? `${appUrl}/sandbox`).replace(/\/+$/, "");
  return {
    role: env.FOLIO_ROLE,
    migrateOnStart: env.FOLIO_MIGRATE,
    jobLeaseMs: env.FOLIO_JOB_LEASE_SECONDS * 1000,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.FOLIO_DATA_DIR),
    logLevel: env.LOG_LEVEL,
    dev: env.FOLIO_DEV,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    trustProxy: env.TRUST_PROXY,
    extraAllowedHosts: env.FOLIO_ALLOWED_HOSTS.split(",")
      .map((host) => host.trim())
      .filter(Boolean),
    authSecret: env.BETTER_AUTH_SECRET,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            mode: "google",
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: GOOGLE_DISCOVERY_URL,
          }
        : {
            mode: "sandbox",
            ...SANDBOX_CLIENT,
            discoveryUrl: `${sandboxUrl}/.well-known/openid-configuration`,
            sandbox: { url: sandboxUrl, mounted: !env.GOOGLE_SANDBOX_URL },
          },
    apiKeyRateLimit: {
      maxRequests: env.API_KEY_RATE_LIMIT_MAX,
      windowMs: env.API_KEY_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    digestLimits: { digestsPerDay: env.DIGESTS_PER_DAY, emailsPerDay: env.DIGEST_EMAILS_PER_DAY },
    digestTimeBudgetMs: env.DIGEST_TIME_BUDGET_SECONDS * 1000,
    imageFetchAllowHosts: env.IMAGE_FETCH_ALLOW_HOSTS,
    mail: {
      postmarkServerToken: env.POSTMARK_SERVER_TOKEN?.trim() || undefined,
      postmarkApiUrl: env.POSTMARK_API_URL || undefined,
      from: env.MAIL_FROM?.trim() || undefined,
    },
  };
}

/**
 * Web and worker processes run side by side, so everything they share must live outside any one of
 * them: the database, the session secret, and Google (or one sandbox that plays it for all).
 */
function checkSharedSetup(env: Env): void {
  const role = `FOLIO_ROLE=${env.FOLIO_ROLE}`;
  if (!env.DATABASE_URL) {
    throw new ConfigError(
      `${role} needs DATABASE_URL: web and worker processes share one Postgres (the embedded database is for a single process).`,
    );
  }
  if (!env.BETTER_AUTH_SECRET) {
    throw new ConfigError(`${role} needs BETTER_AUTH_SECRET, the same in every process.`);
  }
  if (!env.GOOGLE_CLIENT_ID && !env.GOOGLE_SANDBOX_URL) {
    throw new ConfigError(
      `${role} needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or GOOGLE_SANDBOX_URL pointing at one sandbox shared by every process (pnpm sandbox).`,
    );
  }
}

/** `pnpm sandbox`: the Google sandbox on its own, for several Folio processes to share. */
const sandboxEnvSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  SANDBOX_HOST: z.string().default("127.0.0.1"),
  /** Where browsers and Folio reach it; the OIDC issuer. */
  SANDBOX_PUBLIC_URL: z.url().optional(),
  /** New mailboxes get the generated newsletters (false: empty mailboxes, for tests). */
  SANDBOX_SEED_MAILBOXES: z.stringbool().default(true),
  FOLIO_DATA_DIR: z.string().default("./.folio"),
});

export interface SandboxConfig {
  port: number;
  host: string;
  publicUrl: string | undefined;
  seedMailboxes: boolean;
  persistFile: string;
}

export function loadSandboxConfig(source: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = sandboxEnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const env = parsed.data;
  return {
    port: env.SANDBOX_PORT,
    host: env.SANDBOX_HOST,
    publicUrl: env.SANDBOX_PUBLIC_URL?.replace(/\/+$/, ""),
    seedMailboxes: env.SANDBOX_SEED_MAILBOXES,
    // Not sandbox.json: that is the mounted sandbox's, and the two must not write one file.
    persistFile: path.resolve(env.FOLIO_DATA_DIR, "sandbox-standalone.json"),
  };
}
