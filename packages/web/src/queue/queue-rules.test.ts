import { describe, expect, it } from "vitest";
import {
  clampPercent,
  generateButtonLabel,
  queueLoadErrorMessage,
  syncDetail,
  syncHeadline,
  syncPercent,
  visibleQueueItems,
} from "./queue-rules.ts";

describe("queue rules", () => {
  it("computes the sync percent from the total, or indexed + remaining, capped at 100", () => {
    expect(
      syncPercent({ labelName: "Read Later", indexedCount: 3, remainingLabelCount: 9, totalToProcess: 12 }),
    ).toBe(25);
    expect(
      syncPercent({ labelName: null, indexedCount: 1, remainingLabelCount: 2, totalToProcess: null }),
    ).toBe(33);
    expect(
      syncPercent({ labelName: null, indexedCount: 20, remainingLabelCount: 0, totalToProcess: 10 }),
    ).toBe(100);
    expect(clampPercent(-4)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it("words the sync bar as the spec does", () => {
    const done = { labelName: "Read Later", indexedCount: 3, remainingLabelCount: 0, totalToProcess: 3 };
    expect(syncHeadline(done, true)).toBe("Syncing Read Later...");
    expect(syncHeadline(done, false)).toBe("Emails synced");
    expect(syncHeadline({ ...done, remainingLabelCount: 2 }, false)).toBe("Read Later ready to sync");
    expect(syncDetail(done)).toBe("Indexed 3 of 3 • All caught up");
    expect(syncDetail({ ...done, remainingLabelCount: 2, totalToProcess: 5 })).toBe(
      "Indexed 3 of 5 • 2 still in Gmail",
    );
  });

  it("labels the Generate button by format", () => {
    expect(generateButtonLabel("both", false)).toBe("Generate PDF + EPUB");
    expect(generateButtonLabel("pdf", false)).toBe("Generate PDF");
    expect(generateButtonLabel("epub", false)).toBe("Generate EPUB");
    expect(generateButtonLabel(null, false)).toBe("Generate Digest");
    expect(generateButtonLabel("pdf", true)).toBe("Generating...");
  });

  it("says how many newsletters Generate takes: the whole queue", () => {
    expect(generateButtonLabel("both", false, 303)).toBe("Generate PDF + EPUB · 303");
    expect(generateButtonLabel("epub", false, 1)).toBe("Generate EPUB · 1");
    expect(generateButtonLabel("pdf", false, 5400)).toBe("Generate PDF · 5,400");
    expect(generateButtonLabel("both", false, 0)).toBe("Generate PDF + EPUB");
    expect(generateButtonLabel("both", true, 303)).toBe("Generating...");
  });

  it("lists only new items, once per Gmail message", () => {
    const items = [
      { id: "1", gmailId: "g1", status: "new" },
      { id: "2", gmailId: "g1", status: "new" },
      { id: "3", gmailId: null, status: "new" },
      { id: "3", gmailId: null, status: "new" },
      { id: "4", gmailId: "g4", status: "processed" },
    ];
    expect(visibleQueueItems(items).map((item) => item.id)).toEqual(["1", "3"]);
  });

  it("maps the Gmail-connection error to the spec's text", () => {
    expect(queueLoadErrorMessage("Please connect your Gmail account first.")).toBe(
      "Please connect your Gmail account in settings first",
    );
    expect(queueLoadErrorMessage("Quota exceeded")).toBe("Quota exceeded");
    expect(queueLoadErrorMessage(null)).toBe("Failed to load emails");
  });
});
