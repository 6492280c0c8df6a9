/**
 * One Gmail mailbox: messages, user labels and the history log, with Gmail's rules for ids,
 * label changes and history. HTTP-free; routes translate its GmailApiErrors into responses.
 */
import { createHash } from "node:crypto";
import { gmailErrors } from "./gmail-errors.ts";
import { type ParsedMessage, parseStoredMessage } from "./parsed-message.ts";
import { labelSearchName, parseSearchQuery } from "./search-query.ts";
import { type GmailLabel, RESERVED_LABEL_NAMES, SYSTEM_LABELS } from "./system-labels.ts";

export interface StoredMessage {
  id: string;
  threadId: string;
  /** Insertion order; breaks ties between equal internalDates. */
  seq: number;
  labelIds: string[];
  internalDate: number;
  historyId: number;
  raw: Buffer;
}

export interface HistoryRecord {
  id: number;
  at: number;
  messageId: string;
  threadId: string;
  /** The message's labels right after this change, for the labelId filter. */
  labelIds: string[];
  messageAdded?: true;
  messageDeleted?: true;
  labelsAdded?: string[];
  labelsRemoved?: string[];
}

export interface MailboxSnapshot {
  email: string;
  historyId: number;
  /** history.list answers only for startHistoryId ≥ this; older ones get 404. */
  historyFloor: number;
  nextSeq: number;
  nextLabelNumber: number;
  labels: GmailLabel[];
  messages: (Omit<StoredMessage, "raw"> & { raw: string })[];
  history: HistoryRecord[];
}

export type HistoryType = "messageAdded" | "messageDeleted" | "labelAdded" | "labelRemoved";

/** Gmail keeps roughly a week of history; a count cap keeps benchmarks from growing without bound. */
const HISTORY_RETENTION_MS = 7 * 86_400_000;
const HISTORY_MAX_RECORDS = 50_000;
const FIRST_HISTORY_ID = 1000;

export class Mailbox {
  readonly email: string;
  private historyId: number;
  private historyFloor: number;
  private nextSeq: number;
  private nextLabelNumber: number;
  private readonly userLabels: GmailLabel[];
  private readonly messages = new Map<string, StoredMessage>();
  private readonly history: HistoryRecord[];
  private readonly parsed = new Map<string, ParsedMessage>();

  constructor(
    snapshot: MailboxSnapshot,
    private readonly onChange: () => void = () => {},
  ) {
    this.email = snapshot.email;
    this.historyId = snapshot.historyId;
    this.historyFloor = snapshot.historyFloor;
    this.nextSeq = snapshot.nextSeq;
    this.nextLabelNumber = snapshot.nextLabelNumber;
    this.userLabels = snapshot.labels;
    this.history = snapshot.history;
    for (const m of snapshot.messages) this.messages.set(m.id, { ...m, raw: Buffer.from(m.raw, "base64") });
  }

  static empty(email: string, onChange?: () => void): Mailbox {
    return new Mailbox(
      {
        email,
        historyId: FIRST_HISTORY_ID,
        historyFloor: FIRST_HISTORY_ID,
        nextSeq: 1,
        nextLabelNumber: 1,
        labels: [],
        messages: [],
        history: [],
      },
      onChange,
    );
  }

  toSnapshot(): MailboxSnapshot {
    return {
      email: this.email,
      historyId: this.historyId,
      historyFloor: this.historyFloor,
      nextSeq: this.nextSeq,
      nextLabelNumber: this.nextLabelNumber,
      labels: this.userLabels,
      messages: [...this.messages.values()].map((m) => ({ ...m, raw: m.raw.toString("base64") })),
      history: this.history,
    };
  }

  get currentHistoryId(): number {
    return this.historyId;
  }

  profile() {
    const threads = new Set([...this.messages.values()].map((m) => m.threadId));
    return {
      emailAddress: this.email,
      messagesTotal: this.messages.size,
      threadsTotal: threads.size,
      historyId: String(this.historyId),
    };
  }

  // ── labels ────────────────────────────────────────────────────────────────

  labels(): GmailLabel[] {
    return [...SYSTEM_LABELS, ...this.userLabels];
  }

  label(id: string): GmailLabel | undefined {
    return this.labels().find((l) => l.id === id);
  }

  labelByName(name: string): GmailLabel | undefined {
    const lower = name.toLowerCase();
    return this.labels().find((l) => l.name.toLowerCase() === lower);
  }

  labelWithCounts(id: string) {
    const label = this.label(id);
    if (!label) throw gmailErrors.notFound();
    const withLabel = [...this.messages.values()].filter((m) => m.labelIds.includes(id));
    const unread = withLabel.filter((m) => m.labelIds.includes("UNREAD"));
    return {
      ...label,
      messagesTotal: withLabel.length,
      messagesUnread: unread.length,
      threadsTotal: new Set(withLabel.map((m) => m.threadId)).size,
      threadsUnread: new Set(unread.map((m) => m.threadId)).size,
    };
  }

  createLabel(input: Partial<Omit<GmailLabel, "id" | "type">> & { name?: string }): GmailLabel {
    const name = (input.name ?? "").trim();
    if (!name) throw gmailErrors.invalidArgument("Invalid label name");
    if (RESERVED_LABEL_NAMES.has(name.toLowerCase())) throw gmailErrors.invalidArgument("Invalid label name");
    if (this.userLabels.some((l) => l.name.toLowerCase() === name.toLowerCase()))
      throw gmailErrors.labelConflict();
    const label: GmailLabel = {
      id: `Label_${this.nextLabelNumber++}`,
      name,
      messageListVisibility: input.messageListVisibility ?? "show",
      labelListVisibility: input.labelListVisibility ?? "labelShow",
      type: "user",
      ...(input.color ? { color: input.color } : {}),
    };
    this.userLabels.push(label);
    this.onChange();
    return label;
  }

  /** The label with this name, created when missing (admin and seeding use names, not ids). */
  ensureLabel(name: string): GmailLabel {
    return this.labelByName(name) ?? this.createLabel({ name });
  }

  private assertLabelIds(ids: readonly string[]): void {
    for (const id of ids) if (!this.label(id)) throw gmailErrors.invalidArgument(`Invalid label: ${id}`);
  }

  // ── messages ──────────────────────────────────────────────────────────────

  get size(): number {
    return this.messages.size;
  }

  message(id: string): StoredMessage {
    const message = this.messages.get(id);
    if (!message) throw gmailErrors.notFound();
    return message;
  }

  parse(message: StoredMessage): ParsedMessage {
    let parsed = this.parsed.get(message.id);
    if (!parsed) {
      parsed = parseStoredMessage(message.raw);
      this.parsed.set(message.id, parsed);
    }
    return parsed;
  }

  /**
   * Stores a message. `recordHistory: false` is for seeding: those messages predate the window
   * a client could ask history about, like an existing Gmail account's old mail.
   */
  insert(
    raw: Buffer,
    options: {
      labelIds: readonly string[];
      internalDate?: number;
      threadId?: string;
      recordHistory?: boolean;
    },
  ): StoredMessage {
    this.assertLabelIds(options.labelIds);
    const parsed = parseStoredMessage(raw);
    const seq = this.nextSeq++;
    const id = this.newMessageId(seq);
    const threadId =
      (options.threadId && [...this.messages.values()].some((m) => m.threadId === options.threadId)
        ? options.threadId
        : undefined) ??
      this.threadOf(parsed) ??
      id;
    this.historyId += 1;
    const message: StoredMessage = {
      id,
      threadId,
      seq,
      labelIds: [...new Set(options.labelIds)],
      internalDate: options.internalDate ?? parsed.dateHeader ?? Date.now(),
      historyId: this.historyId,
      raw,
    };
    this.messages.set(id, message);
    this.parsed.set(id, parsed);
    if (options.recordHistory === false) this.historyFloor = this.historyId;
    else this.record(message, { messageAdded: true });
    this.onChange();
    return message;
  }

  /** Applies label changes to the ids that exist (others are skipped); only real changes enter history, as in Gmail. */
  modify(ids: readonly string[], add: readonly string[], remove: readonly string[]): StoredMessage[] {
    this.assertLabelIds([...add, ...remove]);
    const both = add.find((id) => remove.includes(id));
    if (both) throw gmailErrors.invalidArgument(`Label ${both} cannot be both added and removed`);
    const found: StoredMessage[] = [];
    for (const id of ids) {
      const message = this.messages.get(id);
      if (!message) continue;
      const added = add.filter((l) => !message.labelIds.includes(l));
      const removed = remove.filter((l) => message.labelIds.includes(l));
      found.push(message);
      if (added.length === 0 && removed.length === 0) continue;
      message.labelIds = [...message.labelIds.filter((l) => !removed.includes(l)), ...new Set(added)];
      this.historyId += 1;
      message.historyId = this.historyId;
      this.record(message, {
        ...(added.length ? { labelsAdded: added } : {}),
        ...(removed.length ? { labelsRemoved: removed } : {}),
      });
    }
    this.onChange();
    return found;
  }

  delete(id: string): void {
    const message = this.message(id);
    this.messages.delete(id);
    this.parsed.delete(id);
    this.historyId += 1;
    this.record(message, { messageDeleted: true });
    this.onChange();
  }

  /** Newest first (internalDate, then insertion order), filtered like messages.list. */
  list(options: {
    labelIds: readonly string[];
    q?: string;
    includeSpamTrash: boolean;
    now?: number;
  }): StoredMessage[] {
    const query = parseSearchQuery(options.q);
    const hideSpamTrash = !options.includeSpamTrash && !query.mentionsSpamOrTrash;
    const now = options.now ?? Date.now();
    const names = new Map(this.labels().map((l) => [l.id, labelSearchName(l.name)]));
    return [...this.messages.values()]
      .filter((m) => {
        if (options.labelIds.some((id) => !m.labelIds.includes(id))) return false;
        if (hideSpamTrash && (m.labelIds.includes("SPAM") || m.labelIds.includes("TRASH"))) return false;
        if (query.isEmpty) return true;
        const parsed = this.parse(m);
        return query.matches(
          {
            labelIds: m.labelIds,
            labelSearchNames: m.labelIds.map((id) => names.get(id) ?? id.toLowerCase()),
            from: parsed.from,
            to: parsed.to,
            subject: parsed.subject,
            internalDate: m.internalDate,
            hasAttachment: parsed.hasAttachment,
            searchText: parsed.searchText,
          },
          now,
        );
      })
      .sort(newestFirst);
  }

  // ── history ───────────────────────────────────────────────────────────────

  /** Records after startHistoryId; 404 when that point has left the retained window. */
  historySince(
    startHistoryId: number,
    filter: { types?: readonly HistoryType[]; labelId?: string },
  ): HistoryRecord[] {
    this.trimHistory(Date.now());
    if (startHistoryId < this.historyFloor) throw gmailErrors.notFound();
    return this.history.filter((record) => {
      if (record.id <= startHistoryId) return false;
      if (filter.labelId) {
        const touched = [...record.labelIds, ...(record.labelsAdded ?? []), ...(record.labelsRemoved ?? [])];
        if (!touched.includes(filter.labelId)) return false;
      }
      if (!filter.types || filter.types.length === 0) return true;
      return (
        (filter.types.includes("messageAdded") && record.messageAdded === true) ||
        (filter.types.includes("messageDeleted") && record.messageDeleted === true) ||
        (filter.types.includes("labelAdded") && record.labelsAdded !== undefined) ||
        (filter.types.includes("labelRemoved") && record.labelsRemoved !== undefined)
      );
    });
  }

  /** Forgets all history so far: any older startHistoryId now gets 404. */
  expireHistory(): void {
    this.history.length = 0;
    this.historyFloor = this.historyId;
    this.onChange();
  }

  private record(message: StoredMessage, change: Partial<HistoryRecord>): void {
    this.history.push({
      id: this.historyId,
      at: Date.now(),
      messageId: message.id,
      threadId: message.threadId,
      labelIds: [...message.labelIds],
      ...change,
    });
    if (this.history.length > HISTORY_MAX_RECORDS) this.trimHistory(Date.now());
  }

  private trimHistory(now: number): void {
    let drop = 0;
    while (
      drop < this.history.length &&
      (this.history.length - drop > HISTORY_MAX_RECORDS ||
        this.history[drop]!.at < now - HISTORY_RETENTION_MS)
    ) {
      drop++;
    }
    if (drop === 0) return;
    this.historyFloor = Math.max(this.historyFloor, this.history[drop - 1]!.id);
    this.history.splice(0, drop);
  }

  private threadOf(parsed: ParsedMessage): string | undefined {
    if (parsed.replyTo.length === 0) return undefined;
    for (const m of this.messages.values()) {
      const id = this.parse(m).messageIdHeader;
      if (id && parsed.replyTo.includes(id)) return m.threadId;
    }
    return undefined;
  }

  /** Gmail ids are 16 hex digits; derive them from the mailbox and sequence so seeds are stable. */
  private newMessageId(seq: number): string {
    for (let salt = 0; ; salt++) {
      const id = createHash("sha256").update(`${this.email}:${seq}:${salt}`).digest("hex").slice(0, 16);
      if (!this.messages.has(id)) return id;
    }
  }
}

function newestFirst(a: StoredMessage, b: StoredMessage): number {
  return b.internalDate - a.internalDate || b.seq - a.seq;
}
