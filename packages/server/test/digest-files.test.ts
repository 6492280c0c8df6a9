/**
 * SEC-14: every digest owns its files. Two digests on one day keep two books, each history entry
 * downloads exactly the book its e-mail carried, under a friendly name of its own; files stored
 * under the old shared names keep downloading.
 */
import { insertDigest } from "@folio/db/queries";
import { testDatabases } from "@folio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDigestJob } from "../src/digest/generate-digest-job.ts";
import { userObjectPath } from "../src/storage/file-store.ts";
import { type DigestHarness, type Reader, startDigestHarness } from "./support/digest-harness.ts";
import { TEST_APP_URL } from "./support/test-app.ts";

describe.each(testDatabases())("digest files on $name", ({ create }) => {
  let h: DigestHarness;
  let now = new Date("2026-11-24T10:00:00Z");

  beforeAll(async () => {
    h = await startDigestHarness({ database: create, now: () => now });
  }, 60_000);
  afterAll(() => h?.close());

  async function digestOf(reader: Reader, sessionId: string, newsletters: number, prefix: string) {
    await h.plantNewsletters(reader, newsletters, prefix);
    await h.sync(reader);
    const { digestId } = await reader.client.trpc.digest.generate.mutate({ sessionId, format: "both" });
    await runDigestJob(h.jobDeps, digestId);
    return digestId;
  }

  const download = async (reader: Reader, url: string) => {
    const response = await reader.client.request(url.slice(TEST_APP_URL.length));
    expect(response.status).toBe(200);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      disposition: response.headers.get("content-disposition"),
    };
  };

  it("SEC-14: two digests on one day → two history rows, each downloading the book its e-mail carried", async () => {
    const reader = await h.newReader("same-day");
    const first = await digestOf(reader, "morning", 2, "Morning");
    now = new Date("2026-11-24T18:30:00Z");
    const second = await digestOf(reader, "evening", 3, "Evening");

    const history = await reader.client.trpc.digest.history.query();
    expect(history.map((entry) => entry.id)).toEqual([second, first]);
    const emails = h.sentTo(reader);
    expect(emails).toHaveLength(2);
    const expected = {
      [first]: { email: emails[0]!, names: ["Folio Digest 2026-11-24.pdf", "Folio Digest 2026-11-24.epub"] },
      [second]: {
        email: emails[1]!,
        names: ["Folio Digest 2026-11-24 (2).pdf", "Folio Digest 2026-11-24 (2).epub"],
      },
    };
    for (const entry of history) {
      const { email, names } = expected[entry.id]!;
      expect(entry.files.map((file) => file.filename)).toEqual(names);
      expect(email.attachments.map((attachment) => attachment.name)).toEqual(names);
      for (const [index, file] of entry.files.entries()) {
        // Stored in the digest's own folder, so no other digest can touch it.
        expect(file.url).toContain(`/api/files/user-files/${reader.userId}/${entry.id}/`);
        const { body, disposition } = await download(reader, file.url);
        expect(body.equals(email.attachments[index]!.content)).toBe(true);
        expect(file.size).toBe(body.length);
        expect(disposition).toContain(`filename="${names[index]}"`);
        expect(disposition).toContain(
          `filename*=UTF-8''${encodeURIComponent(names[index]!).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
        );
      }
    }
    // Two different books, not one overwritten by the other.
    const [morningPdf, eveningPdf] = [emails[0]!.attachments[0]!, emails[1]!.attachments[0]!];
    expect(morningPdf.content.equals(eveningPdf.content)).toBe(false);
  }, 300_000);

  it("a digest stored under the old shared names ({userId}/{file}) still downloads from the history", async () => {
    const reader = await h.newReader("legacy");
    const objectPath = userObjectPath(reader.userId, "folio-digest-2026-11-20.epub");
    const content = Buffer.from("PK\u0003\u0004 an older book");
    await h.testApp.files.upload(objectPath, content, { contentType: "application/epub+zip", upsert: true });
    await insertDigest(h.handle.db, {
      userId: reader.userId,
      sessionId: "before-the-move",
      status: "completed",
      format: "epub",
      emailIds: [],
      destinationEmail: reader.email,
      itemCount: 1,
      files: [
        {
          filename: "folio-digest-2026-11-20.epub",
          contentType: "application/epub+zip",
          size: content.length,
          objectPath,
          part: 1,
        },
      ],
    });
    const [entry] = await reader.client.trpc.digest.history.query();
    const { body, disposition } = await download(reader, entry!.files[0]!.url);
    expect(body.equals(content)).toBe(true);
    expect(disposition).toContain('filename="folio-digest-2026-11-20.epub"');
  }, 60_000);
});
