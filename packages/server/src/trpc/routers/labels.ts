import { z } from "zod";
import { createUserLabel, listPickableLabels, MAX_LABEL_NAME_LENGTH } from "../../gmail/gmail-labels.ts";
import { gmailCall } from "../gmail-trpc-errors.ts";
import { protectedProcedure, router } from "../init.ts";

export const labelsRouter = router({
  /** The user's Gmail labels worth picking as Read Later / Processed. */
  list: protectedProcedure.query(({ ctx }) => gmailCall(() => listPickableLabels(ctx.gmail, ctx.user.id))),

  /** Creates a user label in Gmail; an existing name is a CONFLICT. */
  create: protectedProcedure
    .input(
      z.strictObject({
        name: z
          .string()
          .trim()
          .min(1, "Please enter a label name.")
          .max(MAX_LABEL_NAME_LENGTH, `A label name has at most ${MAX_LABEL_NAME_LENGTH} characters.`),
      }),
    )
    .mutation(({ ctx, input }) => gmailCall(() => createUserLabel(ctx.gmail, ctx.user.id, input.name))),
});
