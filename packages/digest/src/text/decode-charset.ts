import iconv from "iconv-lite";

// Decoding a text part's bytes the way a browser would, on every Node version. Node's own
// TextDecoder (on Node 20) drops bytes 0x80–0x9F for windows-1252 and its aliases — the
// curly quotes, dashes, € and … of most European mail — so the Latin-1 family is decoded
// by hand and everything else through iconv-lite, with TextDecoder as the last resort.

// The characters windows-1252 puts at 0x80–0x9F; the five bytes it leaves undefined keep
// their C1 code point, as browsers do (they are removed later with every control character).
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

// The labels the WHATWG Encoding Standard decodes as windows-1252 (ASCII and Latin-1 included:
// senders label windows-1252 text as either all the time).
const WINDOWS_1252_LABELS = new Set([
  "ansi_x3.4-1968",
  "ascii",
  "cp1252",
  "cp819",
  "csisolatin1",
  "ibm819",
  "iso-8859-1",
  "iso-ir-100",
  "iso8859-1",
  "iso88591",
  "iso_8859-1",
  "iso_8859-1:1987",
  "l1",
  "latin1",
  "latin-1",
  "us-ascii",
  "windows-1252",
  "x-cp1252",
  "cp-1252",
  "win-1252",
  "windows1252",
]);

const MULTI_BYTE_FAMILY =
  /^(shift[-_]?jis|sjis|ms_kanji|windows-31j|cp932|euc-?(jp|kr|cn|tw)|gb\w*|big5\w*|cp9(36|49|50)|ks_c_5601\w*|iso-2022\w*|utf-?(16|32)\w*)$/;

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  const chunk: number[] = [];
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    chunk.push(byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : byte);
    if (chunk.length === 8192) {
      text += String.fromCharCode(...chunk);
      chunk.length = 0;
    }
  }
  return text + String.fromCharCode(...chunk);
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The text when the bytes are valid UTF-8, else undefined. */
function tryUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

function hasNonAscii(bytes: Uint8Array): boolean {
  for (let index = 0; index < bytes.length; index++) if (bytes[index]! >= 0x80) return true;
  return false;
}

/** Lower case, quotes and spaces gone, the aliases mail clients invent mapped to real labels. */
export function normalizeCharsetLabel(label: string | undefined): string | undefined {
  const cleaned = label
    ?.trim()
    .replace(/^["']|["']$/g, "")
    .trim()
    .toLowerCase();
  if (!cleaned) return undefined;
  if (/^(utf-?8|unicode-1-1-utf-8|x-unicode20utf8)$/.test(cleaned)) return "utf-8";
  if (WINDOWS_1252_LABELS.has(cleaned)) return "windows-1252";
  // "x-mac-cyrillic", "x-sjis", "x-euc-jp"…: iconv-lite knows them without the prefix.
  const withoutX = cleaned.replace(/^x-/, "");
  if (WINDOWS_1252_LABELS.has(withoutX)) return "windows-1252";
  // Outlook writes "ks_c_5601-1987" for Korean; browsers decode it, like gb2312/gbk, as a superset.
  if (withoutX === "gb2312" || withoutX === "gbk" || withoutX === "cp936") return "gb18030";
  return withoutX;
}

function decodeWith(bytes: Uint8Array, label: string): string | undefined {
  if (label === "utf-8") return new TextDecoder("utf-8").decode(bytes);
  if (label === "windows-1252") return decodeWindows1252(bytes);
  if (iconv.encodingExists(label)) return iconv.decode(Buffer.from(bytes), label);
  try {
    // iconv-lite lacks a few (ISO-2022-JP among them) that Node's ICU has.
    return new TextDecoder(label).decode(bytes);
  } catch {
    return undefined;
  }
}

/** What the first bytes of an HTML document declare in a `<meta charset>` or http-equiv tag. */
export function sniffHtmlCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("latin1");
  return /<meta[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

/**
 * A text part's characters. `label` is the MIME charset (may be missing or wrong): an HTML part
 * without one uses its `<meta charset>`; with neither, valid UTF-8 is UTF-8 and anything else
 * windows-1252, as browsers guess. A single-byte label on bytes that are valid UTF-8 with
 * non-ASCII characters is a mislabel (Latin text is practically never valid UTF-8 by accident).
 */
export function decodeTextBytes(
  bytes: Uint8Array,
  label: string | undefined,
  kind: "html" | "plain",
  headerCharset?: string,
): string {
  let charset = normalizeCharsetLabel(label);
  if (!charset && kind === "html") charset = normalizeCharsetLabel(sniffHtmlCharset(bytes));
  if (!charset && hasIso2022JpEscapes(bytes)) charset = "iso-2022-jp";
  const utf8 =
    charset === "utf-8" || !charset || !MULTI_BYTE_FAMILY.test(charset) ? tryUtf8(bytes) : undefined;
  if (utf8 !== undefined && (charset === "utf-8" || !charset || hasNonAscii(bytes))) return utf8;
  if (charset === "utf-8") {
    // Declared UTF-8 but invalid: keep UTF-8 unless nothing in it decodes as UTF-8 at all.
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const broken = lenient.split("\uFFFD").length - 1;
    const multiByte = lenient.match(/[\u0080-\uFFFC\uFFFE-\u{10FFFF}]/gu)?.length ?? 0;
    return multiByte === 0 && broken > 0 ? decodeWindows1252(bytes) : lenient;
  }
  const declared = charset ? decodeWith(bytes, charset) : undefined;
  // UTF-8 labelled as a legacy multi-byte charset ("GB2312" on a UTF-8 body): the label's decoder
  // stumbles over it where UTF-8 reads every byte.
  if (declared?.includes("\uFFFD") && charset && !/^utf/.test(charset) && hasNonAscii(bytes)) {
    const asUtf8 = tryUtf8(bytes);
    if (asUtf8 !== undefined) return asUtf8;
  }
  // Unlabelled bytes that are not UTF-8: the charset the sender's mailer wrote the subject in
  // ("=?iso-8859-9?Q?…?=") is the one it wrote the body in, before windows-1252's guess.
  const fromHeaders = !charset && headerCharset ? normalizeCharsetLabel(headerCharset) : undefined;
  const guessed = fromHeaders && fromHeaders !== "utf-8" ? decodeWith(bytes, fromHeaders) : undefined;
  return declared ?? guessed ?? decodeWindows1252(bytes);
}

/**
 * ISO-2022-JP is seven-bit: unlabelled, it reads as ASCII full of "$B…(B". Its escapes into and
 * out of JIS X 0208 (ESC $ B, ESC $ @, ESC ( B, ESC ( J) name it; no other text has them.
 */
function hasIso2022JpEscapes(bytes: Uint8Array): boolean {
  for (let index = 0; index + 2 < bytes.length; index++) {
    if (bytes[index] !== 0x1b || bytes[index + 1] !== 0x24) continue;
    if (bytes[index + 2] === 0x42 || bytes[index + 2] === 0x40) return true;
  }
  return false;
}

/** One byte per character (as `Buffer#toString("latin1")` gives) back to bytes. */
