import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { badInput } from "../errors/bad-input.ts";

/**
 * Reads a JSON request body and validates it, turning every way a client can get it wrong
 * (wrong content type, unparseable JSON, wrong shape) into a 400 with a readable message.
 */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new HTTPException(400, { message: "Content-Type must be application/json." });
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HTTPException(400, { message: "The request body is not valid JSON." });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badInput(parsed.error);
  return parsed.data;
}
