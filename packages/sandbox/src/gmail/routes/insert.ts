/**
 * messages.insert, both ways clients send it: JSON `{raw, labelIds}` to /gmail/v1/…/messages, and
 * uploads to /upload/gmail/v1/…/messages (uploadType=media: the RFC 822 bytes; uploadType=multipart:
 * multipart/related with the JSON metadata then the message, which @googleapis/gmail sends for `media`).
 */
import type { Hono } from "hono";
import { parseMime } from "../../mime/parse-mime.ts";
import { GMAIL_ACCESS } from "../../oidc/scopes.ts";
import type { SandboxContext } from "../../sandbox-context.ts";
import { gmailErrors } from "../gmail-errors.ts";
import { gmailGuard } from "../gmail-guard.ts";
import { type GmailContext, readJsonBody, respond, stringList } from "../gmail-request.ts";
import { fromBase64Any } from "../message-resource.ts";

const INSERT = {
  rpc: "caribou.api.proto.MailboxService.InsertMessage",
  cost: 25,
  scopes: GMAIL_ACCESS.insert,
};
const MAX_UPLOAD_BYTES = 35 * 1024 * 1024;

interface InsertInput {
  raw: Buffer;
  labelIds: string[];
  threadId?: string;
}

function insertAndRespond(c: GmailContext, input: InsertInput) {
  if (input.raw.length === 0) {
    throw gmailErrors.invalidArgument(
      "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
    );
  }
  if (input.raw.length > MAX_UPLOAD_BYTES) throw gmailErrors.badRequest("Message too large");
  // Gmail's insert defaults to receivedTime; dateHeader uses the message's Date header.
  const useDateHeader = c.req.query("internalDateSource") === "dateHeader";
  const message = c.var.mailbox.insert(input.raw, {
    labelIds: input.labelIds,
    ...(useDateHeader ? {} : { internalDate: Date.now() }),
    ...(input.threadId ? { threadId: input.threadId } : {}),
  });
  return respond(c, { id: message.id, threadId: message.threadId, labelIds: message.labelIds });
}

function metadataFields(body: Record<string, unknown>): Omit<InsertInput, "raw"> {
  return {
    labelIds: stringList(body.labelIds, "labelIds"),
    ...(typeof body.threadId === "string" ? { threadId: body.threadId } : {}),
  };
}

export function registerInsertRoutes(gmail: Hono, ctx: SandboxContext): void {
  gmail.post("/gmail/v1/users/:userId/messages", gmailGuard(ctx, INSERT), async (c) => {
    const body = await readJsonBody(c);
    const raw = typeof body.raw === "string" ? fromBase64Any(body.raw) : Buffer.alloc(0);
    return insertAndRespond(c, { raw, ...metadataFields(body) });
  });

  gmail.post("/upload/gmail/v1/users/:userId/messages", gmailGuard(ctx, INSERT), async (c) => {
    const uploadType = c.req.query("uploadType") ?? "media";
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (uploadType === "media") return insertAndRespond(c, { raw: bytes, labelIds: [] });
    if (uploadType !== "multipart") {
      throw gmailErrors.invalidArgument(
        `The sandbox supports uploadType=media and multipart, not ${uploadType}`,
      );
    }
    const contentType = c.req.header("content-type") ?? "";
    const envelope = parseMime(
      Buffer.concat([Buffer.from(`Content-Type: ${contentType}\r\n\r\n`, "latin1"), bytes]),
    );
    const [metadataPart, messagePart] = envelope.children;
    if (!metadataPart || !messagePart)
      throw gmailErrors.badRequest("Multipart upload needs a metadata part and a message part");
    let metadata: Record<string, unknown> = {};
    try {
      metadata = metadataPart.body.length
        ? (JSON.parse(metadataPart.body.toString("utf8")) as Record<string, unknown>)
        : {};
    } catch {
      throw gmailErrors.invalidArgument("Invalid JSON payload received. Unexpected token.");
    }
    return insertAndRespond(c, { raw: messagePart.body, ...metadataFields(metadata) });
  });
}
