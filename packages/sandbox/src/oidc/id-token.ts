/** Google-shaped id_tokens: RS256, iss = the sandbox's base URL, aud/azp = the client. */
import { createHash } from "node:crypto";
import { SignJWT } from "jose";
import type { Account } from "./identity-store.ts";
import { grantsEmail, grantsProfile } from "./scopes.ts";
import type { SigningKey } from "./signing-key.ts";

export function profileClaims(account: Account, scopes: readonly string[]): Record<string, unknown> {
  const [given, ...family] = account.name.split(" ");
  return {
    sub: account.sub,
    ...(grantsEmail(scopes) ? { email: account.email, email_verified: true } : {}),
    ...(grantsProfile(scopes)
      ? {
          name: account.name,
          picture: account.picture,
          given_name: given ?? account.name,
          ...(family.length ? { family_name: family.join(" ") } : {}),
        }
      : {}),
  };
}

export async function signIdToken(
  key: SigningKey,
  input: {
    issuer: string;
    clientId: string;
    account: Account;
    scopes: readonly string[];
    accessToken: string;
    nonce?: string;
  },
): Promise<string> {
  // at_hash: left half of SHA-256 of the access token (OIDC Core §3.1.3.6).
  const atHash = createHash("sha256")
    .update(input.accessToken)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
  return new SignJWT({
    ...profileClaims(input.account, input.scopes),
    // Google puts email claims in the id_token whenever the email scope was granted.
    azp: input.clientId,
    at_hash: atHash,
    ...(input.nonce ? { nonce: input.nonce } : {}),
  })
    .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
    .setIssuer(input.issuer)
    .setAudience(input.clientId)
    .setSubject(input.account.sub)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key.privateKey);
}
