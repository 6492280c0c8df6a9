import type { Db } from "@folio/db/client";
import type { Logger } from "../logger.ts";

/** Built once per request from what the Hono middleware set, so REST and tRPC share one auth step. */
export interface Context {
  db: Db;
  log: Logger;
}
