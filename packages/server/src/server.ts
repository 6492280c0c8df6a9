import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createDb, type DbHandle } from "@folio/db/client";
import { createSandbox, discoveryDocument } from "@folio/sandbox";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { createAuth } from "./auth/create-auth.ts";
import type { Config } from "./env.ts";
import { createGetGmailForUser } from "./gmail/gmail-connection.ts";
import { googleEndpoints } from "./gmail/google-endpoints.ts";
import { registerDigestWorkers } from "./jobs/digest-jobs.ts";
import { startEmailSync } from "./jobs/start-email-sync.ts";
import type { Logger } from "./logger.ts";
import { createMailTransport } from "./mail/create-mail-transport.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import { mountBuiltWeb } from "./static-web.ts";
import { createLocalFileStore } from "./storage/file-store.ts";

export interface RunningFolio {
  url: string;
  port: number;
  db: DbHandle;
  mail: MailTransport;
  close(): Promise<void>;
}

/** Opens the database (migrating it), builds the app and listens. Used by main.ts and by tests. */
export async function startFolio(config: Config, log: Logger): Promise<RunningFolio> {
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let emailSync: Awaited<ReturnType<typeof startEmailSync>> | undefined;
  try {
    const mail = createMailTransport(config, { db: db.db });
    if (mail.kind === "outbox" && config.databaseUrl) {
      log.warn(
        "E-mail is kept in the outbox at /dev/outbox, readable by anyone who can reach this server. Set POSTMARK_SERVER_TOKEN and MAIL_FROM to send real e-mail.",
      );
    }
    const sandboxUrl = `${config.appUrl}/sandbox`;
    const sandbox =
      config.google.mode === "sandbox"
        ? await createSandbox({
            baseUrl: sandboxUrl,
            client: { clientId: config.google.clientId, clientSecret: config.google.clientSecret },
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
        google: sandbox ? { ...config.google, endpoints: sandboxOAuthEndpoints(sandboxUrl) } : config.google,
      },
      { db: db.db, mail, log },
    );
    const endpoints = googleEndpoints(config.google);
    emailSync = await startEmailSync({
      db,
      getGmailForUser: createGetGmailForUser({ db: db.db, auth, endpoints, log }),
      log,
    });
    const digestWorkers = await registerDigestWorkers(emailSync.queue, {
      handle: db,
      gmail: { db: db.db, auth, endpoints, log },
      mail,
      files,
      log,
      // The sandbox serves the seeded newsletters' images from this very server.
      imageAllowHosts: sandbox ? [new URL(config.appUrl).host] : [],
    });
    const app = createApp({
      digests: { enqueue: digestWorkers.enqueue },
      tokenSecret: authSecret,
      db: db.db,
      log,
      pingDb: db.ping,
      auth,
      mail,
      files,
      sandbox: sandbox?.app,
      googleEndpoints: endpoints,
      notifications: db,
      emailSync: emailSync.service,
      trustProxy: config.trustProxy,
      runtime: { google: config.google.mode, mail: mail.kind },
    });
    const api = getRequestListener(app.fetch);
    let listener: (req: IncomingMessage, res: ServerResponse) => void = (req, res) => void api(req, res);

    if (config.dev) {
      const { createServer: createVite } = await import("vite");
      const vite = await createVite({
        root: new URL("../../web", import.meta.url).pathname,
        server: { middlewareMode: true },
        appType: "spa",
      });
      listener = (req, res) => {
        if (req.url?.startsWith("/api/")) return void api(req, res);
        vite.middlewares(req, res, () => void api(req, res));
      };
    } else {
      mountBuiltWeb(app, config.webDistDir);
    }

    const server = createServer(listener);
    await listen(server, config.port, config.host);
    const port = (server.address() as AddressInfo).port;
    const url = config.port === port ? config.appUrl : `http://localhost:${port}`;
    log.info({ url, database: db.kind, mail: mail.kind }, "Folio is running");

    return {
      url,
      port,
      db,
      mail,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await sandbox?.flush();
        await emailSync?.stop();
        await db.close();
      },
    };
  } catch (error) {
    await emailSync?.stop().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
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
