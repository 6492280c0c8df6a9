/**
 * A small RFC 822/2045 parser: enough to turn a stored message into Gmail's payload tree.
 * It works on latin1 strings so that every byte maps to one character and bodies survive untouched.
 */
import { decodeBytes, decodeEncodedWords } from "./encoded-words.ts";

export interface MimeHeader {
  name: string;
  /** Unfolded; encoded-words already decoded, as Gmail's API returns header values. */
  value: string;
}

export interface MimeNode {
  headers: MimeHeader[];
  /** Lowercased "type/subtype"; text/plain when absent, as RFC 2045 says. */
  mimeType: string;
  params: Record<string, string>;
  filename: string;
  contentId: string | undefined;
  /** Transfer-decoded bytes of a leaf; empty for multiparts. */
  body: Buffer;
  children: MimeNode[];
}

export function parseMime(raw: Buffer): MimeNode {
  return parseEntity(raw.toString("latin1"), "text/plain");
}

export function headerValue(headers: MimeHeader[], name: string): string | undefined {
  const lower = name.toLowerCase();
  return headers.find((h) => h.name.toLowerCase() === lower)?.value;
}

function parseEntity(entity: string, defaultType: string): MimeNode {
  const { headerText, body } = splitHeaderAndBody(entity);
  const headers = parseHeaders(headerText);
  const contentType = parseStructuredHeader(headerValue(headers, "content-type") ?? defaultType);
  const mimeType = contentType.value.includes("/") ? contentType.value : "text/plain";
  const disposition = parseStructuredHeader(headerValue(headers, "content-disposition") ?? "");
  const filename = decodeEncodedWords(disposition.params.filename ?? contentType.params.name ?? "");
  const contentId = headerValue(headers, "content-id")?.replace(/^<|>$/g, "");
  const node: MimeNode = {
    headers,
    mimeType,
    params: contentType.params,
    filename,
    contentId,
    body: Buffer.alloc(0),
    children: [],
  };
  const boundary = contentType.params.boundary;
  if (mimeType.startsWith("multipart/") && boundary) {
    const childDefault = mimeType === "multipart/digest" ? "message/rfc822" : "text/plain";
    node.children = splitMultipart(body, boundary).map((part) => parseEntity(part, childDefault));
  } else {
    node.body = decodeTransfer(body, headerValue(headers, "content-transfer-encoding"));
  }
  return node;
}

function splitHeaderAndBody(entity: string): { headerText: string; body: string } {
  if (entity.startsWith("\r\n")) return { headerText: "", body: entity.slice(2) };
  if (entity.startsWith("\n")) return { headerText: "", body: entity.slice(1) };
  const match = /\r?\n\r?\n/.exec(entity);
  if (!match) return { headerText: entity, body: "" };
  return { headerText: entity.slice(0, match.index), body: entity.slice(match.index + match[0].length) };
}

function parseHeaders(headerText: string): MimeHeader[] {
  const unfolded = headerText.replace(/\r?\n(?=[ \t])/g, "");
  const headers: MimeHeader[] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = bytesAsText(line.slice(colon + 1).trim());
    headers.push({ name, value: decodeEncodedWords(value) });
  }
  return headers;
}

/** Raw 8-bit headers (RFC 6532) are usually UTF-8; fall back to latin1 when they are not. */
function bytesAsText(latin1: string): string {
  if (!/[\x80-\xff]/.test(latin1)) return latin1;
  const utf8 = Buffer.from(latin1, "latin1").toString("utf8");
  return utf8.includes("\uFFFD") ? latin1 : utf8;
}

export interface StructuredHeader {
  value: string;
  params: Record<string, string>;
}

/** Parses `type/subtype; a=b; c="d"` including RFC 2231 `name*=utf-8''...` and `name*0=` continuations. */
export function parseStructuredHeader(header: string): StructuredHeader {
  const [first = "", ...rest] = splitOutsideQuotes(header, ";");
  const params: Record<string, string> = {};
  const continued: Record<string, { index: number; value: string; encoded: boolean }[]> = {};
  for (const piece of rest) {
    const eq = piece.indexOf("=");
    if (eq < 0) continue;
    const key = piece.slice(0, eq).trim().toLowerCase();
    let value = piece.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    const rfc2231 = /^([^*]+)\*(?:(\d+)\*?)?$/.exec(key);
    if (rfc2231) {
      const base = rfc2231[1]!;
      const list = continued[base] ?? [];
      list.push({ index: Number(rfc2231[2] ?? 0), value, encoded: key.endsWith("*") });
      continued[base] = list;
    } else params[key] = value;
  }
  for (const [base, list] of Object.entries(continued)) {
    list.sort((a, b) => a.index - b.index);
    let charset = "utf-8";
    const joined = list
      .map((part, i) => {
        if (!part.encoded) return part.value;
        let text = part.value;
        if (i === 0) {
          const m = /^([^']*)'[^']*'(.*)$/.exec(text);
          if (m) {
            charset = m[1] || charset;
            text = m[2]!;
          }
        }
        return text;
      })
      .join("");
    const bytes = Buffer.from(
      joined.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      "latin1",
    );
    params[base] = decodeBytes(bytes, charset);
  }
  return { value: first.trim().toLowerCase(), params };
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\\" && quoted) {
      current += ch + (text[i + 1] ?? "");
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
      current += ch;
    } else if (ch === separator && !quoted) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function splitMultipart(body: string, boundary: string): string[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A delimiter is a whole line "--boundary" (or "--boundary--"); the line break before it belongs to it.
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?:\\r?\\n|$)`, "g");
  const parts: string[] = [];
  let partStart = -1;
  for (let match = delimiter.exec(body); match; match = delimiter.exec(body)) {
    if (partStart >= 0) parts.push(body.slice(partStart, match.index));
    if (match[1]) return parts;
    partStart = match.index + match[0].length;
    // The regex consumed the line break after the delimiter; let the next match start at it.
    if (match[0].endsWith("\n")) delimiter.lastIndex = partStart - 1;
  }
  if (partStart >= 0 && partStart < body.length) parts.push(body.slice(partStart));
  return parts;
}

function decodeTransfer(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? "").trim().toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, "latin1");
  }
}

export function decodeQuotedPrintable(body: string): Buffer {
  const text = body.replace(/[ \t]+(?=\r?\n)/g, "").replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

/** The text of a leaf in its declared charset. */
export function leafText(node: MimeNode): string {
  return decodeBytes(node.body, node.params.charset);
}
