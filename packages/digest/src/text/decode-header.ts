import { decodeTextBytes } from "./decode-charset.ts";

// Header values (Subject, display names) as the sender wrote them: RFC 2047 encoded words in any
// charset — windows-1252 ones keep their dashes and quotes — and raw 8-bit bytes, which
// are UTF-8 when valid and windows-1252 otherwise.

const ENCODED_WORD = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;
const BETWEEN_WORDS = /(=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)[ \t\r\n]+(?==\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)/g;

function wordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64");
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === "_") bytes.push(0x20);
    else if (char === "=" && /^[0-9a-f]{2}$/i.test(text.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(char.charCodeAt(0) & 0xff);
  }
  return Buffer.from(bytes);
}

/** `raw` holds one character per byte (a latin1 reading of the header's bytes). */
export function decodeHeaderValue(raw: string): string {
  // Whitespace between two encoded words belongs to neither (RFC 2047 §6.2).
  const joined = raw.replace(/\r?\n[ \t]+/g, " ").replace(BETWEEN_WORDS, "$1");
  let result = "";
  let position = 0;
  // Adjacent words of one charset are decoded together: a multi-byte character may be split.
  const pending: { charset: string; bytes: Buffer[] } = { charset: "", bytes: [] };
  const flush = () => {
    if (pending.bytes.length > 0) {
      const charset = pending.charset.split("*")[0];
      result += decodeTextBytes(Buffer.concat(pending.bytes), charset, "plain");
    }
    pending.bytes = [];
  };
  for (const match of joined.matchAll(ENCODED_WORD)) {
    const index = match.index ?? 0;
    if (index > position) {
      flush();
      result += decodeTextBytes(Buffer.from(joined.slice(position, index), "latin1"), undefined, "plain");
    }
    const charset = match[1]!.toLowerCase();
    if (pending.bytes.length > 0 && pending.charset !== charset) flush();
    pending.charset = charset;
    pending.bytes.push(wordBytes(match[2]!, match[3]!));
    position = index + match[0].length;
  }
  flush();
  if (position < joined.length) {
    result += decodeTextBytes(Buffer.from(joined.slice(position), "latin1"), undefined, "plain");
  }
  return result;
}

/** The raw (latin1-read) value of a top-level header, unfolded; undefined when absent. */
export function rawHeader(headerBlock: string, name: string): string | undefined {
  const pattern = new RegExp(`^${name}[ \\t]*:([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, "im");
  return pattern.exec(headerBlock)?.[1]?.trim();
}
