import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { router } from "./init.ts";
import { accountRouter } from "./routers/account.ts";
import { digestRouter } from "./routers/digest.ts";
import { emailsRouter } from "./routers/emails.ts";
import { gmailRouter } from "./routers/gmail.ts";
import { labelsRouter } from "./routers/labels.ts";
import { onboardingRouter } from "./routers/onboarding.ts";
import { preferencesRouter } from "./routers/preferences.ts";
import { systemRouter } from "./routers/system.ts";
import { waitlistRouter } from "./routers/waitlist.ts";

export const appRouter = router({
  account: accountRouter,
  digest: digestRouter,
  gmail: gmailRouter,
  labels: labelsRouter,
  onboarding: onboardingRouter,
  preferences: preferencesRouter,
  emails: emailsRouter,
  system: systemRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
