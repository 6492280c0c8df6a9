import { randomUUID } from "node:crypto";

// Just enough MIME to write the newsletters the digest tests need, byte for byte.

export type TransferEncoding = "7bit" | "8bit" | "quoted-printable" | "base64";

export interface RelatedImage {
  contentId: string;
  contentType: string;
  data: Buffer;
}

export interface NewsletterMessage {
  from?: string;
  subject?: string;
  /** Written as is, so tests can pass RFC 2047 encoded words or raw 8-bit bytes. */
  rawSubject?: string;
  date?: Date;
  messageId?: string;
  html?: string;
  text?: string;
  charset?: string;
  encoding?: TransferEncoding;
  related?: RelatedImage[];
  extraHeaders?: Record<string, string>;
}

export function encodeQuotedPrintable(data: Buffer): string {
  const lines: string[] = [];
  let line = "";
  const push = (token: string) => {
    if (line.length + token.length > 75) {
      lines.push(`${line}=`);
      line = "";
    }
    line += token;
  };
  for (let index = 0; index < data.length; index++) {
    const byte = data[index]!;
    if (byte === 0x0a) {
      lines.push(line);
      line = "";
    } else if (byte === 0x0d) {
      // CRLF is written as a line break above
    } else if ((byte >= 33 && byte <= 126 && byte !== 61) || byte === 32) {
      push(String.fromCharCode(byte));
    } else {
      push(`=${byte.toString(16).toUpperCase().padStart(2, "0")}`);
    }
  }
  lines.push(line);
  return lines.join("\r\n");
}

export function encodeWord(text: string): string {
  return `=?UTF-8?B?${Buffer.from(text, "utf8").toString("base64")}?=`;
}

function wrapBase64(data: Buffer): string {
  return (
    data
      .toString("base64")
      .match(/.{1,76}/g)
      ?.join("\r\n") ?? ""
  );
}

function encodeBody(body: Buffer, encoding: TransferEncoding): string {
  switch (encoding) {
    case "base64":
      return wrapBase64(body);
    case "quoted-printable":
      return encodeQuotedPrintable(body);
    default:
      return body.toString("latin1").replace(/\r?\n/g, "\r\n");
  }
}

function textPart(
  type: "plain" | "html",
  content: string,
  charset: string,
  encoding: TransferEncoding,
): string {
  const bytes =
    charset.toLowerCase() === "utf-8" ? Buffer.from(content, "utf8") : Buffer.from(content, "latin1");
  return [
    `Content-Type: text/${type}; charset="${charset}"`,
    `Content-Transfer-Encoding: ${encoding}`,
    "",
    encodeBody(bytes, encoding),
  ].join("\r\n");
}

function multipart(subtype: string, parts: string[]): { header: string; body: string } {
  const boundary = `=_folio_${randomUUID()}`;
  const body = `${parts.map((part) => `--${boundary}\r\n${part}`).join("\r\n")}\r\n--${boundary}--\r\n`;
  return { header: `multipart/${subtype}; boundary="${boundary}"`, body };
}

/** Builds a complete RFC 822 message like the ones Gmail returns with format=raw. */
export function buildNewsletterMessage(message: NewsletterMessage): Buffer {
  const charset = message.charset ?? "utf-8";
  const encoding = message.encoding ?? "quoted-printable";
  const headers = [
    `From: ${message.from ?? '"Test Sender" <news@example.com>'}`,
    "To: reader@example.com",
    `Subject: ${message.rawSubject ?? (message.subject !== undefined ? encodeWord(message.subject) : "Test newsletter")}`,
    `Date: ${(message.date ?? new Date("2026-11-20T08:00:00Z")).toUTCString()}`,
    `Message-ID: ${message.messageId ?? `<${randomUUID()}@example.com>`}`,
    "MIME-Version: 1.0",
    ...Object.entries(message.extraHeaders ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];

  const alternatives: string[] = [];
  if (message.text !== undefined) alternatives.push(textPart("plain", message.text, charset, encoding));
  if (message.html !== undefined) alternatives.push(textPart("html", message.html, charset, encoding));

  if (alternatives.length === 1 && !message.related?.length) {
    const [first] = alternatives;
    const split = first!.indexOf("\r\n\r\n");
    headers.push(first!.slice(0, split));
    return Buffer.from(`${headers.join("\r\n")}\r\n\r\n${first!.slice(split + 4)}\r\n`, "latin1");
  }

  let main: { header: string; body: string } =
    alternatives.length > 1
      ? multipart("alternative", alternatives)
      : { header: "", body: alternatives[0] ?? "" };
  if (message.related?.length) {
    const mainPart = main.header
      ? `Content-Type: ${main.header}\r\n\r\n${main.body}`
      : (alternatives[0] ?? "");
    const images = message.related.map((image) =>
      [
        `Content-Type: ${image.contentType}`,
        "Content-Transfer-Encoding: base64",
        `Content-ID: <${image.contentId}>`,
        "Content-Disposition: inline",
        "",
        wrapBase64(image.data),
      ].join("\r\n"),
    );
    main = multipart("related", [mainPart, ...images]);
  }
  headers.push(`Content-Type: ${main.header}`);
  return Buffer.from(`${headers.join("\r\n")}\r\n\r\n${main.body}`, "latin1");
}
