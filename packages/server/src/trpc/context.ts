import type { Db } from "@folio/db/client";
import type { AuthMethod, SessionUser } from "../app-env.ts";
import type { AuthFailure } from "../auth/api-key-auth.ts";
import type { EmailSyncService } from "../gmail/email-sync-service.ts";
import type { GmailDeps } from "../gmail/gmail-connection.ts";
import type { DigestJobs } from "../jobs/digest-jobs.ts";
import type { UserJobs } from "../jobs/user-jobs.ts";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "../mail/mail-transport.ts";
import type { SettingsNotifications } from "../preferences/settings-changes.ts";
import type { Credential, StreamGuard } from "../realtime/stream-guard.ts";
import type { FileStore } from "../storage/file-store.ts";

// Declared beside its implementation; named here too, as every request handler sees it in its context.
export type { DigestJobs };

/** Built once per request from what the Hono middleware set, so REST and tRPC share one auth step. */
export interface Context {
  db: Db;
  log: Logger;
  /** The HTTP request's id (errors/internal-error.ts), absent when called without HTTP. */
  requestId?: string;
  user: SessionUser | null;
  authMethod: AuthMethod | null;
  /** The session or key behind `user`; subscriptions end when it is revoked. */
  credential?: Credential | null;
  /** Open event streams: a cap per user, and the end of those whose credential was revoked. */
  streams?: StreamGuard | null;
  /** The request's API key was refused: every procedure answers with this (see init.ts). */
  authFailure: AuthFailure | null;
  runtime: RuntimeInfo;
  /** Gmail services (better-auth for tokens, Google's or the sandbox's endpoints). */
  gmail: GmailDeps;
  /** Postgres LISTEN, for subscriptions that follow changes made by any process. */
  notifications: SettingsNotifications;
  /** Null when this process was started without Gmail sync (no job queue or Gmail access wired). */
  emailSync: EmailSyncService | null;
  /** Null when this process was started without the digest workers' queue. */
  digests: DigestJobs | null;
  files: FileStore;
  /** Where account notices go (Postmark or the outbox). */
  mail: MailTransport;
  /** Folio's public address, for links in notices. */
  appUrl: string;
  /** Null when this process was started without the job queue. */
  userJobs?: UserJobs | null;
  /** The HTTP request's headers and the response's, absent when called without HTTP (tests, scripts). */
  http?: { reqHeaders: Headers; resHeaders: Headers };
  /** Seconds until the client may try again, when it is over its request limit. */
  rateLimitedFor?: number | undefined;
}

/** Which real services Folio talks to, or which local stand-ins replace them. */
export interface RuntimeInfo {
  google: "google" | "sandbox";
  mail: "postmark" | "outbox";
}
