import type { GoogleConfig } from "../env.ts";

/** Where Folio reaches Gmail and Google's token endpoints: Google's, or the sandbox's. */
export interface GoogleEndpoints {
  /** Gmail API root with a trailing slash; undefined = the client library's default (Google). */
  gmailRootUrl: string | undefined;
  revokeUrl: string;
  userInfoUrl: string;
}

const DISCOVERY_SUFFIX = "/.well-known/openid-configuration";

export function googleEndpoints(google: Pick<GoogleConfig, "mode" | "discoveryUrl">): GoogleEndpoints {
  if (google.mode === "google") {
    return {
      gmailRootUrl: undefined,
      revokeUrl: "https://oauth2.googleapis.com/revoke",
      userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
    };
  }
  // The sandbox serves everything under its issuer, which is where its discovery document lives.
  const base = google.discoveryUrl.endsWith(DISCOVERY_SUFFIX)
    ? google.discoveryUrl.slice(0, -DISCOVERY_SUFFIX.length)
    : google.discoveryUrl.replace(/\/+$/, "");
  return { gmailRootUrl: `${base}/`, revokeUrl: `${base}/revoke`, userInfoUrl: `${base}/v1/userinfo` };
}
