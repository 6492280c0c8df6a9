import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import type { DbHandle } from "@folio/db/client";
import { testDatabases } from "@folio/db/testing";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailTransport } from "../../src/mail/mail-transport.ts";
import { createOutboxTransport } from "../../src/mail/outbox-transport.ts";
import {
  attachmentDisposition,
  OUTBOX_LOCAL_ONLY_MESSAGE,
  type OutboxMessageJson,
} from "../../src/rest/dev-outbox.ts";
import { createTestApp } from "../support/test-app.ts";

describe.each(testDatabases())("GET /api/dev/outbox on $name", ({ create }) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let mail: MailTransport;

  beforeAll(async () => {
    handle = await create();
    mail = createOutboxTransport({ db: handle.db, from: "Folio <digest@folio.localhost>" });
    app = createTestApp(handle, { mail }).app;
  });
  afterAll(() => handle.close());

  const pdf = Buffer.from("%PDF-1.7\n\u0000\u00ff binary body");

  it("lists messages newest first, each with its attachments and their download URLs", async () => {
    const older = await mail.send({
      to: "reader@example.com",
      subject: "Confirm",
      html: "<p>c</p>",
      text: "c",
    });
    const newer = await mail.send({
      to: "reader@example.com",
      subject: "Your digest",
      html: "<p>d</p>",
      text: "d",
      attachments: [{ name: "Folio digest — Nov 21.pdf", contentType: "application/pdf", content: pdf }],
    });

    const response = await app.request("/api/dev/outbox");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const messages = (await response.json()) as OutboxMessageJson[];
    expect(messages.map((message) => message.id).slice(0, 2)).toEqual([newer.messageId, older.messageId]);

    const [digest] = messages;
    expect(digest).toEqual({
      id: newer.messageId,
      to: "reader@example.com",
      from: "Folio <digest@folio.localhost>",
      subject: "Your digest",
      html: "<p>d</p>",
      text: "d",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      attachments: [
        {
          id: expect.any(String),
          name: "Folio digest — Nov 21.pdf",
          contentType: "application/pdf",
          size: pdf.length,
          url: `/api/dev/outbox/${newer.messageId}/attachments/${digest?.attachments[0]?.id}`,
        },
      ],
    });

    const one = await app.request(`/api/dev/outbox/${older.messageId}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id: older.messageId, subject: "Confirm", attachments: [] });
  });

  it("downloads an attachment with its bytes, content type and file name", async () => {
    const { messageId } = await mail.send({
      to: "reader@example.com",
      subject: "Files",
      html: "<p>f</p>",
      text: "f",
      attachments: [{ name: "Folio digest — Nov 21.pdf", contentType: "application/pdf", content: pdf }],
    });
    const listed = (await (await app.request("/api/dev/outbox")).json()) as OutboxMessageJson[];
    const url = listed.find((message) => message.id === messageId)?.attachments[0]?.url ?? "";

    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Folio digest _ Nov 21.pdf"; filename*=UTF-8''Folio%20digest%20%E2%80%94%20Nov%2021.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it.each([
    ["an unknown message", () => `/api/dev/outbox/${randomUUID()}`],
    ["a malformed message id", () => "/api/dev/outbox/not-a-uuid"],
    ["an unknown attachment", () => `/api/dev/outbox/${randomUUID()}/attachments/${randomUUID()}`],
    ["malformed attachment ids", () => "/api/dev/outbox/x/attachments/'%20or%201=1"],
  ])("answers 404 JSON for %s", async (_name, path) => {
    const response = await app.request(path());
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^No such/) });
  });

  it("does not serve an attachment under a message it does not belong to", async () => {
    const owner = await mail.send({
      to: "a@example.com",
      subject: "owner",
      html: "o",
      text: "o",
      attachments: [{ name: "a.txt", contentType: "text/plain", content: Buffer.from("a") }],
    });
    const other = await mail.send({ to: "b@example.com", subject: "other", html: "o", text: "o" });
    const ownerJson = (await (
      await app.request(`/api/dev/outbox/${owner.messageId}`)
    ).json()) as OutboxMessageJson;
    const attachmentId = ownerJson.attachments[0]?.id;
    const response = await app.request(`/api/dev/outbox/${other.messageId}/attachments/${attachmentId}`);
    expect(response.status).toBe(404);
  });

  it("answers only a browser on this machine, also behind a proxy, when Folio listens on every interface", async () => {
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
    const { port } = server.address() as AddressInfo;
    // This machine's own address on its network: a request to it does not come from loopback.
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === "IPv4" && !address.internal)?.address;
    try {
      const local = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`);
      expect(local.status).toBe(200);
      const proxied = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`, {
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(proxied.status).toBe(403);
      expect(await proxied.json()).toEqual({ error: OUTBOX_LOCAL_ONLY_MESSAGE });
      const message = await mail.send({ to: "a@example.com", subject: "reset", html: "r", text: "r" });
      for (const path of ["/api/dev/outbox", `/api/dev/outbox/${message.messageId}`]) {
        const viaProxy = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { "x-forwarded-for": "127.0.0.1, 198.51.100.7" },
        });
        expect(viaProxy.status, path).toBe(403);
      }
      if (lan) {
        // Addressed by a name that is not Folio's, it is refused even before the outbox's own check.
        const remote = await fetch(`http://${lan}:${port}/api/dev/outbox`);
        expect(remote.status).toBe(421);
        expect(await remote.text()).not.toContain("reset");
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("does not exist when e-mail goes through Postmark", async () => {
    const postmark: MailTransport = { kind: "postmark", send: async () => ({ messageId: "x" }) };
    const postmarkApp = createTestApp(handle, { mail: postmark }).app;
    const response = await postmarkApp.request("/api/dev/outbox");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found." });
  });
});

describe("attachmentDisposition", () => {
  it("keeps header-breaking characters out of the plain file name", () => {
    expect(attachmentDisposition('a"b\\c\r\nd.pdf')).toBe(
      `attachment; filename="a_b_c__d.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0Ad.pdf`,
    );
  });
});
