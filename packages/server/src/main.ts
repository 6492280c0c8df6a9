import { ConfigError, loadConfig } from "./env.ts";
import { createLogger } from "./logger.ts";
import { startFolio } from "./server.ts";

/** Explains a start-up failure in one line instead of a stack trace. */
function describeStartupError(error: unknown, port: number): string {
  // Drizzle wraps driver errors ("Failed query: …"); the cause says what really happened.
  let root = error as (NodeJS.ErrnoException & { cause?: unknown }) | undefined;
  while (root && !root.code && root.cause) root = root.cause as typeof root;
  const err = (root ?? error) as NodeJS.ErrnoException & { address?: string; port?: number };
  if (error instanceof ConfigError) return error.message;
  if (err?.code === "EADDRINUSE")
    return `Port ${port} is already in use. Stop the other process or set PORT.`;
  if (err?.code === "EACCES") return `No permission to listen on port ${port}. Set PORT to a higher number.`;
  if (
    err?.code === "ECONNREFUSED" ||
    err?.code === "ENOTFOUND" ||
    err?.code === "ETIMEDOUT" ||
    err?.code === "CONNECT_TIMEOUT"
  ) {
    return `Cannot reach the database at DATABASE_URL (${err.code}${err.address ? ` ${err.address}:${err.port}` : ""}).`;
  }
  if (err?.code === "28P01" || err?.code === "3D000" || err?.code === "28000") {
    return `The database refused the connection: ${err.message}.`;
  }
  return `Folio could not start: ${err?.message ?? String(error)}`;
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(describeStartupError(error, 0));
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  try {
    const folio = await startFolio(config, log);
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, "shutting down");
      await folio.close();
      process.exit(0);
    };
    process.on("SIGTERM", () => void stop("SIGTERM"));
    process.on("SIGINT", () => void stop("SIGINT"));
  } catch (error) {
    console.error(describeStartupError(error, config.port));
    process.exit(1);
  }
}

await main();
