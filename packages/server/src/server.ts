import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createDb, type DbHandle } from "@folio/db/client";
import { GMAIL_PROVIDER_ID } from "@folio/db/queries";
import { createSandbox, discoveryDocument } from "@folio/sandbox";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { createAuth } from "./auth/create-auth.ts";
import type { Config } from "./env.ts";
import { createGetGmailForUser } from "./gmail/gmail-connection.ts";
import { googleEndpoints } from "./gmail/google-endpoints.ts";
import { createWorkerApp } from "./health/probe-routes.ts";
import { createHttpServer } from "./http-server.ts";
import { inFlightRequests } from "./in-flight-requests.ts";
import { type RunningJobs, startJobs } from "./jobs/start-jobs.ts";
import { createUserJobs } from "./jobs/user-jobs.ts";
import type { Logger } from "./logger.ts";
import { createMailTransport } from "./mail/create-mail-transport.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import { mountBuiltWeb } from "./static-web.ts";
import { createLocalFileStore } from "./storage/file-store.ts";
import type { RuntimeInfo } from "./trpc/context.ts";

export interface RunningFolio {
  url: string;
  port: number;
  db: DbHandle;
  mail: MailTransport;
  close(): Promise<void>;
}

/** How long requests in flight at shutdown get to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 3000;
/** After the cut, how long handlers still running (their clients gone) get before the database closes. */
const HANDLER_GRACE_MS = 2000;

/**
 * Opens the database (migrating it), builds what this process's role needs and listens: `web` serves
 * the app and enqueues jobs, `worker` runs jobs and serves only /api/health and /api/ready, `all`
 * does both. Used by main.ts and by tests.
 */
export async function startFolio(config: Config, log: Logger): Promise<RunningFolio> {
  const db = await openDatabase(config);
  let jobs: RunningJobs | undefined;
  let draining = false;
  try {
    const mail = createMailTransport(config, { db: db.db });
    if (mail.kind === "outbox" && config.databaseUrl) {
      log.warn(
        "E-mail is kept in the outbox at /dev/outbox, readable in a browser on this machine. Set POSTMARK_SERVER_TOKEN and MAIL_FROM to send real e-mail.",
      );
    }
    const sandboxConfig = config.google.sandbox;
    const sandbox = sandboxConfig?.mounted
      ? await createSandbox({
          baseUrl: sandboxConfig.url,
          client: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            // Codes go only to Folio's own callbacks, as with a client registered at Google.
            redirectUris: ["google", GMAIL_PROVIDER_ID].map(
              (id) => `${config.appUrl}/api/auth/callback/${id}`,
            ),
          },
          persistFile: path.join(config.dataDir, "sandbox.json"),
        })
      : undefined;
    const authSecret = resolveAuthSecret(config.authSecret, config.dataDir);
    const files = createLocalFileStore({
      root: path.join(config.dataDir, "files"),
      secret: authSecret,
      publicBaseUrl: config.appUrl,
    });
    const auth = createAuth(
      {
        appUrl: config.appUrl,
        secret: authSecret,
        // Known without asking the sandbox, which may not be listening yet (mounted here, or starting).
        google: sandboxConfig
          ? { ...config.google, endpoints: sandboxOAuthEndpoints(sandboxConfig.url), isSandbox: true }
          : config.google,
        apiKeyRateLimit: config.apiKeyRateLimit,
      },
      { db: db.db, mail, log },
    );
    const endpoints = googleEndpoints(config.google);
    const gmail = { db: db.db, auth, endpoints, log };
    const runningJobs = await startJobs({
      role: config.role,
      db,
      getGmailForUser: createGetGmailForUser(gmail),
      digest: {
        handle: db,
        gmail,
        mail,
        files,
        log,
        imageAllowHosts: config.imageFetchAllowHosts,
        // The sandbox serves the seeded newsletters' images itself; only those paths are exempt
        // from the SSRF guard, never the rest of its origin (which is Folio when it is mounted).
        imageAllowUrlPrefixes: sandboxConfig ? [`${sandboxConfig.url}/images/`] : [],
        limits: config.digestLimits,
        timeBudgetMs: config.digestTimeBudgetMs,
      },
      log,
      leaseMs: config.jobLeaseMs,
      migrate: config.migrateOnStart,
    });
    jobs = runningJobs;
    const readiness = {
      role: config.role,
      pendingMigrations: async () => (await db.migrationState()).pending,
      queueStarted: runningJobs.queue.isStarted,
      draining: () => draining,
    };

    const requests = inFlightRequests();
    let listener: (req: IncomingMessage, res: ServerResponse) => void;
    if (config.role === "worker") {
      listener = requests.track(getRequestListener(createWorkerApp({ ...readiness, pingDb: db.ping }).fetch));
    } else {
      const runtime: RuntimeInfo = { google: config.google.mode, mail: mail.kind };
      const app = createApp({
        digests: runningJobs.digests,
        appUrl: config.appUrl,
        userJobs: createUserJobs(runningJobs.queue),
        tokenSecret: authSecret,
        db: db.db,
        log,
        pingDb: db.ping,
        readiness,
        auth,
        mail,
        files,
        sandbox: sandbox?.app,
        extraAllowedHosts: config.extraAllowedHosts,
        googleEndpoints: endpoints,
        notifications: db,
        emailSync: runningJobs.emailSync,
        trustProxy: config.trustProxy,
        runtime,
      });
      listener = await webListener(requests.track(getRequestListener(app.fetch)), app, config, runtime);
    }

    const server = createHttpServer(listener);
    await listen(server, config.port, config.host);
    const port = (server.address() as AddressInfo).port;
    const url = config.port === port ? config.appUrl : `http://localhost:${port}`;
    log.info({ url, role: config.role, database: db.kind, mail: mail.kind }, "Folio is running");

    return {
      url,
      port,
      db,
      mail,
      close: async () => {
        draining = true;
        // Requests in flight finish (a deploy must not turn them into errors); idle keep-alive
        // connections close now; whatever is still open after the grace period (event streams) is cut.
        await new Promise<void>((resolve) => {
          const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
          server.close(() => {
            clearTimeout(cut);
            resolve();
          });
          server.closeIdleConnections();
        });
        await requests.settled(HANDLER_GRACE_MS);
        await sandbox?.flush();
        await jobs?.stop();
        await db.close();
      },
    };
  } catch (error) {
    await jobs?.stop().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
}

/** Opens the database; migrates it unless a release step does (FOLIO_MIGRATE=false), then checks it did. */
async function openDatabase(config: Config): Promise<DbHandle> {
  const db = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: config.migrateOnStart,
  });
  if (config.migrateOnStart) return db;
  const { pending } = await db.migrationState().catch(async (error: unknown) => {
    await db.close().catch(() => {});
    throw error;
  });
  if (pending > 0) {
    await db.close();
    throw new MigrationsPendingError(pending);
  }
  return db;
}

export class MigrationsPendingError extends Error {
  constructor(pending: number) {
    super(
      `The database lacks ${pending} migration${pending === 1 ? "" : "s"}: run \`pnpm db:migrate\` (FOLIO_MIGRATE is false).`,
    );
    this.name = "MigrationsPendingError";
  }
}

/** The app's requests, plus the web app: Vite with hot reload in development, the built files otherwise. */
async function webListener(
  api: (req: IncomingMessage, res: ServerResponse) => void,
  app: ReturnType<typeof createApp>,
  config: Config,
  runtime: RuntimeInfo,
) {
  if (!config.dev) {
    mountBuiltWeb(app, config.webDistDir, runtime);
    return api;
  }
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({
    root: new URL("../../web", import.meta.url).pathname,
    server: { middlewareMode: true },
    appType: "spa",
  });
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith("/api/")) return api(req, res);
    vite.middlewares(req, res, () => api(req, res));
  };
}

/** The mounted sandbox's OAuth endpoints, known without asking it (it is not listening yet). */
function sandboxOAuthEndpoints(baseUrl: string) {
  const document = discoveryDocument(baseUrl);
  return {
    authorizationUrl: document.authorization_endpoint,
    tokenUrl: document.token_endpoint,
    userInfoUrl: document.userinfo_endpoint,
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}
