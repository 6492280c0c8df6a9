import { text } from "@folio/contracts";
import { z } from "zod";
import { deleteAccount } from "../../account/delete-account.ts";
import { expireSessionCookies } from "../../auth/expire-session-cookies.ts";
import { FolioError } from "../../errors/folio-error.ts";
import { protectedProcedure, router, sessionProcedure } from "../init.ts";

export const CONFIRM_EMAIL_MISMATCH = "Type your e-mail address exactly as shown to confirm.";

const deleteInput = z.object({
  /** The user types their own sign-in address to confirm (spec: deletion removes everything). */
  confirmEmail: text({ label: "confirmEmail", max: 320, trim: true }),
});

export const accountRouter = router({
  /** The signed-in user, as scripts and the web app see themselves. */
  me: protectedProcedure.query(({ ctx }) => ({
    id: ctx.user.id,
    email: ctx.user.email,
    name: ctx.user.name,
    emailVerified: ctx.user.emailVerified,
  })),
  /**
   * Deletes the account and everything in it — rows, digest files, queued jobs, the Google grant —
   * signs out every session and clears this browser's cookies.
   */
  delete: sessionProcedure.input(deleteInput).mutation(async ({ ctx, input }) => {
    if (input.confirmEmail.toLowerCase() !== ctx.user.email.toLowerCase()) {
      throw new FolioError("BAD_INPUT", CONFIRM_EMAIL_MISMATCH);
    }
    const deleted = await deleteAccount(
      { db: ctx.db, google: ctx.gmail, files: ctx.files, jobs: ctx.userJobs ?? null },
      ctx.user.id,
    );
    if (ctx.http) await expireSessionCookies(ctx.gmail.auth, ctx.http);
    ctx.log.info({ userId: ctx.user.id, googleRevoked: deleted.googleRevoked }, "account deleted");
    return { deleted: true as const, googleRevoked: deleted.googleRevoked };
  }),
});
