/** The link mess of real newsletters: utm_ parameters and click-tracking redirects. */
import { createHash } from "node:crypto";

export function withUtm(url: string, campaign: string, source: string): string {
  const u = new URL(url);
  u.searchParams.set("utm_source", source);
  u.searchParams.set("utm_medium", "email");
  u.searchParams.set("utm_campaign", campaign);
  return u.toString();
}

/** An ESP-style redirect: the real target is hidden in an encoded parameter. */
export function clickTracked(url: string, trackingHost: string, recipient: string): string {
  const sig = createHash("sha256").update(`${url}|${recipient}`).digest("hex").slice(0, 16);
  return `https://${trackingHost}/ls/click?upn=${Buffer.from(url).toString("base64url")}&sig=${sig}`;
}

export function recipientToken(recipient: string, list: string): string {
  return createHash("sha256").update(`${recipient}|${list}`).digest("base64url").slice(0, 22);
}
