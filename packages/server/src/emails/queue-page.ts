import type { Db } from "@folio/db/client";
import {
  countNewQueuedEmails,
  listNewQueuedEmails,
  type QueuedEmail,
  type QueuedEmailCursor,
} from "@folio/db/queries";
import { z } from "zod";
import { FolioError } from "../errors/folio-error.ts";

export class InvalidCursorError extends FolioError {
  constructor() {
    super("BAD_INPUT", "The cursor is not valid; start again from the first page.", {
      details: { field: "cursor" },
    });
  }
}

const cursorShape = z.object({ r: z.iso.datetime(), i: z.uuid() });

/** Cursors cross the wire as opaque strings so clients can't depend on their shape. */
export function encodeQueueCursor(cursor: QueuedEmailCursor): string {
  return Buffer.from(JSON.stringify({ r: cursor.receivedAt.toISOString(), i: cursor.id })).toString(
    "base64url",
  );
}

export function decodeQueueCursor(value: string): QueuedEmailCursor {
  try {
    const parsed = cursorShape.parse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return { receivedAt: new Date(parsed.r), id: parsed.i };
  } catch {
    throw new InvalidCursorError();
  }
}

/**
 * One page of the queue (only `new` emails, newest first), for tRPC and REST alike, with how many are
 * queued in all: what "Generate" takes, however many pages were shown.
 */
export async function readQueuePage(
  db: Db,
  params: { userId: string; limit: number; cursor?: string | null | undefined },
): Promise<{ items: QueuedEmail[]; nextCursor: string | null; total: number }> {
  const cursor = params.cursor ? decodeQueueCursor(params.cursor) : undefined;
  const [page, total] = await Promise.all([
    listNewQueuedEmails(db, { userId: params.userId, limit: params.limit, cursor }),
    countNewQueuedEmails(db, { userId: params.userId }),
  ]);
  return {
    items: page.items,
    nextCursor: page.nextCursor ? encodeQueueCursor(page.nextCursor) : null,
    total,
  };
}
