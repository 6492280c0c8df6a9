import { identifier } from "@folio/contracts";
import { findDigestBySession } from "@folio/db/queries";
import { tracked } from "@trpc/server";
import { z } from "zod";
import { digestSessionInput, generateDigestInput } from "../../digest/digest-input.ts";
import { isFinished, toSnapshot, watchDigestProgress } from "../../digest/digest-progress.ts";
import {
  getDigestProgress,
  getDigestSummary,
  listDigestHistory,
  startDigest,
} from "../../digest/digest-service.ts";
import { FolioError } from "../../errors/folio-error.ts";
import { protectedProcedure, router } from "../init.ts";
import { guardedStream } from "../live-stream.ts";

const NOT_FOUND = "Digest session not found. Please try again.";

export const digestRouter = router({
  /** Starts a digest of the named queue items, or of everything queued when `emailIds` is left out. */
  generate: protectedProcedure.input(generateDigestInput).mutation(async ({ ctx, input }) => {
    if (!ctx.digests) throw new FolioError("UNAVAILABLE", "Digests are not available here.");
    return await startDigest({ db: ctx.db, ...ctx.digests }, ctx.user, input);
  }),

  status: protectedProcedure.input(digestSessionInput).query(async ({ ctx, input }) => {
    const progress = await getDigestProgress(ctx.db, { userId: ctx.user.id, sessionId: input.sessionId });
    if (!progress) throw new FolioError("NOT_FOUND", NOT_FOUND);
    return progress;
  }),

  /**
   * Live progress over SSE. Reads the row only once listening has started, so no change falls in
   * between; each event is tracked, so a reconnecting client resumes and still gets the current state first.
   */
  progress: protectedProcedure
    .input(digestSessionInput.extend({ lastEventId: identifier("lastEventId", 200).nullish() }))
    .subscription(({ ctx, input, signal }) =>
      guardedStream(ctx, signal, async function* (signal) {
        const read = () => findDigestBySession(ctx.db, { userId: ctx.user.id, sessionId: input.sessionId });
        const digest = await read();
        if (!digest) throw new FolioError("NOT_FOUND", NOT_FOUND);
        let sequence = 0;
        for await (const _wake of watchDigestProgress(ctx.notifications, digest.id, signal)) {
          const current = (await read()) ?? digest;
          sequence += 1;
          yield tracked(`${current.updatedAt.getTime()}-${sequence}`, toSnapshot(current));
          if (isFinished(current.status)) return;
        }
      }),
    ),

  history: protectedProcedure.query(({ ctx }) =>
    listDigestHistory({ db: ctx.db, files: ctx.files }, ctx.user.id),
  ),

  /** One digest by id, with fresh download links (the history holds only the latest 20). */
  get: protectedProcedure
    .input(z.object({ digestId: z.uuid("A digest id is a UUID.") }))
    .query(async ({ ctx, input }) => {
      const digest = await getDigestSummary(
        { db: ctx.db, files: ctx.files },
        { userId: ctx.user.id, digestId: input.digestId },
      );
      if (!digest) throw new FolioError("NOT_FOUND", "Digest not found.");
      return digest;
    }),
});
