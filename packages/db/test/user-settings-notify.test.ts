import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import {
  deleteGmailAccount,
  getUserPreferences,
  setGmailAddressIfPreferencesExist,
  USER_SETTINGS_CHANNEL,
  upsertUserPreferences,
} from "../src/queries/index.ts";
import { account, user } from "../src/schema.ts";
import { testDatabases } from "../src/testing.ts";

/** Collects payloads from a channel; `next()` waits for the next one (or fails after a while). */
async function collect(handle: DbHandle, channel: string) {
  const received: string[] = [];
  const waiters: Array<() => void> = [];
  const stop = await handle.listen(channel, (payload) => {
    received.push(payload);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async (count: number) => {
    const deadline = Date.now() + 3000;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} notifications, got ${received.length}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return received.slice(0, count);
  };
  return { received, next, stop };
}

describe.each(testDatabases())("user settings notifications on $name", ({ create }) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await create();
    await handle.db.insert(user).values([
      { id: "u1", name: "One", email: "one@example.com" },
      { id: "u2", name: "Two", email: "two@example.com" },
    ]);
  });
  afterAll(() => handle.close());

  it("delivers NOTIFY payloads to listeners and stops after unlisten", async () => {
    const feed = await collect(handle, "folio_test_channel");
    await handle.notify("folio_test_channel", "hello 'quoted' payload");
    expect(await feed.next(1)).toEqual(["hello 'quoted' payload"]);
    await feed.stop();
    await handle.notify("folio_test_channel", "after stop");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(feed.received).toHaveLength(1);
  });

  it("notifies the user id when preferences or the Gmail account change, not for other accounts", async () => {
    const feed = await collect(handle, USER_SETTINGS_CHANNEL);
    const row = await upsertUserPreferences(handle.db, {
      userId: "u1",
      patch: { outputFormat: "pdf" },
      defaultDestinationEmail: "one@example.com",
    });
    expect(row).toMatchObject({ outputFormat: "pdf", destinationEmail: "one@example.com" });
    expect(await feed.next(1)).toEqual(["u1"]);

    await handle.db
      .insert(account)
      .values({ id: "a1", userId: "u2", providerId: "credential", accountId: "u2" });
    await handle.db.insert(account).values({ id: "a2", userId: "u2", providerId: "gmail", accountId: "123" });
    expect(await feed.next(2)).toEqual(["u1", "u2"]);
    await deleteGmailAccount(handle.db, { userId: "u2" });
    expect(await feed.next(3)).toEqual(["u1", "u2", "u2"]);
    await feed.stop();
  });

  it("keeps the first destination on later upserts and leaves untouched fields alone", async () => {
    await upsertUserPreferences(handle.db, {
      userId: "u2",
      patch: { readLaterLabelId: "Label_1" },
      defaultDestinationEmail: "two@example.com",
    });
    const updated = await upsertUserPreferences(handle.db, {
      userId: "u2",
      patch: { processedLabelId: "Label_2", outputFormat: null },
      defaultDestinationEmail: "changed@example.com",
    });
    expect(updated).toMatchObject({
      readLaterLabelId: "Label_1",
      processedLabelId: "Label_2",
      outputFormat: null,
      destinationEmail: "two@example.com",
    });
  });

  it("writes the Gmail address only when it changed and only to an existing row", async () => {
    await setGmailAddressIfPreferencesExist(handle.db, { userId: "nobody", gmailAddress: "x@gmail.com" });
    expect(await getUserPreferences(handle.db, { userId: "nobody" })).toBeNull();
    await setGmailAddressIfPreferencesExist(handle.db, { userId: "u1", gmailAddress: "one@gmail.com" });
    const feed = await collect(handle, USER_SETTINGS_CHANNEL);
    await setGmailAddressIfPreferencesExist(handle.db, { userId: "u1", gmailAddress: "one@gmail.com" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(feed.received).toEqual([]);
    expect((await getUserPreferences(handle.db, { userId: "u1" }))?.gmailAddress).toBe("one@gmail.com");
    await feed.stop();
  });
});
