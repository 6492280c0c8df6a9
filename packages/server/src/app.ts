import type { Db } from "@folio/db/client";
import { trpcServer } from "@hono/trpc-server";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env.ts";
import { API_KEY_CANNOT_MANAGE_MESSAGE } from "./auth/api-key-auth.ts";
import { clientIp } from "./auth/client-ip.ts";
import type { Auth } from "./auth/create-auth.ts";
import { requireTrustedOriginForCookies } from "./auth/origin-check.ts";
import { sessionMiddleware } from "./auth/session-middleware.ts";
import { trustedOriginsFor } from "./auth/trusted-origins.ts";
import { logUnusualFailure } from "./errors/error-mapping.ts";
import { FolioError } from "./errors/folio-error.ts";
import { assignRequestId, reportInternalError } from "./errors/internal-error.ts";
import { answerRestError } from "./errors/rest-error-answer.ts";
import type { EmailSyncService } from "./gmail/email-sync-service.ts";
import type { GmailDeps } from "./gmail/gmail-connection.ts";
import type { GoogleEndpoints } from "./gmail/google-endpoints.ts";
import { probeRoutes, type ReadinessDeps } from "./health/probe-routes.ts";
import { requireOwnHost } from "./http-guards/host-check.ts";
import { localOnly } from "./http-guards/local-only.ts";
import { limitUrlLength } from "./http-guards/url-length.ts";
import type { UserJobs } from "./jobs/user-jobs.ts";
import type { Logger } from "./logger.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import type { SettingsNotifications } from "./preferences/settings-changes.ts";
import { rateLimitRequests } from "./rate-limit/rate-limit-middleware.ts";
import { createRequestRateLimiter, type RequestRateLimitOptions } from "./rate-limit/request-rate-limiter.ts";
import { limitTrpcBatches, MAX_TRPC_BATCH_SIZE } from "./rate-limit/trpc-batch.ts";
import { createStreamGuard, type StreamGuardOptions } from "./realtime/stream-guard.ts";
import { authBootstrapRoutes } from "./rest/auth-bootstrap.ts";
import { createOutboxRoutes } from "./rest/dev-outbox.ts";
import { createDigestRoutes } from "./rest/digest.ts";
import { createEmailRoutes } from "./rest/emails.ts";
import { gmailConnectionRoutes } from "./rest/gmail-connection-routes.ts";
import { gmailLabelsRoutes } from "./rest/gmail-labels-routes.ts";
import { onboardingStatusRoutes } from "./rest/onboarding-status.ts";
import { createUserFileRoutes } from "./rest/user-files.ts";
import { waitlistRoutes } from "./rest/waitlist.ts";
import type { FileStore } from "./storage/file-store.ts";
import type { DigestJobs, RuntimeInfo } from "./trpc/context.ts";
import { appRouter } from "./trpc/root.ts";
import { webSecurityHeaders } from "./web-security-headers.ts";

export interface AppDeps {
  db: Db;
  log: Logger;
  /** Checks the database is reachable, for /api/ready. */
  pingDb: () => Promise<void>;
  /** The rest of what /api/ready checks, and this process's role (default: database only, `all`). */
  readiness?: Omit<ReadinessDeps, "pingDb"> | undefined;
  auth: Auth;
  /** Folio's public address: its origin is the one trusted origin, and https turns on HSTS. */
  appUrl: string;
  /** Requests per minute per user (or per address when signed out); default 600. */
  requestLimit?: RequestRateLimitOptions | undefined;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy you run). */
  trustProxy: boolean;
  runtime: RuntimeInfo;
  /** Where e-mail goes; when it is the outbox, /api/dev/outbox shows what was "sent". */
  mail: MailTransport;
  /** Digest files (bucket "user-files"), served to their owner through signed links. */
  files: FileStore;
  /** The digest job queue; absent in processes that cannot enqueue digests. */
  digests?: DigestJobs | undefined;
  /** The user's queued jobs, cancelled when the account is deleted; absent without a job queue. */
  userJobs?: UserJobs | undefined;
  /** Signs the short-lived digest progress tokens. */
  tokenSecret: string;
  /** The Google sandbox, mounted at /sandbox when Folio runs without Google credentials. */
  sandbox?: Hono | undefined;
  /** Host names served besides APP_URL's (FOLIO_ALLOWED_HOSTS). */
  extraAllowedHosts?: readonly string[] | undefined;
  /** Gmail API root and Google's revoke/userinfo endpoints (Google's, or the sandbox's). */
  googleEndpoints: GoogleEndpoints;
  /** Postgres LISTEN, so subscriptions see changes made by any server process. */
  notifications: SettingsNotifications;
  /** Gmail label sync (queue + Gmail access); without it the queue can be read but not synced. */
  emailSync?: EmailSyncService | undefined;
  /** Open event streams: per-user cap and how often their credentials are checked (defaults: 20, 15 s). */
  streams?: StreamGuardOptions | undefined;
}

const MAX_BODY_BYTES = 1024 * 1024;

export const SANDBOX_LOCAL_ONLY_MESSAGE =
  "The Google sandbox answers only a browser on the machine Folio runs on.";
/** 200 people polling every second from one address stay far below this: it counts per user. */
export const DEFAULT_REQUESTS_PER_MINUTE = 600;

/** The HTTP surface: health, tRPC at /api/trpc and the REST shims of spec §7. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", assignRequestId());
  app.use("*", limitUrlLength());
  const gmail: GmailDeps = { db: deps.db, auth: deps.auth, endpoints: deps.googleEndpoints, log: deps.log };
  const streams = createStreamGuard(deps.db, deps.streams);

  app.use(
    "*",
    requireOwnHost({
      appUrl: deps.appUrl,
      extraHosts: deps.extraAllowedHosts,
      loopback: deps.mail.kind === "outbox" || deps.sandbox !== undefined,
    }),
  );
  app.use("*", webSecurityHeaders({ appUrl: deps.appUrl }));
  app.use("*", async (c, next) => {
    c.set("db", deps.db);
    c.set("log", deps.log);
    await next();
  });
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: "The request body is too large." }, 413),
  });
  app.use("/api/*", limitBody);

  app.use("/api/trpc/*", limitTrpcBatches());

  if (deps.sandbox) {
    // The sandbox signs anyone in as any address and lists every mailbox: a local tool only.
    app.use("/sandbox/*", localOnly(SANDBOX_LOCAL_ONLY_MESSAGE), limitBody);
    app.route("/sandbox", deps.sandbox);
  }

  app.route("/api", probeRoutes({ role: "all", ...deps.readiness, pingDb: deps.pingDb }));

  app.use("/api/*", clientIp({ trustProxy: deps.trustProxy }));
  app.use("/api/*", sessionMiddleware(deps.auth));
  app.use(
    "/api/*",
    rateLimitRequests(
      createRequestRateLimiter(deps.requestLimit ?? { perMinute: DEFAULT_REQUESTS_PER_MINUTE }),
    ),
  );
  app.use("/api/*", requireTrustedOriginForCookies(trustedOriginsFor(deps.appUrl)));
  app.route("/api", authBootstrapRoutes);
  // Our own /api/auth/* paths (spec §7) must come before better-auth's catch-all.
  app.route("/api", onboardingStatusRoutes(gmail));
  app.route("/api", gmailConnectionRoutes(gmail));
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // better-auth's endpoints are the account itself (keys, sessions, password, linked accounts).
    if (c.var.authMethod === "api-key") return c.json({ error: API_KEY_CANNOT_MANAGE_MESSAGE }, 403);
    const response = await deps.auth.handler(c.req.raw);
    // A sign-out, revocation or key deletion ends the caller's streams on this process at once
    // (other processes within the guard's recheck interval).
    if (c.req.method === "POST" && c.var.user) void streams.recheck(c.var.user.id).catch(() => {});
    // better-auth answers its own unexpected failures with a 500 of its own making; say what every
    // other route says (its logger has the error).
    if (response.status >= 500) {
      const body = reportInternalError(deps.log, new Error(`better-auth answered ${response.status}`), {
        requestId: c.var.requestId,
        path: c.req.path,
      });
      return c.json(body, 500);
    }
    // better-auth answers some failures (unknown paths, features turned off) with an empty body;
    // give them a message like every other route, keeping its status and headers.
    if (response.status < 400 || (await response.clone().text()).trim()) return response;
    const headers = new Headers(response.headers);
    headers.set("content-type", "application/json");
    const error = response.status === 404 ? "Not found." : "The request could not be completed.";
    return new Response(JSON.stringify({ error }), { status: response.status, headers });
  });

  app.use(
    "/api/trpc/*",
    trpcServer({
      endpoint: "/api/trpc",
      router: appRouter,
      // limitTrpcBatches answers first, with a clearer message; this is the adapter's own guard.
      maxBatchSize: MAX_TRPC_BATCH_SIZE,
      createContext: (opts, c) => ({
        requestId: c.var.requestId,
        db: c.var.db,
        log: c.var.log,
        user: c.var.user,
        authMethod: c.var.authMethod,
        credential: c.var.credential,
        streams,
        authFailure: c.var.authFailure,
        runtime: deps.runtime,
        gmail,
        notifications: deps.notifications,
        emailSync: deps.emailSync ?? null,
        digests: deps.digests ?? null,
        files: deps.files,
        mail: deps.mail,
        appUrl: deps.appUrl,
        userJobs: deps.userJobs ?? null,
        http: { reqHeaders: c.req.raw.headers, resHeaders: opts.resHeaders },
        rateLimitedFor: c.var.rateLimitedFor,
      }),
      onError: ({ error, path, ctx }) => {
        const where = { requestId: ctx?.requestId ?? "none", path: `/api/trpc/${path ?? ""}` };
        if (error.code === "INTERNAL_SERVER_ERROR")
          reportInternalError(deps.log, error.cause ?? error, where);
        else if (error.cause instanceof FolioError) logUnusualFailure(deps.log, error.cause, where);
      },
    }),
  );

  app.route("/api", waitlistRoutes);
  app.route("/api", createUserFileRoutes(deps.files));
  app.route(
    "/api",
    createDigestRoutes({
      digests: deps.digests ?? null,
      notifications: deps.notifications,
      tokenSecret: deps.tokenSecret,
      streams,
    }),
  );
  app.route("/api", gmailLabelsRoutes(gmail));
  app.route("/api", createEmailRoutes(deps.emailSync));
  if (deps.mail.kind === "outbox") app.route("/api", createOutboxRoutes());
  app.all("/api/*", (c) => c.json({ error: "Not found." }, 404));

  app.onError(answerRestError(deps.log));

  return app;
}
