import { plainAsHtml } from "../mime-text-parts.ts";
import { rawHeader } from "../text/decode-header.ts";
import { isDelimiterLine } from "./declared-boundaries.ts";

// Mailing lists (Mailman, ezmlm and the like) append their footer as plain text after a
// base64 body. The base64 decoder skips every character outside its alphabet and decodes the
// letters of the footer as more base64, so the footer becomes a paragraph of binary garbage
// (and its bytes can sway the language detection). The base64 run ends at its padding or at
// the first line that is not base64; what follows is re-encoded, as text, in the same part.

const BASE64_LINE = /^[A-Za-z0-9+/]+={0,2}$/;

/** Whether the part body (lines start to end) ends in anything but base64 and blank lines. */
function endsInText(lines: readonly string[], start: number, end: number): boolean {
  let last = end - 1;
  while (last >= start && lines[last]!.trim() === "") last--;
  return last >= start && !BASE64_LINE.test(lines[last]!.trim());
}

/** Where the base64 run of a part body (lines start to end) ends: its first line that is not base64. */
function base64RunEnd(lines: readonly string[], start: number, end: number): number {
  let padded = false;
  for (let index = start; index < end; index++) {
    const line = lines[index]!.trim();
    if (line === "") continue;
    // Some mailers pad every line, so padding ends the run only when no whole base64 line follows.
    if (!BASE64_LINE.test(line) || (padded && line.length % 4 !== 0)) return index;
    padded = line.endsWith("=");
  }
  return end;
}

/** The padding a run left unpadded needs, so that the appended base64 starts a unit of its own. */
function missingPadding(lines: readonly string[], start: number, end: number): string {
  // Padding closes a unit (on every line, with some mailers): only what follows the last one counts.
  let open = 0;
  for (let index = start; index < end; index++) {
    const line = lines[index]!.trim();
    open = line.endsWith("=") ? 0 : open + line.length;
  }
  return "=".repeat((4 - (open % 4)) % 4);
}

/**
 * Re-encodes, in place, the trailer appended after the base64 run of one text part's body
 * (lines start to end). `byteEncoding` turns the text back into the message's bytes.
 * Returns whether there was a trailer.
 */
function encodeTrailer(
  lines: string[],
  start: number,
  end: number,
  kind: "html" | "plain",
  byteEncoding: "latin1" | "utf8",
): boolean {
  // The footer's last line (an address, a link) is not base64; a well-formed body is not read twice.
  if (!endsInText(lines, start, end)) return false;
  const runEnd = base64RunEnd(lines, start, end);
  const trailer = lines.slice(runEnd, end).join("\n").trim();
  const lineEnd = lines[start]?.endsWith("\r") ? "\r" : "";
  let lastRunLine = runEnd - 1;
  while (lastRunLine >= start && lines[lastRunLine]!.trim() === "") lastRunLine--;
  const footer = lastRunLine >= start;
  if (footer) {
    const padding = missingPadding(lines, start, runEnd);
    lines[lastRunLine] = `${lines[lastRunLine]!.trimEnd()}${padding}${lineEnd}`;
  }
  // After base64 the text is a footer, in plain text; a body with no base64 at all is the part's
  // own text under a wrong label, and stays what its type says.
  const text = `\n${kind === "html" && footer ? plainAsHtml(trailer) : trailer}\n`;
  const encoded =
    Buffer.from(text, byteEncoding)
      .toString("base64")
      .match(/.{1,76}/g) ?? [];
  lines.splice(runEnd, end - runEnd, ...encoded.map((line) => `${line}${lineEnd}`), "");
  return true;
}

/** The kind of text a part's header block declares, when its body is base64. */
function base64TextKind(headers: string): "html" | "plain" | undefined {
  if (!/^"?base64\b/i.test(rawHeader(headers, "content-transfer-encoding") ?? "")) return undefined;
  const type = rawHeader(headers, "content-type")?.toLowerCase() ?? "text/plain";
  if (/^text\/html\b/.test(type)) return "html";
  if (/^text\/plain\b/.test(type)) return "plain";
  return undefined;
}

/**
 * Re-encodes the plain-text trailer appended after a base64 text part, in every part of the
 * message. `lines` are split at "\n" (a "\r" stays); they are changed in place. Returns whether any did.
 */
export function encodeBase64Trailers(
  lines: string[],
  boundaries: readonly string[],
  byteEncoding: "latin1" | "utf8",
): boolean {
  let changed = false;
  let headers: string[] | undefined = [];
  let kind: "html" | "plain" | undefined;
  let bodyStart = 0;
  const parts: { start: number; end: number; kind: "html" | "plain" }[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (isDelimiterLine(line, boundaries)) {
      if (kind) parts.push({ start: bodyStart, end: index, kind });
      kind = undefined;
      // A closing delimiter is followed by the multipart's epilogue, which has no headers.
      const content = line.trimEnd();
      headers = content.endsWith("--") && !boundaries.includes(content.slice(2)) ? undefined : [];
    } else if (headers && line.trim() !== "") {
      headers.push(line);
    } else if (headers) {
      kind = base64TextKind(headers.join("\n"));
      headers = undefined;
      bodyStart = index + 1;
    }
  }
  if (kind) parts.push({ start: bodyStart, end: lines.length, kind });
  // Backwards, so that a re-encoded trailer never moves the lines of the parts still to come.
  for (const part of parts.reverse()) {
    if (encodeTrailer(lines, part.start, part.end, part.kind, byteEncoding)) changed = true;
  }
  return changed;
}
