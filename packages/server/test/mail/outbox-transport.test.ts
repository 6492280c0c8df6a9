import type { DbHandle } from "@folio/db/client";
import { getOutboxAttachment, getOutboxMessage, listOutboxMessages } from "@folio/db/queries";
import { testDatabases } from "@folio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailDeliveryError } from "../../src/mail/mail-transport.ts";
import { createOutboxTransport } from "../../src/mail/outbox-transport.ts";

describe.each(testDatabases())("outbox transport on $name", ({ create }) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await create();
  });
  afterAll(() => handle.close());

  it("stores the message with its sender, bodies and attachment bytes, and returns its id", async () => {
    const transport = createOutboxTransport({ db: handle.db, from: "Folio <digest@folio.localhost>" });
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    const { messageId } = await transport.send({
      to: "reader@example.com",
      subject: "Your digest",
      html: "<p>Your digest</p>",
      text: "Your digest",
      attachments: [{ name: "digest.pdf", contentType: "application/pdf", content: pdf }],
    });

    expect(transport.kind).toBe("outbox");
    const stored = await getOutboxMessage(handle.db, { id: messageId });
    expect(stored).toMatchObject({
      to: "reader@example.com",
      from: "Folio <digest@folio.localhost>",
      subject: "Your digest",
      html: "<p>Your digest</p>",
      text: "Your digest",
      attachments: [{ name: "digest.pdf", contentType: "application/pdf", size: pdf.length }],
    });
    const attachment = await getOutboxAttachment(handle.db, {
      messageId,
      attachmentId: stored?.attachments[0]?.id ?? "",
    });
    expect(attachment?.content.equals(pdf)).toBe(true);
  });

  it("keeps the message's own sender when it names one", async () => {
    const transport = createOutboxTransport({ db: handle.db, from: "Folio <digest@folio.localhost>" });
    const { messageId } = await transport.send({
      to: "Reader <reader@example.com>",
      from: "Accounts <accounts@folio.localhost>",
      subject: "Confirm",
      html: "<p>Confirm</p>",
      text: "Confirm",
    });
    expect((await listOutboxMessages(handle.db))[0]).toMatchObject({
      id: messageId,
      from: "Accounts <accounts@folio.localhost>",
      to: "Reader <reader@example.com>",
      attachments: [],
    });
  });

  it("refuses what Postmark would refuse: a malformed address and a message over 10 MB", async () => {
    const transport = createOutboxTransport({ db: handle.db, from: "digest@folio.localhost" });
    const before = (await listOutboxMessages(handle.db)).length;

    const badAddress = await transport
      .send({ to: "reader at example", subject: "s", html: "h", text: "t", tag: "digest" })
      .catch((error: unknown) => error);
    expect(badAddress).toBeInstanceOf(MailDeliveryError);
    expect(badAddress).toMatchObject({ kind: "rejected", retryable: false });
    expect((badAddress as Error).message).toContain("rejected the destination address “reader at example”");

    const tooLarge = await transport
      .send({
        to: "reader@example.com",
        subject: "s",
        html: "h",
        text: "t",
        attachments: [{ name: "big.pdf", contentType: "application/pdf", content: Buffer.alloc(7_900_000) }],
      })
      .catch((error: unknown) => error);
    expect(tooLarge).toMatchObject({ kind: "too_large", retryable: false });

    expect(await listOutboxMessages(handle.db)).toHaveLength(before);
  });
});
