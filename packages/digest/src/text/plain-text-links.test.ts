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

  it("links a label to a click tracker's address in brackets inside a sentence, and keeps an author's", () => {
    const tracker = "http://click.lake.example/s/r?l=5902&m=101BN3c3ce686";
    expect(linkify(`Learn more <${tracker}> about the programme.`)).toEqual([
      { text: "Learn more", href: tracker },
      { text: " about the programme." },
    ]);
    expect(linkify(`Our new sensor [${tracker}] logs soil moisture every hour of the day.`)).toEqual([
      { text: "Our new sensor", href: tracker },
      { text: " logs soil moisture every hour of the day." },
    ]);
    expect(linkify(`Read <${URL}> before Monday.`)).toEqual([
      { text: "Read <" },
      { text: URL, href: URL },
      { text: "> before Monday." },
    ]);
  });

  it("keeps the words of a long sentence around a click tracker's address, not the address", () => {
    const tracker = "https://click.lake.example/?qs=3f9a0c2be17d44a8";
    expect(
      linkify(
        `The scholarship fund we support passed its second million this winter <${tracker}> thanks to you.`,
      ),
    ).toEqual([
      { text: "The scholarship fund we support passed its second million this winter" },
      { text: " thanks to you." },
    ]);
  });
});
