import type { Auth } from "./create-auth.ts";

/**
 * Adds better-auth's own cookie-clearing headers to a response, for a session whose rows are already
 * gone (account deletion): its sign-out clears the cookies whether or not it finds the session.
 */
export async function expireSessionCookies(
  auth: Auth,
  http: { reqHeaders: Headers; resHeaders: Headers },
): Promise<void> {
  const { headers } = await auth.api.signOut({ headers: http.reqHeaders, returnHeaders: true });
  for (const cookie of headers.getSetCookie()) http.resHeaders.append("set-cookie", cookie);
}
