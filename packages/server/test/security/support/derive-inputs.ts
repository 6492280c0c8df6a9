/**
 * Builds inputs for a procedure or endpoint from its zod 4 schema, so a probe covers procedures
 * added later without anyone writing their inputs by hand.
 */
import type { z } from "zod";

/** Values of one kind (e.g. another user's digest ids) to put wherever a schema takes a string. */
export type ValuePool = Record<string, string[]>;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Which pool kinds a field name asks for first, e.g. `emailIds` → queue ids. */
export type FieldKinds = (field: string) => string[];

/**
 * One value for `schema`, taking strings from `pool[kind]` where they fit the field, else from
 * the kinds the field's name suggests, else a plain string that passes the field's checks.
 */
function build(
  schema: z.ZodType,
  field: string,
  kind: string | null,
  pool: ValuePool,
  kinds: FieldKinds,
  depth = 0,
): unknown {
  if (depth > 8) return undefined;
  const def = defOf(schema);
  const fits = (value: unknown) => schema.safeParse(value).success;
  const candidates = (): string[] => [
    ...(kind ? (pool[kind] ?? []) : []),
    ...kinds(field).flatMap((name) => pool[name] ?? []),
    "probe",
    "probe@example.com",
    "https://probe.example/",
    "00000000-0000-4000-8000-000000000000",
  ];
  switch (def.type) {
    case "string":
      return candidates().find(fits) ?? "probe";
    case "number":
    case "int":
      return [1, 0, 50].find(fits) ?? 1;
    case "bigint":
      return 1n;
    case "boolean":
      return true;
    case "date":
      return new Date();
    case "null":
      return null;
    case "undefined":
    case "void":
      return undefined;
    case "any":
    case "unknown":
      return candidates()[0];
    case "literal":
      return def.values?.[0];
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return build(def.innerType!, field, kind, pool, kinds, depth + 1);
    case "pipe":
      return build(def.in!, field, kind, pool, kinds, depth + 1);
    case "lazy":
      return build(def.getter!(), field, kind, pool, kinds, depth + 1);
    case "array": {
      const element = def.element!;
      const fromPool = [
        ...(kind ? (pool[kind] ?? []) : []),
        ...kinds(field).flatMap((name) => pool[name] ?? []),
      ];
      const matching = fromPool.filter((value) => element.safeParse(value).success);
      return matching.length > 0 ? matching : [build(element, field, kind, pool, kinds, depth + 1)];
    }
    case "tuple":
      return (def.items ?? []).map((item) => build(item, field, kind, pool, kinds, depth + 1));
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const built = build(child, key, kind, pool, kinds, depth + 1);
        if (built !== undefined) value[key] = built;
      }
      return value;
    }
    case "record":
      return {};
    case "union":
      for (const option of def.options ?? []) {
        const built = build(option, field, kind, pool, kinds, depth + 1);
        if (fits(built)) return built;
      }
      return build(def.options![0]!, field, kind, pool, kinds, depth + 1);
    case "intersection": {
      const left = build(def.left!, field, kind, pool, kinds, depth + 1);
      const right = build(def.right!, field, kind, pool, kinds, depth + 1);
      return typeof left === "object" && typeof right === "object" ? { ...left, ...right } : left;
    }
    default:
      throw new Error(`derive-inputs: no rule for zod type "${def.type}" (field ${field})`);
  }
}

/**
 * Inputs for `schema`: one led by field names, then one per pool kind (every string field given
 * that kind's values where they fit). Only inputs the schema accepts are returned, without repeats.
 */
export function deriveInputs(schema: z.ZodType, pool: ValuePool, kinds: FieldKinds): unknown[] {
  const attempts = [null, ...Object.keys(pool)].map((kind) => build(schema, "", kind, pool, kinds));
  const seen = new Set<string>();
  return attempts.filter((input) => {
    if (!schema.safeParse(input).success) return false;
    const key = JSON.stringify(input, (_k, v) => (typeof v === "bigint" ? String(v) : v));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The zod type name at the top of a schema (e.g. "object"), for messages. */
export function schemaType(schema: z.ZodType): string {
  return defOf(schema).type;
}
