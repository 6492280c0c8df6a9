import { identifier } from "@folio/contracts";
import { getUserPreferences } from "@folio/db/queries";
import { tracked } from "@trpc/server";
import { z } from "zod";
import { API_KEY_CANNOT_MANAGE_MESSAGE } from "../../auth/api-key-auth.ts";
import { FolioError } from "../../errors/folio-error.ts";
import { preferencesUpdateInput } from "../../preferences/preferences-input.ts";
import { watchUserSettings } from "../../preferences/settings-changes.ts";
import { updatePreferences } from "../../preferences/update-preferences.ts";
import { protectedProcedure, router } from "../init.ts";
import { guardedStream } from "../live-stream.ts";

export const preferencesRouter = router({
  /** The user's preferences row, or null before the first save (the onboarding wizard starts on null). */
  get: protectedProcedure.query(({ ctx }) => getUserPreferences(ctx.db, { userId: ctx.user.id })),

  /** A key may change labels and format; only a signed-in session may send the digests elsewhere. */
  update: protectedProcedure.input(preferencesUpdateInput).mutation(async ({ ctx, input }) => {
    const destinationChange = input.destinationEmail !== undefined && ctx.authMethod === "api-key";
    if (destinationChange) {
      const current = await getUserPreferences(ctx.db, { userId: ctx.user.id });
      const destination = current?.destinationEmail ?? ctx.user.email;
      if (destination.toLowerCase() !== input.destinationEmail?.toLowerCase())
        throw new FolioError("FORBIDDEN", API_KEY_CANNOT_MANAGE_MESSAGE);
    }
    return updatePreferences(
      { db: ctx.db, mail: ctx.mail, log: ctx.log, appUrl: ctx.appUrl },
      ctx.user,
      input,
    );
  }),

  /**
   * Emits `{ changedAt }` whenever this user's preferences or Gmail connection change, in any tab or
   * server process; the client reloads onboarding status and preferences. A reconnect with a
   * lastEventId gets one event at once, since changes may have happened while it was away.
   */
  onChange: protectedProcedure
    .input(z.object({ lastEventId: identifier("lastEventId", 200).nullish() }).optional())
    .subscription(({ ctx, input, signal }) =>
      guardedStream(ctx, signal, async function* (signal) {
        const changes = watchUserSettings(ctx.notifications, ctx.user.id, signal);
        // Listening starts on the first next(); start it before any catch-up so nothing falls between.
        const first = changes.next();
        if (input?.lastEventId) {
          const now = new Date();
          yield tracked(now.toISOString(), { changedAt: now });
        }
        let result = await first;
        while (!result.done) {
          yield tracked(result.value.toISOString(), { changedAt: result.value });
          result = await changes.next();
        }
      }),
    ),
});
