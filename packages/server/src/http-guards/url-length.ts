import type { MiddlewareHandler } from "hono";

/**
 * Node's HTTP server refuses request heads over 16 KB (its default maxHeaderSize) before Folio sees
 * them; the same bound here keeps every handler, better-auth's included, from parsing an address of
 * hundreds of kilobytes when the app is reached another way (tests, another adapter).
 */
export const MAX_URL_LENGTH = 16 * 1024;

export function limitUrlLength(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.url.length > MAX_URL_LENGTH)
      return c.json({ error: `The address is too long (at most ${MAX_URL_LENGTH} characters).` }, 414);
    await next();
  };
}
