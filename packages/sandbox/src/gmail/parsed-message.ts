/** What the sandbox needs to know about a stored message, derived once from its raw bytes. */

import { htmlToText, toSnippet } from "../mime/html-text.ts";
import { headerValue, leafText, type MimeNode, parseMime } from "../mime/parse-mime.ts";

export interface ParsedMessage {
  root: MimeNode;
  subject: string;
  from: string;
  to: string;
  dateHeader: number | undefined;
  messageIdHeader: string | undefined;
  /** Message-IDs this one replies to (In-Reply-To + References), for threading. */
  replyTo: string[];
  snippet: string;
  /** Lowercased subject + from + visible text, for free-text search terms. */
  searchText: string;
  hasAttachment: boolean;
}

export function parseStoredMessage(raw: Buffer): ParsedMessage {
  const root = parseMime(raw);
  const text = visibleText(root);
  const date = headerValue(root.headers, "date");
  const parsedDate = date ? Date.parse(date.replace(/\s*\([^)]*\)\s*$/, "")) : Number.NaN;
  const subject = headerValue(root.headers, "subject") ?? "";
  const from = headerValue(root.headers, "from") ?? "";
  return {
    root,
    subject,
    from,
    to: headerValue(root.headers, "to") ?? "",
    dateHeader: Number.isFinite(parsedDate) ? parsedDate : undefined,
    messageIdHeader: headerValue(root.headers, "message-id")?.trim(),
    replyTo:
      `${headerValue(root.headers, "in-reply-to") ?? ""} ${headerValue(root.headers, "references") ?? ""}`
        .split(/\s+/)
        .filter((id) => id.startsWith("<")),
    snippet: toSnippet(text),
    searchText: `${subject} ${from} ${text}`.toLowerCase(),
    hasAttachment: someLeaf(root, (n) => n.filename !== "" && !n.contentId),
  };
}

/** Prefers the HTML alternative, as Gmail does, so hidden preheaders lead the snippet. */
function visibleText(root: MimeNode): string {
  const html = findLeaf(root, (n) => n.mimeType === "text/html" && n.filename === "");
  if (html) return htmlToText(leafText(html));
  const plain = findLeaf(root, (n) => n.mimeType === "text/plain" && n.filename === "");
  return plain ? leafText(plain) : "";
}

function findLeaf(node: MimeNode, test: (n: MimeNode) => boolean): MimeNode | undefined {
  if (node.children.length === 0) return test(node) ? node : undefined;
  for (const child of node.children) {
    const found = findLeaf(child, test);
    if (found) return found;
  }
  return undefined;
}

function someLeaf(node: MimeNode, test: (n: MimeNode) => boolean): boolean {
  return findLeaf(node, test) !== undefined;
}
