/** Gmail's JSON error envelope: `{"error":{"code","message","errors":[{message,domain,reason}],"status"}}`. */

const STATUS_BY_CODE: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ALREADY_EXISTS",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  502: "UNAVAILABLE",
  503: "UNAVAILABLE",
};

export interface GmailErrorDetail {
  message: string;
  domain: string;
  reason: string;
  location?: string;
  locationType?: string;
}

export class GmailApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly detail: Partial<GmailErrorDetail> & { reason: string },
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): { error: Record<string, unknown> } {
    return {
      error: {
        code: this.code,
        message: this.message,
        errors: [{ message: this.message, domain: "global", ...this.detail }],
        status: STATUS_BY_CODE[this.code] ?? "UNKNOWN",
        ...this.extra,
      },
    };
  }
}

export const gmailErrors = {
  notFound: () => new GmailApiError(404, "Requested entity was not found.", { reason: "notFound" }),
  invalidArgument: (message: string) => new GmailApiError(400, message, { reason: "invalidArgument" }),
  badRequest: (message: string) => new GmailApiError(400, message, { reason: "badRequest" }),
  missingCredentials: () =>
    new GmailApiError(
      401,
      "Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",
      { message: "Login Required.", reason: "required", location: "Authorization", locationType: "header" },
      { "WWW-Authenticate": 'Bearer realm="https://accounts.google.com/"' },
    ),
  invalidCredentials: () =>
    new GmailApiError(
      401,
      "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",
      {
        message: "Invalid Credentials",
        reason: "authError",
        location: "Authorization",
        locationType: "header",
      },
      { "WWW-Authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
    ),
  insufficientScopes: (method: string) =>
    new GmailApiError(
      403,
      "Request had insufficient authentication scopes.",
      { message: "Insufficient Permission", reason: "insufficientPermissions" },
      { "WWW-Authenticate": 'Bearer realm="https://accounts.google.com/", error="insufficient_scope"' },
      {
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
            reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
            domain: "googleapis.com",
            metadata: { service: "gmail.googleapis.com", method },
          },
        ],
      },
    ),
  delegationDenied: (userId: string) =>
    new GmailApiError(403, `Delegation denied for ${userId}`, { reason: "forbidden" }),
  userRateLimit: (retryAfterSeconds: number) =>
    new GmailApiError(
      429,
      "User-rate limit exceeded",
      { domain: "usageLimits", reason: "rateLimitExceeded" },
      { "Retry-After": String(retryAfterSeconds) },
    ),
  tooManyConcurrent: () =>
    new GmailApiError(
      429,
      "Too many concurrent requests for user",
      { domain: "usageLimits", reason: "rateLimitExceeded" },
      { "Retry-After": "1" },
    ),
  backendError: () => new GmailApiError(500, "Backend Error", { reason: "backendError" }),
  unavailable: () =>
    new GmailApiError(503, "The service is currently unavailable.", { reason: "backendError" }),
  labelConflict: () => new GmailApiError(409, "Label name exists or conflicts", { reason: "duplicate" }),
};

/** The error an injected fault of a given status should look like. */
export function injectedError(status: number): GmailApiError {
  switch (status) {
    case 400:
      return gmailErrors.badRequest("Bad Request");
    case 401:
      return gmailErrors.invalidCredentials();
    case 403:
      return new GmailApiError(403, "User Rate Limit Exceeded", {
        domain: "usageLimits",
        reason: "userRateLimitExceeded",
      });
    case 404:
      return gmailErrors.notFound();
    case 429:
      return gmailErrors.userRateLimit(1);
    case 500:
      return gmailErrors.backendError();
    case 503:
      return gmailErrors.unavailable();
    default:
      return new GmailApiError(status, "Injected failure", { reason: "backendError" });
  }
}
