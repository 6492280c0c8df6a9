import path from "node:path";
import { z } from "zod";

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
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
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
  /** Absent in the zero-config default: one is generated and kept in the data dir. */
  authSecret: string | undefined;
  google: GoogleConfig;
  /** Postmark when a server token is set, the database outbox otherwise (see mail/create-mail-transport.ts). */
  mail: {
    postmarkServerToken: string | undefined;
    postmarkApiUrl: string | undefined;
    from: string | undefined;
  };
}

/** Real Google when credentials are given, otherwise the sandbox mounted at /sandbox of this server. */
export interface GoogleConfig {
  mode: "google" | "sandbox";
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

const GOOGLE_DISCOVERY_URL = "https://accounts.google.com/.well-known/openid-configuration";
export const SANDBOX_CLIENT = { clientId: "folio-sandbox", clientSecret: "folio-sandbox-secret" } as const;

export class ConfigError extends Error {}

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
  return {
    port: env.PORT,
    host: env.HOST,
    appUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.FOLIO_DATA_DIR),
    logLevel: env.LOG_LEVEL,
    dev: env.FOLIO_DEV,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    trustProxy: env.TRUST_PROXY,
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
            discoveryUrl: `${appUrl}/sandbox/.well-known/openid-configuration`,
          },
    mail: {
      postmarkServerToken: env.POSTMARK_SERVER_TOKEN?.trim() || undefined,
      postmarkApiUrl: env.POSTMARK_API_URL || undefined,
      from: env.MAIL_FROM?.trim() || undefined,
    },
  };
}
