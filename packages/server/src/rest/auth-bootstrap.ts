import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { requireUser } from "../auth/session-middleware.ts";

/** `POST /api/auth/bootstrap`: the web app calls it once per user per page life after a session appears. */
export const authBootstrapRoutes = new Hono<AppEnv>().post("/auth/bootstrap", requireUser, (c) =>
  c.json({ ok: true, userId: c.var.user!.id }),
);
