import type { Db } from "@folio/db/client";
import {
  type AccountRow,
  findGmailAccount,
  getUserPreferences,
  setGmailAddressIfPreferencesExist,
} from "@folio/db/queries";
import { gmail as gmailClient } from "@googleapis/gmail";
import { APIError } from "better-auth/api";
import { OAuth2Client } from "google-auth-library";
import type { Auth } from "../auth/create-auth.ts";
import type { Logger } from "../logger.ts";
import { createGmailApi, type GmailApi } from "./gmail-client.ts";
import { GmailApiError, GmailNotConnectedError, GmailTokenInvalidError } from "./gmail-errors.ts";
import { type GetGmailForUser, GmailConnectionRequiredError } from "./gmail-sync-api.ts";
import type { GoogleEndpoints } from "./google-endpoints.ts";

/** What every Gmail service needs; built once per app. */
export interface GmailDeps {
  db: Db;
  auth: Auth;
  endpoints: GoogleEndpoints;
  log: Logger;
}

export interface GmailConnection {
  connected: boolean;
  /** better-auth's account row id (what getAccessToken takes), null when not connected. */
  accountId: string | null;
  gmailAddress: string | null;
  hasAccessToken: boolean;
  hasRefreshToken: boolean;
  tokenExpiry: Date | null;
  /** False when the tokens were revoked or refused (`invalid_grant`): the user must reconnect. */
  tokenValid: boolean;
}

/**
 * An access token for the account from better-auth, which decrypts it and refreshes it when it is
 * (nearly) expired — or, with `force`, refreshes it now. Any refusal means the grant is gone.
 */
async function accessTokenFor(deps: GmailDeps, row: AccountRow, force: boolean): Promise<string> {
  const body = { accountId: row.id, userId: row.userId };
  try {
    const tokens = force
      ? await deps.auth.api.refreshToken({ body })
      : await deps.auth.api.getAccessToken({ body });
    if (!tokens.accessToken) throw new GmailTokenInvalidError();
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof APIError) throw new GmailTokenInvalidError();
    throw error;
  }
}

/** An authenticated Gmail facade for the user, refreshing once on a 401; typed errors otherwise. */
export async function withGmail(deps: GmailDeps, userId: string): Promise<GmailApi> {
  const row = await findGmailAccount(deps.db, { userId });
  if (!row) throw new GmailNotConnectedError();
  const api = createGmailApi({
    accessToken: await accessTokenFor(deps, row, false),
    rootUrl: deps.endpoints.gmailRootUrl,
    refreshAccessToken: () => accessTokenFor(deps, row, true),
  });
  return withInvalidTokenOn401(api);
}

/** A 401 that survives a refresh means the token is no good, whatever Google calls it. */
function withInvalidTokenOn401(api: GmailApi): GmailApi {
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        if (error instanceof GmailApiError && error.status === 401) throw new GmailTokenInvalidError();
        throw error;
      }
    };
  return {
    getProfile: guard(api.getProfile),
    listLabels: guard(api.listLabels),
    createLabel: guard(api.createLabel),
    messages: {
      list: guard(api.messages.list),
      get: guard(api.messages.get),
      modify: guard(api.messages.modify),
      batchModify: guard(api.messages.batchModify),
    },
    history: { list: guard(api.history.list) },
  };
}

/**
 * The user's Gmail connection, checked against Gmail itself (users.getProfile, 1 quota unit): a
 * revoked grant only shows when a call is refused. Outages and rate limits do not mark the token
 * invalid — only authentication failures do.
 */
export async function getGmailConnection(deps: GmailDeps, userId: string): Promise<GmailConnection> {
  const row = await findGmailAccount(deps.db, { userId });
  const preferences = await getUserPreferences(deps.db, { userId });
  if (!row) {
    return {
      connected: false,
      accountId: null,
      gmailAddress: null,
      hasAccessToken: false,
      hasRefreshToken: false,
      tokenExpiry: null,
      tokenValid: false,
    };
  }
  let tokenValid = true;
  let gmailAddress = preferences?.gmailAddress ?? null;
  try {
    const profile = await (await withGmail(deps, userId)).getProfile();
    gmailAddress = profile.emailAddress ?? gmailAddress;
    if (profile.emailAddress) {
      await setGmailAddressIfPreferencesExist(deps.db, { userId, gmailAddress: profile.emailAddress });
    }
  } catch (error) {
    if (error instanceof GmailTokenInvalidError) tokenValid = false;
    else if (error instanceof GmailApiError && error.status === 403) tokenValid = false;
    else deps.log.warn({ err: error, userId }, "could not check the Gmail connection");
  }
  // A refresh above may have replaced the tokens and their expiry.
  const current = (await findGmailAccount(deps.db, { userId })) ?? row;
  return {
    connected: true,
    accountId: current.id,
    gmailAddress,
    hasAccessToken: Boolean(current.accessToken),
    hasRefreshToken: Boolean(current.refreshToken),
    tokenExpiry: current.accessTokenExpiresAt ?? null,
    tokenValid,
  };
}

/**
 * The label sync's view of a user's Gmail: the raw client (the sync paces itself and reads gaxios'
 * status and Retry-After), or GmailConnectionRequiredError with the text the queue shows.
 */
export function createGetGmailForUser(deps: GmailDeps): GetGmailForUser {
  return async (userId) => {
    const row = await findGmailAccount(deps.db, { userId });
    if (!row) throw new GmailConnectionRequiredError();
    let accessToken: string;
    try {
      accessToken = await accessTokenFor(deps, row, false);
    } catch (error) {
      if (error instanceof GmailTokenInvalidError) {
        throw new GmailConnectionRequiredError(
          "Your Gmail access has expired. Please connect your Gmail account in settings again.",
        );
      }
      throw error;
    }
    const auth = new OAuth2Client();
    auth.setCredentials({ access_token: accessToken });
    const rootUrl = deps.endpoints.gmailRootUrl;
    return { gmail: gmailClient({ version: "v1", auth }), requestOptions: rootUrl ? { rootUrl } : {} };
  };
}
