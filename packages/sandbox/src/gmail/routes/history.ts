/** history.list: changes after startHistoryId, in Gmail's record shape, 404 once it has expired. */
import type { Hono } from "hono";
import { GMAIL_ACCESS } from "../../oidc/scopes.ts";
import type { SandboxContext } from "../../sandbox-context.ts";
import { gmailErrors } from "../gmail-errors.ts";
import { gmailGuard } from "../gmail-guard.ts";
import { pageSize, queryList, respond } from "../gmail-request.ts";
import type { HistoryRecord, HistoryType } from "../mailbox.ts";

const HISTORY_TYPES: readonly HistoryType[] = [
  "messageAdded",
  "messageDeleted",
  "labelAdded",
  "labelRemoved",
];

function toGmailRecord(record: HistoryRecord, types: readonly HistoryType[]) {
  const wants = (type: HistoryType) => types.length === 0 || types.includes(type);
  const ref = { id: record.messageId, threadId: record.threadId };
  const withLabels = { ...ref, labelIds: record.labelIds };
  return {
    id: String(record.id),
    messages: [ref],
    ...(record.messageAdded && wants("messageAdded") ? { messagesAdded: [{ message: withLabels }] } : {}),
    ...(record.messageDeleted && wants("messageDeleted") ? { messagesDeleted: [{ message: ref }] } : {}),
    ...(record.labelsAdded && wants("labelAdded")
      ? { labelsAdded: [{ message: withLabels, labelIds: record.labelsAdded }] }
      : {}),
    ...(record.labelsRemoved && wants("labelRemoved")
      ? { labelsRemoved: [{ message: withLabels, labelIds: record.labelsRemoved }] }
      : {}),
  };
}

export function registerHistoryRoutes(gmail: Hono, ctx: SandboxContext): void {
  gmail.get(
    "/gmail/v1/users/:userId/history",
    gmailGuard(ctx, {
      rpc: "caribou.api.proto.MailboxService.ListHistory",
      cost: 2,
      scopes: GMAIL_ACCESS.read,
    }),
    (c) => {
      const start = c.req.query("startHistoryId");
      if (!start) throw gmailErrors.invalidArgument("Missing required parameter: startHistoryId");
      if (!/^\d+$/.test(start)) throw gmailErrors.invalidArgument("Invalid startHistoryId");
      const types = queryList(c, "historyTypes") as HistoryType[];
      const unknown = types.find((t) => !HISTORY_TYPES.includes(t));
      if (unknown) throw gmailErrors.invalidArgument(`Invalid value for historyTypes: ${unknown}`);
      const labelId = c.req.query("labelId");
      const mailbox = c.var.mailbox;
      // The page token is the id of the last record already returned.
      const pageToken = c.req.query("pageToken");
      if (pageToken && !/^\d+$/.test(pageToken)) throw gmailErrors.invalidArgument("Invalid pageToken");
      const records = mailbox.historySince(Number(start), { types, ...(labelId ? { labelId } : {}) });
      const remaining = pageToken ? records.filter((r) => r.id > Number(pageToken)) : records;
      const size = pageSize(c);
      const page = remaining.slice(0, size);
      const last = page.at(-1);
      return respond(c, {
        ...(page.length ? { history: page.map((r) => toGmailRecord(r, types)) } : {}),
        ...(remaining.length > size && last ? { nextPageToken: String(last.id) } : {}),
        historyId: String(mailbox.currentHistoryId),
      });
    },
  );
}
