/** Turns thrown domain errors into the exact bodies Google sends. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { GmailApiError } from "./gmail/gmail-errors.ts";
import { OAuthError } from "./oidc/oauth-errors.ts";

export function handleSandboxError(error: Error, c: Context): Response | Promise<Response> {
  if (error instanceof GmailApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.toBody(), error.code as ContentfulStatusCode);
  }
  if (error instanceof OAuthError) {
    c.header("Cache-Control", "no-store");
    return c.json(error.toBody(), error.status);
  }
  if (error instanceof HTTPException) return error.getResponse();
  console.error("sandbox: unexpected error", error);
  return c.json(
    {
      error: {
        code: 500,
        message: "Backend Error",
        errors: [{ message: "Backend Error", domain: "global", reason: "backendError" }],
        status: "INTERNAL",
      },
    },
    500,
  );
}
