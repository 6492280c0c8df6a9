/** startSandboxServer: the sandbox on its own HTTP server, for tests, benchmarks and demos. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { DEFAULT_SANDBOX_CLIENT, type SandboxOptions } from "./options.ts";
import { createSandbox, type Sandbox } from "./sandbox.ts";

export interface RunningSandbox {
  /** The base URL (no trailing slash), also the OIDC issuer. */
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** Listens on host:port (default 127.0.0.1, 0 = a free port); baseUrl defaults to http://127.0.0.1:PORT. */
export async function startSandboxServer(
  options: Partial<SandboxOptions> & { port?: number; host?: string } = {},
): Promise<RunningSandbox> {
  // The base URL needs the port, which is only known after listening; requests wait until ready.
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503).end("Sandbox is starting");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = (options.baseUrl ?? `http://127.0.0.1:${port}`).replace(/\/+$/, "");
  try {
    const { port: _port, host: _host, ...rest } = options;
    const sandbox = await createSandbox({
      ...rest,
      baseUrl: url,
      client: options.client ?? { ...DEFAULT_SANDBOX_CLIENT },
    });
    const listener = getRequestListener(sandbox.app.fetch);
    handle = (req, res) => void listener(req, res);
    return {
      url,
      sandbox,
      close: async () => {
        await sandbox.flush();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      },
    };
  } catch (error) {
    server.close();
    throw error;
  }
}
