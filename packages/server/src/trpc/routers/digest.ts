import { identifier } from "@folio/contracts";
import { findDigestBySession } from "@folio/db/queries";
import { TRPCError, tracked } from "@trpc/server";
import { z } from "zod";
import { DigestBusyError, DigestRequestError } from "../../digest/digest-errors.ts";
import { digestSessionInput, generateDigestInput } from "../../digest/digest-input.ts";
import { DigestLimitError } from "../../digest/digest-limits.ts";
import { isFinished, toSnapshot, watchDigestProgress } from "../../digest/digest-progress.ts";
import {
  getDigestProgress,
  getDigestSummary,
  listDigestHistory,
  startDigest,
} from "../../digest/digest-service.ts";
import { protectedProcedure, router } from "../init.ts";
import { guardedStream } from "../live-stream.ts";

const NOT_FOUND = "Digest session not found. Please try again.";

export const digestRouter = router({
  /** Starts a digest of the named queue items, or of everything queued when `emailIds` is left out. */
  generate: protectedProcedure.input(generateDigestInput).mutation(async ({ ctx, input }) => {
    if (!ctx.digests)
      throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "Digests are not available here." });
    try {
      return await startDigest({ db: ctx.db, ...ctx.digests }, ctx.user, input);
    } catch (error) {
      if (error instanceof DigestRequestError)
        throw new TRPCError({ code: "BAD_REQUEST", message: error.message });
      if (error instanceof DigestBusyError)
        throw new TRPCError({ code: "CONFLICT", message: error.message, cause: error });
      if (error instanceof DigestLimitError) {
        ctx.http?.resHeaders.set("Retry-After", String(error.retryAfterSeconds));
        throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: error.message, cause: error });
      }
      throw error;
    }
  }),

  status: protectedProcedure.input(digestSessionInput).query(async ({ ctx, input }) => {
    const progress = await getDigestProgress(ctx.db, { userId: ctx.user.id, sessionId: input.sessionId });
    if (!progress) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
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
        if (!digest) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
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
      if (!digest) throw new TRPCError({ code: "NOT_FOUND", message: "Digest not found." });
      return digest;
    }),
});
