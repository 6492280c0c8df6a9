import { describe, expect, it } from "vitest";
import { plainTextBlocks } from "./read-plain-text-newsletter.ts";
import { type Block, blockText } from "./reading-document.ts";

// The structure a text part's lines stand for, before any chrome is taken out: lists, titles and
// code as mailing services write them. Every text here was written for these tests.

const shape = (block: Block): [string, string] => [block.type, blockText(block)];
const read = (lines: string[]) => plainTextBlocks(lines.join("\n")).blocks.map(shape);

describe("plain text structure", () => {
  it("reads bullet items wrapped onto lines that are not indented as one list, each item's lines flowing on", () => {
    expect(
      read([
        "Tide service",
        "",
        "* Added a water_colour field so that murky and clear water can",
        "be told apart in every answer.",
        "* Added support for a second shape of",
        "harbour_results.mooring_lines.extensions.",
        "* Fixed the buoy selectors.",
      ]),
    ).toEqual([
      ["paragraph", "Tide service"],
      [
        "list",
        [
          "Added a water_colour field so that murky and clear water can be told apart in every answer.",
          "Added support for a second shape of harbour_results.mooring_lines.extensions.",
          "Fixed the buoy selectors.",
        ].join("\n"),
      ],
    ]);
  });

  it("makes numbered titles in capitals over prose headings that keep their numbers", () => {
    expect(
      read([
        "1. WIDER STEPS.",
        "",
        "The ferry landing now has steps twice as wide as before.",
        "",
        "2. PILOT OF THE MONTH.",
        "",
        "Mara Quist wins this month.",
      ]),
    ).toEqual([
      ["heading", "1. WIDER STEPS."],
      ["paragraph", "The ferry landing now has steps twice as wide as before."],
      ["heading", "2. PILOT OF THE MONTH."],
      ["paragraph", "Mara Quist wins this month."],
    ]);
  });

  it("makes a linked title between two rules a heading, as the same frame makes a plain title one", () => {
    const rule = "-".repeat(65);
    const { blocks } = plainTextBlocks(
      [
        rule,
        "Mooring Lookup API (",
        "https://click.mailer.example/abc123/def456/aHR0cHM6Ly90aWRld2F5LmV4YW1wbGUvZG9jcw",
        ")",
        rule,
        "",
        "The Mooring Lookup API returns every free berth of a harbour in one response.",
        "",
        "-".repeat(24),
        "Harbour Index Now Needed",
        "-".repeat(24),
        "",
        "From April on every request must carry a harbour index.",
      ].join("\n"),
    );
    expect(blocks.map(shape)).toEqual([
      ["rule", ""],
      ["heading", "Mooring Lookup API"],
      ["paragraph", "The Mooring Lookup API returns every free berth of a harbour in one response."],
      ["rule", ""],
      ["heading", "Harbour Index Now Needed"],
      ["paragraph", "From April on every request must carry a harbour index."],
    ]);
    expect(blocks[1]).toMatchObject({ inlines: [{ text: "Mooring Lookup API", href: expect.any(String) }] });
  });

  it("shows fenced code as written, indentation and blank lines too, without its fences", () => {
    expect(
      read([
        "To set it up, paste this into the tide settings:",
        "",
        "```json",
        "{",
        '  "buoys": {',
        '    "north": { "lamp": "green" }',
        "  },",
        "",
        '  "tide": "spring"',
        "}",
        "```",
        "Then ask the harbour master to check the lamps.",
      ]),
    ).toEqual([
      ["paragraph", "To set it up, paste this into the tide settings:"],
      ["preformatted", '{\n  "buoys": {\n    "north": { "lamp": "green" }\n  },\n\n  "tide": "spring"\n}'],
      ["paragraph", "Then ask the harbour master to check the lamps."],
    ]);
  });

  it("reads a stray fence that nothing closes as text", () => {
    expect(
      read(["Three backticks (```) open a fence in Markdown.", "", "```", "The rest is prose."]),
    ).toEqual([
      ["paragraph", "Three backticks (```) open a fence in Markdown."],
      ["paragraph", "```\nThe rest is prose."],
    ]);
  });
});
