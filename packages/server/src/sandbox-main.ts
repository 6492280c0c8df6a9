/**
 * `pnpm sandbox`: the Google sandbox (OIDC sign-in + Gmail API) as a process of its own, so several
 * Folio processes (FOLIO_ROLE=web|worker) share one Google stand-in through GOOGLE_SANDBOX_URL.
 * Development and demos only: its admin routes have no authentication.
 */
import { startSandboxServer } from "@folio/sandbox";
import { ConfigError, loadSandboxConfig, SANDBOX_CLIENT } from "./env.ts";
import { createLogger } from "./logger.ts";

let config: ReturnType<typeof loadSandboxConfig>;
try {
  config = loadSandboxConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const log = createLogger("info");
const running = await startSandboxServer({
  port: config.port,
  host: config.host,
  baseUrl: config.publicUrl,
  client: { ...SANDBOX_CLIENT },
  persistFile: config.persistFile,
  seedMailboxes: config.seedMailboxes,
});
log.info(
  { url: running.url, state: config.persistFile },
  "Google sandbox is running; set GOOGLE_SANDBOX_URL",
);

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
