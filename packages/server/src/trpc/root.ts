import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { router } from "./init.ts";
import { accountRouter } from "./routers/account.ts";
import { emailsRouter } from "./routers/emails.ts";
import { systemRouter } from "./routers/system.ts";
import { waitlistRouter } from "./routers/waitlist.ts";

export const appRouter = router({
  account: accountRouter,
  emails: emailsRouter,
  system: systemRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
