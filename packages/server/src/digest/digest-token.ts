import { createHmac, timingSafeEqual } from "node:crypto";

const TOKEN_SECONDS = 5 * 60;

/**
 * A short-lived token bound to one user, for the progress event stream (an EventSource cannot send
 * an Authorization header): `{userId}.{expires}.{signature}`.
 */
export function createDigestToken(secret: string, userId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + TOKEN_SECONDS;
  const payload = `${Buffer.from(userId).toString("base64url")}.${expires}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The user the token was made for, or null when it is malformed, forged or expired. */
export function verifyDigestToken(secret: string, token: string, now = new Date()): string | null {
  const [user, expires, signature] = token.split(".");
  if (!user || !expires || !signature) return null;
  const expected = Buffer.from(sign(secret, `${user}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) < Math.floor(now.getTime() / 1000)) return null;
  return Buffer.from(user, "base64url").toString();
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", `digest-token:${secret}`).update(payload).digest("base64url");
}
