/** Gets tokens straight from a running sandbox (authorize → consent → code → token), for client tests. */
import { createHash, randomBytes } from "node:crypto";
import { GMAIL_SCOPES } from "../../src/auth/create-auth.ts";
import { SANDBOX_CLIENT } from "../../src/env.ts";
import { consentAs } from "./gmail-connect-flow.ts";

const REDIRECT_URI = "http://127.0.0.1:9/callback";

export async function sandboxTokens(
  sandboxUrl: string,
  email: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${sandboxUrl}/o/oauth2/v2/auth`);
  authorize.search = new URLSearchParams({
    client_id: SANDBOX_CLIENT.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    scope: GMAIL_SCOPES.join(" "),
    state: "test",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    access_type: "offline",
    prompt: "consent",
  }).toString();
  const back = await consentAs(authorize, email);
  const response = await fetch(`${sandboxUrl}/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: back.searchParams.get("code") ?? "",
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: SANDBOX_CLIENT.clientId,
      client_secret: SANDBOX_CLIENT.clientSecret,
    }),
  });
  if (!response.ok) throw new Error(`token: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}
