/**
 * 77 strings that have broken text handling somewhere: every C0 control and DEL, NUL in several
 * places, lone and reversed surrogates, bidirectional overrides and invisible characters, markup and
 * query fragments, and sizes past every field's limit.
 */
const controls = Array.from({ length: 32 }, (_, code) => `a${String.fromCharCode(code)}b`); // 32
const nulVariants = ["\u0000", "Label_1\u0000", "\u0000\u0000\u0000", "%00", "\\u0000"]; // 5
const surrogates = ["\ud800", "\udfff", "x\ud83dy", "\ude00\ud83d", "\ud83d", "ok\udc00"]; // 6
const invisible = [
  "\u202e",
  "evil\u202egnp.exe",
  "\u202a\u202b\u202c\u202d",
  "\u2066\u2067\u2068\u2069",
  "\u200b",
  "\ufeff",
  "\u00ad",
  "\u2028",
  "\u2029",
  "\u0085",
  "\ufffe",
  "\uffff",
]; // 12
const markup = [
  "<script>alert(1)</script>",
  "'; drop table user; --",
  '" or "1"="1',
  "../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  "${7*7}{{7*7}}",
  "javascript:alert(1)",
  "Evil\r\nBcc: v@evil.test",
  "%0d%0aSet-Cookie: x=1",
  "\u0000<script>",
  "🦜📰🗞️",
  "e\u0301\u0301\u0301",
  "ﷺ".repeat(100),
]; // 12
const sizes = [
  "",
  "x".repeat(256),
  "x".repeat(1_000),
  "x".repeat(10_000),
  "x".repeat(70 * 1024),
  "é".repeat(40 * 1024),
  "\u0000".repeat(1_000),
  "\ud800".repeat(1_000),
  "🦜".repeat(20_000),
]; // 9
const deleteCharacter = ["a\u007fb"]; // 1

export const HOSTILE_STRINGS: readonly string[] = [
  ...controls,
  ...nulVariants,
  ...surrogates,
  ...invisible,
  ...markup,
  ...sizes,
  ...deleteCharacter,
];

/** A short name for a string in a failure message. */
export function describeHostile(value: string): string {
  const shown = JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
  return `${shown} (${value.length} chars)`;
}
