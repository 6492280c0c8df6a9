import { describe, expect, it } from "vitest";
import { buildDigest } from "../src/index.ts";
import { epubText } from "./support/epub-text.ts";
import { buildNewsletterMessage } from "./support/mime-builder.ts";

// A missing image leaves its alt text in the book, or nothing when that text says nothing there;
// either way the digest's report counts it among the missing images.

const noImages = {
  timeoutMs: 200,
  fetch: (async () => {
    throw new Error("No image server in this test");
  }) as typeof fetch,
};

describe("a missing image in the book and in the report", () => {
  it("leaves a describing alt text, leaves nothing for a logo or an icon, and is reported either way", async () => {
    const prose =
      "The night ferry now stops at the island twice a week, and the harbour office has added a second ticket window for the summer.";
    const sources = [
      "https://cdn.example.org/masthead.png",
      "https://cdn.example.org/timetable.png",
      "https://cdn.example.org/follow.png",
    ];
    const html = `<html><body><img src="${sources[0]}" width="300" alt="Harbour Notes">
      <p>${prose}</p><img src="${sources[1]}" width="600" height="300" alt="Timetable: departures at 21:10 and 23:40">
      <p>${prose}</p><a href="https://t.example.net/c/1"><img src="${sources[2]}" width="24" alt="Follow us"></a></body></html>`;
    const raw = buildNewsletterMessage({ from: '"Harbour Notes" <post@harbour.example>', html });
    const digest = await buildDigest({
      sources: [{ id: "ferry", raw }],
      formats: ["epub"],
      includeTableOfContents: false,
      includeOriginalLinks: false,
      date: new Date("2026-11-21T07:00:00Z"),
      imageFetch: noImages,
    });

    const text = (await epubText(digest.parts[0]!.files[0]!.content)).replace(/\s+/g, " ");
    expect(text).toContain("Timetable: departures at 21:10 and 23:40");
    expect(text).not.toContain("Follow us");
    // The sender's name is the chapter's byline; the masthead logo adds no second line of it.
    expect(text).toMatch(/Harbour Notes \S+ 20 Nov 2026 The night ferry/);

    const failed = digest.report.newsletters[0]!.images.failed.map((problem) => problem.url);
    expect(failed.sort()).toEqual([...sources].sort());
  });
});
