import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// Links a letter sets around its posts. "View on lakeweekly.example" under the title only points at
// the copy on the publisher's own site, not a known platform, and goes. A company round-up
// whose last items (a linked story title, its author, an event) sit between a "follow us"
// block and the footer keeps them: a title of several words in one link is a story, not a footer's
// link. A product letter's news about the reader's account ("You can now change your profile for
// each of the groups you're a member of.") is news, whatever footers say in the same words. Every
// sentence here was written for these cases.

export function postLinkCases(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  return [
    htmlCase(
      "view-on-the-publishers-site",
      `<h1>Lake Weekly, issue 212</h1>
      <p><a href="https://lakeweekly.example/issue-212/">View on lakeweekly.example</a></p>
      ${article(prose)}`,
      prose,
      ["View on lakeweekly.example"],
    ),
    htmlCase(
      "round-up-items-after-a-follow-block",
      `<h2>How the ferry got its quiet engine</h2><p style="font-size:14px">April 19 | 7 min read</p>
      ${article(prose)}
      <p><a href="https://lakeweekly.example/timetable">Open the timetable</a></p>
      <table><tr><td style="color:#767e85"><a href="https://www.facebook.com/lakeweekly">Stay Connected</a></td>
      <td style="color:#767e85"><a href="https://twitter.com/lakeweekly">Join the Conversation</a></td></tr></table>
      <table><tr><td style="font-size:18px"><a href="https://lakeweekly.example/stories/herons-on-the-reeds">What the herons on the reeds tell a ferryman</a></td></tr>
      <tr><td style="font-size:14px;color:#767e85">by Ada Brook</td></tr>
      <tr><td><a href="https://lakeweekly.example/stories/herons-on-the-reeds">Read More →</a></td></tr></table>
      <h3><a href="https://lakeweekly.example/talks/">Upcoming Talks</a></h3>
      <table><tr><td style="font-size:18px"><a href="https://lakeweekly.example/talks/hull">Sanding a hull over one winter</a></td></tr>
      <tr><td><a href="https://lakeweekly.example/talks/hull">Register Now →</a></td></tr></table>
      <p><a href="https://www.linkedin.com/company/lakeweekly">Connect With Us</a></p>
      <p><a href="https://lakeweekly.example/archive">View the Lake Weekly archive</a></p>
      <p style="font-size:11px">© 2026 Lake Weekly. All rights reserved. 4 Quay Street, Lakeside.</p>
      <p style="font-size:11px"><a href="https://lakeweekly.example/prefs">Manage Your Preferences</a> | <a href="https://lakeweekly.example/unsubscribe">Opt-Out</a></p>`,
      [
        ...prose,
        "What the herons on the reeds tell a ferryman",
        "by Ada Brook",
        "Sanding a hull over one winter",
      ],
      [
        "Stay Connected",
        "Join the Conversation",
        "Connect With Us",
        "View the Lake Weekly archive",
        "Manage Your Preferences",
        "4 Quay Street",
      ],
    ),
    // A newspaper's letter as a copy of its web page: the page's share and print buttons over it.
    htmlCase(
      "web-page-share-and-print-buttons-de",
      `<table><tr>
      <td><a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhafenpost.example%2Fmorgenpost">Facebook</a></td>
      <td><a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fhafenpost.example%2Fmorgenpost">Twitter</a></td>
      <td><a href="mailto:?subject=Morgenpost&amp;body=https%3A%2F%2Fhafenpost.example%2Fmorgenpost">Seite per E-Mail senden</a></td>
      <td><a href="https://hafenpost.example/print">Seite drucken</a></td></tr></table>
      ${article(CLOSING_PROSE.de!)}`,
      CLOSING_PROSE.de!,
      ["Facebook", "Twitter", "Seite per E-Mail senden", "Seite drucken"],
      "de",
    ),
    // A product letter's news about the reader's own account, in the words footers use for theirs.
    htmlCase(
      "account-features-in-product-news",
      `<p>Greetings from Lake Groups,</p><h4>Chat</h4><p>You can now create chat rooms to go along with your groups. Some talks are best in threads, some in chat.</p>
      <h4>Better Profiles</h4><p>You can now change your profile for each of the groups you're a member of. Use a different photo, change your display name, set a different bio.</p>
      <h4>Lake Groups for schools</h4><p>We have been hard at work on a version for schools, with its own domain name and logo. Look for an announcement about it soon.</p>
      <p>Thank you for using Lake Groups. Please let us know how we can improve the service by sending a message to <a href="mailto:support@lakegroups.example">support@lakegroups.example</a><br><br>Thanks,<br>Mark</p>`,
      [
        "Better Profiles",
        "You can now change your profile for each of the groups you're a member of.",
        "by sending a message to support@lakegroups.example",
        "Thanks, Mark",
      ],
      [],
    ),
  ];
}
