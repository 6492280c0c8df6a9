import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MailDeliveryError, type OutgoingMail } from "../../src/mail/mail-transport.ts";
import { createPostmarkTransport } from "../../src/mail/postmark-transport.ts";
import { freePort } from "../support/free-port.ts";
import { type PostmarkStandIn, startPostmarkStandIn } from "../support/postmark-stand-in.ts";

const FROM = "Folio <digest@folio.example>";

const digest: OutgoingMail = {
  to: "reader@example.com",
  subject: "Your Folio digest — Nov 21, 2026 · 2 newsletters",
  html: "<p>Your digest</p>",
  text: "Your digest",
  tag: "digest",
  attachments: [
    {
      name: "digest.pdf",
      contentType: "application/pdf",
      content: Buffer.from("%PDF-1.7 \u0000\u00ff binary"),
    },
    { name: "digest.epub", contentType: "application/epub+zip", content: Buffer.from([0x50, 0x4b, 3, 4, 0]) },
  ],
};

async function sendAndCatch(send: Promise<unknown>): Promise<MailDeliveryError> {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  return error as MailDeliveryError;
}

describe("Postmark transport through the real client", () => {
  let standIn: PostmarkStandIn;
  let transport: ReturnType<typeof createPostmarkTransport>;

  beforeAll(async () => {
    standIn = await startPostmarkStandIn();
    transport = createPostmarkTransport({
      serverToken: standIn.serverToken,
      from: FROM,
      apiUrl: standIn.url,
    });
  });
  beforeEach(() => standIn.reset());
  afterAll(() => standIn.close());

  it("posts the message to /email with the server token, fields and base64 attachments", async () => {
    const result = await transport.send(digest);

    expect(transport.kind).toBe("postmark");
    const [request] = standIn.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/email");
    expect(request?.headers["x-postmark-server-token"]).toBe(standIn.serverToken);
    expect(request?.headers["content-type"]).toMatch(/^application\/json/);

    const [email] = standIn.sent;
    expect(result.messageId).toBe(email?.messageId);
    expect(email).toMatchObject({
      from: FROM,
      to: "reader@example.com",
      subject: digest.subject,
      htmlBody: digest.html,
      textBody: digest.text,
      messageStream: "outbound",
      tag: "digest",
      trackOpens: false,
      trackLinks: "None",
    });
    expect(email?.body.Attachments).toEqual([
      {
        Name: "digest.pdf",
        Content: digest.attachments?.[0]?.content.toString("base64"),
        ContentType: "application/pdf",
        ContentID: null,
      },
      {
        Name: "digest.epub",
        Content: digest.attachments?.[1]?.content.toString("base64"),
        ContentType: "application/epub+zip",
        ContentID: null,
      },
    ]);
    expect(email?.attachments[0]?.content.equals(digest.attachments?.[0]?.content ?? Buffer.alloc(0))).toBe(
      true,
    );
  });

  it("uses the message's own sender and stream when given, and sends no Attachments field without files", async () => {
    const custom = createPostmarkTransport({
      serverToken: standIn.serverToken,
      from: FROM,
      apiUrl: `${standIn.url}/`,
      messageStream: "outbound",
    });
    await custom.send({
      to: "Reader <reader@example.com>",
      from: "Folio Accounts <accounts@folio.example>",
      subject: "Confirm your Folio account",
      html: "<p>Confirm</p>",
      text: "Confirm",
    });
    expect(standIn.sent[0]?.from).toBe("Folio Accounts <accounts@folio.example>");
    expect(standIn.sent[0]?.to).toBe("Reader <reader@example.com>");
    expect(standIn.sent[0]?.body).not.toHaveProperty("Attachments");
    expect(standIn.sent[0]?.body).not.toHaveProperty("Tag");
  });

  it("maps an invalid destination (422, ErrorCode 300) to a rejected, final error naming the address", async () => {
    const error = await sendAndCatch(transport.send({ ...digest, to: "not-an-address" }));
    expect(error).toMatchObject({ kind: "rejected", retryable: false, providerCode: 300, statusCode: 422 });
    expect(error.message).toBe(
      "Your digest could not be delivered: the e-mail service rejected the destination address “not-an-address”. Please check that it is a valid e-mail address.",
    );
    expect(error.detail).toBe("Invalid 'To' address: 'not-an-address'.");
    expect(standIn.sent).toHaveLength(0);
  });

  it("maps an inactive recipient (422, ErrorCode 406) to a rejected, final error", async () => {
    standIn.markInactive("bounced@example.com");
    const error = await sendAndCatch(transport.send({ ...digest, to: "bounced@example.com" }));
    expect(error).toMatchObject({ kind: "rejected", retryable: false, providerCode: 406, statusCode: 422 });
    expect(error.message).toContain("“bounced@example.com”");
    expect(error.message).toContain("Please use a different destination address.");
  });

  it("maps a bad server token (401, ErrorCode 10) to a final 'not set up correctly' error", async () => {
    const wrongToken = createPostmarkTransport({ serverToken: "wrong", from: FROM, apiUrl: standIn.url });
    const error = await sendAndCatch(wrongToken.send({ ...digest, tag: "confirm-email" }));
    expect(error).toMatchObject({ kind: "unavailable", retryable: false, providerCode: 10, statusCode: 401 });
    expect(error.message).toBe(
      "The e-mail could not be sent because Folio's e-mail service is not set up correctly. Please try again later, and contact support if it keeps happening.",
    );
  });

  it("maps a server error (500) to a retryable 'unavailable' error, and succeeds once Postmark recovers", async () => {
    standIn.failNext(1, { status: 500 });
    const error = await sendAndCatch(transport.send(digest));
    expect(error).toMatchObject({ kind: "unavailable", retryable: true, statusCode: 500 });
    expect(error.message).toBe(
      "The e-mail service is unavailable right now. Please try again in a few minutes.",
    );

    await expect(transport.send(digest)).resolves.toMatchObject({ messageId: expect.any(String) });
    expect(standIn.sent).toHaveLength(1);
  });

  it.each([503, 429])("maps HTTP %i to a retryable 'unavailable' error", async (status) => {
    standIn.failNext(1, { status });
    const error = await sendAndCatch(transport.send(digest));
    expect(error).toMatchObject({ kind: "unavailable", retryable: true, statusCode: status });
  });

  it("maps a dropped connection and a refused connection to retryable 'unavailable' errors", async () => {
    standIn.failNext(1, { disconnect: true });
    const dropped = await sendAndCatch(transport.send(digest));
    expect(dropped).toMatchObject({ kind: "unavailable", retryable: true, statusCode: 0 });

    const port = await freePort();
    const unreachable = createPostmarkTransport({
      serverToken: "t",
      from: FROM,
      apiUrl: `http://127.0.0.1:${port}`,
    });
    const refused = await sendAndCatch(unreachable.send(digest));
    expect(refused).toMatchObject({ kind: "unavailable", retryable: true, statusCode: 0 });
  });

  it("maps Postmark's size refusal (422, ErrorCode 300, 'Attachments too big') to too_large", async () => {
    standIn.failNext(1, {
      status: 422,
      errorCode: 300,
      message: "Attachments too big. The total size should be less than 10485760 bytes.",
    });
    const error = await sendAndCatch(transport.send(digest));
    expect(error).toMatchObject({ kind: "too_large", retryable: false, providerCode: 300 });
    expect(error.message).toBe(
      "Your digest is too large to send by e-mail (the limit is 10 MB). Please try again with fewer newsletters.",
    );
  });

  it("refuses a message over 10 MB after base64 without uploading it", async () => {
    // 7.9 MB of raw bytes become 10.5 MB of base64.
    const big = {
      ...digest,
      attachments: [{ name: "big.pdf", contentType: "application/pdf", content: Buffer.alloc(7_900_000) }],
    };
    const error = await sendAndCatch(transport.send(big));
    expect(error).toMatchObject({ kind: "too_large", retryable: false });
    expect(standIn.requests).toHaveLength(0);
  });

  it("maps any other refusal to a final 'rejected' error without guessing at the cause", async () => {
    standIn.failNext(1, {
      status: 422,
      errorCode: 400,
      message: "The 'From' address you supplied is not a Sender Signature.",
    });
    const error = await sendAndCatch(transport.send(digest));
    expect(error).toMatchObject({ kind: "rejected", retryable: false, providerCode: 400 });
    expect(error.message).toBe(
      "Your digest could not be sent: the e-mail service refused the message. Please try again later, and contact support if it keeps happening.",
    );
  });
});
