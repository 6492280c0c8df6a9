import fc from "fast-check";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { serializeOutput } from "./superjson-output.ts";

/** What superjson does, thrown errors included. */
function outcome(serialize: (value: unknown) => unknown, value: unknown) {
  try {
    return { ok: serialize(value) };
  } catch (error) {
    return { threw: (error as Error).message };
  }
}

describe("serializeOutput", () => {
  it("answers exactly what superjson.serialize answers, for any value", () => {
    const values = fc.anything({
      withDate: true,
      withMap: true,
      withSet: true,
      withBigInt: true,
      withNullPrototype: true,
      withSparseArray: true,
      withBoxedValues: true,
      withTypedArray: true,
      key: fc.oneof(fc.string(), fc.constantFrom("a.b", "a\\b", "__proto__", "constructor", "0")),
    });
    fc.assert(
      fc.property(values, (value) => {
        expect(outcome(serializeOutput, value)).toEqual(outcome(superjson.serialize, value));
      }),
      { numRuns: 2000 },
    );
  });

  it("serializes a page of the queue as superjson does, Dates and missing values annotated", () => {
    const shared = new Date("2026-11-21T07:00:00Z");
    const page = {
      items: Array.from({ length: 3 }, (_, index) => ({
        id: `id-${index}`,
        receivedAt: new Date(Date.UTC(2026, 10, index + 1)),
        "web.version": undefined,
        snippet: null,
      })),
      nextCursor: null,
    };
    expect(serializeOutput(page)).toEqual(superjson.serialize(page));
    expect(serializeOutput(page).meta?.values).toMatchObject({ "items.0.receivedAt": ["Date"] });
    // The same Date at two paths: superjson's referential annotations, through superjson itself.
    const twice = { a: shared, b: shared };
    expect(serializeOutput(twice)).toEqual(superjson.serialize(twice));
    expect(superjson.deserialize(serializeOutput(page))).toEqual(page);
  });
});
