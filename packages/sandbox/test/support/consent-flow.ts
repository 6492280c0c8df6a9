/** Drives the sandbox's authorize → consent → code → token flow with plain fetch, as a browser would. */
import { createHash, randomBytes } from "node:crypto";

export const REDIRECT_URI = "http://127.0.0.1:5999/api/auth/callback/google";

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  token_type: string;
  id_token?: string;
}

export interface ConsentOptions {
  email: string;
  name?: string;
  scopes: string[];
  offline?: boolean;
  prompt?: string;
  nonce?: string;
  client: { clientId: string; clientSecret: string };
}

export function authorizeUrl(
  baseUrl: string,
  options: ConsentOptions & { state: string; challenge: string },
): string {
  const url = new URL(`${baseUrl}/o/oauth2/v2/auth`);
  url.search = new URLSearchParams({
    client_id: options.client.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    scope: options.scopes.join(" "),
    state: options.state,
    code_challenge: options.challenge,
    code_challenge_method: "S256",
    ...(options.offline ? { access_type: "offline" } : {}),
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...(options.nonce ? { nonce: options.nonce } : {}),
  }).toString();
  return url.toString();
}

/** Submits the consent form as the given address; returns the redirect back to the app. */
export async function consent(
  baseUrl: string,
  authorizeHref: string,
  form: Record<string, string>,
): Promise<URL> {
  const page = await fetch(authorizeHref);
  if (page.status !== 200) throw new Error(`authorize page: ${page.status} ${await page.text()}`);
  const html = await page.text();
  const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!requestId || !action) throw new Error("consent page has no form");
  const response = await fetch(new URL(action, baseUrl), {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ request: requestId, ...form }),
  });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location)
    throw new Error(`consent: ${response.status} ${await response.text()}`);
  return new URL(location);
}

export async function exchangeCode(
  baseUrl: string,
  client: { clientId: string; clientSecret: string },
  code: string,
  verifier: string,
): Promise<Response> {
  return fetch(`${baseUrl}/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
  });
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** The whole flow: returns the token endpoint's answer. */
export async function signIn(baseUrl: string, options: ConsentOptions): Promise<TokenResponse> {
  const { verifier, challenge } = pkcePair();
  const redirect = await consent(baseUrl, authorizeUrl(baseUrl, { ...options, state: "s1", challenge }), {
    email: options.email,
    ...(options.name ? { name: options.name } : {}),
  });
  const code = redirect.searchParams.get("code");
  if (!code) throw new Error(`no code in ${redirect}`);
  const response = await exchangeCode(baseUrl, options.client, code, verifier);
  if (!response.ok) throw new Error(`token: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

export const FOLIO_SCOPES = [
  "openid",
  "email",
  "profile",
  "https://www.googleapis.com/auth/gmail.readonly",
  "https://www.googleapis.com/auth/gmail.modify",
  "https://www.googleapis.com/auth/gmail.labels",
];
