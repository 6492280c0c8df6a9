/** users.getProfile, labels.list, labels.get, labels.create. */
import type { Hono } from "hono";
import { GMAIL_ACCESS } from "../../oidc/scopes.ts";
import type { SandboxContext } from "../../sandbox-context.ts";
import { gmailGuard } from "../gmail-guard.ts";
import { readJsonBody, respond } from "../gmail-request.ts";
import type { GmailLabel } from "../system-labels.ts";

export function registerProfileAndLabelRoutes(gmail: Hono, ctx: SandboxContext): void {
  gmail.get(
    "/gmail/v1/users/:userId/profile",
    gmailGuard(ctx, {
      rpc: "caribou.api.proto.MailboxService.GetProfile",
      cost: 1,
      scopes: GMAIL_ACCESS.profile,
    }),
    (c) => respond(c, c.var.mailbox.profile()),
  );

  gmail.get(
    "/gmail/v1/users/:userId/labels",
    gmailGuard(ctx, {
      rpc: "caribou.api.proto.MailboxService.ListLabels",
      cost: 1,
      scopes: GMAIL_ACCESS.listLabels,
    }),
    (c) => respond(c, { labels: c.var.mailbox.labels() }),
  );

  gmail.get(
    "/gmail/v1/users/:userId/labels/:id",
    gmailGuard(ctx, {
      rpc: "caribou.api.proto.MailboxService.GetLabel",
      cost: 1,
      scopes: GMAIL_ACCESS.listLabels,
    }),
    (c) => respond(c, c.var.mailbox.labelWithCounts(c.req.param("id"))),
  );

  gmail.post(
    "/gmail/v1/users/:userId/labels",
    gmailGuard(ctx, {
      rpc: "caribou.api.proto.MailboxService.CreateLabel",
      cost: 5,
      scopes: GMAIL_ACCESS.manageLabels,
    }),
    async (c) => {
      const body = await readJsonBody(c);
      const label = c.var.mailbox.createLabel({
        ...(typeof body.name === "string" ? { name: body.name } : {}),
        ...(typeof body.messageListVisibility === "string"
          ? { messageListVisibility: body.messageListVisibility as GmailLabel["messageListVisibility"] }
          : {}),
        ...(typeof body.labelListVisibility === "string"
          ? { labelListVisibility: body.labelListVisibility as GmailLabel["labelListVisibility"] }
          : {}),
        ...(body.color && typeof body.color === "object" ? { color: body.color as GmailLabel["color"] } : {}),
      });
      return respond(c, label);
    },
  );
}
