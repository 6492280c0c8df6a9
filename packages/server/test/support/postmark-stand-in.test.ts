import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type PostmarkStandIn, startPostmarkStandIn } from "./postmark-stand-in.ts";

/** The stand-in must refuse what Postmark refuses, or tests against it prove nothing. */
describe("Postmark stand-in", () => {
  let standIn: PostmarkStandIn;
  beforeAll(async () => {
    standIn = await startPostmarkStandIn();
  });
  beforeEach(() => standIn.reset());
  afterAll(() => standIn.close());

  function post(body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${standIn.url}/email`, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "X-Postmark-Server-Token": standIn.serverToken,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  const valid = {
    From: "digest@folio.example",
    To: "reader@example.com",
    Subject: "Hi",
    TextBody: "Hello",
    MessageStream: "outbound",
  };

  it("accepts a valid message with Postmark's success answer", async () => {
    const response = await post(valid);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      To: "reader@example.com",
      SubmittedAt: expect.any(String),
      MessageID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ErrorCode: 0,
      Message: "OK",
    });
    expect(standIn.sent).toHaveLength(1);
  });

  it("answers 401 with ErrorCode 10 for a missing or wrong server token", async () => {
    const missing = await post(valid, { "X-Postmark-Server-Token": "" });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ ErrorCode: 10 });
    const wrong = await post(valid, { "X-Postmark-Server-Token": "nope" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      ErrorCode: 10,
      Message: "Request does not contain a valid Server token.",
    });
    expect(standIn.sent).toHaveLength(0);
    expect(standIn.requests.map((request) => request.status)).toEqual([401, 401]);
  });

  it("refuses non-JSON bodies, bad addresses, missing bodies, unknown streams and bad attachments", async () => {
    const cases: [unknown, number, RegExp][] = [
      ["{not json", 402, /Invalid JSON/],
      [{ ...valid, From: "nobody" }, 300, /Invalid 'From' address/],
      [{ ...valid, To: "reader@example.com, broken" }, 300, /^Invalid 'To' address: 'broken'\.$/],
      [{ ...valid, TextBody: undefined }, 300, /TextBody or HtmlBody/],
      [{ ...valid, MessageStream: "broadcast" }, 1235, /MessageStream/],
      [
        { ...valid, Attachments: [{ Name: "a.pdf", Content: "***", ContentType: "application/pdf" }] },
        300,
        /base64/,
      ],
    ];
    for (const [body, errorCode, message] of cases) {
      const response = await post(body);
      expect(response.status).toBe(422);
      const answer = (await response.json()) as { ErrorCode: number; Message: string };
      expect(answer.ErrorCode).toBe(errorCode);
      expect(answer.Message).toMatch(message);
    }
    expect(standIn.sent).toHaveLength(0);
  });

  it("refuses messages over 10 MB counted after base64, with Postmark's wording", async () => {
    const content = Buffer.alloc(7_900_000).toString("base64");
    const response = await post({
      ...valid,
      Attachments: [{ Name: "big.pdf", Content: content, ContentType: "application/pdf" }],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ErrorCode: 300,
      Message: "Attachments too big. The total size should be less than 10485760 bytes.",
    });
  });

  it("fails the next N requests as told, then accepts again", async () => {
    standIn.failNext(2, { status: 500 });
    expect((await post(valid)).status).toBe(500);
    expect((await post(valid)).status).toBe(500);
    expect((await post(valid)).status).toBe(200);

    standIn.failNext(1, { status: 422, errorCode: 406, message: "inactive" });
    const response = await post(valid);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ ErrorCode: 406, Message: "inactive" });
  });

  it("lets a test wait for a message that arrives later", async () => {
    const arrival = standIn.waitForSent((email) => email.subject === "Later");
    await post({ ...valid, Subject: "Sooner" });
    await post({ ...valid, Subject: "Later" });
    await expect(arrival).resolves.toMatchObject({ subject: "Later" });
    await expect(standIn.waitForSent((email) => email.subject === "Never", 50)).rejects.toThrow(
      /no matching/,
    );
  });
});
