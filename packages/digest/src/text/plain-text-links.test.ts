import { describe, expect, it } from "vitest";
import { linkify } from "./plain-text-links.ts";

const URL = "https://lakeweekly.example/timetable";

describe("links in a plain-text part", () => {
  it("links a label to the address written after it in brackets, with or without spaces inside them", () => {
    expect(linkify(`See the timetable (${URL})`)).toEqual([{ text: "See the timetable", href: URL }]);
    expect(linkify(`See the timetable ( ${URL} )`)).toEqual([{ text: "See the timetable", href: URL }]);
  });

  it("links a title to the picture's address written before it, and drops the address of a picture with no words", () => {
    expect(linkify(`( ${URL} )Read the new ferry timetable`)).toEqual([
      { text: "Read the new ferry timetable", href: URL },
    ]);
    expect(linkify(`( ${URL} )`)).toEqual([]);
  });

  it("keeps an address the author wrote in angle brackets on its own line, and one inside a sentence", () => {
    expect(linkify(`<${URL}>`)).toEqual([{ text: "<" }, { text: URL, href: URL }, { text: ">" }]);
    expect(linkify(`The timetable (${URL}) changed on Monday.`)).toEqual([
      { text: "The timetable (" },
      { text: URL, href: URL },
      { text: ") changed on Monday." },
    ]);
  });
});
