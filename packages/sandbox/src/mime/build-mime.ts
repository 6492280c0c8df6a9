/** A small RFC 822/2045 writer for the seeded newsletters: CRLF lines, folded headers, real encodings. */
import { encodeHeaderValue } from "./encoded-words.ts";

export type TransferEncoding = "7bit" | "8bit" | "quoted-printable" | "base64";

export type MimePart =
  | {
      kind: "text";
      subtype: "plain" | "html" | "csv" | "calendar";
      text: string;
      charset?: "utf-8" | "iso-8859-1";
      encoding?: TransferEncoding;
      filename?: string;
    }
  | { kind: "multipart"; subtype: "alternative" | "related" | "mixed"; parts: MimePart[] }
  | {
      kind: "binary";
      mimeType: string;
      data: Buffer;
      filename?: string;
      contentId?: string;
      disposition?: "inline" | "attachment";
    };

export interface MessageHeaders {
  from: string;
  to: string;
  subject: string;
  date: Date;
  messageId: string;
  /** Extra headers in order (List-Unsubscribe, X-Mailer, ...). Values must already be ASCII or encoded. */
  extra?: [string, string][];
  /** How to encode a non-ASCII subject (RFC 2047). */
  subjectEncoding?: { style: "B" | "Q"; charset?: string };
}

export function buildMessage(headers: MessageHeaders, body: MimePart, boundarySeed: string): Buffer {
  const lines: string[] = [
    `From: ${encodeAddress(headers.from)}`,
    `To: ${encodeAddress(headers.to)}`,
    `Subject: ${encodeHeaderValue(headers.subject, headers.subjectEncoding?.style ?? "B", headers.subjectEncoding?.charset ?? "UTF-8")}`,
    `Date: ${formatRfc822Date(headers.date)}`,
    `Message-ID: <${headers.messageId}>`,
    "MIME-Version: 1.0",
    ...(headers.extra ?? []).map(([name, value]) => `${name}: ${value}`),
  ];
  const counter = { next: 0 };
  const entity = renderPart(body, boundarySeed, counter);
  return Buffer.concat([Buffer.from(`${lines.map(foldHeader).join("\r\n")}\r\n`, "latin1"), entity]);
}

/** `Name <addr>` with the display name encoded when it is not ASCII, quoted when it has specials. */
function encodeAddress(address: string): string {
  const m = /^(.*?)\s*<([^>]+)>$/.exec(address);
  if (!m) return address;
  const name = m[1]!.replace(/^"|"$/g, "");
  if (!name) return `<${m[2]}>`;
  const shown = /^[\x20-\x7e]*$/.test(name)
    ? /[(),.:;<>@[\]\\"]/.test(name)
      ? `"${name.replace(/(["\\])/g, "\\$1")}"`
      : name
    : encodeHeaderValue(name);
  return `${shown} <${m[2]}>`;
}

function renderPart(part: MimePart, seed: string, counter: { next: number }): Buffer {
  if (part.kind === "multipart") {
    const boundary = `----=_Part_${seed}_${counter.next++}`;
    const chunks: Buffer[] = [
      Buffer.from(`Content-Type: multipart/${part.subtype};\r\n boundary="${boundary}"\r\n\r\n`, "latin1"),
      Buffer.from("This is a multi-part message in MIME format.\r\n", "latin1"),
    ];
    for (const child of part.parts) {
      chunks.push(Buffer.from(`\r\n--${boundary}\r\n`, "latin1"), renderPart(child, seed, counter));
    }
    chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`, "latin1"));
    return Buffer.concat(chunks);
  }
  if (part.kind === "text") {
    const charset = part.charset ?? "utf-8";
    const encoding = part.encoding ?? "quoted-printable";
    const bytes = Buffer.from(part.text.replace(/\r?\n/g, "\r\n"), charset === "utf-8" ? "utf8" : "latin1");
    const headers = [
      `Content-Type: text/${part.subtype}; charset="${charset}"`,
      `Content-Transfer-Encoding: ${encoding}`,
    ];
    if (part.filename) headers.push(`Content-Disposition: attachment; filename="${part.filename}"`);
    return Buffer.concat([
      Buffer.from(`${headers.join("\r\n")}\r\n\r\n`, "latin1"),
      encodeBody(bytes, encoding),
    ]);
  }
  const headers = [`Content-Type: ${part.mimeType}${part.filename ? `; name="${part.filename}"` : ""}`];
  headers.push("Content-Transfer-Encoding: base64");
  if (part.contentId) headers.push(`Content-ID: <${part.contentId}>`);
  if (part.disposition || part.filename) {
    headers.push(
      `Content-Disposition: ${part.disposition ?? "attachment"}${part.filename ? `; filename="${part.filename}"` : ""}`,
    );
  }
  return Buffer.concat([
    Buffer.from(`${headers.join("\r\n")}\r\n\r\n`, "latin1"),
    encodeBody(part.data, "base64"),
  ]);
}

function encodeBody(bytes: Buffer, encoding: TransferEncoding): Buffer {
  if (encoding === "base64") {
    const b64 = bytes.toString("base64");
    return Buffer.from(`${(b64.match(/.{1,76}/g) ?? []).join("\r\n")}`, "latin1");
  }
  if (encoding === "quoted-printable") return Buffer.from(encodeQuotedPrintable(bytes), "latin1");
  return bytes;
}

/** RFC 2045 §6.7: escape non-printables and "=", soft-break lines at 76 characters. */
export function encodeQuotedPrintable(bytes: Buffer): string {
  const lines = bytes.toString("latin1").split("\r\n");
  return lines
    .map((line) => {
      let encoded = "";
      for (let i = 0; i < line.length; i++) {
        const code = line.charCodeAt(i);
        const isLast = i === line.length - 1;
        const plain = (code >= 33 && code <= 126 && code !== 61) || ((code === 32 || code === 9) && !isLast);
        encoded += plain ? line[i] : `=${code.toString(16).toUpperCase().padStart(2, "0")}`;
      }
      const wrapped: string[] = [];
      while (encoded.length > 76) {
        let cut = 75;
        // Never split an =XX escape across a soft line break.
        if (encoded[cut - 1] === "=") cut -= 1;
        else if (encoded[cut - 2] === "=") cut -= 2;
        wrapped.push(`${encoded.slice(0, cut)}=`);
        encoded = encoded.slice(cut);
      }
      wrapped.push(encoded);
      return wrapped.join("\r\n");
    })
    .join("\r\n");
}

/** Folds a long header line at spaces so no line exceeds 78 characters where possible. */
function foldHeader(header: string): string {
  return header.split("\r\n").map(foldLine).join("\r\n");
}

function foldLine(line: string): string {
  if (line.length <= 78) return line;
  const out: string[] = [];
  let rest = line;
  while (rest.length > 78) {
    const cut = rest.lastIndexOf(" ", 78);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  out.push(rest);
  return out.join("\r\n");
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function formatRfc822Date(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}
