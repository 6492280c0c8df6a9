import { OUTPUT_FORMATS, type ReaderSummary } from "@folio/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { bytea, timestamps } from "./columns.ts";

export * from "./auth-schema.ts";

export const waitlist = pgTable("waitlist", {
  id: uuid().primaryKey().default(sql`gen_random_uuid()`),
  email: text().notNull().unique(),
  ...timestamps,
});

export const outputFormat = pgEnum("output_format", OUTPUT_FORMATS);

/** Spec §3: one row per user, keyed by user_id. */
export const userPreferences = pgTable("user_preferences", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  readLaterLabelId: text(),
  processedLabelId: text(),
  outputFormat: outputFormat(),
  destinationEmail: text(),
  gmailAddress: text(),
  ...timestamps,
});

/** Every e-mail Folio sent while the outbox is the mail transport (the zero-config default). */
export const outboxMessages = pgTable("outbox_messages", {
  id: uuid().primaryKey().default(sql`gen_random_uuid()`),
  to: text().notNull(),
  from: text().notNull(),
  subject: text().notNull(),
  html: text().notNull(),
  text: text().notNull(),
  ...timestamps,
});

export const outboxAttachments = pgTable("outbox_attachments", {
  id: uuid().primaryKey().default(sql`gen_random_uuid()`),
  messageId: uuid()
    .notNull()
    .references(() => outboxMessages.id, { onDelete: "cascade" }),
  name: text().notNull(),
  contentType: text().notNull(),
  size: integer().notNull(),
  content: bytea().notNull(),
  ...timestamps,
});

export const queuedEmailStatus = pgEnum("queued_email_status", ["new", "processed", "removed"]);

/**
 * Spec §3 "Queued email": one row per (user, Gmail message). A message unlabelled in Gmail becomes
 * `removed` (kept, so relabelling restores it without another fetch); `processed` is never requeued.
 */
export const queuedEmails = pgTable(
  "queued_emails",
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    gmailId: text().notNull(),
    threadId: text(),
    status: queuedEmailStatus().notNull().default("new"),
    subject: text().notNull().default(""),
    fromEmail: text().notNull().default(""),
    fromName: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    snippet: text(),
    webVersionUrl: text(),
    /**
     * The digest that claimed this row when it started (in the same transaction), so no other digest
     * takes it while that one runs. The claim lapses when its digest finishes; a processed row keeps
     * the digest that sent it.
     */
    digestId: uuid().references((): AnyPgColumn => digests.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    unique("queued_emails_user_gmail_unique").on(table.userId, table.gmailId),
    index("queued_emails_digest_idx").on(table.digestId),
    // Serves the queue listing (newest `new` rows of one user, keyset by received_at, id), scanned
    // backwards: ascending keys read backwards are exactly `ORDER BY … DESC` (NULLS FIRST).
    index("queued_emails_user_status_received_idx").on(
      table.userId,
      table.status,
      table.receivedAt,
      table.id,
    ),
  ],
);

export const gmailSyncStatus = pgEnum("gmail_sync_status", ["idle", "running", "error"]);

/** Spec §3 "Label sync progress", one row per user, so any server process can answer the status call. */
export const gmailSyncState = pgTable("gmail_sync_state", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  labelId: text(),
  labelName: text(),
  /** Where the next incremental sync starts; only written when a sync completes. */
  historyId: text(),
  status: gmailSyncStatus().notNull().default("idle"),
  indexedCount: integer().notNull().default(0),
  remainingLabelCount: integer().notNull().default(0),
  totalToProcess: integer().notNull().default(0),
  lastError: text(),
  /** Which run holds the per-user lock; a run whose heartbeat (updatedAt) went stale may be taken over. */
  lockToken: text(),
  startedAt: timestamp({ withTimezone: true }),
  finishedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

export const digestStatus = pgEnum("digest_status", [
  "starting",
  "loading",
  "analyzing",
  "optimizing",
  "sending",
  "completed",
  "error",
]);

/**
 * A file of a digest, kept in the file store at `objectPath`: `{userId}/{digestId}/{file}` (older
 * digests: `{userId}/{file}`). `filename` is what the user sees: the attachment's and the download's name.
 */
export interface DigestFileRecord {
  filename: string;
  contentType: string;
  size: number;
  objectPath: string;
  part: number;
}

/**
 * One digest generation: what was asked, its live progress (read by every server process), and the
 * delivery bookkeeping that makes a resumed job never send twice.
 */
export const digests = pgTable(
  "digests",
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The client's session id (spec §4: time plus random text), unique per user. */
    sessionId: text().notNull(),
    status: digestStatus().notNull().default("starting"),
    progress: integer().notNull().default(0),
    details: text(),
    format: outputFormat().notNull(),
    includeTableOfContents: boolean().notNull().default(true),
    includeOriginalLinks: boolean().notNull().default(true),
    /** Queue rows (queued_emails.id) the digest covers. */
    emailIds: jsonb().$type<string[]>().notNull(),
    destinationEmail: text().notNull(),
    itemCount: integer().notNull().default(0),
    files: jsonb().$type<DigestFileRecord[]>().notNull().default([]),
    /** Set once the digest is built: what is in it and what is not. */
    report: jsonb().$type<ReaderSummary>(),
    /** Parts already accepted by the mail service; a resumed job skips them. */
    partsSent: integer().notNull().default(0),
    /** Set just before a part is handed to the mail service, cleared after: a crash in between is ambiguous. */
    sendingPart: integer(),
    partsTotal: integer(),
    sentAt: timestamp({ withTimezone: true }),
    labelledAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /**
     * The run working on the digest (`host:pid:run`) and until when: its heartbeat pushes the expiry
     * on; once it lapses the worker is presumed dead and any worker's sweeper hands the digest on.
     */
    leaseOwner: text(),
    leaseExpiresAt: timestamp({ withTimezone: true }),
    /** That run's pg-boss job, cancelled when the digest is handed on so it is not retried as well. */
    leaseJobId: text(),
    /** How many runs were lost with their worker; past a few, the digest fails instead of looping. */
    recoveries: integer().notNull().default(0),
    /** Queued newsletters this digest could not take (over the per-digest limit): they stay queued. */
    leftInQueue: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("digests_user_session_idx").on(table.userId, table.sessionId),
    // One running digest per user: a second start conflicts here, in the database, whatever the race.
    uniqueIndex("digests_one_running_per_user_idx")
      .on(table.userId)
      .where(sql`${table.status} not in ('completed', 'error')`),
    index("digests_user_created_idx").on(table.userId, table.createdAt),
    index("digests_lease_expires_idx").on(table.leaseExpiresAt),
  ],
);

/** Every digest e-mail handed to the mail service: the daily e-mail limit counts these. */
export const digestDeliveries = pgTable(
  "digest_deliveries",
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    digestId: uuid()
      .notNull()
      .references(() => digests.id, { onDelete: "cascade" }),
    part: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("digest_deliveries_user_sent_idx").on(table.userId, table.sentAt)],
);
