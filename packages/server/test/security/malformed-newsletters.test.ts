/**
 * Malformed newsletters through the whole digest job: messages in Gmail (the sandbox) that are
 * empty, garbage, broken MIME, in an unknown charset or nested 300 deep still give a digest, with
 * each bad one marked by name in it; no queue row is dropped and each message is still in Gmail.
 * (buildDigest's own test covers the 20 MB message; here the job and the queue are the subject.)
 */
import type { DbHandle } from "@folio/db/client";
import { findDigest } from "@folio/db/queries";
import { outboxAttachments, outboxMessages, queuedEmails } from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { pdfText } from "@folio/digest/test-support/document-tools.ts";
import { malformedSources } from "@folio/digest/test-support/newsletter-fixtures.ts";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDigestJob } from "../../src/digest/generate-digest-job.ts";
import { SANDBOX_CLIENT } from "../../src/env.ts";
import { createLogger } from "../../src/logger.ts";
import { connectGmail, signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { newsletterRaw } from "../support/gmail-sandbox.ts";
import { TestClient } from "../support/http-client.ts";
import { createTestApp } from "../support/test-app.ts";

describe.each(testDatabases())("malformed newsletters in a digest on $name", ({ create }) => {
  let handle: DbHandle;
  let sandbox: RunningSandbox;
  let testApp: ReturnType<typeof createTestApp>;
  const enqueued: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seedMailboxes: false, client: { ...SANDBOX_CLIENT } });
    handle = await create();
    testApp = createTestApp(handle, {
      sandboxUrl: sandbox.url,
      digests: { enqueue: async (digestId) => void enqueued.push(digestId) },
    });
  });
  afterAll(async () => {
    await handle?.close();
    await sandbox?.close();
  });

  it("produces the digest with every bad message marked, and keeps every queue row", async () => {
    const client = new TestClient(testApp.app, "10.95.0.1");
    const stamp = Date.now().toString(36);
    const email = `malformed-${stamp}@example.com`;
    const gmailAddress = `malformed-${stamp}@gmail.example`;
    await signUpConfirmAndSignIn(client, handle, email);
    expect(await connectGmail(client, gmailAddress)).toContain("gmail=connected");
    const readLater = await client.trpc.labels.create.mutate({ name: "Read Later" });
    const processed = await client.trpc.labels.create.mutate({ name: "Processed" });
    await client.trpc.preferences.update.mutate({
      readLaterLabelId: readLater.id,
      processedLabelId: processed.id,
      outputFormat: "pdf",
    });
    const userId = (await client.trpc.account.me.query()).id;

    const good = Buffer.from(
      newsletterRaw({ from: "Good <good@news.example>", subject: "A readable one" }),
      "base64url",
    );
    const messages = [{ id: "good", raw: good }, ...malformedSources()].map((source) => ({
      id: source.id,
      raw: Buffer.isBuffer(source.raw) ? source.raw : Buffer.from(source.raw, "latin1"),
    }));
    const gmailIds: string[] = [];
    for (const [index, message] of messages.entries()) {
      const { id } = await sandbox.sandbox.addMessage({
        email: gmailAddress,
        raw: message.raw.toString("base64url"),
        labelNames: ["Read Later"],
      });
      gmailIds.push(id);
      await handle.db.insert(queuedEmails).values({
        userId,
        gmailId: id,
        subject: message.id,
        fromEmail: "sender@news.example",
        receivedAt: new Date(Date.UTC(2026, 10, 20) + index * 60_000),
      });
    }
    const rows = await handle.db
      .select()
      .from(queuedEmails)
      .where(and(eq(queuedEmails.userId, userId), inArray(queuedEmails.gmailId, gmailIds)));
    expect(rows).toHaveLength(messages.length);

    await client.trpc.digest.generate.mutate({
      emailIds: rows.map((row) => row.id),
      format: "pdf",
      sessionId: `malformed-${stamp}`,
    });
    await runDigestJob(
      {
        handle,
        gmail: testApp.gmail,
        mail: testApp.mail,
        files: testApp.files,
        log: createLogger("silent"),
        imageAllowHosts: [],
        retryLabelsLater: async () => {},
      },
      enqueued.at(-1)!,
    );

    const digest = await findDigest(handle.db, { digestId: enqueued.at(-1)! });
    expect(digest?.status, digest?.details ?? "").toBe("completed");
    expect(digest?.itemCount).toBe(messages.length);
    // No queue row vanished: each is processed, named in the digest, and its message is still in Gmail.
    const after = await handle.db
      .select()
      .from(queuedEmails)
      .where(
        inArray(
          queuedEmails.id,
          rows.map((row) => row.id),
        ),
      );
    expect(after.map((row) => row.status)).toEqual(rows.map(() => "processed"));
    const mailbox = (await (
      await fetch(`${sandbox.url}/admin/mailboxes/${encodeURIComponent(gmailAddress)}`)
    ).json()) as { messages: { id: string; labelNames: string[] }[] };
    for (const id of gmailIds) {
      expect(mailbox.messages.find((message) => message.id === id)?.labelNames, id).toContain("Processed");
    }

    const [sent] = await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, email))
      .orderBy(desc(outboxMessages.createdAt));
    const attachments = await handle.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, sent!.id));
    const text = await pdfText(Buffer.from(attachments[0]!.content));
    expect(text).toContain("A readable one");
    // Every message except the readable one, the unknown charset (decoded as Latin-1) and the
    // multipart without one delimiter line (its body read as text) is marked.
    expect(text.match(/This newsletter could not be read/g)?.length).toBe(3);
    expect(text).toContain("no parts here at all");
    for (const subject of ["Broken multipart", "Deeply nested", "Bad charset"])
      expect(text).toContain(subject);
  }, 120_000);
});
