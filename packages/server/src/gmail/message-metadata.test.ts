import { describe, expect, it } from "vitest";
import { parseFromHeader, toQueuedEmail } from "./message-metadata.ts";

describe("message metadata", () => {
  it("splits From into address and name", () => {
    expect(parseFromHeader('"The Weekly, Inc." <Hello@Weekly.example>')).toEqual({
      email: "hello@weekly.example",
      name: "The Weekly, Inc.",
    });
    expect(parseFromHeader("plain@letters.example")).toEqual({ email: "plain@letters.example", name: null });
  });

  it("takes the arrival time from internalDate and the web version from Archived-At", () => {
    const row = toQueuedEmail({
      id: "m1",
      threadId: "t1",
      internalDate: String(Date.UTC(2026, 0, 2)),
      snippet: "Hello",
      payload: {
        headers: [
          { name: "Subject", value: "Issue 9" },
          { name: "From", value: "Letters <l@x.example>" },
          { name: "Archived-At", value: "<https://x.example/p/issue-9>" },
        ],
      },
    });
    expect(row).toEqual({
      gmailId: "m1",
      threadId: "t1",
      subject: "Issue 9",
      fromEmail: "l@x.example",
      fromName: "Letters",
      receivedAt: new Date(Date.UTC(2026, 0, 2)),
      snippet: "Hello",
      webVersionUrl: "https://x.example/p/issue-9",
    });
  });
});
