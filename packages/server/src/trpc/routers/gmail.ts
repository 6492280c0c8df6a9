import { checkGmailAccess } from "../../gmail/gmail-access-check.ts";
import { disconnectGmail } from "../../gmail/gmail-account-tokens.ts";
import { getGmailConnection } from "../../gmail/gmail-connection.ts";
import { protectedProcedure, router, sessionProcedure } from "../init.ts";

/**
 * Connecting is done by better-auth: the web app calls `authClient.linkSocial({ provider: "gmail",
 * callbackURL: "/settings?gmail=connected" })` (POST /api/auth/link-social), which redirects to Google
 * and back through /api/auth/callback/gmail.
 */
export const gmailRouter = router({
  status: protectedProcedure.query(({ ctx }) => getGmailConnection(ctx.gmail, ctx.user.id)),
  testAccess: protectedProcedure.mutation(({ ctx }) => checkGmailAccess(ctx.gmail, ctx.user.id)),
  /** Revokes the grant at Google and forgets the tokens. Succeeds when nothing was connected. */
  disconnect: sessionProcedure.mutation(async ({ ctx }) => {
    await disconnectGmail(ctx.gmail, ctx.user.id);
    return { connected: false as const };
  }),
});
