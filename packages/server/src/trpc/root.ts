import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { router } from "./init.ts";
import { waitlistRouter } from "./routers/waitlist.ts";

export const appRouter = router({
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
