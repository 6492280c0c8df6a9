/**
 * GET /o/oauth2/v2/auth validates the request the way Google does (bad client or redirect URI →
 * an error page, never a redirect) and shows the consent page; POST …/consent finishes it.
 */
import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import type { SandboxContext } from "../sandbox-context.ts";
import { renderConsentPage, renderErrorPage } from "./consent-page.ts";
import type { AuthorizationRequest } from "./identity-store.ts";
import { normalizeScopes, unknownScopes } from "./scopes.ts";

interface PendingAuthorization {
  request: Omit<AuthorizationRequest, "email">;
  state: string | undefined;
  loginHint: string | undefined;
  expiresAt: number;
}

const PENDING_TTL_MS = 30 * 60_000;
const EMAIL_PATTERN = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

type Validation =
  | { ok: true; pending: PendingAuthorization; prompt: string[] }
  | { ok: false; status: 400 | 401; error: string; description: string };

function validate(query: Record<string, string>, client: SandboxContext["client"]): Validation {
  const clientId = client.clientId;
  const fail = (status: 400 | 401, error: string, description: string): Validation => ({
    ok: false,
    status,
    error,
    description,
  });
  if (!query.client_id) return fail(400, "invalid_request", "Missing required parameter: client_id");
  if (query.client_id !== clientId) return fail(401, "invalid_client", "The OAuth client was not found.");
  if (!query.redirect_uri) return fail(400, "invalid_request", "Missing required parameter: redirect_uri");
  if (!/^https?:\/\/[^\s]+$/.test(query.redirect_uri) || !URL.canParse(query.redirect_uri)) {
    return fail(400, "redirect_uri_mismatch", `Invalid redirect_uri: ${query.redirect_uri}`);
  }
  if (client.redirectUris && !client.redirectUris.includes(query.redirect_uri)) {
    return fail(
      400,
      "redirect_uri_mismatch",
      `The redirect URI in the request, ${query.redirect_uri}, does not match the ones authorized for the OAuth client.`,
    );
  }
  if (!query.response_type) return fail(400, "invalid_request", "Missing required parameter: response_type");
  if (query.response_type !== "code") {
    return fail(400, "unsupported_response_type", `Unsupported response_type: ${query.response_type}`);
  }
  if (!query.scope) return fail(400, "invalid_request", "Missing required parameter: scope");
  const scopes = normalizeScopes(query.scope);
  const unknown = unknownScopes(scopes);
  if (unknown.length)
    return fail(
      400,
      "invalid_scope",
      `Some requested scopes were invalid. {invalid=[${unknown.join(", ")}]}`,
    );
  const method = query.code_challenge_method ?? (query.code_challenge ? "plain" : undefined);
  if (method && method !== "S256" && method !== "plain") {
    return fail(400, "invalid_request", `Invalid code_challenge_method: ${method}`);
  }
  if (method && !query.code_challenge)
    return fail(400, "invalid_request", "Missing required parameter: code_challenge");
  if (query.access_type && query.access_type !== "online" && query.access_type !== "offline") {
    return fail(400, "invalid_request", `Invalid access_type: ${query.access_type}`);
  }
  const prompt = (query.prompt ?? "").split(/\s+/).filter(Boolean);
  return {
    ok: true,
    prompt,
    pending: {
      request: {
        clientId,
        redirectUri: query.redirect_uri,
        scopes,
        ...(query.code_challenge ? { codeChallenge: query.code_challenge } : {}),
        ...(method ? { codeChallengeMethod: method as "S256" | "plain" } : {}),
        ...(query.nonce ? { nonce: query.nonce } : {}),
        offline: query.access_type === "offline",
        forceConsent: prompt.includes("consent"),
        includeGrantedScopes: query.include_granted_scopes === "true",
      },
      state: query.state,
      loginHint: query.login_hint,
      expiresAt: Date.now() + PENDING_TTL_MS,
    },
  };
}

function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

export function registerAuthorizeRoutes(app: Hono, ctx: SandboxContext): void {
  const pendingById = new Map<string, PendingAuthorization>();
  const consentPath = `${new URL(ctx.baseUrl).pathname.replace(/\/$/, "")}/o/oauth2/v2/auth/consent`;

  const showConsent = (
    c: Context,
    id: string,
    pending: PendingAuthorization,
    extra: { error?: string; email?: string; name?: string } = {},
  ) =>
    c.html(
      renderConsentPage({
        requestId: id,
        formAction: consentPath,
        appHost: new URL(pending.request.redirectUri).host,
        scopes: pending.request.scopes,
        offline: pending.request.offline,
        accounts: ctx.identity.accounts(),
        ...(pending.loginHint ? { loginHint: pending.loginHint } : {}),
        ...(extra.error ? { error: extra.error } : {}),
        ...(extra.email !== undefined ? { typedEmail: extra.email } : {}),
        ...(extra.name !== undefined ? { typedName: extra.name } : {}),
      }),
      extra.error ? 400 : 200,
    );

  const grantAndRedirect = async (
    c: Context,
    pending: PendingAuthorization,
    email: string,
    name?: string,
  ) => {
    const account = ctx.identity.ensureAccount(email, name);
    await ctx.mailboxes.ensure(account.email);
    const code = ctx.identity.issueCode({ ...pending.request, email: account.email });
    return c.redirect(
      redirectWith(pending.request.redirectUri, {
        state: pending.state,
        code,
        scope: pending.request.scopes.join(" "),
        authuser: "0",
        prompt: "consent",
      }),
      302,
    );
  };

  app.get("/o/oauth2/v2/auth", async (c) => {
    const result = validate(c.req.query(), ctx.client);
    c.header("Cache-Control", "no-store");
    if (!result.ok)
      return c.html(renderErrorPage(result.status, result.error, result.description), result.status);
    const { pending, prompt } = result;
    if (prompt.includes("none")) {
      // No browser session exists in the sandbox; login_hint stands in for "the signed-in user".
      const account = pending.loginHint ? ctx.identity.account(pending.loginHint) : undefined;
      if (!account)
        return c.redirect(
          redirectWith(pending.request.redirectUri, { error: "interaction_required", state: pending.state }),
          302,
        );
      return grantAndRedirect(c, pending, account.email);
    }
    for (const [id, p] of pendingById) if (p.expiresAt < Date.now()) pendingById.delete(id);
    const id = randomBytes(16).toString("base64url");
    pendingById.set(id, pending);
    return showConsent(c, id, pending);
  });

  app.post("/o/oauth2/v2/auth/consent", async (c) => {
    c.header("Cache-Control", "no-store");
    const form = await c.req.parseBody();
    const id = typeof form.request === "string" ? form.request : "";
    const pending = pendingById.get(id);
    if (!pending || pending.expiresAt < Date.now()) {
      return c.html(
        renderErrorPage(
          400,
          "invalid_request",
          "This sign-in request has expired. Go back to the app and start again.",
        ),
        400,
      );
    }
    if (form.decision === "cancel") {
      pendingById.delete(id);
      return c.redirect(
        redirectWith(pending.request.redirectUri, { error: "access_denied", state: pending.state }),
        302,
      );
    }
    const email = (typeof form.email === "string" ? form.email : "").trim();
    const name = (typeof form.name === "string" ? form.name : "").trim();
    if (!EMAIL_PATTERN.test(email)) {
      return showConsent(c, id, pending, {
        error: "Enter a valid email address, like ada@example.com.",
        email,
        name,
      });
    }
    pendingById.delete(id);
    return grantAndRedirect(c, pending, email, name || undefined);
  });
}
