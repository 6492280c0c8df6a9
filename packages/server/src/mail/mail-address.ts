import { z } from "zod";

const emailAddress = z.email();

/**
 * The bare address of `reader@example.com` or `Reader <reader@example.com>`, or null when it is not a
 * well-formed address — the check Postmark makes before accepting a recipient.
 */
export function parseMailbox(mailbox: string): string | null {
  const trimmed = mailbox.trim();
  const named = /^[^<>]*<([^<>]+)>$/.exec(trimmed);
  const address = (named ? named[1] : trimmed)?.trim() ?? "";
  return emailAddress.safeParse(address).success ? address : null;
}
