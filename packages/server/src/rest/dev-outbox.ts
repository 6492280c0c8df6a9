import {
  getOutboxAttachment,
  getOutboxMessage,
  listOutboxMessages,
  type OutboxMessage,
} from "@folio/db/queries";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { localOnly } from "../http-guards/local-only.ts";

const outboxId = z.guid();
const notFound = { error: "No such message in the outbox." } as const;

/** The JSON shape of an outbox message; attachments link to their download. */
export function toOutboxMessageJson(message: OutboxMessage) {
  return {
    id: message.id,
    to: message.to,
    from: message.from,
    subject: message.subject,
    html: message.html,
    text: message.text,
    createdAt: message.createdAt.toISOString(),
    attachments: message.attachments.map((attachment) => ({
      id: attachment.id,
      name: attachment.name,
      contentType: attachment.contentType,
      size: attachment.size,
      url: `/api/dev/outbox/${message.id}/attachments/${attachment.id}`,
    })),
  };
}

export type OutboxMessageJson = ReturnType<typeof toOutboxMessageJson>;

export const OUTBOX_LOCAL_ONLY_MESSAGE =
  "The outbox can only be read in a browser on the machine Folio runs on.";

/**
 * Read-only access to the e-mail Folio "sent" while the outbox is its mail transport; mounted under
 * /api only then. Messages hold live confirmation and reset links, so nothing here may be cached.
 */
export function createOutboxRoutes() {
  return (
    new Hono<AppEnv>()
      // "/dev/outbox/*" covers "/dev/outbox" itself too.
      .use("/dev/outbox/*", localOnly(OUTBOX_LOCAL_ONLY_MESSAGE), async (c, next) => {
        await next();
        c.header("Cache-Control", "no-store");
      })
      .get("/dev/outbox", async (c) => {
        const messages = await listOutboxMessages(c.var.db);
        return c.json(messages.map(toOutboxMessageJson));
      })
      .get("/dev/outbox/:id", async (c) => {
        const id = outboxId.safeParse(c.req.param("id"));
        if (!id.success) return c.json(notFound, 404);
        const message = await getOutboxMessage(c.var.db, { id: id.data });
        return message ? c.json(toOutboxMessageJson(message)) : c.json(notFound, 404);
      })
      .get("/dev/outbox/:id/attachments/:attachmentId", async (c) => {
        const messageId = outboxId.safeParse(c.req.param("id"));
        const attachmentId = outboxId.safeParse(c.req.param("attachmentId"));
        const attachment =
          messageId.success && attachmentId.success
            ? await getOutboxAttachment(c.var.db, {
                messageId: messageId.data,
                attachmentId: attachmentId.data,
              })
            : null;
        if (!attachment) return c.json({ error: "No such attachment in the outbox." }, 404);
        return c.body(new Uint8Array(attachment.content), 200, {
          "Content-Type": safeContentType(attachment.contentType),
          "Content-Length": String(attachment.content.length),
          "Content-Disposition": attachmentDisposition(attachment.name),
        });
      })
  );
}

/** A stored content type goes out only if it is a plain `type/subtype[; params]` without line breaks. */
function safeContentType(contentType: string): string {
  return /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;[\x20-\x7e]*)?$/.test(contentType)
    ? contentType
    : "application/octet-stream";
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_") || "attachment";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
