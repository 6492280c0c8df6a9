import { type CommandContext, emit } from "../command-context.ts";
import { positiveInteger } from "../options.ts";

const PAGE = 200;

/** Every queued (new) email, newest first, following the cursor; at most `max`. */
export async function readWholeQueue(context: CommandContext, max = Number.POSITIVE_INFINITY) {
  const items: Awaited<ReturnType<CommandContext["client"]["emails"]["list"]["query"]>>["items"] = [];
  let cursor: string | null = null;
  do {
    const page = await context.client.emails.list.query({
      limit: Math.min(PAGE, max - items.length),
      cursor,
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < max);
  return items;
}

/** `folio queue`: the newsletters waiting for the next digest. */
export async function queueCommand(context: CommandContext): Promise<void> {
  const limit = positiveInteger("--limit", context.options.limit);
  const items = await readWholeQueue(context, limit);
  emit(context, items, () => {
    if (items.length === 0)
      return ["The queue is empty. Label newsletters Read Later in Gmail, then run `folio sync --wait`."];
    return [
      ...items.map(
        (item) =>
          `${item.id}  ${item.receivedAt.toISOString().slice(0, 10)}  ${item.fromName || item.fromEmail} — ${item.subject}`,
      ),
      `${items.length} email${items.length === 1 ? "" : "s"} queued.`,
    ];
  });
}
