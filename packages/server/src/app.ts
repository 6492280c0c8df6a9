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
import type { Logger } from "./logger.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import { authBootstrapRoutes } from "./rest/auth-bootstrap.ts";
import { createOutboxRoutes } from "./rest/dev-outbox.ts";
import { createUserFileRoutes } from "./rest/user-files.ts";
import { waitlistRoutes } from "./rest/waitlist.ts";
import type { FileStore } from "./storage/file-store.ts";
import type { RuntimeInfo } from "./trpc/context.ts";
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
  /** The Google sandbox, mounted at /sandbox when Folio runs without Google credentials. */
  sandbox?: Hono | undefined;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** The HTTP surface: health, tRPC at /api/trpc and the REST shims of spec §7. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

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
      }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR")
          deps.log.error({ err: error, path }, "tRPC procedure failed");
      },
    }),
  );

  app.route("/api", waitlistRoutes);
  app.route("/api", createUserFileRoutes(deps.files));
  if (deps.mail.kind === "outbox") app.route("/api", createOutboxRoutes());
  app.all("/api/*", (c) => c.json({ error: "Not found." }, 404));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
    deps.log.error({ err: error, path: c.req.path }, "request failed");
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });

  return app;
}
