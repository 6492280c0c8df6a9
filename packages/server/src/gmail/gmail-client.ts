import { type gmail_v1, gmail as gmailClient } from "@googleapis/gmail";
import { OAuth2Client } from "google-auth-library";
import { toGmailApiError } from "./gmail-errors.ts";

export interface GmailApiOptions {
  /** A current access token (better-auth refreshes it; this client never does). */
  accessToken: string;
  /**
   * Gmail's root URL with a trailing slash: the sandbox's `${appUrl}/sandbox/`, or undefined for
   * Google's default. Applied per call because the global option drops a path prefix.
   */
  rootUrl?: string | undefined;
  /** Called once when Gmail answers 401, for a refreshed token to retry with (throws if there is none). */
  refreshAccessToken?: (() => Promise<string>) | undefined;
}

/** `userId` is always "me": the token decides whose mailbox it is. */
type WithoutUser<T> = Omit<T, "userId">;
type Params = gmail_v1.Params$Resource$Users$Messages$List;

export interface GmailApi {
  getProfile(): Promise<gmail_v1.Schema$Profile>;
  listLabels(): Promise<gmail_v1.Schema$Label[]>;
  createLabel(name: string): Promise<gmail_v1.Schema$Label>;
  messages: {
    list(params: WithoutUser<Params>): Promise<gmail_v1.Schema$ListMessagesResponse>;
    get(params: WithoutUser<gmail_v1.Params$Resource$Users$Messages$Get>): Promise<gmail_v1.Schema$Message>;
    modify(
      params: WithoutUser<gmail_v1.Params$Resource$Users$Messages$Modify>,
    ): Promise<gmail_v1.Schema$Message>;
    batchModify(params: WithoutUser<gmail_v1.Params$Resource$Users$Messages$Batchmodify>): Promise<void>;
  };
  history: {
    list(
      params: WithoutUser<gmail_v1.Params$Resource$Users$History$List>,
    ): Promise<gmail_v1.Schema$ListHistoryResponse>;
  };
}

/**
 * A small typed facade over @googleapis/gmail: every call goes to the configured root URL, without
 * gaxios' own retries (it ignores Retry-After; the sync engine paces and backs off itself), and fails
 * with a GmailApiError carrying Gmail's status and reason.
 */
export function createGmailApi(options: GmailApiOptions): GmailApi {
  const auth = new OAuth2Client();
  auth.setCredentials({ access_token: options.accessToken });
  const users = gmailClient({ version: "v1", auth }).users;
  const callOptions = { retry: false, ...(options.rootUrl ? { rootUrl: options.rootUrl } : {}) };
  const me = { userId: "me" };

  async function call<T>(request: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await request()).data;
    } catch (error) {
      const failure = toGmailApiError(error);
      // A revoked or rotated token answers 401 before its expiry time; one refresh tells which.
      if (failure.status !== 401 || !options.refreshAccessToken) throw failure;
    }
    auth.setCredentials({ access_token: await options.refreshAccessToken() });
    try {
      return (await request()).data;
    } catch (error) {
      throw toGmailApiError(error);
    }
  }

  return {
    getProfile: () => call(() => users.getProfile(me, callOptions)),
    listLabels: async () => (await call(() => users.labels.list(me, callOptions))).labels ?? [],
    createLabel: (name) =>
      call(() =>
        users.labels.create(
          { ...me, requestBody: { name, labelListVisibility: "labelShow", messageListVisibility: "show" } },
          callOptions,
        ),
      ),
    messages: {
      list: (params) => call(() => users.messages.list({ ...params, ...me }, callOptions)),
      get: (params) => call(() => users.messages.get({ ...params, ...me }, callOptions)),
      modify: (params) => call(() => users.messages.modify({ ...params, ...me }, callOptions)),
      batchModify: async (params) => {
        await call(() => users.messages.batchModify({ ...params, ...me }, callOptions));
      },
    },
    history: {
      list: (params) => call(() => users.history.list({ ...params, ...me }, callOptions)),
    },
  };
}
