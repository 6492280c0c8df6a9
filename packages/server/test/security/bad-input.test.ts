/**
 * Bad input, property-based: every tRPC procedure (read from the router) and every REST route and
 * better-auth endpoint (read from the app) gets random, malformed, oversized and wrongly typed
 * input. Each answer is a 4xx with a message or a success — never a 5xx — and the server stays up.
 */
import { testDatabases } from "@folio/db/testing";
import fc from "fast-check";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authEndpoints, trpcProcedures } from "./support/api-surface.ts";
import { deriveInputs } from "./support/derive-inputs.ts";
import { type SignedInApp, startSignedInApp } from "./support/signed-in-app.ts";

/**
 * `pnpm test` draws the same inputs on every run (a fixed seed, a modest number of runs), so it
 * cannot turn red by chance; `pnpm fuzz` (scripts/fuzz.mjs) sets a random seed and many more runs.
 * Each target's seed is the base seed plus its index, so a failure names the seed that repeats it.
 */
const SEED = Number(process.env.FOLIO_FUZZ_SEED ?? 20261125);
/** Runs per procedure or route: enough to hit each kind of bad input, small enough for a quick suite. */
const RUNS = Number(process.env.FOLIO_FUZZ_RUNS ?? 15);
console.log(`bad-input: fast-check seed ${SEED}, ${RUNS} runs per target (FOLIO_FUZZ_SEED repeats a run)`);

/**
 * Every counterexample the property has found, kept as a case that runs every time whatever the seed
 * draws: the target, the body text and the content type.
 */
const REGRESSIONS: { name: string; path: string; body: string }[] = [
  {
    name: "NUL in a Processed label id (Postgres refused it: a 500 with the SQL)",
    path: "/api/trpc/preferences.update",
    body: JSON.stringify({ json: { processedLabelId: "\u0000" } }),
  },
  {
    name: "NUL in a Read Later label id",
    path: "/api/trpc/preferences.update",
    body: JSON.stringify({ json: { readLaterLabelId: "Label_1\u0000" } }),
  },
  {
    name: "lone surrogate as a customStyles key (PGlite's jsonb refused it)",
    path: "/api/trpc/digest.generate",
    body: '{"json":{"sessionId":"s-1","customStyles":{"\\ud800":"v"}}}',
  },
  {
    name: "NUL in a better-auth string",
    path: "/api/auth/update-user",
    body: JSON.stringify({ name: "a\u0000b" }),
  },
];
/** Endpoints that end the session: probed last, so the others run signed in. */
const SESSION_ENDING = /sign-out|revoke-sessions|revoke-other-sessions|change-password|delete-user/;

interface Target {
  label: string;
  method: "GET" | "POST";
  path: string;
  /** A valid input when one can be derived, to mutate one field of. */
  valid?: unknown;
  trpc?: boolean;
}

const anyValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    null,
    true,
    false,
    "",
    [],
    {},
    -1,
    0,
    Number.MAX_SAFE_INTEGER,
    "../../etc/passwd",
    "\u0000",
  ),
  // Oversized: past every field's limit, some past the 1 MB body limit.
  fc.constantFrom(10_000, 300_000, 1_100_000).map((length) => "x".repeat(length)),
);

/** A valid input with one field replaced by something of the wrong type or size. */
function wrongField(valid: unknown): fc.Arbitrary<unknown> {
  if (!valid || typeof valid !== "object" || Array.isArray(valid) || Object.keys(valid).length === 0)
    return anyValue;
  return fc
    .tuple(fc.constantFrom(...Object.keys(valid)), anyValue)
    .map(([key, value]) => ({ ...(valid as object), [key]: value }));
}

/** Bodies as text: JSON of bad values, broken JSON, nothing at all. */
function bodyText(target: Target): fc.Arbitrary<string> {
  const encode = (value: unknown) =>
    target.trpc ? JSON.stringify(superjson.serialize(value)) : JSON.stringify(value ?? null);
  return fc.oneof(
    anyValue.map(encode),
    wrongField(target.valid).map(encode),
    fc.constantFrom("", "{", "[", "null", '{"json":', "\u0000\u0001", "{}".repeat(5000)),
    fc.string({ maxLength: 200 }),
  );
}

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
);

/** The message a 4xx carries, in whichever shape the route answers: REST, better-auth or tRPC. */
function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const trpc = (body.error as { json?: { message?: string } } | undefined)?.json?.message;
    const batch = Array.isArray(body)
      ? (body[0] as { error?: { json?: { message?: string } } })?.error?.json?.message
      : undefined;
    const plain = typeof body.error === "string" ? body.error : undefined;
    const auth = typeof body.message === "string" ? body.message : undefined;
    return [trpc, batch, plain, auth].find((message) => typeof message === "string" && message.length > 0);
  } catch {
    return undefined;
  }
}

describe.each(testDatabases())("bad input on $name", ({ create }) => {
  let app: SignedInApp;

  beforeAll(async () => {
    app = await startSignedInApp(create, { name: "fuzz", firstOctet: 91 });
  }, 60_000);
  afterAll(() => app?.close());

  function targets(): Target[] {
    const list: Target[] = [];
    const pool = { id: ["00000000-0000-4000-8000-000000000000"] };
    for (const { name, type, inputs } of trpcProcedures()) {
      const input = inputs[0];
      const valid = input ? deriveInputs(input, pool, () => [])[0] : undefined;
      if (type === "mutation")
        list.push({ label: `tRPC ${name}`, method: "POST", path: `/api/trpc/${name}`, valid, trpc: true });
      else if (type === "query")
        list.push({ label: `tRPC ${name}`, method: "GET", path: `/api/trpc/${name}`, valid, trpc: true });
    }
    const seen = new Set<string>();
    for (const route of app.testApp.app.routes) {
      const key = `${route.method} ${route.path}`;
      if (
        !route.path.startsWith("/api/") ||
        route.method === "ALL" ||
        route.path.includes("*") ||
        seen.has(key)
      )
        continue;
      seen.add(key);
      if (route.method === "GET" || route.method === "POST")
        list.push({ label: `REST ${key}`, method: route.method, path: route.path });
    }
    for (const endpoint of authEndpoints(app.testApp.auth.api)) {
      const method = endpoint.methods.includes("POST") ? "POST" : "GET";
      const schema = method === "POST" ? endpoint.body : endpoint.query;
      const valid = schema ? deriveInputs(schema, pool, () => [])[0] : undefined;
      list.push({ label: `better-auth ${endpoint.name}`, method, path: `/api/auth${endpoint.path}`, valid });
    }
    return list.sort((a, b) => Number(SESSION_ENDING.test(a.path)) - Number(SESSION_ENDING.test(b.path)));
  }

  async function send(target: Target, text: string, type: string, params: string[]): Promise<Response> {
    let index = 0;
    const path = target.path.replace(/:\w+/g, () =>
      encodeURIComponent(params[index++ % params.length] ?? "x"),
    );
    if (target.method === "GET") {
      const query = target.trpc
        ? `?input=${encodeURIComponent(text)}`
        : `?${encodeURIComponent(text)}=${encodeURIComponent(params[0] ?? "")}`;
      return app.client.request(`${path}${query}`, { redirect: "manual" } as RequestInit);
    }
    return app.client.request(path, {
      method: "POST",
      body: text,
      redirect: "manual",
      headers: type ? { "content-type": type } : {},
    } as RequestInit);
  }

  it("gives better-auth's empty failures a message (a feature turned off, an unknown path)", async () => {
    for (const path of ["/api/auth/delete-user", "/api/auth/no-such-endpoint"]) {
      const response = await app.client.request(path, { json: {} });
      expect(response.status, path).toBe(404);
      expect(messageOf(await response.text()), path).toBe("Not found.");
    }
  });

  it.each(REGRESSIONS)("regression: $name is a 4xx with a message", async ({ path, body }) => {
    await app.staySignedIn();
    const response = await app.client.request(path, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    });
    const answer = await response.text();
    expect(response.status, answer).toBeGreaterThanOrEqual(400);
    expect(response.status, answer).toBeLessThan(500);
    expect(messageOf(answer)).toBeTruthy();
  });

  it(
    "answers every bad input with a 4xx and a message, never a 5xx or a stack trace, and stays up",
    async () => {
      const failures: string[] = [];
      const list = targets();
      expect(list.length).toBeGreaterThan(50);
      for (const [index, target] of list.entries()) {
        const seed = SEED + index;
        await fc
          .assert(
            fc.asyncProperty(
              bodyText(target),
              contentType,
              fc.array(fc.string({ maxLength: 80 }), { minLength: 1, maxLength: 3 }),
              async (text, type, params) => {
                await app.staySignedIn();
                const response = await send(target, text, type, params);
                const answer = await response.text();
                if (response.status >= 500) {
                  failures.push(
                    `${target.label} (seed ${seed}) ${response.status}: ${answer.slice(0, 200)} ← ${text.slice(0, 120)}`,
                  );
                  return false;
                }
                if (response.status >= 400 && !messageOf(answer)) {
                  failures.push(
                    `${target.label} (seed ${seed}) ${response.status} without a message: ${answer.slice(0, 200)}`,
                  );
                  return false;
                }
                // An error tells the caller what to fix, never where in the server's code it was raised.
                if (response.status >= 400 && /"stack"|\bat [^\s]+ \(/.test(answer)) {
                  failures.push(
                    `${target.label} (seed ${seed}) ${response.status} with a stack trace: ${answer.slice(0, 200)}`,
                  );
                  return false;
                }
                return true;
              },
            ),
            { numRuns: RUNS, seed, endOnFailure: true },
          )
          .catch(() => {});
      }
      expect(failures).toEqual([]);
      expect((await app.testApp.app.request("/api/health")).status).toBe(200);
    },
    Math.max(300_000, RUNS * 20_000),
  );
});
