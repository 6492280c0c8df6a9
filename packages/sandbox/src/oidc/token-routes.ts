/** POST /token, POST /revoke, GET /v1/userinfo and /tokeninfo with Google's bodies and status codes. */
import type { Context, Hono } from "hono";
import type { SandboxContext } from "../sandbox-context.ts";
import { profileClaims, signIdToken } from "./id-token.ts";
import { ACCESS_TOKEN_TTL_SECONDS, type IssuedTokens } from "./identity-store.ts";
import { oauthErrors } from "./oauth-errors.ts";

type Params = Record<string, string>;

/** Token requests are form-encoded; JSON is accepted too because some clients send it. */
async function readParams(c: Context): Promise<Params> {
  const params: Params = { ...c.req.query() };
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) if (typeof v === "string") params[k] = v;
  } else if (type.includes("form")) {
    const body = await c.req.parseBody();
    for (const [k, v] of Object.entries(body)) if (typeof v === "string") params[k] = v;
  }
  return params;
}

/** client_secret_basic (RFC 6749 §2.3.1: form-encoded, then base64) or client_secret_post. */
function authenticateClient(c: Context, params: Params, ctx: SandboxContext): string {
  let clientId = params.client_id;
  let clientSecret = params.client_secret;
  const basic = /^Basic\s+(.+)$/i.exec(c.req.header("authorization") ?? "");
  if (basic) {
    const decoded = Buffer.from(basic[1]!, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    const formDecode = (s: string) => decodeURIComponent(s.replace(/\+/g, " "));
    clientId = formDecode(decoded.slice(0, colon < 0 ? undefined : colon));
    clientSecret = colon < 0 ? "" : formDecode(decoded.slice(colon + 1));
  }
  if (!clientId || clientId !== ctx.client.clientId) throw oauthErrors.clientNotFound();
  if (clientSecret !== ctx.client.clientSecret) throw oauthErrors.badClientSecret();
  return clientId;
}

async function tokenResponse(ctx: SandboxContext, issued: IssuedTokens) {
  return {
    access_token: issued.accessToken.token,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
    scope: issued.scopes.join(" "),
    token_type: "Bearer",
    ...(issued.scopes.includes("openid")
      ? {
          id_token: await signIdToken(ctx.signingKey, {
            issuer: ctx.baseUrl,
            clientId: issued.clientId,
            account: issued.account,
            scopes: issued.scopes,
            accessToken: issued.accessToken.token,
            ...(issued.nonce ? { nonce: issued.nonce } : {}),
          }),
        }
      : {}),
  };
}

function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1]?.trim() ?? c.req.query("access_token");
}

export function registerTokenRoutes(app: Hono, ctx: SandboxContext): void {
  app.post("/token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Pragma", "no-cache");
    const params = await readParams(c);
    const clientId = authenticateClient(c, params, ctx);
    const grantType = params.grant_type;
    if (!grantType) throw oauthErrors.missing("grant_type");
    if (grantType === "authorization_code") {
      if (!params.code) throw oauthErrors.missing("code");
      if (!params.redirect_uri) throw oauthErrors.missing("redirect_uri");
      const issued = ctx.identity.redeemCode({
        code: params.code,
        clientId,
        redirectUri: params.redirect_uri,
        ...(params.code_verifier ? { codeVerifier: params.code_verifier } : {}),
      });
      return c.json(await tokenResponse(ctx, issued));
    }
    if (grantType === "refresh_token") {
      if (!params.refresh_token) throw oauthErrors.missing("refresh_token");
      return c.json(await tokenResponse(ctx, ctx.identity.refresh(params.refresh_token, clientId)));
    }
    throw oauthErrors.unsupportedGrant(grantType);
  });

  app.post("/revoke", async (c) => {
    const params = await readParams(c);
    if (!params.token) throw oauthErrors.missing("token");
    if (!ctx.identity.revokeToken(params.token)) {
      return c.json({ error: "invalid_token", error_description: "Token expired or revoked" }, 400);
    }
    return c.json({});
  });

  const userinfo = (c: Context) => {
    const token = bearerToken(c);
    const record = token ? ctx.identity.accessToken(token) : undefined;
    const account = record ? ctx.identity.account(record.email) : undefined;
    if (!record || !account) {
      c.header("WWW-Authenticate", 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return c.json({ error: "invalid_request", error_description: "Invalid Credentials" }, 401);
    }
    return c.json(profileClaims(account, record.scopes));
  };
  app.get("/v1/userinfo", userinfo);
  app.post("/v1/userinfo", userinfo);
  app.get("/oauth2/v3/userinfo", userinfo);

  // google-auth-library's getTokenInfo(); handy for "does this token still work?" checks.
  app.on(["GET", "POST"], "/tokeninfo", async (c) => {
    const params = await readParams(c);
    const record = params.access_token ? ctx.identity.accessToken(params.access_token) : undefined;
    if (!record) return c.json({ error: "invalid_token", error_description: "Invalid Value" }, 400);
    const account = ctx.identity.account(record.email);
    return c.json({
      azp: record.clientId,
      aud: record.clientId,
      sub: account?.sub,
      scope: record.scopes.join(" "),
      exp: String(Math.floor(record.expiresAt / 1000)),
      expires_in: String(Math.max(0, Math.floor((record.expiresAt - Date.now()) / 1000))),
      ...(account ? { email: account.email, email_verified: "true" } : {}),
      access_type: "offline",
    });
  });
}
