import { and, asc, eq, gt } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { digestDeliveries, digests } from "../schema.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A per-user limit over the last 24 hours (a rolling day, so there is no midnight rush): null while
 * there is room, otherwise the moment enough of the day's rows have aged out. `including-now` counts
 * a row already written for this attempt; `one-more` asks whether one more row would fit.
 */
export async function whenUnderDailyLimit(
  db: Db,
  params: {
    table: PgTable;
    at: PgColumn;
    userColumn: PgColumn;
    userId: string;
    now: Date;
    max: number;
    counting: "including-now" | "one-more";
  },
): Promise<Date | null> {
  const rows = await db
    .select({ at: params.at })
    .from(params.table)
    .where(and(eq(params.userColumn, params.userId), gt(params.at, new Date(params.now.getTime() - DAY_MS))))
    .orderBy(asc(params.at));
  const times = rows.map((row) => new Date(row.at as Date | string).getTime());
  const mustAgeOut = times.length + (params.counting === "one-more" ? 1 : 0) - params.max;
  if (mustAgeOut <= 0) return null;
  const last = times[Math.min(mustAgeOut, times.length) - 1];
  return new Date((last ?? params.now.getTime()) + DAY_MS);
}

/** When the user may start another digest, or null now (their digest row for this start included). */
export function whenUnderDigestLimit(db: Db, params: { userId: string; now: Date; max: number }) {
  return whenUnderDailyLimit(db, {
    ...params,
    table: digests,
    at: digests.createdAt,
    userColumn: digests.userId,
    counting: "including-now",
  });
}

/** When the user may be sent one more digest e-mail, or null if now. */
export function whenUnderDigestEmailLimit(db: Db, params: { userId: string; now: Date; max: number }) {
  return whenUnderDailyLimit(db, {
    ...params,
    table: digestDeliveries,
    at: digestDeliveries.sentAt,
    userColumn: digestDeliveries.userId,
    counting: "one-more",
  });
}

/** Records a digest e-mail the mail service accepted. */
export async function recordDigestDelivery(
  db: Db,
  params: { userId: string; digestId: string; part: number; sentAt: Date },
): Promise<void> {
  await db.insert(digestDeliveries).values(params);
}
