/**
 * The hostile sweep: each of 77 hostile strings (support/hostile-strings.ts) in every string input of
 * every tRPC query, mutation and subscription (one field at a time), in every REST path parameter, query and body,
 * and in every better-auth endpoint's strings — on PGlite and Postgres, one app for all of it.
 * No answer is a 5xx or holds SQL, bound values, stack frames or file paths; a refusal of the input
 * itself (a 400 from a schema) names the field.
 */
import { testDatabases } from "@folio/db/testing";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSse } from "../support/sse-reader.ts";
import { TEST_APP_URL } from "../support/test-app.ts";
import { authEndpoints, trpcProcedures } from "./support/api-surface.ts";
import { deriveInputs } from "./support/derive-inputs.ts";
import { describeHostile, HOSTILE_STRINGS } from "./support/hostile-strings.ts";
import { type SignedInApp, startSignedInApp } from "./support/signed-in-app.ts";

/** SQL, bound values, stack frames, file paths: what only the log may hold. */
const INTERNALS =
  /Failed query|insert into|update "|delete from|params: |\bat [^\s]+ \(|node_modules|\/src\/\w|\.ts:\d+/i;
/** Probes that would end the probing session; their strings are checked with a session of their own. */
const SESSION_ENDING =
  /sign-out|revoke-sessions|revoke-other-sessions|change-password|delete-user|account\.delete/;
/** Body fields the REST shims read; each POST gets all of them at once. */
const REST_BODY_FIELDS = [
  "sessionId",
  "name",
  "email",
  "provider",
  "provider_access_token",
  "provider_refresh_token",
];
const REST_QUERY_FIELDS = ["cursor", "limit", "sync", "token", "expires", "signature"];
const VALID_UUID = "00000000-0000-4000-8000-000000000000";

/** Every path to a string in `value` (array elements by index), e.g. [["emailIds", 0], ["name"]]. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withValueAt(value: unknown, path: (string | number)[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValueAt(copy[head!], rest, replacement);
  return copy;
}

/** Percent-encoding that also sends a lone surrogate, as its (invalid) three UTF-8-style bytes. */
function percentEncode(value: string): string {
  let encoded = "";
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    else encoded += encodeURIComponent(char);
  }
  return encoded;
}

function everyStringReplaced(value: unknown, replacement: string): unknown {
  return stringPaths(value).reduce((current, path) => withValueAt(current, path, replacement), value);
}

// better-auth's part runs on the first database only: its strings meet the same before hook on
// either, ahead of any query, and it is the slow part (a minute of the suite per database); what
// Postgres refuses that PGlite takes is covered by the tRPC and REST parts and by the SEC-17 cases.
const databases = testDatabases().map((database, index) => ({ ...database, first: index === 0 }));

describe.each(databases)("hostile sweep on $name", ({ create, first }) => {
  let app: SignedInApp;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startSignedInApp(create, { name: "sweep", firstOctet: 96 });
  }, 60_000);
  afterAll(() => app?.close());

  /** The signed-in user's cookie, from a new client address each time (past per-address limits). */
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_APP_URL);
    headers.set("x-forwarded-for", app.nextAddress());
    headers.set("cookie", app.client.cookieHeader());
    return app.testApp.app.request(path, { redirect: "manual", ...init, headers });
  }

  /** Records what is wrong with one answer; `field` is what a schema refusal must name. */
  async function check(label: string, hostile: string, response: Response, field?: string) {
    const text = await response.text();
    const where = `${label} ← ${describeHostile(hostile)}`;
    if (response.status >= 500) problems.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
    else if (INTERNALS.test(text)) problems.push(`${where}: internals in the answer: ${text.slice(0, 300)}`);
    else if (response.status === 400 && field && isSchemaRefusal(text) && !text.includes(field))
      problems.push(`${where}: a 400 that does not name ${field}: ${text.slice(0, 200)}`);
  }

  /** A refusal by an input schema (tRPC's zodError, REST's `field`, better-auth's validation). */
  function isSchemaRefusal(text: string): boolean {
    return /"zodError":\[|"field":|"code":"(INVALID_INPUT|VALIDATION_ERROR)"/.test(text);
  }

  it("tRPC: each string input of every query and mutation, one field at a time", async () => {
    const pool = { id: [VALID_UUID] };
    const procedures = trpcProcedures().filter(({ type, inputs }) => type !== "subscription" && inputs[0]);
    let probes = 0;
    for (const { name, type, inputs } of procedures) {
      const valid = deriveInputs(inputs[0]!, pool, () => [])[0];
      for (const path of stringPaths(valid)) {
        const field = String(path.filter((part) => typeof part === "string").at(-1) ?? "");
        for (const hostile of HOSTILE_STRINGS) {
          if (SESSION_ENDING.test(name)) await app.staySignedIn();
          const input = JSON.stringify(superjson.serialize(withValueAt(valid, path, hostile)));
          const response =
            type === "query"
              ? await send(`/api/trpc/${name}?input=${percentEncode(input)}`)
              : await send(`/api/trpc/${name}`, {
                  method: "POST",
                  body: input,
                  headers: { "content-type": "application/json" },
                });
          await check(`tRPC ${name} ${path.join(".")}`, hostile, response, field);
          probes += 1;
        }
      }
    }
    expect(probes).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  }, 300_000);

  it("tRPC subscriptions: each string input, the stream's first event read and the stream closed", async () => {
    // A digest session that does not exist: a well-formed input ends the stream with NOT_FOUND at
    // once instead of waiting for changes, so each probe reads one event.
    const pool = { id: [VALID_UUID] };
    const subscriptions = trpcProcedures().filter(({ type, inputs }) => type === "subscription" && inputs[0]);
    expect(subscriptions.map(({ name }) => name).sort()).toEqual(["digest.progress", "preferences.onChange"]);
    let probes = 0;
    for (const { name, inputs } of subscriptions) {
      const valid = { ...(deriveInputs(inputs[0]!, pool, () => [])[0] as object), lastEventId: "1" };
      for (const path of stringPaths(valid)) {
        const field = String(path.at(-1));
        for (const hostile of HOSTILE_STRINGS) {
          const input = JSON.stringify(superjson.serialize(withValueAt(valid, path, hostile)));
          const response = await send(`/api/trpc/${name}?input=${percentEncode(input)}`, {
            headers: { accept: "text/event-stream" },
          });
          probes += 1;
          // Refused before any stream opens (a URL over the length limit): an ordinary answer.
          if (!response.headers.get("content-type")?.includes("text/event-stream")) {
            await check(`tRPC ${name} ${path.join(".")}`, hostile, response, field);
            continue;
          }
          const stream = readSse(response);
          // tRPC opens the stream with an empty "connected" event; the answer to the input follows.
          let first = await stream.nextData(3000);
          if (first === "{}") first = await stream.nextData(3000);
          await stream.close();
          const where = `tRPC ${name} ${path.join(".")} ← ${describeHostile(hostile)}`;
          if (response.status >= 500) problems.push(`${where}: ${response.status}`);
          else if (first === null) problems.push(`${where}: no event within 3 s`);
          else if (/"httpStatus":5\d\d/.test(first)) problems.push(`${where}: ${first.slice(0, 300)}`);
          else if (INTERNALS.test(first))
            problems.push(`${where}: internals in the event: ${first.slice(0, 300)}`);
          else if (isSchemaRefusal(first) && !first.includes(field))
            problems.push(`${where}: a refusal that does not name ${field}: ${first.slice(0, 200)}`);
        }
      }
    }
    expect(probes).toBeGreaterThanOrEqual(3 * HOSTILE_STRINGS.length);
    expect(problems).toEqual([]);
  }, 300_000);

  it("REST: every path parameter, the query and the body of every route", async () => {
    const routes = new Map<string, { method: string; path: string }>();
    for (const route of app.testApp.app.routes)
      if (
        route.path.startsWith("/api/") &&
        !route.path.includes("*") &&
        ["GET", "POST"].includes(route.method)
      )
        routes.set(`${route.method} ${route.path}`, route);
    expect(routes.size).toBeGreaterThan(15);
    for (const { method, path } of routes.values()) {
      const params = path.match(/:\w+/g) ?? [];
      for (const hostile of HOSTILE_STRINGS) {
        const encoded = percentEncode(hostile);
        // One request per parameter with the hostile value there; the others a well-formed id.
        for (const param of params.length > 0 ? params : [null]) {
          const url = path.replace(/:\w+/g, (name) => (name === param ? encoded : VALID_UUID));
          const query = REST_QUERY_FIELDS.map((name) => `${name}=${encoded}`).join("&");
          const body = Object.fromEntries(REST_BODY_FIELDS.map((name) => [name, hostile]));
          const response = await send(`${url}?${query}`, {
            method,
            ...(method === "POST"
              ? { body: JSON.stringify(body), headers: { "content-type": "application/json" } }
              : {}),
          });
          await check(`REST ${method} ${path} ${param ?? ""}`, hostile, response);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it.runIf(first)(
    "better-auth: every string of every endpoint",
    async () => {
      const endpoints = authEndpoints(app.testApp.auth.api).sort(
        (a, b) => Number(SESSION_ENDING.test(a.path)) - Number(SESSION_ENDING.test(b.path)),
      );
      for (const endpoint of endpoints) {
        const method = endpoint.methods.includes("POST") ? "POST" : "GET";
        const schema = method === "POST" ? endpoint.body : endpoint.query;
        const valid = (schema ? deriveInputs(schema, { id: [VALID_UUID] }, () => [])[0] : undefined) ?? {};
        // Nothing to put a string in (sign-out, list-sessions): the property test probes those.
        if (stringPaths(valid).length === 0 && !endpoint.path.includes(":")) continue;
        for (const hostile of HOSTILE_STRINGS) {
          if (SESSION_ENDING.test(endpoint.path)) await app.staySignedIn();
          const input = everyStringReplaced(valid, hostile) as Record<string, unknown>;
          const path = `/api/auth${endpoint.path.replace(/:\w+/g, percentEncode(hostile))}`;
          const response =
            method === "POST"
              ? await send(path, {
                  method,
                  body: JSON.stringify(input),
                  headers: { "content-type": "application/json" },
                })
              : await send(
                  `${path}?${Object.entries(input)
                    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(String(value))}`)
                    .join("&")}`,
                );
          await check(`better-auth ${endpoint.name}`, hostile, response);
        }
      }
      expect(problems).toEqual([]);
      expect((await app.testApp.app.request("/api/health")).status).toBe(200);
    },
    300_000,
  );
});
