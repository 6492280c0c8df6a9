import type { gmail_v1 } from "@googleapis/gmail";
import { FolioError } from "../errors/folio-error.ts";

/** Per-call options; `rootUrl` must be passed per call when the sandbox is mounted under a path. */
export interface GmailCallOptions {
  rootUrl?: string;
  retry?: boolean;
  signal?: AbortSignal;
}

interface Answer<T> {
  data: T;
}

/**
 * The slice of `gmail_v1.Gmail` the label sync uses: a real authenticated client satisfies it, and
 * keeping it small documents exactly which calls (and quota units) a sync spends.
 */
export interface GmailSyncApi {
  users: {
    getProfile(
      params: gmail_v1.Params$Resource$Users$Getprofile,
      options?: GmailCallOptions,
    ): Promise<Answer<gmail_v1.Schema$Profile>>;
    labels: {
      get(
        params: gmail_v1.Params$Resource$Users$Labels$Get,
        options?: GmailCallOptions,
      ): Promise<Answer<gmail_v1.Schema$Label>>;
    };
    messages: {
      list(
        params: gmail_v1.Params$Resource$Users$Messages$List,
        options?: GmailCallOptions,
      ): Promise<Answer<gmail_v1.Schema$ListMessagesResponse>>;
      get(
        params: gmail_v1.Params$Resource$Users$Messages$Get,
        options?: GmailCallOptions,
      ): Promise<Answer<gmail_v1.Schema$Message>>;
    };
    history: {
      list(
        params: gmail_v1.Params$Resource$Users$History$List,
        options?: GmailCallOptions,
      ): Promise<Answer<gmail_v1.Schema$ListHistoryResponse>>;
    };
  };
}

/** An authenticated Gmail client for one user, and the options every call must carry. */
export interface GmailForUser {
  gmail: GmailSyncApi;
  /** e.g. `{ rootUrl: "http://localhost:3000/sandbox/" }`; empty for gmail.googleapis.com. */
  requestOptions?: { rootUrl?: string };
}

/** Provided by the Gmail connection code; throws GmailConnectionRequiredError when there is no usable connection. */
export type GetGmailForUser = (userId: string) => Promise<GmailForUser>;

/** The web maps any error mentioning "connect your Gmail account" to its settings hint (spec §8). */
export class GmailConnectionRequiredError extends FolioError {
  constructor(message = "Please connect your Gmail account in settings first.") {
    super("NOT_SET_UP", message);
  }
}

export class ReadLaterLabelMissingError extends FolioError {
  constructor() {
    super("NOT_SET_UP", "Choose your Read Later label in settings first.");
  }
}
