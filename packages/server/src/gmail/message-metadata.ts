import type { NewQueuedEmail } from "@folio/db/queries";
import type { gmail_v1 } from "@googleapis/gmail";

/**
 * Headers asked for with `format=metadata`: enough for the queue row without downloading bodies.
 * The web-version link comes from RFC 5064 `Archived-At` when the sender sets it; the "View in
 * browser" link inside the body is left to the digest loader, which downloads the body anyway.
 */
export const METADATA_HEADERS = ["Subject", "From", "Date", "Archived-At", "List-Id"];

export function parseFromHeader(value: string): { email: string; name: string | null } {
  const angled = /^(.*?)<([^<>]+)>\s*$/.exec(value.trim());
  if (!angled) return { email: value.trim().toLowerCase(), name: null };
  const name = (angled[1] ?? "")
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .trim();
  return { email: (angled[2] ?? "").trim().toLowerCase(), name: name || null };
}

function header(message: gmail_v1.Schema$Message, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return message.payload?.headers?.find((h) => h.name?.toLowerCase() === wanted)?.value ?? undefined;
}

function webVersionUrl(message: gmail_v1.Schema$Message): string | null {
  const archived = header(message, "Archived-At")?.trim().replace(/^<|>$/g, "");
  return archived && /^https?:\/\//i.test(archived) ? archived : null;
}

/** Gmail's internalDate is when the message arrived; the Date header is the fallback. */
function receivedAt(message: gmail_v1.Schema$Message): Date {
  const internal = Number(message.internalDate);
  if (Number.isFinite(internal) && internal > 0) return new Date(internal);
  const dated = Date.parse(header(message, "Date") ?? "");
  return Number.isNaN(dated) ? new Date() : new Date(dated);
}

export function toQueuedEmail(message: gmail_v1.Schema$Message): NewQueuedEmail {
  const from = parseFromHeader(header(message, "From") ?? "");
  return {
    gmailId: message.id ?? "",
    threadId: message.threadId ?? null,
    subject: header(message, "Subject") ?? "",
    fromEmail: from.email,
    fromName: from.name,
    receivedAt: receivedAt(message),
    snippet: message.snippet ?? null,
    webVersionUrl: webVersionUrl(message),
  };
}
