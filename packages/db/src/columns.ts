import { customType, timestamp } from "drizzle-orm/pg-core";

// Columns are camelCase in TypeScript and snake_case in SQL (drizzle `casing: "snake_case"`).

/** created_at / updated_at, on every table. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, postgres-js a Buffer: give callers a Buffer either way.
  fromDriver: (value) => Buffer.from(value),
});
