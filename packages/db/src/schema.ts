import { sql } from "drizzle-orm";
import { customType, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

export * from "./auth-schema.ts";

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, postgres-js a Buffer: give callers a Buffer either way.
  fromDriver: (value) => Buffer.from(value),
});

// Columns are camelCase here and snake_case in SQL (drizzle `casing: "snake_case"`).
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const waitlist = pgTable("waitlist", {
  id: uuid().primaryKey().default(sql`gen_random_uuid()`),
  email: text().notNull().unique(),
  ...timestamps,
});

export const outputFormat = pgEnum("output_format", ["pdf", "epub", "both"]);

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
