import type { Context } from "hono";
import { GmailApiError, GmailNotConnectedError, GmailTokenInvalidError } from "../gmail/gmail-errors.ts";
import { LabelExistsError } from "../gmail/gmail-labels.ts";

/** The REST shims' `{error}` answer for a Gmail service failure; anything else is rethrown (500). */
export function gmailErrorResponse(c: Context, error: unknown): Response {
  if (error instanceof GmailNotConnectedError) return c.json({ error: "Gmail not connected" }, 401);
  if (error instanceof GmailTokenInvalidError) return c.json({ error: error.message }, 401);
  if (error instanceof LabelExistsError) return c.json({ error: error.message }, 409);
  if (error instanceof GmailApiError) {
    if (error.status === 429) return c.json({ error: "Gmail is busy. Try again in a moment." }, 429);
    if (error.status >= 400 && error.status < 500)
      return c.json({ error: `Gmail refused: ${error.message}` }, 400);
    return c.json({ error: "Gmail is not answering. Try again later." }, 502);
  }
  throw error;
}
