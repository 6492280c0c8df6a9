import { USER_SETTINGS_CHANNEL } from "@folio/db/queries";
import { describe, expect, it } from "vitest";
import { type SettingsNotifications, watchUserSettings } from "./settings-changes.ts";

function fakeNotifications() {
  const listeners = new Set<(payload: string) => void>();
  const notifications: SettingsNotifications = {
    listen: async (channel, onPayload) => {
      expect(channel).toBe(USER_SETTINGS_CHANNEL);
      listeners.add(onPayload);
      return async () => {
        listeners.delete(onPayload);
      };
    },
  };
  const emit = (payload: string) => {
    for (const listener of listeners) listener(payload);
  };
  return { notifications, listeners, emit };
}

describe("watchUserSettings", () => {
  it("yields for this user's changes only, collapses bursts, and stops listening on abort", async () => {
    const feed = fakeNotifications();
    const abort = new AbortController();
    const changes = watchUserSettings(feed.notifications, "u1", abort.signal);
    const first = changes.next();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(feed.listeners.size).toBe(1);

    feed.emit("someone-else");
    feed.emit("u1");
    feed.emit("u1");
    expect((await first).done).toBe(false);
    const second = changes.next();
    feed.emit("u1");
    expect((await second).done).toBe(false);

    const third = changes.next();
    abort.abort();
    expect((await third).done).toBe(true);
    expect(feed.listeners.size).toBe(0);
  });
});
