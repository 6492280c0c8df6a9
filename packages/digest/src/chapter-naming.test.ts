import { describe, expect, it } from "vitest";
import { nameChapter } from "./chapter-naming.ts";
import type { ParsedNewsletter } from "./parse-newsletter.ts";

function parsed(subject: string): ParsedNewsletter {
  return {
    subject,
    from: { name: "Sam", address: "sam@home.example" },
    inlineImages: new Map(),
    listUnsubscribe: [],
    recipients: [],
  };
}

const forwarded = { blocks: [], forwarded: { subject: "The keeper's cottage", from: "Cape Letters" } };

describe("nameChapter", () => {
  it("names a forwarded newsletter by the message inside", () => {
    for (const subject of ["Fwd: The keeper's cottage", "WG: Das Häuschen", "TR: La maison", "Fw: cottage"]) {
      expect(nameChapter(parsed(subject), forwarded)).toEqual({
        subject: "The keeper's cottage",
        sender: "Cape Letters",
      });
    }
  });

  it("keeps the message's own subject and sender otherwise", () => {
    expect(nameChapter(parsed("Cape Letters, May"), forwarded)).toEqual({
      subject: "Cape Letters, May",
      sender: "Sam",
    });
    expect(nameChapter(parsed("Fwd: no header inside"), { blocks: [] })).toEqual({
      subject: "Fwd: no header inside",
      sender: "Sam",
    });
  });
});
