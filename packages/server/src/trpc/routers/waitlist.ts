import { joinWaitlist } from "@folio/db/queries";
import { waitlistInput } from "../../waitlist/waitlist-input.ts";
import { publicProcedure, router } from "../init.ts";

export const waitlistRouter = router({
  join: publicProcedure.input(waitlistInput).mutation(async ({ ctx, input }) => {
    await joinWaitlist(ctx.db, input);
    return { ok: true as const };
  }),
});
