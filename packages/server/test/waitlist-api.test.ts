import type { DbHandle } from "@folio/db/client";
import { waitlist } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/test-app.ts";

describe.each(testDatabases())("waitlist API on $name", ({ create }) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  beforeAll(async () => {
    handle = await create();
    app = createTestApp(handle).app;
  });
  afterAll(() => handle.close());

  const post = (body: string | null, contentType = "application/json") =>
    app.request("/api/waitlist", {
      method: "POST",
      body,
      headers: contentType ? { "content-type": contentType } : {},
    });

  it("joins, and joining again with different case succeeds and keeps one row", async () => {
    expect((await post(JSON.stringify({ email: "Reader@Example.com" }))).status).toBe(200);
    expect((await post(JSON.stringify({ email: "reader@example.com " }))).status).toBe(200);
    const rows = await handle.db.select().from(waitlist).where(eq(waitlist.email, "reader@example.com"));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["no body", null, "application/json", /not valid JSON/],
    ["bad JSON", "{email:", "application/json", /not valid JSON/],
    ["a number", JSON.stringify({ email: 42 }), "application/json", /must be a string/],
    ["a missing e-mail", JSON.stringify({}), "application/json", /Email is required/],
    ["a malformed e-mail", JSON.stringify({ email: "not-an-email" }), "application/json", /valid email/],
    [
      "a 10 KB string",
      JSON.stringify({ email: `${"a".repeat(10_000)}@example.com` }),
      "application/json",
      /254/,
    ],
    ["an array", JSON.stringify(["a@example.com"]), "application/json", /JSON object/],
    ["a form post", "email=a%40example.com", "application/x-www-form-urlencoded", /Content-Type/],
  ])("answers 400 with a message for %s", async (_name, body, contentType, message) => {
    const response = await post(body, contentType);
    expect(response.status).toBe(400);
    const payload = (await response.json()) as { error: string };
    expect(payload.error).toMatch(message);
  });

  it("answers 413 for a body over 1 MB", async () => {
    const response = await post(JSON.stringify({ email: "x".repeat(2_000_000) }));
    expect(response.status).toBe(413);
  });

  it("is alive, and ready once its database answers", async () => {
    const health = await app.request("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", role: "all" });
    const ready = await app.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", role: "all" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await app.request("/api/nope");
    expect(response.status).toBe(404);
  });
});
