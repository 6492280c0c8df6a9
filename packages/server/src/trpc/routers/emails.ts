import { identifier, MAX_QUEUE_PAGE_SIZE, QUEUE_PAGE_SIZE } from "@folio/contracts";
import { z } from "zod";
import { readQueuePage } from "../../emails/queue-page.ts";
import { FolioError } from "../../errors/folio-error.ts";
import type { EmailSyncService } from "../../gmail/email-sync-service.ts";
import { protectedProcedure, router } from "../init.ts";

const listInput = z
  .object({
    limit: z.number().int().min(1).max(MAX_QUEUE_PAGE_SIZE).default(QUEUE_PAGE_SIZE),
    cursor: identifier("cursor", 200).nullish(),
  })
  .default({ limit: QUEUE_PAGE_SIZE });

function requireSync(service: EmailSyncService | null): EmailSyncService {
  if (!service) throw new FolioError("NOT_SET_UP", "Email sync is not available.");
  return service;
}

export const emailsRouter = router({
  /** The queue: `new` emails only, newest first, cursor-paginated. */
  list: protectedProcedure
    .input(listInput)
    .query(({ ctx, input }) =>
      readQueuePage(ctx.db, { userId: ctx.user.id, limit: input.limit, cursor: input.cursor }),
    ),
  /** "Check for New Emails": enqueues a sync, or joins the one already running. */
  sync: protectedProcedure.mutation(({ ctx }) => requireSync(ctx.emailSync).requestSync(ctx.user.id)),
  /**
   * Spec §3 "Label sync progress", readable from any server process. `finishedAt` changes when a run
   * ends, so a script that requested a sync can tell its run from the previous one.
   */
  syncStatus: protectedProcedure.query(({ ctx }) => requireSync(ctx.emailSync).getStatus(ctx.user.id)),
});
