/** RFC 2047 encoded-words ("=?UTF-8?B?...?="), decoded the way mail clients and Gmail's API show headers. */

const ENCODED_WORD = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;
// Whitespace between two adjacent encoded-words is not part of the text (RFC 2047 §6.2).
const GAP_BETWEEN_WORDS = /(=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)/g;

export function decodeBytes(bytes: Uint8Array, charset: string | undefined): string {
  const label = (charset ?? "utf-8").trim().toLowerCase().replace(/\*.*$/, "");
  try {
    return new TextDecoder(label === "us-ascii" || label === "ascii" ? "utf-8" : label).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function decodeQEncoding(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "_") bytes.push(0x20);
    else if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(ch.charCodeAt(0) & 0xff);
  }
  return Buffer.from(bytes);
}

export function decodeEncodedWords(value: string): string {
  if (!value.includes("=?")) return value;
  return value
    .replace(GAP_BETWEEN_WORDS, "$1")
    .replace(ENCODED_WORD, (word, charset: string, enc: string, text: string) => {
      const bytes = enc.toUpperCase() === "B" ? Buffer.from(text, "base64") : decodeQEncoding(text);
      return bytes.length === 0 && text.length > 0 ? word : decodeBytes(bytes, charset);
    });
}

/** Encodes a header value as one or more encoded-words when it is not plain ASCII. */
export function encodeHeaderValue(value: string, style: "B" | "Q" = "B", charset = "UTF-8"): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const bytes =
    charset.toLowerCase() === "iso-8859-1" ? Buffer.from(value, "latin1") : Buffer.from(value, "utf8");
  const words: string[] = [];
  // Keep each encoded-word under 75 characters (RFC 2047 §2) without splitting a UTF-8 sequence.
  const chunkBytes = style === "B" ? 42 : 20;
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + chunkBytes, bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    const chunk = bytes.subarray(start, end);
    const encoded =
      style === "B"
        ? chunk.toString("base64")
        : Array.from(chunk, (b) =>
            b === 0x20
              ? "_"
              : /[A-Za-z0-9!*+\-/]/.test(String.fromCharCode(b))
                ? String.fromCharCode(b)
                : `=${b.toString(16).toUpperCase().padStart(2, "0")}`,
          ).join("");
    words.push(`=?${charset}?${style}?${encoded}?=`);
    start = end;
  }
  return words.join("\r\n ");
}
