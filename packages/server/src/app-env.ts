import type { Db } from "@folio/db/client";
import type { Logger } from "./logger.ts";

/** Variables every Hono handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    db: Db;
    log: Logger;
  };
}
