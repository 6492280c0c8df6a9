import { createHmac, timingSafeEqual } from "node:crypto";
import type { Credential } from "../realtime/stream-guard.ts";

const TOKEN_SECONDS = 5 * 60;

/**
 * A short-lived token for the progress event stream (an EventSource cannot send an Authorization
 * header): `{userId}.{credential}.{expires}.{signature}`. It names the session or API key that asked
 * for it, so it dies with that credential: the stream checks it still exists when it opens, and the
 * stream guard ends the stream once it is revoked.
 */
export function createDigestToken(
  secret: string,
  userId: string,
  credential: Credential,
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + TOKEN_SECONDS;
  const payload = [userId, `${credential.kind}:${credential.id}`]
    .map((part) => Buffer.from(part).toString("base64url"))
    .join(".");
  return `${payload}.${expires}.${sign(secret, `${payload}.${expires}`)}`;
}

/** Who the token was made for, or null when it is malformed, forged or expired. */
export function verifyDigestToken(
  secret: string,
  token: string,
  now = new Date(),
): { userId: string; credential: Credential } | null {
  const [user, credential, expires, signature, ...rest] = token.split(".");
  if (!user || !credential || !expires || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, `${user}.${credential}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!/^\d+$/.test(expires) || Number(expires) < Math.floor(now.getTime() / 1000)) return null;
  const [kind, ...id] = Buffer.from(credential, "base64url").toString().split(":");
  if ((kind !== "session" && kind !== "api-key") || id.length === 0) return null;
  return { userId: Buffer.from(user, "base64url").toString(), credential: { kind, id: id.join(":") } };
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", `digest-token:${secret}`).update(payload).digest("base64url");
}
