/** Small request/response helpers shared by the Gmail route files. */
import type { Context } from "hono";
import { gmailErrors } from "./gmail-errors.ts";
import type { GmailEnv } from "./gmail-guard.ts";
import { applyFields, parseFields } from "./partial-response.ts";

export type GmailContext = Context<GmailEnv>;

/** JSON with Google's `fields` partial-response selection applied. */
export function respond(c: GmailContext, body: unknown, status: 200 = 200) {
  const fields = c.req.query("fields");
  return c.json((fields ? applyFields(body, parseFields(fields)) : body) as Record<string, unknown>, status);
}

export async function readJsonBody(c: GmailContext): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Fall through to Gmail's error below.
  }
  throw gmailErrors.invalidArgument("Invalid JSON payload received. Unexpected token.");
}

export function stringList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    throw gmailErrors.invalidArgument(`Invalid value at '${field}'`);
  }
  return value as string[];
}

/** maxResults: Gmail's default 100, silently capped at 500. */
export function pageSize(c: GmailContext): number {
  const raw = c.req.query("maxResults");
  if (raw === undefined || raw === "") return 100;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw gmailErrors.invalidArgument(`Invalid value for maxResults: ${raw}`);
  return n === 0 ? 100 : Math.min(n, 500);
}

/** Gmail message ids are hexadecimal; anything else is a 400, not a 404. */
export function messageIdParam(c: GmailContext, name = "id"): string {
  const id = c.req.param(name) ?? "";
  if (!/^[0-9a-f]{1,32}$/i.test(id)) throw gmailErrors.invalidArgument("Invalid id value");
  return id.toLowerCase();
}

export function queryList(c: GmailContext, name: string): string[] {
  return (c.req.queries(name) ?? []).flatMap((v) => v.split(",")).filter(Boolean);
}
