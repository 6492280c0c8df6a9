import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase, plainCase } from "./synthetic-message.ts";

// Developers' weekly letters: section titles that link to their own place (as site generators set
// a permalink), placeholders the article writes about ("Hello {name}!"), a section's sponsor
// credit under its title in a text part, Kit's links written over three lines, and an item
// tagged "[sponsored]" at its end. Every text here was written for these cases.

const KIT_LINK = "https://kit.lakeweekly.example/c/3ohphdu3g4eo8rhr/aHR0cHM6Ly9sYWtld2Vla2x5LmV4YW1wbGU=";

export function developerDigestCases(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  return [
    htmlCase(
      "section-titles-linked-to-their-own-place",
      `<h1>This Week on the Lake 212</h1>${article([prose[0]!])}
      <h2 id="boat-of-the-week"><a class="toclink" href="#boat-of-the-week">Boat of the Week</a></h2>${article([prose[1]!])}
      <h2 id="upcoming-events"><a href="#upcoming-events">Upcoming Events</a></h2>${article([prose[2]!])}
      <p><a href="#boat-of-the-week">Back to top</a></p>`,
      ["Boat of the Week", "Upcoming Events", ...prose],
      ["Back to top"],
    ),
    htmlCase(
      "placeholders-the-article-writes-about",
      `<h1>Templates on the quay</h1>
      <p>The ferry's booking page now greets you with println!("Hello {name}!") instead of a fixed line.</p>
      <p>Spot the bug: the reminder '{NAME} is due for another crossing' only had its first {NAME} replaced.</p>
      ${article(prose)}`,
      ["Hello {name}!", "{NAME} is due for another crossing", "only had its first {NAME} replaced", ...prose],
      [],
    ),
    plainCase(
      "section-sponsor-credit-under-its-title",
      [
        "Welcome to issue 212 of the lake's weekly letter.",
        "",
        "------------",
        "Spot the Bug",
        "------------",
        "",
        "Sponsored by Pier Planner ( https://pierplanner.example/ )",
        "-----------------------------------------------------------------",
        "",
        "Can you see what is wrong with the ferry's timetable? The answer is at",
        "the bottom of this issue, so take a minute before scrolling down.",
        "",
        "---------",
        "Cool Bits",
        "---------",
        "",
        "The kiosk on the quay sells ice cream again, and the queue is long.",
        "",
        "----------------------",
        "Spot the Bug: Solution",
        "----------------------",
        "",
        "The timetable listed the last crossing twice; the second one was the",
        "first crossing of the next morning.",
      ].join("\n"),
      [
        "Spot the Bug",
        "Can you see what is wrong",
        "Cool Bits",
        "Spot the Bug: Solution",
        "listed the last crossing twice",
      ],
      ["Sponsored by Pier Planner"],
    ),
    plainCase(
      "links-written-over-three-lines",
      [
        "Welcome to #212 (",
        KIT_LINK,
        ").",
        "",
        "The ferry's new engine (",
        KIT_LINK,
        ") arrived last week, and the ferryman says it is very quiet indeed.",
        "",
        "(",
        KIT_LINK,
        ") (",
        KIT_LINK,
        ")",
      ].join("\n"),
      ["Welcome to #212", "The ferry's new engine arrived last week"],
      ["kit.lakeweekly.example", "( https"],
    ),
    htmlCase(
      "item-tagged-sponsored-at-its-end",
      `<h1>Lake notes</h1>${article([prose[0]!])}
      <p><a href="https://pierplanner.example">Pier Planner</a> – print the week's water levels for your own pier, free for thirty days. [sponsored]</p>
      ${article([prose[1]!, prose[2]!])}`,
      prose,
      ["print the week's water levels"],
    ),
  ];
}
