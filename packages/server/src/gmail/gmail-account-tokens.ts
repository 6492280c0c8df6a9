import { randomUUID } from "node:crypto";
import {
  deleteGmailAccount,
  findGmailAccount,
  findGmailAccountBySubject,
  GMAIL_PROVIDER_ID,
  setGmailAddressIfPreferencesExist,
} from "@folio/db/queries";
import { account } from "@folio/db/schema";
import { eq } from "drizzle-orm";
import { FolioError } from "../errors/folio-error.ts";
import type { GmailDeps } from "./gmail-connection.ts";
import { decryptOAuthToken, encryptOAuthToken } from "./oauth-token-crypto.ts";

const PROVIDER_TIMEOUT_MS = 5000;

/**
 * Disconnects Gmail: revokes the grant at Google (best effort — the row goes either way, so a
 * provider outage never leaves the user stuck connected) and deletes the linked account row.
 */
export async function disconnectGmail(deps: GmailDeps, userId: string): Promise<{ revoked: boolean }> {
  const row = await findGmailAccount(deps.db, { userId });
  if (!row) return { revoked: false };
  const revoked = await revokeGoogleGrant(deps, row);
  await deleteGmailAccount(deps.db, { userId });
  await setGmailAddressIfPreferencesExist(deps.db, { userId, gmailAddress: null });
  return { revoked };
}

/**
 * Revokes at Google the grant behind an account row's tokens (the refresh token revokes the whole
 * grant). Best effort: false when there was no token, Google refused, or could not be reached.
 */
export async function revokeGoogleGrant(
  deps: Pick<GmailDeps, "auth" | "endpoints" | "log">,
  row: { userId: string; refreshToken: string | null; accessToken: string | null },
): Promise<boolean> {
  const stored = row.refreshToken ?? row.accessToken;
  if (!stored) return false;
  try {
    const token = await decryptOAuthToken(deps.auth, stored);
    const response = await fetch(deps.endpoints.revokeUrl, {
      method: "POST",
      body: new URLSearchParams({ token }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok)
      deps.log.warn({ status: response.status, userId: row.userId }, "Google refused to revoke the token");
    return response.ok;
  } catch (error) {
    deps.log.warn({ err: error, userId: row.userId }, "could not revoke the Google token");
    return false;
  }
}

/** The tokens were not accepted by Google, or belong to a Gmail account linked to someone else. */
export class ProviderTokensRejectedError extends FolioError {
  constructor(message: string, code: "BAD_INPUT" | "CONFLICT") {
    super(code, message);
  }
}

interface UserInfo {
  sub?: string;
  email?: string;
}

/**
 * Stores tokens a client obtained from Google itself (spec §7 save-provider-tokens) as the user's
 * Gmail connection, encrypted like better-auth's own. The access token is checked with Google's
 * userinfo first, which also names the Google account it belongs to.
 */
export async function saveGmailProviderTokens(
  deps: GmailDeps,
  userId: string,
  tokens: { accessToken: string; refreshToken?: string | undefined },
): Promise<void> {
  let info: UserInfo;
  try {
    const response = await fetch(deps.endpoints.userInfoUrl, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
    info = (await response.json()) as UserInfo;
  } catch {
    throw new ProviderTokensRejectedError("Google did not accept the access token.", "BAD_INPUT");
  }
  if (!info.sub)
    throw new ProviderTokensRejectedError("Google did not name the account of this token.", "BAD_INPUT");

  const holder = await findGmailAccountBySubject(deps.db, { googleSubject: info.sub });
  if (holder && holder.userId !== userId) {
    throw new ProviderTokensRejectedError(
      "This Gmail account is connected to another Folio user.",
      "CONFLICT",
    );
  }
  const values = {
    accountId: info.sub,
    accessToken: await encryptOAuthToken(deps.auth, tokens.accessToken),
    // Without a new refresh token keep the one we have (Google only sends it on consent).
    ...(tokens.refreshToken ? { refreshToken: await encryptOAuthToken(deps.auth, tokens.refreshToken) } : {}),
    // Unknown: the next call finds out, and a 401 triggers a refresh.
    accessTokenExpiresAt: null,
  };
  const existing = await findGmailAccount(deps.db, { userId });
  if (existing) {
    await deps.db.update(account).set(values).where(eq(account.id, existing.id));
  } else {
    await deps.db
      .insert(account)
      .values({ id: randomUUID(), userId, providerId: GMAIL_PROVIDER_ID, ...values });
  }
  if (info.email) await setGmailAddressIfPreferencesExist(deps.db, { userId, gmailAddress: info.email });
}
