import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_LABEL_NAME_LENGTH } from "./limits.ts";

/**
 * The one way Folio reads a string that comes from outside (tRPC and REST inputs, auth fields, label
 * names, addresses): text the database can store and a reader can see. Postgres refuses U+0000 in
 * text, a lone UTF-16 surrogate cannot be encoded, and control characters fake lines or hide text.
 * Each refusal names the field and says why, so the same words can stand next to a form field.
 */

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// C0 controls and DEL; a multi-line field keeps tab and newline.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B-\u001F\u007F]/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_RUNS = /[\u0000-\u001F\u007F]+/g;

/**
 * Text from someone else (a sender's name, a subject) on one line: each run of control characters,
 * CR/LF included, becomes one space, so it cannot fake lines in a plain-text mail.
 */
export function oneLine(value: string): string {
  return value.replace(CONTROL_RUNS, " ").trim();
}

/** Why `value` is not acceptable text for `label`, or null when it is. */
export function textProblem(
  value: string,
  label: string,
  options: { multiLine?: boolean } = {},
): string | null {
  if (LONE_SURROGATE.test(value)) return `${label} holds a broken character (a lone UTF-16 surrogate).`;
  if ((options.multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value))
    return options.multiLine
      ? `${label} must not contain control characters (such as NUL); tabs and line breaks are fine.`
      : `${label} must not contain control characters (such as NUL or line breaks).`;
  return null;
}

export interface TextOptions {
  /** How the field is named in messages, e.g. "Label name". */
  label: string;
  max: number;
  /** At least this many characters (after trimming, when `trim`); 0 allows an empty string. */
  min?: number;
  /** The message when shorter than `min`. */
  minMessage?: string;
  /** Tab and newline allowed. */
  multiLine?: boolean;
  trim?: boolean;
}

/** A string field checked for safe text and a length that fits it. */
export function text(options: TextOptions) {
  const { label, max, min = 0, multiLine = false } = options;
  const base = z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });
  const trimmed = options.trim ? base.trim() : base;
  return trimmed
    .check((ctx) => {
      const problem = textProblem(ctx.value, label, { multiLine });
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value, abort: true });
    })
    .min(min, options.minMessage ?? `${label} must not be empty.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** An identifier handed out by Folio or Gmail (label ids, cursors): printable, short. */
export function identifier(label: string, max = 256) {
  return text({ label, max, min: 1, trim: true, minMessage: `${label} must not be empty.` });
}

/** The first problem of a failed parse: the field's path ("emailIds.0"; empty for the whole input) and why. */
export function firstProblem(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: "", message: "The request is not valid." };
  return { field: issue.path.map(String).join("."), message: issue.message };
}

/** Where digests go: an address a mail server takes. */
export const destinationEmail = z
  .email("Please enter a valid email address.")
  .max(MAX_EMAIL_LENGTH, `An email address has at most ${MAX_EMAIL_LENGTH} characters.`);

/** A Gmail label name, as the settings screen and the wizard create it. */
export const labelName = text({
  label: "Label name",
  max: MAX_LABEL_NAME_LENGTH,
  min: 1,
  minMessage: "Please enter a label name.",
  trim: true,
});
