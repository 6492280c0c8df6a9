import { labelName } from "@folio/contracts";
import { z } from "zod";
import { createUserLabel, listPickableLabels } from "../../gmail/gmail-labels.ts";
import { protectedProcedure, router } from "../init.ts";

export const labelsRouter = router({
  /** The user's Gmail labels worth picking as Read Later / Processed. */
  list: protectedProcedure.query(({ ctx }) => listPickableLabels(ctx.gmail, ctx.user.id)),

  /** Creates a user label in Gmail; an existing name is a CONFLICT. */
  create: protectedProcedure
    .input(z.strictObject({ name: labelName }))
    .mutation(({ ctx, input }) => createUserLabel(ctx.gmail, ctx.user.id, input.name)),
});
