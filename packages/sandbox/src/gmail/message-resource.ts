/** Renders a stored message as Gmail's Message resource in each `format`. */
import type { MimeHeader, MimeNode } from "../mime/parse-mime.ts";
import type { Mailbox, StoredMessage } from "./mailbox.ts";

export type MessageFormat = "minimal" | "metadata" | "full" | "raw";

export interface GmailMessagePart {
  partId: string;
  mimeType: string;
  filename: string;
  headers: MimeHeader[];
  body: { size: number; data?: string; attachmentId?: string };
  parts?: GmailMessagePart[];
}

export function toBase64Url(bytes: Buffer): string {
  return bytes.toString("base64url");
}

/** Accepts base64url or standard base64, as Gmail does for `raw`. */
export function fromBase64Any(text: string): Buffer {
  return Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/").replace(/\s+/g, ""), "base64");
}

export function messageResource(
  mailbox: Mailbox,
  message: StoredMessage,
  format: MessageFormat,
  metadataHeaders: readonly string[] = [],
) {
  const parsed = mailbox.parse(message);
  const base = {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labelIds,
    snippet: parsed.snippet,
    sizeEstimate: message.raw.length,
    historyId: String(message.historyId),
    internalDate: String(message.internalDate),
  };
  switch (format) {
    case "minimal":
      return base;
    case "raw":
      return { ...base, raw: toBase64Url(message.raw) };
    case "metadata": {
      const wanted = metadataHeaders.map((h) => h.toLowerCase());
      const headers = wanted.length
        ? parsed.root.headers.filter((h) => wanted.includes(h.name.toLowerCase()))
        : parsed.root.headers;
      return {
        ...base,
        payload: { partId: "", mimeType: parsed.root.mimeType, filename: "", headers, body: { size: 0 } },
      };
    }
    case "full":
      return { ...base, payload: toPart(parsed.root, "", message.id) };
  }
}

/** Leaves with a file name are attachments (Gmail returns an attachmentId instead of data). */
function toPart(node: MimeNode, partId: string, messageId: string): GmailMessagePart {
  const part: GmailMessagePart = {
    partId,
    mimeType: node.mimeType,
    filename: node.filename,
    headers: node.headers,
    body: { size: 0 },
  };
  if (node.children.length > 0 || node.mimeType.startsWith("multipart/")) {
    part.parts = node.children.map((child, i) =>
      toPart(child, partId === "" ? String(i) : `${partId}.${i}`, messageId),
    );
    return part;
  }
  part.body = node.filename
    ? { size: node.body.length, attachmentId: attachmentIdFor(messageId, partId) }
    : { size: node.body.length, ...(node.body.length > 0 ? { data: toBase64Url(node.body) } : {}) };
  return part;
}

// Gmail's attachment ids are long opaque strings; ours encode the part so no lookup table is needed.
const ATTACHMENT_PREFIX = "ANGjdJ";

export function attachmentIdFor(messageId: string, partId: string): string {
  return ATTACHMENT_PREFIX + Buffer.from(`${messageId}:${partId}`).toString("base64url");
}

export function findAttachment(
  mailbox: Mailbox,
  message: StoredMessage,
  attachmentId: string,
): Buffer | undefined {
  if (!attachmentId.startsWith(ATTACHMENT_PREFIX)) return undefined;
  const [messageId, partId] = Buffer.from(attachmentId.slice(ATTACHMENT_PREFIX.length), "base64url")
    .toString()
    .split(":");
  if (messageId !== message.id || partId === undefined) return undefined;
  let node: MimeNode | undefined = mailbox.parse(message).root;
  for (const index of partId === "" ? [] : partId.split(".")) node = node?.children[Number(index)];
  return node && node.children.length === 0 ? node.body : undefined;
}
