import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createDb, type DbHandle } from "@folio/db/client";
import { createSandbox } from "@folio/sandbox";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { createAuth } from "./auth/create-auth.ts";
import type { Config } from "./env.ts";
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
  try {
    const mail = createMailTransport(config, { db: db.db });
    if (mail.kind === "outbox" && config.databaseUrl) {
      log.warn(
        "E-mail is kept in the outbox at /dev/outbox, readable by anyone who can reach this server. Set POSTMARK_SERVER_TOKEN and MAIL_FROM to send real e-mail.",
      );
    }
    const sandbox =
      config.google.mode === "sandbox"
        ? await createSandbox({
            baseUrl: `${config.appUrl}/sandbox`,
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
        google: config.google,
      },
      { db: db.db, mail, log },
    );
    const app = createApp({
      db: db.db,
      log,
      pingDb: db.ping,
      auth,
      mail,
      files,
      sandbox: sandbox?.app,
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
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
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
