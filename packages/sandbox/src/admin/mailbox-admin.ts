/** Mailbox operations for tests and demos that work by label name rather than id. */
import type { Mailbox } from "../gmail/mailbox.ts";
import { fromBase64Any } from "../gmail/message-resource.ts";
import type { SandboxContext } from "../sandbox-context.ts";

export async function addMessage(
  ctx: SandboxContext,
  input: { email: string; raw: string; labelNames: readonly string[] },
): Promise<{ id: string; threadId: string }> {
  ctx.identity.ensureAccount(input.email);
  const mailbox = await ctx.mailboxes.ensure(input.email);
  const labelIds = input.labelNames.map((name) => mailbox.ensureLabel(name).id);
  // Unlike Gmail's insert (received time), admin messages keep their Date header, so tests control order.
  const message = mailbox.insert(fromBase64Any(input.raw), { labelIds });
  return { id: message.id, threadId: message.threadId };
}

export function describeMailbox(mailbox: Mailbox) {
  const names = new Map(mailbox.labels().map((l) => [l.id, l.name]));
  return {
    email: mailbox.email,
    historyId: String(mailbox.currentHistoryId),
    labels: mailbox.labels().map(({ id, name, type }) => ({ id, name, type })),
    messages: mailbox.list({ labelIds: [], includeSpamTrash: true }).map((m) => {
      const parsed = mailbox.parse(m);
      return {
        id: m.id,
        threadId: m.threadId,
        subject: parsed.subject,
        from: parsed.from,
        date: new Date(m.internalDate).toISOString(),
        labelNames: m.labelIds.map((id) => names.get(id) ?? id),
      };
    }),
  };
}
