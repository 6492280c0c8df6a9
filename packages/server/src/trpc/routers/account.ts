import { protectedProcedure, router } from "../init.ts";

export const accountRouter = router({
  /** The signed-in user, as scripts and the web app see themselves. */
  me: protectedProcedure.query(({ ctx }) => ({
    id: ctx.user.id,
    email: ctx.user.email,
    name: ctx.user.name,
    emailVerified: ctx.user.emailVerified,
  })),
});
