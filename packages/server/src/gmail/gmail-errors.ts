import { FolioError } from "../errors/folio-error.ts";
/** The user has no linked Gmail account. */
export class GmailNotConnectedError extends FolioError {
  constructor() {
    super("GMAIL_NOT_CONNECTED", "Gmail not connected");
  }
}

/** The linked account's tokens no longer work (revoked, `invalid_grant`): the user must reconnect. */
export class GmailTokenInvalidError extends FolioError {
  constructor(message = "Your Gmail connection has expired. Reconnect Gmail in settings.") {
    super("GMAIL_NOT_CONNECTED", message);
  }
}

/** A Gmail API call failed with an HTTP answer (or none, status 0): Gmail's status, reason and message. */
export class GmailApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "GmailApiError";
  }
}

interface GaxiosLikeError {
  message?: string;
  status?: number;
  response?: {
    status?: number;
    data?: { error?: { message?: string; errors?: { reason?: string }[] } | string };
  };
}

/** Turns what gaxios throws into a GmailApiError carrying Gmail's own status and reason. */
export function toGmailApiError(error: unknown): GmailApiError {
  if (error instanceof GmailApiError) return error;
  const e = (error ?? {}) as GaxiosLikeError;
  const status = e.response?.status ?? e.status ?? 0;
  const body = e.response?.data?.error;
  const reason = typeof body === "object" ? body.errors?.[0]?.reason : body;
  const message =
    (typeof body === "object" ? body.message : undefined) ?? e.message ?? "Gmail request failed";
  return new GmailApiError(status, reason, message);
}
