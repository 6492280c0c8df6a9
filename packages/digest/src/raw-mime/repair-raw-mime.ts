import { dashBareBoundaryLines } from "./bare-boundary-lines.ts";
import { encodeBase64Trailers } from "./base64-trailers.ts";
import { declaredBoundaries } from "./declared-boundaries.ts";

/**
 * The raw message with the damage relays do to its MIME structure undone, before postal-mime
 * reads it: delimiter lines without their "--", and plain-text footers appended after a base64
 * body. The message itself when there is nothing to undo.
 */
export function repairRawMime<Raw extends Buffer | string>(raw: Raw): Raw {
  // A Buffer is read one character per byte, so that writing it back keeps every other byte.
  const byteEncoding = typeof raw === "string" ? "utf8" : "latin1";
  const text = typeof raw === "string" ? raw : raw.toString("latin1");
  const hasBase64 = /^content-transfer-encoding[ \t]*:[ \t]*"?base64/im.test(text);
  const boundaries = declaredBoundaries(text);
  if (!hasBase64 && boundaries.length === 0) return raw;

  const lines = text.split("\n");
  const dashed = dashBareBoundaryLines(lines, boundaries);
  const encoded = hasBase64 && encodeBase64Trailers(lines, boundaries, byteEncoding);
  if (!dashed && !encoded) return raw;
  const repaired = lines.join("\n");
  return (typeof raw === "string" ? repaired : Buffer.from(repaired, "latin1")) as Raw;
}
