import superjson from "superjson";

type SuperJSONResult = ReturnType<typeof superjson.serialize>;

// Kept over plain superjson.serialize: it was measured faster on every answer, and is property-tested to give the same bytes.
/** Returned by `plain` when a value needs superjson's full treatment. */
const FALLBACK = Symbol("fallback");

/** superjson's escaping of a key inside an annotation path. */
const escapeKey = (key: string) => key.replace(/\\/g, "\\\\").replace(/\./g, "\\.");

/**
 * superjson.serialize, fast for what Folio's procedures answer: plain objects, arrays, strings,
 * finite numbers, booleans, null, undefined and Dates. Its output is exactly superjson's, so every
 * client keeps deserializing with superjson; anything else (Maps, bigints, NaN, class instances, an
 * object met twice…) is handed to superjson itself.
 *
 * superjson's walker copies the path and the ancestor list for every value it visits; on a page of
 * 50 queued e-mails that was the largest single cost of a request (15 % of the server's CPU under
 * `pnpm bench:load`).
 */
export function serializeOutput(value: unknown): SuperJSONResult {
  if (value === null || typeof value !== "object" || value instanceof Date) return superjson.serialize(value);
  const values: Record<string, [string]> = {};
  const json = plain(value, "", values, new Set());
  if (json === FALLBACK) return superjson.serialize(value);
  for (const _ in values) return { json, meta: { values, v: 1 } } as SuperJSONResult;
  return { json } as SuperJSONResult;
}

function plain(
  value: unknown,
  path: string,
  values: Record<string, [string]>,
  seen: Set<object>,
): unknown | typeof FALLBACK {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0) ? value : FALLBACK;
    case "undefined":
      values[path] = ["undefined"];
      return null;
    case "object":
      break;
    default:
      return FALLBACK;
  }
  if (value === null) return null;
  // superjson records objects met at several paths (referentialEqualities); leave those to it.
  if (seen.has(value)) return FALLBACK;
  seen.add(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return FALLBACK;
    values[path] = ["Date"];
    return value.toISOString();
  }
  const prefix = path === "" ? "" : `${path}.`;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let index = 0; index < value.length; index++) {
      if (!(index in value)) return FALLBACK;
      const item = plain(value[index], `${prefix}${index}`, values, seen);
      if (item === FALLBACK) return FALLBACK;
      out.push(item);
    }
    return Object.keys(value).length === value.length ? out : FALLBACK;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return FALLBACK;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // superjson refuses these (prototype pollution); let it say so.
    if (key === "__proto__" || key === "constructor" || key === "prototype") return FALLBACK;
    const item = plain((value as Record<string, unknown>)[key], `${prefix}${escapeKey(key)}`, values, seen);
    if (item === FALLBACK) return FALLBACK;
    out[key] = item;
  }
  return out;
}
