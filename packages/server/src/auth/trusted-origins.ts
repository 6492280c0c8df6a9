/**
 * The origins whose pages may send cookie-authenticated requests: Folio's own. better-auth is given
 * the same list (its trustedOrigins), so /api/auth and the rest of /api agree on who is trusted.
 */
export function trustedOriginsFor(appUrl: string): string[] {
  return [new URL(appUrl).origin];
}
