import type { Db } from "@folio/db/client";
import type { SessionUser } from "../app-env.ts";
import type { Logger } from "../logger.ts";

/** Built once per request from what the Hono middleware set, so REST and tRPC share one auth step. */
export interface Context {
  db: Db;
  log: Logger;
  user: SessionUser | null;
  runtime: RuntimeInfo;
}

/** Which real services Folio talks to, or which local stand-ins replace them. */
export interface RuntimeInfo {
  google: "google" | "sandbox";
  mail: "postmark" | "outbox";
}
