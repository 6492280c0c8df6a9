import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import {
  getOutboxAttachment,
  getOutboxMessage,
  insertOutboxMessage,
  listOutboxMessages,
} from "../src/queries/outbox.ts";
import { outboxAttachments, outboxMessages } from "../src/schema.ts";
import { testDatabases } from "../src/testing.ts";

const pdfBytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10]);

describe.each(testDatabases())("outbox queries on $name", ({ create }) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await create();
  });
  afterAll(() => handle.close());

  it("stores a message with its attachments and reads the bytes back unchanged", async () => {
    const { id } = await insertOutboxMessage(handle.db, {
      to: "reader@example.com",
      from: "Folio <digest@folio.localhost>",
      subject: "Your digest",
      html: "<p>Hi</p>",
      text: "Hi",
      attachments: [
        { name: "digest.pdf", contentType: "application/pdf", content: pdfBytes },
        { name: "digest.epub", contentType: "application/epub+zip", content: Buffer.from("epub") },
      ],
    });

    const message = await getOutboxMessage(handle.db, { id });
    expect(message).toMatchObject({ to: "reader@example.com", subject: "Your digest", html: "<p>Hi</p>" });
    expect(message?.attachments.map((a) => [a.name, a.contentType, a.size])).toEqual([
      ["digest.epub", "application/epub+zip", 4],
      ["digest.pdf", "application/pdf", pdfBytes.length],
    ]);

    const pdf = message?.attachments.find((a) => a.name === "digest.pdf");
    const attachment = await getOutboxAttachment(handle.db, { messageId: id, attachmentId: pdf?.id ?? "" });
    expect(Buffer.isBuffer(attachment?.content)).toBe(true);
    expect(attachment?.content.equals(pdfBytes)).toBe(true);
  });

  it("lists the newest message first", async () => {
    const first = await insertOutboxMessage(handle.db, {
      to: "a@example.com",
      from: "f@example.com",
      subject: "older",
      html: "",
      text: "",
    });
    const second = await insertOutboxMessage(handle.db, {
      to: "b@example.com",
      from: "f@example.com",
      subject: "newer",
      html: "",
      text: "",
    });
    const listed = await listOutboxMessages(handle.db);
    const ids = listed.map((message) => message.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(listed.find((message) => message.id === first.id)?.attachments).toEqual([]);
    expect(await listOutboxMessages(handle.db, { limit: 1 })).toHaveLength(1);
  });

  it("answers null for unknown ids and for an attachment asked for under another message", async () => {
    expect(await getOutboxMessage(handle.db, { id: randomUUID() })).toBeNull();
    const owner = await insertOutboxMessage(handle.db, {
      to: "c@example.com",
      from: "f@example.com",
      subject: "with file",
      html: "",
      text: "",
      attachments: [{ name: "a.txt", contentType: "text/plain", content: Buffer.from("a") }],
    });
    const other = await insertOutboxMessage(handle.db, {
      to: "d@example.com",
      from: "f@example.com",
      subject: "without",
      html: "",
      text: "",
    });
    const [attachment] = (await getOutboxMessage(handle.db, { id: owner.id }))?.attachments ?? [];
    expect(attachment).toBeDefined();
    expect(
      await getOutboxAttachment(handle.db, { messageId: other.id, attachmentId: attachment?.id ?? "" }),
    ).toBeNull();
  });

  it("deletes a message's attachments with it", async () => {
    const { id } = await insertOutboxMessage(handle.db, {
      to: "e@example.com",
      from: "f@example.com",
      subject: "to delete",
      html: "",
      text: "",
      attachments: [{ name: "b.txt", contentType: "text/plain", content: Buffer.from("b") }],
    });
    await handle.db.delete(outboxMessages).where(eq(outboxMessages.id, id));
    const [row] = await handle.db
      .select({ n: count() })
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, id));
    expect(row?.n).toBe(0);
  });
});
