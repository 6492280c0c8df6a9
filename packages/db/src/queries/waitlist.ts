import type { Db } from "../client.ts";
import { waitlist } from "../schema.ts";

/** Adds an address to the waitlist; joining twice is a no-op that still succeeds. */
export async function joinWaitlist(db: Db, params: { email: string }): Promise<void> {
  await db.insert(waitlist).values({ email: params.email }).onConflictDoNothing({ target: waitlist.email });
}
