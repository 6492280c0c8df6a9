/** messages.list / get / attachments.get / modify / batchModify / trash / untrash / delete. */
import type { Hono } from "hono";
import { GMAIL_ACCESS, GMAIL_SCOPE } from "../../oidc/scopes.ts";
import type { SandboxContext } from "../../sandbox-context.ts";
import { GmailApiError, gmailErrors } from "../gmail-errors.ts";
import { gmailGuard } from "../gmail-guard.ts";
import {
  type GmailContext,
  messageIdParam,
  pageSize,
  queryList,
  readJsonBody,
  respond,
  stringList,
} from "../gmail-request.ts";
import type { StoredMessage } from "../mailbox.ts";
import { findAttachment, type MessageFormat, messageResource, toBase64Url } from "../message-resource.ts";

const RPC = "caribou.api.proto.MailboxService";
const FORMATS: readonly MessageFormat[] = ["minimal", "metadata", "full", "raw"];

function onlyMetadataScope(c: GmailContext): boolean {
  return (
    !GMAIL_ACCESS.readBodies.some((s) => c.var.token.scopes.includes(s)) &&
    c.var.token.scopes.includes(GMAIL_SCOPE.metadata)
  );
}

/** Page tokens are keyset cursors (date + insertion order), so new mail does not shift later pages. */
function encodeCursor(m: StoredMessage): string {
  return Buffer.from(`${m.internalDate}:${m.seq}`).toString("base64url");
}

function afterCursor(messages: StoredMessage[], token: string | undefined): StoredMessage[] {
  if (!token) return messages;
  const [date, seq] = Buffer.from(token, "base64url").toString().split(":").map(Number);
  if (date === undefined || seq === undefined || !Number.isFinite(date) || !Number.isFinite(seq)) {
    throw gmailErrors.invalidArgument("Invalid pageToken");
  }
  return messages.filter((m) => m.internalDate < date || (m.internalDate === date && m.seq < seq));
}

export function registerMessageRoutes(gmail: Hono, ctx: SandboxContext): void {
  gmail.get(
    "/gmail/v1/users/:userId/messages",
    gmailGuard(ctx, { rpc: `${RPC}.ListMessages`, cost: 5, scopes: GMAIL_ACCESS.read }),
    (c) => {
      const q = c.req.query("q");
      if (q && onlyMetadataScope(c)) {
        throw new GmailApiError(403, "Metadata scope does not support 'q' parameter", {
          reason: "forbidden",
        });
      }
      const all = c.var.mailbox.list({
        labelIds: queryList(c, "labelIds"),
        ...(q ? { q } : {}),
        includeSpamTrash: c.req.query("includeSpamTrash") === "true",
      });
      const remaining = afterCursor(all, c.req.query("pageToken") || undefined);
      const size = pageSize(c);
      const page = remaining.slice(0, size);
      const last = page.at(-1);
      return respond(c, {
        ...(page.length ? { messages: page.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}),
        ...(remaining.length > size && last ? { nextPageToken: encodeCursor(last) } : {}),
        resultSizeEstimate: all.length,
      });
    },
  );

  gmail.get(
    "/gmail/v1/users/:userId/messages/:id",
    gmailGuard(ctx, { rpc: `${RPC}.GetMessage`, cost: 5, scopes: GMAIL_ACCESS.read }),
    (c) => {
      const format = (c.req.query("format") ?? "full").toLowerCase() as MessageFormat;
      if (!FORMATS.includes(format)) throw gmailErrors.invalidArgument(`Invalid value for format: ${format}`);
      if ((format === "full" || format === "raw") && onlyMetadataScope(c)) {
        throw new GmailApiError(403, `Metadata scope doesn't allow format ${format.toUpperCase()}`, {
          reason: "forbidden",
        });
      }
      const mailbox = c.var.mailbox;
      const message = mailbox.message(messageIdParam(c));
      return respond(c, messageResource(mailbox, message, format, queryList(c, "metadataHeaders")));
    },
  );

  gmail.get(
    "/gmail/v1/users/:userId/messages/:messageId/attachments/:id",
    gmailGuard(ctx, { rpc: `${RPC}.GetAttachment`, cost: 5, scopes: GMAIL_ACCESS.readBodies }),
    (c) => {
      const mailbox = c.var.mailbox;
      const message = mailbox.message(messageIdParam(c, "messageId"));
      const attachmentId = c.req.param("id");
      const data = findAttachment(mailbox, message, attachmentId);
      if (!data) throw gmailErrors.invalidArgument("Invalid attachment token");
      return respond(c, { attachmentId, size: data.length, data: toBase64Url(data) });
    },
  );

  gmail.post(
    "/gmail/v1/users/:userId/messages/batchModify",
    gmailGuard(ctx, { rpc: `${RPC}.BatchModifyMessages`, cost: 50, scopes: GMAIL_ACCESS.modify }),
    async (c) => {
      const body = await readJsonBody(c);
      const ids = stringList(body.ids, "ids");
      if (ids.length === 0) throw gmailErrors.invalidArgument("No message ids specified");
      if (ids.length > 1000)
        throw gmailErrors.invalidArgument("Too many messages in a single request (max 1000)");
      c.var.mailbox.modify(
        ids.map((id) => id.toLowerCase()),
        stringList(body.addLabelIds, "addLabelIds"),
        stringList(body.removeLabelIds, "removeLabelIds"),
      );
      return c.body(null, 204);
    },
  );

  gmail.post(
    "/gmail/v1/users/:userId/messages/:id/modify",
    gmailGuard(ctx, { rpc: `${RPC}.ModifyMessage`, cost: 5, scopes: GMAIL_ACCESS.modify }),
    async (c) => {
      const body = await readJsonBody(c);
      const mailbox = c.var.mailbox;
      const message = mailbox.message(messageIdParam(c));
      mailbox.modify(
        [message.id],
        stringList(body.addLabelIds, "addLabelIds"),
        stringList(body.removeLabelIds, "removeLabelIds"),
      );
      return respond(c, { id: message.id, threadId: message.threadId, labelIds: message.labelIds });
    },
  );

  for (const [action, add, remove] of [
    ["trash", ["TRASH"], []],
    ["untrash", [], ["TRASH"]],
  ] as const) {
    gmail.post(
      `/gmail/v1/users/:userId/messages/:id/${action}`,
      gmailGuard(ctx, {
        rpc: `${RPC}.${action === "trash" ? "Trash" : "Untrash"}Message`,
        cost: 5,
        scopes: GMAIL_ACCESS.modify,
      }),
      (c) => {
        const mailbox = c.var.mailbox;
        const message = mailbox.message(messageIdParam(c));
        mailbox.modify([message.id], add, remove);
        return respond(c, messageResource(mailbox, message, "minimal"));
      },
    );
  }

  gmail.delete(
    "/gmail/v1/users/:userId/messages/:id",
    gmailGuard(ctx, { rpc: `${RPC}.DeleteMessage`, cost: 10, scopes: GMAIL_ACCESS.delete }),
    (c) => {
      c.var.mailbox.delete(messageIdParam(c));
      return c.body(null, 204);
    },
  );
}
