import { authClient } from "../../auth/auth-client.ts";

export const GMAIL_CONNECTED_PARAM = "gmail";

/**
 * Starts Connect Gmail: a full-page redirect through Google's consent screen (the sandbox in the
 * zero-config default) asking for Gmail read, modify and label permissions with offline access.
 * Google sends the user back to /settings?gmail=connected.
 */
export async function connectGmail(): Promise<string | null> {
  try {
    const { error } = await authClient.linkSocial({
      provider: "gmail",
      callbackURL: `/settings?${GMAIL_CONNECTED_PARAM}=connected`,
      errorCallbackURL: "/settings",
    });
    return error ? error.message || "Failed to connect to Gmail" : null;
  } catch {
    return "Failed to connect to Gmail";
  }
}

/** True once, right after returning from Connect Gmail; the marker is removed from the URL. */
export function consumeGmailConnectedMarker(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(GMAIL_CONNECTED_PARAM) !== "connected") return false;
  url.searchParams.delete(GMAIL_CONNECTED_PARAM);
  window.history.replaceState(window.history.state, "", url.toString());
  return true;
}
