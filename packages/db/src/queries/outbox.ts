import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { outboxAttachments, outboxMessages } from "../schema.ts";

export interface NewOutboxMessage {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { name: string; contentType: string; content: Buffer }[];
}

/** An attachment as listed: everything but the bytes. */
export interface OutboxAttachmentInfo {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  createdAt: Date;
  attachments: OutboxAttachmentInfo[];
}

export interface OutboxAttachment extends OutboxAttachmentInfo {
  messageId: string;
  content: Buffer;
}

const messageColumns = {
  id: outboxMessages.id,
  to: outboxMessages.to,
  from: outboxMessages.from,
  subject: outboxMessages.subject,
  html: outboxMessages.html,
  text: outboxMessages.text,
  createdAt: outboxMessages.createdAt,
};

const attachmentInfoColumns = {
  id: outboxAttachments.id,
  messageId: outboxAttachments.messageId,
  name: outboxAttachments.name,
  contentType: outboxAttachments.contentType,
  size: outboxAttachments.size,
};

/** Stores a message and its attachments in one transaction, so a half-stored message is never listed. */
export async function insertOutboxMessage(
  db: Db,
  params: NewOutboxMessage,
): Promise<{ id: string; createdAt: Date }> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(outboxMessages)
      .values({
        to: params.to,
        from: params.from,
        subject: params.subject,
        html: params.html,
        text: params.text,
      })
      .returning({ id: outboxMessages.id, createdAt: outboxMessages.createdAt });
    if (!message) throw new Error("Inserting the outbox message returned no row.");
    const attachments = params.attachments ?? [];
    if (attachments.length > 0) {
      await tx.insert(outboxAttachments).values(
        attachments.map((attachment) => ({
          messageId: message.id,
          name: attachment.name,
          contentType: attachment.contentType,
          size: attachment.content.length,
          content: attachment.content,
        })),
      );
    }
    return message;
  });
}

/** The newest messages first, each with its attachments' names and sizes (not their bytes). */
export async function listOutboxMessages(db: Db, params: { limit?: number } = {}): Promise<OutboxMessage[]> {
  const messages = await db
    .select(messageColumns)
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(params.limit ?? 100);
  if (messages.length === 0) return [];
  const attachments = await db
    .select(attachmentInfoColumns)
    .from(outboxAttachments)
    .where(
      inArray(
        outboxAttachments.messageId,
        messages.map((message) => message.id),
      ),
    )
    .orderBy(outboxAttachments.createdAt, outboxAttachments.name);
  return messages.map((message) => ({
    ...message,
    attachments: attachments
      .filter((attachment) => attachment.messageId === message.id)
      .map(({ messageId: _messageId, ...info }) => info),
  }));
}

/** One message with its attachments' names and sizes, or null when there is no such message. */
export async function getOutboxMessage(db: Db, params: { id: string }): Promise<OutboxMessage | null> {
  const [message] = await db
    .select(messageColumns)
    .from(outboxMessages)
    .where(eq(outboxMessages.id, params.id));
  if (!message) return null;
  const attachments = await db
    .select(attachmentInfoColumns)
    .from(outboxAttachments)
    .where(eq(outboxAttachments.messageId, message.id))
    .orderBy(outboxAttachments.createdAt, outboxAttachments.name);
  return { ...message, attachments: attachments.map(({ messageId: _messageId, ...info }) => info) };
}

/** One attachment with its bytes, only if it belongs to the given message. */
export async function getOutboxAttachment(
  db: Db,
  params: { messageId: string; attachmentId: string },
): Promise<OutboxAttachment | null> {
  const [attachment] = await db
    .select({ ...attachmentInfoColumns, content: outboxAttachments.content })
    .from(outboxAttachments)
    .where(
      and(eq(outboxAttachments.id, params.attachmentId), eq(outboxAttachments.messageId, params.messageId)),
    );
  return attachment ?? null;
}
