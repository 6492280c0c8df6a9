import { publicProcedure, router } from "../init.ts";

export const systemRouter = router({
  /** Which stand-ins are active, so the web app can say so in a banner. */
  info: publicProcedure.query(({ ctx }) => ctx.runtime),
});
