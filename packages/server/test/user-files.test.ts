import type { DbHandle } from "@folio/db/client";
import { testDatabases } from "@folio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userObjectPath } from "../src/storage/file-store.ts";
import { createTestApp, TEST_APP_URL } from "./support/test-app.ts";
import { createSignedInUser } from "./support/users.ts";

describe.each(testDatabases())("digest files on $name", ({ create }) => {
  let handle: DbHandle;
  let testApp: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    handle = await create();
    testApp = createTestApp(handle);
  });
  afterAll(() => handle.close());

  const relative = (url: string) => url.replace(TEST_APP_URL, "");

  it("serves a file to its owner through a signed link, with its type and cache control", async () => {
    const owner = await createSignedInUser(testApp.app, handle.db, "owner@example.com");
    const objectPath = userObjectPath(owner.userId, "folio-digest-2026-11-21.pdf");
    await testApp.files.upload(objectPath, Buffer.from("%PDF-1.7 first"), { contentType: "application/pdf" });
    await testApp.files.upload(objectPath, Buffer.from("%PDF-1.7 second"), {
      contentType: "application/pdf",
      upsert: true,
    });

    const response = await testApp.app.request(relative(testApp.files.signedUrl(objectPath, 60)), {
      headers: owner.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("max-age=3600");
    expect(await response.text()).toBe("%PDF-1.7 second");
  });

  it("refuses another user, a signed-out visitor, an expired link and a forged one", async () => {
    const owner = await createSignedInUser(testApp.app, handle.db, "alice@example.com");
    const stranger = await createSignedInUser(testApp.app, handle.db, "mallory@example.com");
    const objectPath = userObjectPath(owner.userId, "folio-digest.epub");
    await testApp.files.upload(objectPath, Buffer.from("epub"), { contentType: "application/epub+zip" });
    const link = relative(testApp.files.signedUrl(objectPath, 60));

    expect((await testApp.app.request(link, { headers: stranger.headers })).status).toBe(404);
    expect((await testApp.app.request(link)).status).toBe(401);
    const expired = relative(testApp.files.signedUrl(objectPath, -1));
    expect((await testApp.app.request(expired, { headers: owner.headers })).status).toBe(403);
    const forged = link.replace(/signature=[^&]+/, "signature=forged");
    expect((await testApp.app.request(forged, { headers: owner.headers })).status).toBe(403);
  });

  it("SEC-22: accepts `expires` only as the digits it was signed with", async () => {
    const owner = await createSignedInUser(testApp.app, handle.db, "canonical@example.com");
    const objectPath = userObjectPath(owner.userId, "folio-digest-canonical.pdf");
    await testApp.files.upload(objectPath, Buffer.from("%PDF-1.7"), { contentType: "application/pdf" });
    const link = relative(testApp.files.signedUrl(objectPath, 60));
    const expires = Number(/expires=(\d+)/.exec(link)?.[1]);
    expect((await testApp.app.request(link, { headers: owner.headers })).status).toBe(200);
    // The same moment written otherwise: Number() reads each as `expires`, the signature matches.
    for (const variant of [
      `0x${expires.toString(16)}`,
      `${expires}.0`,
      `%20${expires}`,
      `${expires}%20`,
      `+${expires}`,
    ]) {
      const response = await testApp.app.request(link.replace(/expires=\d+/, `expires=${variant}`), {
        headers: owner.headers,
      });
      expect(response.status, variant).toBe(403);
    }
  });

  it("rejects paths that try to leave the user's folder", async () => {
    await expect(
      testApp.files.upload("../escape.pdf", Buffer.from("x"), { contentType: "application/pdf" }),
    ).rejects.toThrow(/Invalid object path/);
    await expect(
      testApp.files.upload("a/../../b", Buffer.from("x"), { contentType: "text/plain" }),
    ).rejects.toThrow();
  });

  it("refuses to overwrite unless asked, and removes files", async () => {
    const objectPath = userObjectPath("some-user", "once.pdf");
    await testApp.files.upload(objectPath, Buffer.from("1"), { contentType: "application/pdf" });
    await expect(
      testApp.files.upload(objectPath, Buffer.from("2"), { contentType: "application/pdf" }),
    ).rejects.toThrow(/already exists/);
    await testApp.files.remove([objectPath]);
    expect(await testApp.files.download(objectPath)).toBeNull();
  });
});
