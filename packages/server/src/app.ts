import type { Db } from "@folio/db/client";
import { trpcServer } from "@hono/trpc-server";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./app-env.ts";
import { clientIp } from "./auth/client-ip.ts";
import type { Auth } from "./auth/create-auth.ts";
import { sessionMiddleware } from "./auth/session-middleware.ts";
import type { EmailSyncService } from "./gmail/email-sync-service.ts";
import type { GmailDeps } from "./gmail/gmail-connection.ts";
import type { GoogleEndpoints } from "./gmail/google-endpoints.ts";
import type { Logger } from "./logger.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import type { SettingsNotifications } from "./preferences/settings-changes.ts";
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

export interface AppDeps {
  db: Db;
  log: Logger;
  /** Checks the database is reachable, for /api/health. */
  pingDb: () => Promise<void>;
  auth: Auth;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy you run). */
  trustProxy: boolean;
  runtime: RuntimeInfo;
  /** Where e-mail goes; when it is the outbox, /api/dev/outbox shows what was "sent". */
  mail: MailTransport;
  /** Digest files (bucket "user-files"), served to their owner through signed links. */
  files: FileStore;
  /** The digest job queue; absent in processes that cannot enqueue digests. */
  digests?: DigestJobs | undefined;
  /** Signs the short-lived digest progress tokens. */
  tokenSecret: string;
  /** The Google sandbox, mounted at /sandbox when Folio runs without Google credentials. */
  sandbox?: Hono | undefined;
  /** Gmail API root and Google's revoke/userinfo endpoints (Google's, or the sandbox's). */
  googleEndpoints: GoogleEndpoints;
  /** Postgres LISTEN, so subscriptions see changes made by any server process. */
  notifications: SettingsNotifications;
  /** Gmail label sync (queue + Gmail access); without it the queue can be read but not synced. */
  emailSync?: EmailSyncService | undefined;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** The HTTP surface: health, tRPC at /api/trpc and the REST shims of spec §7. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const gmail: GmailDeps = { db: deps.db, auth: deps.auth, endpoints: deps.googleEndpoints, log: deps.log };

  app.use(
    "*",
    secureHeaders({
      // Vite's dev server and React need inline styles; scripts only from our origin.
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use("*", async (c, next) => {
    c.set("db", deps.db);
    c.set("log", deps.log);
    await next();
  });
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: "The request body is too large." }, 413),
    }),
  );

  if (deps.sandbox) app.route("/sandbox", deps.sandbox);

  app.get("/api/health", async (c) => {
    try {
      await deps.pingDb();
      return c.json({ status: "ok", database: "up" });
    } catch {
      return c.json({ status: "error", database: "down" }, 503);
    }
  });

  app.use("/api/*", clientIp({ trustProxy: deps.trustProxy }));
  app.use("/api/*", sessionMiddleware(deps.auth));
  app.route("/api", authBootstrapRoutes);
  // Our own /api/auth/* paths (spec §7) must come before better-auth's catch-all.
  app.route("/api", onboardingStatusRoutes(gmail));
  app.route("/api", gmailConnectionRoutes(gmail));
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(c.req.raw));

  app.use(
    "/api/trpc/*",
    trpcServer({
      endpoint: "/api/trpc",
      router: appRouter,
      createContext: (_opts, c) => ({
        db: c.var.db,
        log: c.var.log,
        user: c.var.user,
        runtime: deps.runtime,
        gmail,
        notifications: deps.notifications,
        emailSync: deps.emailSync ?? null,
        digests: deps.digests ?? null,
        files: deps.files,
      }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR")
          deps.log.error({ err: error, path }, "tRPC procedure failed");
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
    }),
  );
  app.route("/api", gmailLabelsRoutes(gmail));
  app.route("/api", createEmailRoutes(deps.emailSync));
  if (deps.mail.kind === "outbox") app.route("/api", createOutboxRoutes());
  app.all("/api/*", (c) => c.json({ error: "Not found." }, 404));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
    deps.log.error({ err: error, path: c.req.path }, "request failed");
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });

  return app;
}
