import { apiKeyClient } from "@better-auth/api-key/client";
import { createAuthClient } from "better-auth/react";

/** better-auth's browser client, talking to /api/auth on the same origin (cookies, not tokens). */
export const authClient = createAuthClient({ basePath: "/api/auth", plugins: [apiKeyClient()] });

export interface AuthErrorLike {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}
