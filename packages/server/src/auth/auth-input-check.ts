import { MAX_USER_NAME_LENGTH, text, textProblem } from "@folio/contracts";
import { z } from "zod";

/** Deeper than any better-auth body; a deeper one is refused before anything walks it. */
const MAX_DEPTH = 16;

const userName = text({ label: "name", max: MAX_USER_NAME_LENGTH, trim: true });
/** A profile picture is a web address or nothing: no `javascript:` or `data:` URLs. */
const userImage = z
  .url({ protocol: /^https?$/, error: "image must be an http or https address." })
  .max(2048, "image must be at most 2048 characters.")
  .nullable();

/** The account's own fields, where better-auth takes them. */
const USER_FIELDS_AT = new Set(["/sign-up/email", "/update-user"]);

/**
 * Why a better-auth request's input is refused, or null: any string in its body, query or path
 * parameters that is not safe text (NUL, lone surrogates, control characters — the database would
 * answer with a 500), and the user's `name` and `image` beyond their bounds.
 */
export function authInputProblem(request: {
  path: string;
  body?: unknown;
  query?: unknown;
  params?: unknown;
}): string | null {
  for (const [where, value] of [
    ["", request.body],
    ["", request.query],
    ["", request.params],
  ] as const) {
    const problem = unsafeTextIn(value, where, 0);
    if (problem) return problem;
  }
  if (!USER_FIELDS_AT.has(request.path) || !isRecord(request.body)) return null;
  const { name, image } = request.body;
  if (name !== undefined) {
    const parsed = userName.safeParse(name);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? "name is not valid.";
  }
  if (image !== undefined) {
    const parsed = userImage.safeParse(image);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? "image is not valid.";
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function unsafeTextIn(value: unknown, path: string, depth: number): string | null {
  if (typeof value === "string") return textProblem(value, path || "A value");
  if (typeof value !== "object" || value === null) return null;
  if (depth >= MAX_DEPTH) return "The request is nested too deeply.";
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    const keyProblem = textProblem(key, `A field name in ${path || "the request"}`);
    if (keyProblem) return keyProblem;
    const problem = unsafeTextIn(item, itemPath, depth + 1);
    if (problem) return problem;
  }
  return null;
}
