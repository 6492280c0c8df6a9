import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DbHandle } from "@folio/db/client";
import { createApp } from "../../src/app.ts";
import type { AccountLimits } from "../../src/auth/account-limits.ts";
import { type ApiKeyRateLimit, createAuth } from "../../src/auth/create-auth.ts";
import { SANDBOX_CLIENT } from "../../src/env.ts";
import type { EmailSyncService } from "../../src/gmail/email-sync-service.ts";
import type { GmailDeps } from "../../src/gmail/gmail-connection.ts";
import { googleEndpoints } from "../../src/gmail/google-endpoints.ts";
import type { UserJobs } from "../../src/jobs/user-jobs.ts";
import { createLogger, type Logger } from "../../src/logger.ts";
import type { MailTransport } from "../../src/mail/mail-transport.ts";
import { createOutboxTransport } from "../../src/mail/outbox-transport.ts";
import type { RequestRateLimitOptions } from "../../src/rate-limit/request-rate-limiter.ts";
import type { StreamGuardOptions } from "../../src/realtime/stream-guard.ts";
import { createLocalFileStore } from "../../src/storage/file-store.ts";
import type { DigestJobs } from "../../src/trpc/context.ts";

export const TEST_APP_URL = "http://localhost:3000";

/** The real app on a real, migrated database, with the outbox as mail transport — for `app.request()` tests. */
export function createTestApp(
  handle: DbHandle,
  options: {
    appUrl?: string;
    mail?: MailTransport;
    filesRoot?: string;
    /** Base URL of a running sandbox (startSandboxServer) that plays Google; default: none reachable. */
    sandboxUrl?: string;
    /** Where generate calls hand digests (default: none, so generating answers 503). */
    digests?: DigestJobs;
    /** Where account deletion cancels queued jobs (default: none). */
    userJobs?: UserJobs;
    /** Postgres LISTEN for subscriptions (default: the handle's). */
    notifications?: Pick<DbHandle, "listen">;
    /** Requests per API key and window (default: the production default). */
    apiKeyRateLimit?: ApiKeyRateLimit;
    /** Per-account limits on failed sign-ins and auth e-mails (default: the production default). */
    accountLimits?: AccountLimits;
    /** Gmail label sync; default: none, so the queue can be read but not synced. */
    emailSync?: EmailSyncService;
    /** Requests per minute per client (default: the app's). */
    requestLimit?: RequestRateLimitOptions;
    /** Where the app and auth log (default: nowhere). */
    log?: Logger;
    /** Open event streams: cap per user and credential rechecks (default: the app's). */
    streams?: StreamGuardOptions;
  } = {},
) {
  const appUrl = options.appUrl ?? TEST_APP_URL;
  const google = {
    mode: "sandbox" as const,
    ...SANDBOX_CLIENT,
    discoveryUrl: `${options.sandboxUrl ?? `${appUrl}/sandbox`}/.well-known/openid-configuration`,
    isSandbox: true,
  };
  const log = options.log ?? createLogger("silent");
  const mail =
    options.mail ?? createOutboxTransport({ db: handle.db, from: "Folio <digest@folio.localhost>" });
  const auth = createAuth(
    {
      appUrl,
      secret: "test-secret-that-is-at-least-32-characters-long",
      google,
      apiKeyRateLimit: options.apiKeyRateLimit,
      accountLimits: options.accountLimits,
    },
    { db: handle.db, mail, log },
  );
  const files = createLocalFileStore({
    root: options.filesRoot ?? mkdtempSync(path.join(tmpdir(), "folio-files-")),
    secret: "test-file-secret",
    publicBaseUrl: appUrl,
  });
  const app = createApp({
    files,
    tokenSecret: "test-token-secret",
    db: handle.db,
    log,
    pingDb: handle.ping,
    auth,
    appUrl,
    requestLimit: options.requestLimit,
    trustProxy: true,
    mail,
    runtime: { google: "sandbox", mail: mail.kind },
    googleEndpoints: googleEndpoints(google),
    notifications: options.notifications ?? handle,
    digests: options.digests,
    userJobs: options.userJobs,
    emailSync: options.emailSync,
    streams: options.streams,
  });
  /** What Gmail services (the digest job, labelling) need, wired as the app wires them. */
  const gmail: GmailDeps = { db: handle.db, auth, endpoints: googleEndpoints(google), log };
  return { app, auth, mail, files, gmail };
}
