/** Google's OAuth token-endpoint error body: `{"error": "...", "error_description": "..."}`. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }

  toBody(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}

export const oauthErrors = {
  clientNotFound: () => new OAuthError(401, "invalid_client", "The OAuth client was not found."),
  badClientSecret: () => new OAuthError(401, "invalid_client", "Unauthorized"),
  missing: (name: string) => new OAuthError(400, "invalid_request", `Missing required parameter: ${name}`),
  unsupportedGrant: (grant: string) =>
    new OAuthError(400, "unsupported_grant_type", `Invalid grant_type: ${grant}`),
  badCode: () => new OAuthError(400, "invalid_grant", "Bad Request"),
  malformedCode: () => new OAuthError(400, "invalid_grant", "Malformed auth code."),
  redirectMismatch: () => new OAuthError(400, "redirect_uri_mismatch", "Bad Request"),
  missingVerifier: () => new OAuthError(400, "invalid_grant", "Missing code verifier."),
  badVerifier: () => new OAuthError(400, "invalid_grant", "Invalid code verifier."),
  revoked: () => new OAuthError(400, "invalid_grant", "Token has been expired or revoked."),
};
