import { identifier } from "@folio/contracts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { requireUser } from "../auth/session-middleware.ts";
import { readQueuePage } from "../emails/queue-page.ts";
import { badInput } from "../errors/bad-input.ts";
import type { EmailSyncService } from "../gmail/email-sync-service.ts";

/** How long GET /api/emails waits for the sync it starts before answering with what is queued. */
const SYNC_WAIT_MS = 20_000;
const MAX_REST_PAGE = 1000;
const cursorQuery = z.object({ cursor: identifier("cursor", 200).optional() });

/**
 * Spec §7. GET /api/emails both loads and checks: it runs an incremental sync and waits for it
 * (bounded), then answers the `new` emails; `?sync=false` only reads. More than one page → X-Next-Cursor.
 */
export function createEmailRoutes(emailSync: EmailSyncService | undefined) {
  return new Hono<AppEnv>()
    .get("/emails", requireUser, async (c) => {
      const userId = c.var.user?.id as string;
      const limit = Math.min(MAX_REST_PAGE, Math.max(1, Number(c.req.query("limit")) || MAX_REST_PAGE));
      const cursor = cursorQuery.safeParse({ cursor: c.req.query("cursor") });
      if (!cursor.success) throw badInput(cursor.error);
      let syncError: string | null = null;
      if (emailSync && c.req.query("sync") !== "false") {
        const status = await emailSync.syncAndWait(userId, {
          timeoutMs: SYNC_WAIT_MS,
          signal: c.req.raw.signal,
        });
        if (status.status === "error") syncError = status.lastError;
      }
      const page = await readQueuePage(c.var.db, { userId, limit, cursor: cursor.data.cursor });
      if (page.nextCursor) c.header("X-Next-Cursor", page.nextCursor);
      c.header("X-Total-Count", String(page.total));
      // The queue is still worth showing when Gmail failed; the reason travels in a header.
      if (syncError) c.header("X-Sync-Error", encodeURIComponent(syncError));
      return c.json(
        page.items.map((email) => ({
          id: email.id,
          gmail_id: email.gmailId,
          status: email.status,
          subject: email.subject,
          from_email: email.fromEmail,
        })),
      );
    })
    .get("/email-sync-status", requireUser, async (c) => {
      if (!emailSync) return c.json({ error: "Email sync is not available." }, 503);
      const { finishedAt: _finishedAt, ...status } = await emailSync.getStatus(c.var.user?.id as string);
      return c.json(status);
    });
}
