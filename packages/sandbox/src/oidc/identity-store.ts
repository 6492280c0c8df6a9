/**
 * Sandbox Google accounts and what they granted: authorization codes, grants (one per account and
 * client, holding its refresh tokens) and access tokens. Follows Google's rules where a client can
 * see them: codes are single-use for 10 minutes, access tokens live 3599 s, a refresh token is issued
 * for access_type=offline only on the first consent or with prompt=consent, and revoking any token
 * of a grant revokes the whole grant.
 */
import { createHash, randomBytes } from "node:crypto";
import { oauthErrors } from "./oauth-errors.ts";

export interface Account {
  email: string;
  sub: string;
  name: string;
  picture: string;
}

export interface Grant {
  id: string;
  email: string;
  clientId: string;
  scopes: string[];
  refreshTokens: string[];
}

export interface AccessTokenRecord {
  token: string;
  grantId: string;
  email: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
}

export interface AuthorizationRequest {
  email: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge?: string;
  codeChallengeMethod?: "S256" | "plain";
  nonce?: string;
  offline: boolean;
  forceConsent: boolean;
  includeGrantedScopes: boolean;
}

export interface IssuedTokens {
  account: Account;
  clientId: string;
  scopes: string[];
  accessToken: AccessTokenRecord;
  refreshToken?: string;
  nonce?: string;
}

export interface IdentitySnapshot {
  accounts: Account[];
  grants: Grant[];
  accessTokens: AccessTokenRecord[];
}

export const ACCESS_TOKEN_TTL_SECONDS = 3599;
const CODE_TTL_MS = 10 * 60_000;

export class IdentityStore {
  private readonly accountsByEmail = new Map<string, Account>();
  private readonly grants = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, AccessTokenRecord>();
  private readonly codes = new Map<string, AuthorizationRequest & { expiresAt: number }>();

  constructor(
    snapshot: IdentitySnapshot | undefined,
    private readonly pictureUrl: (email: string) => string,
    private readonly onChange: () => void = () => {},
  ) {
    for (const a of snapshot?.accounts ?? []) this.accountsByEmail.set(a.email, a);
    for (const g of snapshot?.grants ?? []) this.grants.set(g.id, g);
    for (const t of snapshot?.accessTokens ?? []) this.accessTokens.set(t.token, t);
  }

  toSnapshot(): IdentitySnapshot {
    this.pruneExpiredTokens();
    return {
      accounts: [...this.accountsByEmail.values()],
      grants: [...this.grants.values()],
      accessTokens: [...this.accessTokens.values()],
    };
  }

  // ── accounts ──────────────────────────────────────────────────────────────

  accounts(): Account[] {
    return [...this.accountsByEmail.values()].sort((a, b) => a.email.localeCompare(b.email));
  }

  account(email: string): Account | undefined {
    return this.accountsByEmail.get(email.toLowerCase());
  }

  /** The account for this address, created on first use; a given name replaces the stored one. */
  ensureAccount(email: string, name?: string): Account {
    const key = email.toLowerCase();
    const existing = this.accountsByEmail.get(key);
    if (existing) {
      if (name && name !== existing.name) {
        existing.name = name;
        this.onChange();
      }
      return existing;
    }
    const sub = stableSubject(key);
    const account: Account = {
      email: key,
      sub,
      name: name || nameFromAddress(key),
      picture: this.pictureUrl(key),
    };
    this.accountsByEmail.set(key, account);
    this.onChange();
    return account;
  }

  // ── authorization codes ───────────────────────────────────────────────────

  issueCode(request: AuthorizationRequest): string {
    const code = `4/0Ab${randomToken(36)}`;
    this.codes.set(code, {
      ...request,
      email: request.email.toLowerCase(),
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    return code;
  }

  redeemCode(input: {
    code: string;
    clientId: string;
    redirectUri: string;
    codeVerifier?: string;
  }): IssuedTokens {
    if (!input.code.startsWith("4/")) throw oauthErrors.malformedCode();
    const request = this.codes.get(input.code);
    this.codes.delete(input.code);
    if (!request || request.expiresAt < Date.now() || request.clientId !== input.clientId)
      throw oauthErrors.badCode();
    if (request.redirectUri !== input.redirectUri) throw oauthErrors.redirectMismatch();
    if (request.codeChallenge) {
      if (!input.codeVerifier) throw oauthErrors.missingVerifier();
      const expected =
        request.codeChallengeMethod === "plain"
          ? input.codeVerifier
          : createHash("sha256").update(input.codeVerifier).digest("base64url");
      if (expected !== request.codeChallenge) throw oauthErrors.badVerifier();
    }
    const account = this.ensureAccount(request.email);
    let grant = this.grantFor(account.email, request.clientId);
    const isNewGrant = !grant;
    if (!grant) {
      grant = {
        id: randomToken(12),
        email: account.email,
        clientId: request.clientId,
        scopes: [],
        refreshTokens: [],
      };
      this.grants.set(grant.id, grant);
    }
    grant.scopes = request.includeGrantedScopes
      ? [...new Set([...grant.scopes, ...request.scopes])]
      : request.scopes;
    let refreshToken: string | undefined;
    if (request.offline && (isNewGrant || request.forceConsent || grant.refreshTokens.length === 0)) {
      refreshToken = `1//0g${randomToken(48)}`;
      grant.refreshTokens.push(refreshToken);
    }
    const accessToken = this.issueAccessToken(grant);
    return {
      account,
      clientId: grant.clientId,
      scopes: grant.scopes,
      accessToken,
      ...(refreshToken ? { refreshToken } : {}),
      ...(request.nonce ? { nonce: request.nonce } : {}),
    };
  }

  // ── tokens ────────────────────────────────────────────────────────────────

  refresh(refreshToken: string, clientId: string): IssuedTokens {
    const grant = [...this.grants.values()].find((g) => g.refreshTokens.includes(refreshToken));
    if (!grant || grant.clientId !== clientId) throw oauthErrors.revoked();
    const account = this.ensureAccount(grant.email);
    return { account, clientId, scopes: grant.scopes, accessToken: this.issueAccessToken(grant) };
  }

  /** A live access token, or undefined when unknown, expired or revoked. */
  accessToken(token: string): AccessTokenRecord | undefined {
    const record = this.accessTokens.get(token);
    return record && record.expiresAt > Date.now() ? record : undefined;
  }

  /** Revokes the grant behind an access or refresh token; false when the token is unknown. */
  revokeToken(token: string): boolean {
    const grantId =
      this.accessTokens.get(token)?.grantId ??
      [...this.grants.values()].find((g) => g.refreshTokens.includes(token))?.id;
    if (!grantId) return false;
    this.revokeGrant(grantId);
    return true;
  }

  /** Revokes every grant of an account, as when the user removes access in their Google account. */
  revokeAllFor(email: string): void {
    for (const grant of [...this.grants.values()])
      if (grant.email === email.toLowerCase()) this.revokeGrant(grant.id);
  }

  private revokeGrant(grantId: string): void {
    this.grants.delete(grantId);
    for (const [token, record] of this.accessTokens)
      if (record.grantId === grantId) this.accessTokens.delete(token);
    this.onChange();
  }

  private grantFor(email: string, clientId: string): Grant | undefined {
    return [...this.grants.values()].find((g) => g.email === email && g.clientId === clientId);
  }

  private issueAccessToken(grant: Grant): AccessTokenRecord {
    this.pruneExpiredTokens();
    const record: AccessTokenRecord = {
      token: `ya29.a0${randomToken(60)}`,
      grantId: grant.id,
      email: grant.email,
      clientId: grant.clientId,
      scopes: [...grant.scopes],
      expiresAt: Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000,
    };
    this.accessTokens.set(record.token, record);
    this.onChange();
    return record;
  }

  private pruneExpiredTokens(): void {
    const now = Date.now();
    for (const [token, record] of this.accessTokens)
      if (record.expiresAt <= now) this.accessTokens.delete(token);
  }
}

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString("base64url");
}

/** Google subjects are 21-digit numbers; derive one from the address so it is stable everywhere. */
function stableSubject(email: string): string {
  const digest = createHash("sha256").update(`sandbox-sub:${email}`).digest();
  return `1${(digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, "0")}`;
}

function nameFromAddress(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}
