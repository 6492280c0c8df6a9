import type { Db } from "@folio/db/client";
import type { AuthSession } from "./auth/create-auth.ts";
import type { Logger } from "./logger.ts";

export type SessionUser = AuthSession["user"];

/** Variables every Hono handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    db: Db;
    log: Logger;
    user: SessionUser | null;
    session: AuthSession["session"] | null;
  };
}
