import PostalMime, { type Address, type Mailbox } from "postal-mime";
import { readMimeText } from "./mime-text-parts.ts";
import { repairRawMime } from "./raw-mime/repair-raw-mime.ts";
import { decodeHeaderValue, rawHeader } from "./text/decode-header.ts";
import { withoutMergeTags } from "./text/merge-tags.ts";

export interface ParsedNewsletter {
  subject: string;
  from: { name: string; address: string };
  date?: Date;
  messageId?: string;
  html?: string;
  text?: string;
  /** Images the HTML references as `cid:…`, keyed by cidKey(). */
  inlineImages: Map<string, Buffer>;
  /** Targets of the List-Unsubscribe header (RFC 2369): links to them are footer chrome. */
  listUnsubscribe: string[];
  /** The addresses in the To header: the reader's own, printed in the newsletter, is no content. */
  recipients: string[];
}

export class UnreadableNewsletterError extends Error {
  override name = "UnreadableNewsletterError";
  constructor(
    message: string,
    /** What the headers still told us, so the digest can name the newsletter it could not read. */
    readonly headers: { subject?: string; sender?: string; date?: Date } = {},
  ) {
    super(message);
  }
}

// Gmail caps messages at 25 MB; anything bigger is not a newsletter we can lay out.
const MAX_RAW_BYTES = 30 * 1024 * 1024;
// Beyond this much HTML the cleaner would spend seconds on chrome; inline data: images go first.
// The text is never cut here: past NEWSLETTER_HTML_LIMIT the digest leaves the rest out and says so.
const MAX_HTML_CHARS = 3 * 1024 * 1024;

function firstMailbox(address: Address | undefined): Mailbox | undefined {
  if (!address) return undefined;
  if (address.group) return address.group[0];
  return address;
}

function shrinkHtml(html: string): string {
  if (html.length <= MAX_HTML_CHARS) return html;
  return html.replace(/data:[a-z/+.-]+;base64,[A-Za-z0-9+/=\s]{2000,}/gi, "data:,");
}

/** Canonical key for a `cid:` reference: RFC 2392 URLs may be percent-encoded, and senders vary case. */
export function cidKey(reference: string): string {
  let id = reference.replace(/^cid:/i, "").replace(/^<|>$/g, "").trim();
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw form
  }
  return `cid:${id.toLowerCase()}`;
}

function toBuffer(content: ArrayBuffer | Uint8Array | string): Buffer {
  if (typeof content === "string") return Buffer.from(content, "base64");
  if (content instanceof Uint8Array)
    return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return Buffer.from(content);
}

/**
 * Subject, sender and date from the header block alone, for a message whose body defeats the
 * parser (e.g. nested too deep): the digest can still say which newsletter it could not read.
 */
async function readTopLevelHeaders(raw: Buffer | string): Promise<UnreadableNewsletterError["headers"]> {
  const text = typeof raw === "string" ? raw : raw.subarray(0, 256 * 1024).toString("latin1");
  const end = text.search(/\r?\n\r?\n/);
  const block = (end === -1 ? text : text.slice(0, end)).slice(0, 64 * 1024);
  // Only the headers that name the message; the MIME structure stays behind.
  const lines = block.split(/\r?\n(?![ \t])/).filter((line) => /^(subject|from|sender|date):/i.test(line));
  if (lines.length === 0) return {};
  try {
    const email = await PostalMime.parse(`${lines.join("\r\n")}\r\nContent-Type: text/plain\r\n\r\n`);
    const mailbox = firstMailbox(email.from) ?? firstMailbox(email.sender);
    const date = email.date ? new Date(email.date) : undefined;
    return {
      subject: email.subject?.replace(/\s+/g, " ").trim() || undefined,
      sender: mailbox?.name?.trim() || mailbox?.address?.trim() || undefined,
      date: date && !Number.isNaN(date.getTime()) ? date : undefined,
    };
  } catch {
    return {};
  }
}

/** The message's own header block, one character per byte. */
function topLevelHeaderBlock(raw: Buffer | string): string {
  const text =
    typeof raw === "string" ? raw.slice(0, 256 * 1024) : raw.subarray(0, 256 * 1024).toString("latin1");
  const end = text.search(/\r?\n\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

/** One character per byte, as a latin1 reading of raw bytes gives (not already-decoded text). */
function isByteString(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0xff) return false;
  return true;
}

// postal-mime decodes encoded words with TextDecoder too; the subject is read again from its
// bytes so that windows-1252 dashes and quotes, and raw 8-bit subjects, survive.
function subjectOf(headers: string, parsed: string | undefined): string | undefined {
  const raw = rawHeader(headers, "subject");
  // A message handed over as a JavaScript string with characters beyond one byte is already text.
  const subject = raw !== undefined && isByteString(raw) ? decodeHeaderValue(raw) : parsed;
  return subject === undefined ? undefined : withoutMergeTags(subject.replace(/\s+/g, " ").trim());
}

function senderNameOf(headers: string, parsed: string | undefined): string {
  const raw = rawHeader(headers, "from");
  // Only the display name before the address is re-read; postal-mime's address parsing stays.
  const display =
    raw && isByteString(raw) ? /^\s*(?:"((?:[^"\\]|\\.)*)"|([^<"]*?))\s*<[^>]*>\s*$/.exec(raw) : null;
  const name = display ? decodeHeaderValue((display[1] ?? display[2] ?? "").replace(/\\(.)/g, "$1")) : parsed;
  return (name ?? "").replace(/\s+/g, " ").trim();
}

/** The charset of the first encoded word in the subject or sender ("=?iso-8859-9?Q?…?="). */
function headerCharset(headers: string): string | undefined {
  const encoded = `${rawHeader(headers, "subject") ?? ""} ${rawHeader(headers, "from") ?? ""}`;
  return /=\?([^?*\s]+)(?:\*[^?]*)?\?[bq]\?/i.exec(encoded)?.[1];
}

function recipientAddresses(to: Address[] | undefined): string[] {
  const mailboxes = (to ?? []).flatMap((address) => address.group ?? [address]);
  return mailboxes.map((mailbox) => mailbox.address?.trim() ?? "").filter(Boolean);
}

function listUnsubscribeTargets(headers: string): string[] {
  const raw = rawHeader(headers, "list-unsubscribe");
  if (!raw) return [];
  return [...raw.matchAll(/<([^>]+)>/g)].map((match) => match[1]!.replace(/\s+/g, "")).filter(Boolean);
}

/**
 * Parses one raw RFC 822 message (as Gmail's format=raw returns it). Throws
 * UnreadableNewsletterError when there is nothing a reader could read.
 */
export async function parseNewsletter(raw: Buffer | string): Promise<ParsedNewsletter> {
  const size = typeof raw === "string" ? raw.length : raw.byteLength;
  if (size === 0) throw new UnreadableNewsletterError("The message is empty");
  if (size > MAX_RAW_BYTES) throw new UnreadableNewsletterError("The message is too large");

  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  let decoded: ReturnType<typeof readMimeText>;
  try {
    const parser = new PostalMime({ maxNestingDepth: 64, attachmentEncoding: "arraybuffer" });
    email = await parser.parse(repairRawMime(raw));
    decoded = readMimeText(parser, headerCharset(topLevelHeaderBlock(raw)));
  } catch (error) {
    throw new UnreadableNewsletterError(
      `The message could not be parsed: ${(error as Error).message}`,
      await readTopLevelHeaders(raw),
    );
  }

  const bodyHtml = decoded ? decoded.html : email.html;
  const bodyText = decoded ? decoded.text : email.text;
  const html = bodyHtml?.trim() ? shrinkHtml(bodyHtml) : undefined;
  const text = bodyText?.trim() ? bodyText : undefined;
  const mailbox = firstMailbox(email.from) ?? firstMailbox(email.sender);
  const headers = topLevelHeaderBlock(raw);
  const subject = subjectOf(headers, email.subject);
  const from = { name: senderNameOf(headers, mailbox?.name), address: mailbox?.address?.trim() ?? "" };
  const date = email.date ? new Date(email.date) : undefined;
  const validDate = date && !Number.isNaN(date.getTime()) ? date : undefined;
  if (!html && !text) {
    throw new UnreadableNewsletterError("The message has no readable content", {
      subject,
      sender: from.name || from.address || undefined,
      date: validDate,
    });
  }

  const parsed: ParsedNewsletter = {
    subject: subject || "(no subject)",
    from,
    inlineImages: new Map(),
    listUnsubscribe: listUnsubscribeTargets(headers),
    recipients: recipientAddresses(email.to),
  };
  if (validDate) parsed.date = validDate;
  if (email.messageId) parsed.messageId = email.messageId.trim();
  if (html) parsed.html = html;
  if (text) parsed.text = text;

  for (const attachment of email.attachments) {
    if (!attachment.contentId || !attachment.mimeType.startsWith("image/")) continue;
    parsed.inlineImages.set(cidKey(attachment.contentId), toBuffer(attachment.content));
  }
  return parsed;
}
