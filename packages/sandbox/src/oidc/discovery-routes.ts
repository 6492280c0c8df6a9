/** OpenID discovery and JWKS, shaped like accounts.google.com's but pointing at the sandbox. */
import type { Hono } from "hono";
import type { SandboxContext } from "../sandbox-context.ts";

export function discoveryDocument(baseUrl: string) {
  return {
    issuer: baseUrl,
    authorization_endpoint: `${baseUrl}/o/oauth2/v2/auth`,
    token_endpoint: `${baseUrl}/token`,
    userinfo_endpoint: `${baseUrl}/v1/userinfo`,
    revocation_endpoint: `${baseUrl}/revoke`,
    jwks_uri: `${baseUrl}/oauth2/v3/certs`,
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "email", "profile"],
    token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
    claims_supported: [
      "aud",
      "email",
      "email_verified",
      "exp",
      "family_name",
      "given_name",
      "iat",
      "iss",
      "name",
      "picture",
      "sub",
    ],
    code_challenge_methods_supported: ["plain", "S256"],
    grant_types_supported: ["authorization_code", "refresh_token"],
  };
}

export function registerDiscoveryRoutes(app: Hono, ctx: SandboxContext): void {
  app.get("/.well-known/openid-configuration", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(discoveryDocument(ctx.baseUrl));
  });
  app.get("/oauth2/v3/certs", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ keys: [ctx.signingKey.publicJwk] });
  });
}
