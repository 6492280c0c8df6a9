import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import { joinWaitlist } from "../src/queries/waitlist.ts";
import { waitlist } from "../src/schema.ts";
import { testDatabases } from "../src/testing.ts";

describe.each(testDatabases())("waitlist on $name", ({ create }) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await create();
  });
  afterAll(() => handle.close());

  it("keeps one row when the same address joins twice", async () => {
    await joinWaitlist(handle.db, { email: "reader@example.com" });
    await joinWaitlist(handle.db, { email: "reader@example.com" });
    const [row] = await handle.db
      .select({ n: count() })
      .from(waitlist)
      .where(eq(waitlist.email, "reader@example.com"));
    expect(row?.n).toBe(1);
  });
});
