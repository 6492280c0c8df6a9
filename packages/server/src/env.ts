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
  /** Postmark when a server token is set, the database outbox otherwise (see mail/create-mail-transport.ts). */
  mail: {
    postmarkServerToken: string | undefined;
    postmarkApiUrl: string | undefined;
    from: string | undefined;
  };
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.FOLIO_DATA_DIR),
    logLevel: env.LOG_LEVEL,
    dev: env.FOLIO_DEV,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    mail: {
      postmarkServerToken: env.POSTMARK_SERVER_TOKEN?.trim() || undefined,
      postmarkApiUrl: env.POSTMARK_API_URL || undefined,
      from: env.MAIL_FROM?.trim() || undefined,
    },
  };
}
