import { TRPCError } from "@trpc/server";
import { GmailApiError, GmailNotConnectedError, GmailTokenInvalidError } from "../gmail/gmail-errors.ts";
import { LabelExistsError } from "../gmail/gmail-labels.ts";

/** Runs a Gmail service call, turning its typed failures into tRPC errors with readable messages. */
export async function gmailCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GmailNotConnectedError || error instanceof GmailTokenInvalidError) {
      throw new TRPCError({ code: "PRECONDITION_FAILED", message: error.message, cause: error });
    }
    if (error instanceof LabelExistsError) {
      throw new TRPCError({ code: "CONFLICT", message: error.message, cause: error });
    }
    if (error instanceof GmailApiError) {
      if (error.status === 429) {
        throw new TRPCError({
          code: "TOO_MANY_REQUESTS",
          message: "Gmail is busy. Try again in a moment.",
          cause: error,
        });
      }
      if (error.status >= 400 && error.status < 500) {
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: `Gmail refused: ${error.message}`,
          cause: error,
        });
      }
      throw new TRPCError({
        code: "BAD_GATEWAY",
        message: "Gmail is not answering. Try again later.",
        cause: error,
      });
    }
    throw error;
  }
}
