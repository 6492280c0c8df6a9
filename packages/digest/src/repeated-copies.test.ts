import { describe, expect, it } from "vitest";
import { readPlainTextNewsletter } from "./read-plain-text-newsletter.ts";
import { blockText } from "./reading-document.ts";
import { withoutRepeatedRuns } from "./repeated-copies.ts";

const texts = (text: string) => withoutRepeatedRuns(readPlainTextNewsletter(text).blocks).map(blockText);

describe("a letter's parts written twice in a row", () => {
  it("reads a run of paragraphs that repeats right after itself once (a phone's copy and a desktop's)", () => {
    const part = [
      "Lake Weekly now lists every boat for hire on the lake, from the ferry pier to the north shore.",
      "",
      "Book a boat",
    ];
    expect(texts([...part, "", ...part, "", "The first ferry now leaves at six."].join("\n"))).toEqual([
      "Lake Weekly now lists every boat for hire on the lake, from the ferry pier to the north shore.",
      "Book a boat",
      "The first ferry now leaves at six.",
    ]);
  });

  it("keeps short lines said twice, and the same paragraph said again further on", () => {
    const refrain = "The ferry is late again, and the herons do not mind at all.";
    expect(
      texts(
        ["Row, row.", "", "Row, row.", "", refrain, "", "The kiosk sells ice cream.", "", refrain].join("\n"),
      ),
    ).toEqual(["Row, row.", "Row, row.", refrain, "The kiosk sells ice cream.", refrain]);
  });
});
