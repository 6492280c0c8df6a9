import { identifier, MAX_QUEUE_PAGE_SIZE, QUEUE_PAGE_SIZE } from "@folio/contracts";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { InvalidCursorError, readQueuePage } from "../../emails/queue-page.ts";
import type { EmailSyncService } from "../../gmail/email-sync-service.ts";
import { GmailConnectionRequiredError, ReadLaterLabelMissingError } from "../../gmail/gmail-sync-api.ts";
import { protectedProcedure, router } from "../init.ts";

const listInput = z
  .object({
    limit: z.number().int().min(1).max(MAX_QUEUE_PAGE_SIZE).default(QUEUE_PAGE_SIZE),
    cursor: identifier("cursor", 200).nullish(),
  })
  .default({ limit: QUEUE_PAGE_SIZE });

function requireSync(service: EmailSyncService | null): EmailSyncService {
  if (!service) throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Email sync is not available." });
  return service;
}

/** Maps what the user can fix (connect Gmail, pick a label) to a 412 with the message the web shows. */
export function toTrpcError(error: unknown): unknown {
  if (error instanceof GmailConnectionRequiredError || error instanceof ReadLaterLabelMissingError)
    return new TRPCError({ code: "PRECONDITION_FAILED", message: error.message, cause: error });
  if (error instanceof InvalidCursorError)
    return new TRPCError({ code: "BAD_REQUEST", message: error.message });
  return error;
}

export const emailsRouter = router({
  /** The queue: `new` emails only, newest first, cursor-paginated. */
  list: protectedProcedure.input(listInput).query(async ({ ctx, input }) => {
    try {
      return await readQueuePage(ctx.db, { userId: ctx.user.id, limit: input.limit, cursor: input.cursor });
    } catch (error) {
      throw toTrpcError(error);
    }
  }),
  /** "Check for New Emails": enqueues a sync, or joins the one already running. */
  sync: protectedProcedure.mutation(async ({ ctx }) => {
    try {
      return await requireSync(ctx.emailSync).requestSync(ctx.user.id);
    } catch (error) {
      throw toTrpcError(error);
    }
  }),
  /**
   * Spec §3 "Label sync progress", readable from any server process. `finishedAt` changes when a run
   * ends, so a script that requested a sync can tell its run from the previous one.
   */
  syncStatus: protectedProcedure.query(({ ctx }) => requireSync(ctx.emailSync).getStatus(ctx.user.id)),
});
