import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandboxServer } from "../src/index.ts";
import {
  authorizeUrl,
  consent,
  exchangeCode,
  FOLIO_SCOPES,
  pkcePair,
  REDIRECT_URI,
  signIn,
  type TokenResponse,
} from "./support/consent-flow.ts";

const client = { clientId: "folio-test.apps.googleusercontent.com", clientSecret: "test-secret" };
let server: RunningSandbox;

beforeAll(async () => {
  server = await startSandboxServer({ client, seedMailboxes: false });
});
afterAll(() => server.close());

const tokenRequest = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/token`, { method: "POST", headers, body: new URLSearchParams(body) });

describe("discovery and keys", () => {
  it("publishes Google-shaped discovery pointing at the sandbox", async () => {
    const doc = (await (await fetch(`${server.url}/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    expect(doc).toMatchObject({
      issuer: server.url,
      authorization_endpoint: `${server.url}/o/oauth2/v2/auth`,
      token_endpoint: `${server.url}/token`,
      userinfo_endpoint: `${server.url}/v1/userinfo`,
      revocation_endpoint: `${server.url}/revoke`,
      jwks_uri: `${server.url}/oauth2/v3/certs`,
      code_challenge_methods_supported: ["plain", "S256"],
      id_token_signing_alg_values_supported: ["RS256"],
    });
    const jwks = (await (await fetch(doc.jwks_uri!)).json()) as { keys: Record<string, string>[] };
    expect(jwks.keys[0]!).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(jwks.keys[0]!.d).toBeUndefined();
  });
});

describe("authorization code flow", () => {
  it("signs in through the consent page and issues verifiable tokens", async () => {
    const { verifier, challenge } = pkcePair();
    const redirect = await consent(
      server.url,
      authorizeUrl(server.url, {
        email: "",
        scopes: FOLIO_SCOPES,
        offline: true,
        prompt: "consent",
        nonce: "n-123",
        client,
        state: "xyz",
        challenge,
      }),
      { email: "Ada.Lovelace@example.com", name: "Ada Lovelace" },
    );
    expect(redirect.origin + redirect.pathname).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get("state")).toBe("xyz");
    const code = redirect.searchParams.get("code")!;
    expect(code).toMatch(/^4\//);

    const response = await exchangeCode(server.url, client, code, verifier);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as TokenResponse;
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3599 });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope.split(" ")).toEqual(
      expect.arrayContaining(["openid", "https://www.googleapis.com/auth/userinfo.email"]),
    );

    const { payload } = await jwtVerify(
      tokens.id_token!,
      createRemoteJWKSet(new URL(`${server.url}/oauth2/v3/certs`)),
      {
        issuer: server.url,
        audience: client.clientId,
      },
    );
    expect(payload).toMatchObject({
      email: "ada.lovelace@example.com",
      email_verified: true,
      name: "Ada Lovelace",
      nonce: "n-123",
      azp: client.clientId,
    });
    expect(payload.sub).toMatch(/^\d{21}$/);
    expect(String(payload.picture)).toMatch(/\/images\/avatar-ada-lovelace-96x96\.png$/);

    // A code works once.
    const reuse = await exchangeCode(server.url, client, code, verifier);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ error: "invalid_grant", error_description: "Bad Request" });

    const userinfo = await fetch(`${server.url}/v1/userinfo`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({
      sub: payload.sub,
      email: "ada.lovelace@example.com",
      email_verified: true,
      name: "Ada Lovelace",
    });

    const avatar = await fetch(String(payload.picture));
    expect(avatar.headers.get("content-type")).toBe("image/png");
  });

  it("keeps the subject stable per address and skips the refresh token without prompt=consent", async () => {
    const first = await signIn(server.url, {
      email: "grace@example.com",
      scopes: FOLIO_SCOPES,
      offline: true,
      client,
    });
    const again = await signIn(server.url, {
      email: "grace@example.com",
      scopes: FOLIO_SCOPES,
      offline: true,
      client,
    });
    const forced = await signIn(server.url, {
      email: "grace@example.com",
      scopes: FOLIO_SCOPES,
      offline: true,
      prompt: "consent",
      client,
    });
    expect(first.refresh_token).toBeTruthy();
    expect(again.refresh_token).toBeUndefined();
    expect(forced.refresh_token).toBeTruthy();
    const online = await signIn(server.url, {
      email: "linus@example.com",
      scopes: ["openid", "email"],
      client,
    });
    expect(online.refresh_token).toBeUndefined();
  });

  it("rejects a wrong PKCE verifier, a wrong redirect_uri and unknown clients", async () => {
    const { challenge } = pkcePair();
    const href = authorizeUrl(server.url, { email: "", scopes: ["openid"], client, state: "s", challenge });
    const code = (await consent(server.url, href, { email: "pkce@example.com" })).searchParams.get("code")!;
    const bad = await exchangeCode(
      server.url,
      client,
      code,
      "not-the-verifier-not-the-verifier-not-the-verifier",
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "invalid_grant", error_description: "Invalid code verifier." });

    const wrongClient = await tokenRequest({
      grant_type: "authorization_code",
      code: "4/whatever",
      redirect_uri: REDIRECT_URI,
      client_id: client.clientId,
      client_secret: "wrong",
    });
    expect(wrongClient.status).toBe(401);
    expect(await wrongClient.json()).toEqual({ error: "invalid_client", error_description: "Unauthorized" });

    const unknownClient = await fetch(
      `${server.url}/o/oauth2/v2/auth?client_id=someone-else&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&response_type=code&scope=openid`,
    );
    expect(unknownClient.status).toBe(401);
    expect(await unknownClient.text()).toContain("invalid_client");
  });

  it("redirects with access_denied when the user cancels", async () => {
    const { challenge } = pkcePair();
    const href = authorizeUrl(server.url, { email: "", scopes: ["openid"], client, state: "st", challenge });
    const redirect = await consent(server.url, href, { decision: "cancel" });
    expect(redirect.searchParams.get("error")).toBe("access_denied");
    expect(redirect.searchParams.get("state")).toBe("st");
  });

  it("lists existing accounts on the consent page with accessible controls", async () => {
    const { challenge } = pkcePair();
    const page = await (
      await fetch(
        authorizeUrl(server.url, { email: "", scopes: FOLIO_SCOPES, client, state: "s", challenge }),
      )
    ).text();
    expect(page).toContain("Sign in with Google — sandbox");
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain(">Continue</button>");
    expect(page).toMatch(/<button[^>]+value="grace@example.com"/);
    expect(page).toContain("Read your email messages and settings");
  });
});

describe("refresh and revoke", () => {
  it("refreshes with client_secret_basic, then fails with invalid_grant after revocation", async () => {
    const tokens = await signIn(server.url, {
      email: "rev@example.com",
      scopes: FOLIO_SCOPES,
      offline: true,
      client,
    });
    const basic = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString("base64")}`;
    const refreshed = await tokenRequest(
      { grant_type: "refresh_token", refresh_token: tokens.refresh_token! },
      { Authorization: basic },
    );
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as TokenResponse;
    expect(body.access_token).not.toBe(tokens.access_token);
    expect(body.refresh_token).toBeUndefined();
    expect(body.id_token).toBeTruthy();

    const revoke = await fetch(`${server.url}/revoke`, {
      method: "POST",
      body: new URLSearchParams({ token: body.access_token }),
    });
    expect(revoke.status).toBe(200);
    const userinfo = await fetch(`${server.url}/v1/userinfo`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    expect(userinfo.status).toBe(401);

    const after = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token!,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    expect(after.status).toBe(400);
    expect(await after.json()).toEqual({
      error: "invalid_grant",
      error_description: "Token has been expired or revoked.",
    });
  });
});
