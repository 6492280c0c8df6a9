/**
 * Drives every Gmail method the sandbox implements through the real @googleapis/gmail client and
 * google-auth-library, so Folio's sync code meets the same requests, shapes and errors as Google's.
 */
import { type gmail_v1, gmail as gmailClient } from "@googleapis/gmail";
import { OAuth2Client } from "google-auth-library";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandboxServer } from "../src/index.ts";
import { buildMessage } from "../src/mime/build-mime.ts";
import { FOLIO_SCOPES, signIn } from "./support/consent-flow.ts";
import { testMessage } from "./support/test-messages.ts";

const client = { clientId: "folio-test.apps.googleusercontent.com", clientSecret: "test-secret" };
const NO_RETRY = { retry: false } as const;

interface GmailErrorBody {
  error: {
    code: number;
    message: string;
    status: string;
    errors: { reason: string; domain: string; message: string }[];
  };
}

/** Runs a call that must fail and returns Gmail's status, headers and error body. */
async function failure(
  call: Promise<unknown>,
): Promise<{ status: number; body: GmailErrorBody; headers: Headers }> {
  try {
    await call;
  } catch (error) {
    const e = error as {
      status?: number;
      response?: { status: number; data: GmailErrorBody; headers: Headers };
    };
    if (!e.response) throw error;
    return { status: e.response.status, body: e.response.data, headers: e.response.headers };
  }
  throw new Error("expected the call to fail");
}

async function connect(server: RunningSandbox, email: string, scopes = FOLIO_SCOPES) {
  const tokens = await signIn(server.url, { email, scopes, offline: true, prompt: "consent", client });
  const auth = new OAuth2Client({
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    endpoints: { oauth2TokenUrl: `${server.url}/token` },
  });
  // Only the refresh token: the client must fetch its own access token from the sandbox.
  auth.setCredentials({ refresh_token: tokens.refresh_token! });
  return { auth, gmail: gmailClient({ version: "v1", auth, rootUrl: `${server.url}/` }) };
}

describe("Gmail API through @googleapis/gmail", () => {
  let server: RunningSandbox;
  let gmail: gmail_v1.Gmail;
  const email = "reader@example.com";

  beforeAll(async () => {
    // Quota off here: this block checks shapes; the usage-limits block below checks the quota.
    server = await startSandboxServer({ client, seedMailboxes: false, quotaUnitsPerMinute: 0 });
    ({ gmail } = await connect(server, email));
  });
  afterAll(() => server.close());

  let readLaterId = "";
  const inserted: string[] = [];

  it("users.getProfile", async () => {
    const { data } = await gmail.users.getProfile({ userId: "me" });
    expect(data).toEqual({
      emailAddress: email,
      messagesTotal: 0,
      threadsTotal: 0,
      historyId: expect.any(String),
    });
  });

  it("labels.list, labels.create (409 on duplicates) and labels.get", async () => {
    const { data } = await gmail.users.labels.list({ userId: "me" });
    const ids = data.labels!.map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining(["INBOX", "SENT", "TRASH", "SPAM", "UNREAD", "STARRED"]));
    expect(data.labels!.every((l) => l.type === "system")).toBe(true);

    const created = await gmail.users.labels.create({
      userId: "me",
      requestBody: { name: "Read Later", labelListVisibility: "labelShow", messageListVisibility: "show" },
    });
    expect(created.data).toMatchObject({ id: "Label_1", name: "Read Later", type: "user" });
    readLaterId = created.data.id!;

    const duplicate = await failure(
      gmail.users.labels.create({ userId: "me", requestBody: { name: "read later" } }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatchObject({
      code: 409,
      message: "Label name exists or conflicts",
      errors: [{ reason: "duplicate", domain: "global" }],
    });

    const label = await gmail.users.labels.get({ userId: "me", id: readLaterId });
    expect(label.data).toMatchObject({ name: "Read Later", messagesTotal: 0, threadsUnread: 0 });
    expect((await failure(gmail.users.labels.get({ userId: "me", id: "Label_99" }))).status).toBe(404);
  });

  it("messages.insert as JSON raw and as a multipart upload", async () => {
    const now = Date.now();
    for (const [i, sender] of [
      "Alpha News <news@alpha.example>",
      "Beta Weekly <hi@beta.example>",
      "Gamma <g@gamma.example>",
    ].entries()) {
      const raw = testMessage({
        from: sender,
        subject: `Issue ${i + 1} from ${sender.split(" ")[0]}`,
        date: new Date(now - i * 3600_000),
      });
      const { data } = await gmail.users.messages.insert({
        userId: "me",
        internalDateSource: "dateHeader",
        requestBody: {
          raw: raw.toString("base64url"),
          labelIds: i === 0 ? ["INBOX", "UNREAD", readLaterId] : ["INBOX"],
        },
      });
      expect(data.id).toMatch(/^[0-9a-f]{16}$/);
      inserted.push(data.id!);
    }
    // The client sends `media` to the /upload path; it only honours a per-call rootUrl there.
    const upload = await gmail.users.messages.insert(
      {
        userId: "me",
        requestBody: { labelIds: ["INBOX", readLaterId] },
        media: {
          mimeType: "message/rfc822",
          body: testMessage({ from: "Delta <d@delta.example>", subject: "Uploaded issue" }).toString(
            "latin1",
          ),
        },
      },
      { rootUrl: `${server.url}/` },
    );
    expect(upload.data.labelIds).toEqual(["INBOX", readLaterId]);
    inserted.push(upload.data.id!);

    const missingRaw = await failure(
      gmail.users.messages.insert({ userId: "me", requestBody: { labelIds: ["INBOX"] } }),
    );
    expect(missingRaw.status).toBe(400);
    const badLabel = await failure(
      gmail.users.messages.insert({
        userId: "me",
        requestBody: {
          raw: testMessage({ from: "x@y.example", subject: "x" }).toString("base64url"),
          labelIds: ["Label_404"],
        },
      }),
    );
    expect(badLabel.body.error.message).toBe("Invalid label: Label_404");
  });

  it("messages.list: labelIds (AND), q, paging, newest first", async () => {
    const all = await gmail.users.messages.list({ userId: "me" });
    expect(all.data.resultSizeEstimate).toBe(4);
    // The upload used receivedTime (now), so it is newest; the rest follow their Date headers.
    expect(all.data.messages!.map((m) => m.id)).toEqual([inserted[3], inserted[0], inserted[1], inserted[2]]);

    const both = await gmail.users.messages.list({ userId: "me", labelIds: ["INBOX", readLaterId] });
    expect(both.data.messages!.map((m) => m.id).sort()).toEqual([inserted[0], inserted[3]].sort());

    const byQuery = async (q: string) =>
      (await gmail.users.messages.list({ userId: "me", q })).data.messages?.map((m) => m.id) ?? [];
    expect((await byQuery("label:read-later")).sort()).toEqual([inserted[0], inserted[3]].sort());
    expect(await byQuery('label:"Read Later" from:alpha')).toEqual([inserted[0]]);
    expect(await byQuery("subject:(Issue 2)")).toEqual([inserted[1]]);
    expect((await byQuery("newer_than:2d foo:bar")).length).toBe(4);
    expect(await byQuery("older_than:1d")).toEqual([]);
    expect(await byQuery("is:unread")).toEqual([inserted[0]]);

    const empty = await gmail.users.messages.list({ userId: "me", q: "from:nobody" });
    expect(empty.data).toEqual({ resultSizeEstimate: 0 });

    const seen: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await gmail.users.messages.list({
        userId: "me",
        maxResults: 3,
        ...(pageToken ? { pageToken } : {}),
      });
      seen.push(...page.data.messages!.map((m) => m.id!));
      pageToken = page.data.nextPageToken ?? undefined;
    } while (pageToken);
    expect(seen).toEqual(all.data.messages!.map((m) => m.id));
  });

  it("messages.get in every format, 404 for unknown ids", async () => {
    const id = inserted[0]!;
    const minimal = await gmail.users.messages.get({ userId: "me", id, format: "minimal" });
    expect(minimal.data).toMatchObject({ id, threadId: id, labelIds: ["INBOX", "UNREAD", readLaterId] });
    expect(minimal.data.payload).toBeUndefined();
    expect(Number(minimal.data.sizeEstimate)).toBeGreaterThan(100);

    const metadata = await gmail.users.messages.get({
      userId: "me",
      id,
      format: "metadata",
      metadataHeaders: ["Subject", "From"],
    });
    expect(metadata.data.payload!.headers!.map((h) => h.name).sort()).toEqual(["From", "Subject"]);

    const full = await gmail.users.messages.get({ userId: "me", id, format: "full" });
    const part = full.data.payload!;
    expect(part.mimeType).toBe("text/plain");
    expect(Buffer.from(part.body!.data!, "base64url").toString()).toContain("Hello from Alpha News");
    expect(full.data.snippet).toContain("Hello from Alpha News");

    const raw = await gmail.users.messages.get({ userId: "me", id, format: "raw" });
    expect(Buffer.from(raw.data.raw!, "base64url").toString()).toContain("Subject: Issue 1 from Alpha");

    expect(
      (await failure(gmail.users.messages.get({ userId: "me", id: "0123456789abcdef" }))).body.error,
    ).toMatchObject({
      code: 404,
      message: "Requested entity was not found.",
      status: "NOT_FOUND",
      errors: [{ reason: "notFound" }],
    });
    expect((await failure(gmail.users.messages.get({ userId: "me", id: "not-an-id" }))).status).toBe(400);
  });

  it("messages.get full keeps multipart trees and attachments", async () => {
    const raw = testMessage({
      from: "Html <h@html.example>",
      subject: "Both parts",
      html: "<p>Hi <b>there</b></p>",
    });
    const { data } = await gmail.users.messages.insert({
      userId: "me",
      requestBody: { raw: raw.toString("base64url") },
    });
    const full = await gmail.users.messages.get({ userId: "me", id: data.id! });
    const payload = full.data.payload!;
    expect(payload.mimeType).toBe("multipart/alternative");
    expect(payload.parts!.map((p) => [p.partId, p.mimeType])).toEqual([
      ["0", "text/plain"],
      ["1", "text/html"],
    ]);
    expect(Buffer.from(payload.parts![1]!.body!.data!, "base64url").toString()).toBe(
      "<p>Hi <b>there</b></p>",
    );
  });

  let historyStart = "";

  it("messages.modify and messages.batchModify (≤ 1000 ids)", async () => {
    historyStart = (await gmail.users.getProfile({ userId: "me" })).data.historyId!;
    const modified = await gmail.users.messages.modify({
      userId: "me",
      id: inserted[1]!,
      requestBody: { addLabelIds: [readLaterId], removeLabelIds: ["INBOX"] },
    });
    expect(modified.data.labelIds).toEqual([readLaterId]);

    const batch = await gmail.users.messages.batchModify({
      userId: "me",
      requestBody: { ids: [inserted[0]!, inserted[3]!], removeLabelIds: [readLaterId, "UNREAD"] },
    });
    expect(batch.status).toBe(204);
    const label = await gmail.users.labels.get({ userId: "me", id: readLaterId });
    expect(label.data.messagesTotal).toBe(1);

    const tooMany = await failure(
      gmail.users.messages.batchModify({
        userId: "me",
        requestBody: {
          ids: Array.from({ length: 1001 }, (_, i) => i.toString(16).padStart(16, "0")),
          addLabelIds: ["STARRED"],
        },
      }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.status).toBe("INVALID_ARGUMENT");
  });

  it("history.list reports adds and label changes, filters by type and label, and expires", async () => {
    const added = await gmail.users.messages.insert({
      userId: "me",
      requestBody: {
        raw: testMessage({ from: "Late <late@x.example>", subject: "After start" }).toString("base64url"),
        labelIds: ["INBOX"],
      },
    });
    const { data } = await gmail.users.history.list({ userId: "me", startHistoryId: historyStart });
    const records = data.history!;
    expect(Number(data.historyId)).toBeGreaterThan(Number(historyStart));
    expect(records.every((r) => Number(r.id) > Number(historyStart))).toBe(true);
    expect(records.flatMap((r) => r.labelsAdded ?? []).map((a) => [a.message!.id, a.labelIds])).toEqual([
      [inserted[1], [readLaterId]],
    ]);
    expect(records.flatMap((r) => r.labelsRemoved ?? []).map((a) => a.message!.id)).toEqual([
      inserted[1],
      inserted[0],
      inserted[3],
    ]);
    expect(records.flatMap((r) => r.messagesAdded ?? []).map((a) => a.message!.id)).toEqual([added.data.id]);

    const onlyAdds = await gmail.users.history.list({
      userId: "me",
      startHistoryId: historyStart,
      historyTypes: ["messageAdded"],
    });
    expect(onlyAdds.data.history!.map((r) => Object.keys(r).sort())).toEqual([
      ["id", "messages", "messagesAdded"],
    ]);

    const readLaterOnly = await gmail.users.history.list({
      userId: "me",
      startHistoryId: historyStart,
      labelId: readLaterId,
    });
    expect(readLaterOnly.data.history!.length).toBe(3);

    const paged = await gmail.users.history.list({
      userId: "me",
      startHistoryId: historyStart,
      maxResults: 2,
    });
    expect(paged.data.history!.length).toBe(2);
    const rest = await gmail.users.history.list({
      userId: "me",
      startHistoryId: historyStart,
      pageToken: paged.data.nextPageToken!,
    });
    expect(paged.data.history!.length + rest.data.history!.length).toBe(records.length);

    const current = data.historyId!;
    server.sandbox.expireHistory(email);
    const expired = await failure(gmail.users.history.list({ userId: "me", startHistoryId: historyStart }));
    expect(expired.status).toBe(404);
    expect(expired.body.error.errors[0]!.reason).toBe("notFound");
    const fromNow = await gmail.users.history.list({ userId: "me", startHistoryId: current });
    expect(fromNow.data.history).toBeUndefined();
  });

  it("admin view shows the mailbox by label name", async () => {
    const view = (await (await fetch(`${server.url}/admin/mailboxes/${email}`)).json()) as {
      labels: unknown[];
      messages: { id: string }[];
    };
    expect(view.labels).toEqual(
      expect.arrayContaining([{ id: readLaterId, name: "Read Later", type: "user" }]),
    );
    expect(view.messages.find((m) => m.id === inserted[1])).toMatchObject({
      subject: "Issue 2 from Beta",
      labelNames: ["Read Later"],
    });
  });

  it("rejects a bad access token with Gmail's 401 body", async () => {
    const auth = new OAuth2Client({ clientId: client.clientId, clientSecret: client.clientSecret });
    auth.setCredentials({ access_token: "ya29.bogus" });
    const bad = gmailClient({ version: "v1", auth, rootUrl: `${server.url}/` });
    const result = await failure(bad.users.getProfile({ userId: "me" }, NO_RETRY));
    expect(result.status).toBe(401);
    expect(result.body.error).toMatchObject({ status: "UNAUTHENTICATED", errors: [{ reason: "authError" }] });
  });

  it("rejects calls outside the granted scopes with 403 insufficientPermissions", async () => {
    const { gmail: readOnly } = await connect(server, "readonly@example.com", [
      "openid",
      "email",
      "https://www.googleapis.com/auth/gmail.readonly",
    ]);
    expect((await readOnly.users.labels.list({ userId: "me" })).status).toBe(200);
    const denied = await failure(
      readOnly.users.labels.create({ userId: "me", requestBody: { name: "Nope" } }),
    );
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({
      message: "Request had insufficient authentication scopes.",
      status: "PERMISSION_DENIED",
      errors: [{ reason: "insufficientPermissions" }],
    });
    const otherUser = await failure(readOnly.users.getProfile({ userId: "someone@else.example" }));
    expect(otherUser.body.error.message).toBe("Delegation denied for someone@else.example");
  });

  it("after revocation: 401 for the old access token, invalid_grant on the next refresh", async () => {
    const { auth, gmail: revoked } = await connect(server, "revoked@example.com");
    await revoked.users.getProfile({ userId: "me" });
    server.sandbox.revokeRefreshTokens("revoked@example.com");
    // The client knows its token's expiry, so it does not refresh on a 401 (as with Google).
    expect((await failure(revoked.users.getProfile({ userId: "me" }, NO_RETRY))).status).toBe(401);
    // Once the access token has expired, the client refreshes and learns the grant is gone.
    auth.setCredentials({ ...auth.credentials, expiry_date: Date.now() - 1000 });
    const error = await revoked.users.getProfile({ userId: "me" }).then(
      () => undefined,
      (e: { response?: { status: number; data?: unknown } }) => e,
    );
    expect(error?.response?.status).toBe(400);
    expect(error?.response?.data).toEqual({
      error: "invalid_grant",
      error_description: "Token has been expired or revoked.",
    });
  });

  it("injected faults: failNextRequests and latency; the client's own retry rides over a 500", async () => {
    server.sandbox.setChaos({ failNextRequests: [{ status: 503, count: 1 }] });
    const unavailable = await failure(gmail.users.labels.list({ userId: "me" }, NO_RETRY));
    expect(unavailable.status).toBe(503);
    expect(unavailable.body.error.errors[0]!.reason).toBe("backendError");

    server.sandbox.setChaos({ failNextRequests: [{ status: 500, count: 1 }], latencyMs: 30 });
    const started = Date.now();
    const retried = await gmail.users.labels.list({ userId: "me" });
    expect(retried.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    server.sandbox.setChaos({ latencyMs: 0 });
  });
});

describe("Gmail usage limits", () => {
  let server: RunningSandbox;
  let gmail: gmail_v1.Gmail;

  beforeAll(async () => {
    // 600 units/minute = 10 units/s, bucket of 10: two messages.list calls, then 429.
    server = await startSandboxServer({
      client,
      seedMailboxes: false,
      quotaUnitsPerMinute: 600,
      maxConcurrentPerUser: 2,
    });
    ({ gmail } = await connect(server, "quota@example.com"));
  });
  afterAll(() => server.close());

  it("answers 429 rateLimitExceeded with Retry-After once the per-user quota is spent", async () => {
    await gmail.users.messages.list({ userId: "me" }, NO_RETRY);
    await gmail.users.messages.list({ userId: "me" }, NO_RETRY);
    const limited = await failure(gmail.users.messages.list({ userId: "me" }, NO_RETRY));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.body.error).toMatchObject({
      code: 429,
      message: "User-rate limit exceeded",
      status: "RESOURCE_EXHAUSTED",
      errors: [{ reason: "rateLimitExceeded", domain: "usageLimits" }],
    });
    const stats = server.sandbox.stats("quota@example.com");
    expect(stats).toEqual({ requests: 3, unitsUsed: 10, rateLimited: 1 });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await gmail.users.messages.list({ userId: "me" }, NO_RETRY)).status).toBe(200);
  });

  it("answers 429 'Too many concurrent requests for user' above the concurrency cap", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    server.sandbox.setChaos({ latencyMs: 150 });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => gmail.users.labels.list({ userId: "me" }, NO_RETRY)),
    );
    server.sandbox.setChaos({ latencyMs: 0 });
    const rejected = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(results.filter((r) => r.status === "fulfilled").length).toBe(2);
    expect(
      rejected.map((r) => (r.reason as { response: { data: GmailErrorBody } }).response.data.error.message),
    ).toEqual(["Too many concurrent requests for user", "Too many concurrent requests for user"]);
  });
});

describe("attachments, trash, delete and partial responses", () => {
  let server: RunningSandbox;
  let gmail: gmail_v1.Gmail;

  beforeAll(async () => {
    server = await startSandboxServer({ client, seedMailboxes: false, quotaUnitsPerMinute: 0 });
    ({ gmail } = await connect(server, "full@example.com", [...FOLIO_SCOPES, "https://mail.google.com/"]));
  });
  afterAll(() => server.close());

  it("attachments.get returns the bytes behind a part's attachmentId", async () => {
    const raw = buildMessage(
      {
        from: "Files <f@files.example>",
        to: "full@example.com",
        subject: "With a file",
        date: new Date(),
        messageId: "f1@files.example",
      },
      {
        kind: "multipart",
        subtype: "mixed",
        parts: [
          { kind: "text", subtype: "html", text: "<p>See attached.</p>" },
          {
            kind: "binary",
            mimeType: "application/pdf",
            data: Buffer.from("%PDF-1.4 sandbox"),
            filename: "notes.pdf",
          },
        ],
      },
      "att",
    );
    const { data } = await gmail.users.messages.insert({
      userId: "me",
      requestBody: { raw: raw.toString("base64url"), labelIds: ["INBOX"] },
    });
    const full = await gmail.users.messages.get({ userId: "me", id: data.id! });
    const filePart = full.data.payload!.parts!.find((p) => p.filename === "notes.pdf")!;
    expect(filePart.body).toEqual({ size: 16, attachmentId: expect.any(String) });
    const attachment = await gmail.users.messages.attachments.get({
      userId: "me",
      messageId: data.id!,
      id: filePart.body!.attachmentId!,
    });
    expect(Buffer.from(attachment.data.data!, "base64url").toString()).toBe("%PDF-1.4 sandbox");
  });

  it("trash, untrash and delete show up in history; trash is hidden from list by default", async () => {
    const start = (await gmail.users.getProfile({ userId: "me" })).data.historyId!;
    const { data } = await gmail.users.messages.insert({
      userId: "me",
      requestBody: {
        raw: testMessage({ from: "t@trash.example", subject: "Bin me" }).toString("base64url"),
        labelIds: ["INBOX"],
      },
    });
    const id = data.id!;
    await gmail.users.messages.trash({ userId: "me", id });
    const visible = await gmail.users.messages.list({ userId: "me", q: "subject:(Bin me)" });
    expect(visible.data.resultSizeEstimate).toBe(0);
    const withTrash = await gmail.users.messages.list({
      userId: "me",
      q: "subject:(Bin me)",
      includeSpamTrash: true,
    });
    expect(withTrash.data.messages!.map((m) => m.id)).toEqual([id]);
    await gmail.users.messages.untrash({ userId: "me", id });
    const deleted = await gmail.users.messages.delete({ userId: "me", id });
    expect(deleted.status).toBe(204);

    const history = await gmail.users.history.list({ userId: "me", startHistoryId: start });
    const kinds = history.data.history!.map((r) =>
      Object.keys(r)
        .filter((k) => k !== "id" && k !== "messages")
        .join(),
    );
    expect(kinds).toEqual(["messagesAdded", "labelsAdded", "labelsRemoved", "messagesDeleted"]);
    expect((await failure(gmail.users.messages.get({ userId: "me", id }))).status).toBe(404);
  });

  it("honours the fields parameter", async () => {
    const { data } = await gmail.users.messages.list({
      userId: "me",
      fields: "messages(id),resultSizeEstimate",
    });
    expect(Object.keys(data).sort()).toEqual(["messages", "resultSizeEstimate"]);
    expect(data.messages!.every((m) => Object.keys(m).join() === "id")).toBe(true);
    const labels = await gmail.users.labels.list({ userId: "me", fields: "labels/name" });
    expect(labels.data.labels![0]).toEqual({ name: "CHAT" });
  });
});
