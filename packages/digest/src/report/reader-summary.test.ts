import { describe, expect, it } from "vitest";
import { describeReaderSummary } from "./reader-summary.ts";

describe("describeReaderSummary", () => {
  it("says in one sentence what is in the digest, and what is not", () => {
    expect(
      describeReaderSummary({
        newsletters: 1,
        parts: 1,
        imagesFailed: 0,
        imagesLeftOut: 0,
        leftOut: [],
        unreadable: 0,
      }),
    ).toBe("1 newsletter. Nothing was left out.");
    expect(
      describeReaderSummary({
        newsletters: 12,
        parts: 2,
        imagesFailed: 3,
        imagesLeftOut: 1,
        leftOut: [{ subject: "Huge", reason: "Over the limit" }],
        unreadable: 1,
      }),
    ).toBe(
      '12 newsletters in 2 parts; 3 images could not be fetched; 1 image left out to fit the e-mail; 1 newsletter is not whole (over the size limit); 1 newsletter could not be read. The book\'s last page, "About this digest", has the details.',
    );
  });
});
