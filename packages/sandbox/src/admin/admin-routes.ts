/** Unauthenticated helpers for tests and demos; the same operations the Sandbox object exposes. */
import type { Context, Hono } from "hono";
import type { ChaosSettings } from "../gmail/chaos.ts";
import type { SandboxContext } from "../sandbox-context.ts";
import { addMessage, describeMailbox } from "./mailbox-admin.ts";

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  return (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
}

function requireEmail(body: Record<string, unknown>): string | undefined {
  return typeof body.email === "string" && body.email.includes("@") ? body.email.toLowerCase() : undefined;
}

export function registerAdminRoutes(app: Hono, ctx: SandboxContext): void {
  app.post("/admin/messages", async (c) => {
    const body = await jsonBody(c);
    const email = requireEmail(body);
    if (!email || typeof body.raw !== "string")
      return c.json({ error: "Send {email, raw (base64url RFC 822), labelNames[]}" }, 400);
    const labelNames = Array.isArray(body.labelNames)
      ? body.labelNames.filter((n): n is string => typeof n === "string")
      : [];
    return c.json(await addMessage(ctx, { email, raw: body.raw, labelNames }));
  });

  app.get("/admin/mailboxes/:email", (c) => {
    const mailbox = ctx.mailboxes.get(c.req.param("email"));
    if (!mailbox) return c.json({ error: "No such mailbox" }, 404);
    return c.json(describeMailbox(mailbox));
  });

  app.delete("/admin/mailboxes/:email/messages/:id", (c) => {
    const mailbox = ctx.mailboxes.get(c.req.param("email"));
    if (!mailbox) return c.json({ error: "No such mailbox" }, 404);
    mailbox.delete(c.req.param("id"));
    return c.body(null, 204);
  });

  app.get("/admin/accounts", (c) => c.json({ accounts: ctx.identity.accounts() }));

  app.post("/admin/tokens/revoke", async (c) => {
    const email = requireEmail(await jsonBody(c));
    if (!email) return c.json({ error: "Send {email}" }, 400);
    ctx.identity.revokeAllFor(email);
    return c.json({ ok: true });
  });

  app.post("/admin/history/expire", async (c) => {
    const email = requireEmail(await jsonBody(c));
    if (!email) return c.json({ error: "Send {email}" }, 400);
    const mailbox = ctx.mailboxes.get(email);
    if (!mailbox) return c.json({ error: "No such mailbox" }, 404);
    mailbox.expireHistory();
    return c.json({ ok: true, historyId: String(mailbox.currentHistoryId) });
  });

  app.post("/admin/chaos", async (c) => {
    ctx.chaos.set((await jsonBody(c)) as ChaosSettings);
    return c.json(ctx.chaos.current());
  });

  app.get("/admin/stats", (c) => c.json(ctx.limits.stats(c.req.query("email"))));
}
