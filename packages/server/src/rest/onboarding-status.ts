import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { requireUser } from "../auth/session-middleware.ts";
import type { GmailDeps } from "../gmail/gmail-connection.ts";
import { getOnboardingStatus } from "../onboarding/onboarding-status.ts";

/** `GET /api/auth/onboarding-status` (spec §7): `{isOnboardingComplete, details}`. */
export function onboardingStatusRoutes(gmail: GmailDeps) {
  return new Hono<AppEnv>().get("/auth/onboarding-status", requireUser, async (c) =>
    c.json(await getOnboardingStatus(gmail, c.var.user!.id)),
  );
}
