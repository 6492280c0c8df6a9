import { joinWaitlist } from "@folio/db/queries";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { waitlistInput } from "../waitlist/waitlist-input.ts";
import { readJsonBody } from "./json-body.ts";

export const waitlistRoutes = new Hono<AppEnv>().post("/waitlist", async (c) => {
  const input = await readJsonBody(c, waitlistInput);
  await joinWaitlist(c.var.db, input);
  return c.json({ ok: true });
});
