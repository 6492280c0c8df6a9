import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase, message } from "./synthetic-message.ts";

// Digests that platforms and big senders mail: an alert service's own links under its results,
// authors credited by a name linked to their profile, a post's reaction counts beside their icons
// (in their cells or in cells of their own), Campaign Monitor's "No Images?" link, an app named
// without the word "app", the footer's menu in tables of their own, and a whole HTML page sent as
// the text part. Every text here was written for these cases.

export function platformDigestCases(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  const teaser = (title: string, text: string, credit: string) =>
    `<h3><a href="https://pulse.example/p/${title.length}">${title}</a></h3><p>${text}</p><p>${credit}</p>`;
  return [
    htmlCase(
      "alert-service-links-under-its-results",
      `<h3><a href="https://scholar.example/1">Snails on wet lawns</a></h3>
      <p>P Author, Q Author - Journal of Small Things, 2026</p>
      <p>We counted snails on three lawns after rain and found that most of them moved toward the shade within the hour.</p>
      <p><a href="https://scholar.example/alerts">List my alerts</a></p>
      <p><a href="https://scholar.example/alerts/cancel">Cancel alert</a></p>
      <p style="font-size:11px">This alert is sent by Example Scholar. You received it because you asked for it.</p>`,
      ["Snails on wet lawns", "most of them moved toward the shade"],
      ["List my alerts", "Cancel alert", "This alert is sent by"],
    ),
    htmlCase(
      "authors-credited-by-a-linked-name",
      [
        teaser(
          "Why slow mornings make better weeks",
          "Most of us rush the first hour of the day and then wonder why the rest of it feels so crowded.",
          `<a href="https://www.linkedin.com/in/maria-jensen">Maria Jensen</a>`,
        ),
        teaser(
          "What bakers know about patience",
          "Bread cannot be hurried, and the people who bake it every night have learned a lot about waiting.",
          `<a href="https://twitter.com/tomokafor">Dr. Tom Okafor</a>`,
        ),
        `<p><a href="https://twitter.com/lakeweekly">Follow us on Twitter</a></p>`,
      ].join(""),
      ["Maria Jensen", "Dr. Tom Okafor", "Why slow mornings", "learned a lot about waiting"],
      ["Follow us on Twitter"],
    ),
    htmlCase(
      "no-images-link-over-the-logo",
      `<p style="font-size:11px;text-align:right"><a href="https://lakemail.createsend1.example/t/x">No Images? Click here</a></p>
      <h1>Lake Weekly</h1>${article(prose)}
      <p><a href="https://pulse.example/app">Download Lake Pulse to get more top stories of the day</a></p>`,
      ["Lake Weekly", ...prose],
      ["No Images? Click here", "Download Lake Pulse"],
    ),
    htmlCase(
      "reaction-counts-under-each-post",
      ["417", "1,204"]
        .map(
          (likes, index) => `<table width="100%"><tr><td><p>${prose[index]}</p></td></tr>
          <tr><td><table><tr>${[likes, "36", ""]
            .map(
              (count, at) =>
                `<td width="15%"><img alt="" src="https://notes.example/i${at}.png" width="14" height="14"><span style="font-size:12px">${count}</span></td>`,
            )
            .join("")}<td></td></tr></table></td></tr></table>`,
        )
        .join("") +
        `<table><tr><td style="background:#f61"><a href="https://notes.example/app">See more notes in the app</a></td></tr></table>`,
      [prose[0]!, prose[1]!],
      ["417", "1,204", "See more notes in the app"],
    ),
    // A Q&A digest's counts: each icon in a cell of its own, its number in the next, and the last
    // number over a button in a table of its own (it was glued to the button's words).
    htmlCase(
      "reaction-counts-beside-icons-in-cells-of-their-own",
      ["4.1M", "9.3K"]
        .map(
          (views, index) => `<table width="100%"><tr><td><p>${prose[index]}</p></td></tr>
          <tr><td><table><tr>${[
            ["eye", views],
            ["up", "812"],
            ["comment", "57"],
          ]
            .map(
              ([icon, count]) =>
                `<td><a href="https://answers.example/a/${index}"><img alt="${icon}" src="https://answers.example/i/${icon}.png" height="20"></a></td><td><a href="https://answers.example/a/${index}"><p>${count}</p></a></td>`,
            )
            .join("")}</tr></table></td></tr></table>`,
        )
        .join("") +
        `<table><tr><td><a href="https://answers.example/q/3"><strong>Three more answers on ferries</strong></a></td></tr></table><p>${prose[2]}</p>`,
      [prose[0]!, prose[1]!, "Three more answers on ferries", prose[2]!],
      ["4.1M", "812", "57 Three"],
    ),
    htmlCase(
      "footer-menu-in-tables-of-their-own",
      `<table width="600"><tr><td><h2>Lake Weekly</h2>${article(prose)}</td></tr>
      <tr><td bgcolor="#000">${["Find a Ferry", "Community", "About Us", "Contact Us"]
        .map(
          (label, index) =>
            `<table align="left" width="150"><tr><td><img src="https://lake.example/i${index}.png" width="40" height="40" alt=""></td></tr><tr><td align="center"><a href="https://click.lake.example/?qs=${index}" style="color:#fff">${label}</a></td></tr></table>`,
        )
        .join("")}</td></tr>
      <tr><td><p style="font-size:11px">You are receiving this email because you signed up at lake.example. <a href="https://click.lake.example/?qs=u">Unsubscribe</a></p></td></tr></table>`,
      ["Lake Weekly", ...prose],
      ["Find a Ferry", "Community", "About Us", "Contact Us", "You are receiving this email"],
    ),
    {
      name: "html-page-sent-as-the-text-part",
      raw: message({
        subject: "html-page-sent-as-the-text-part",
        contentType: "text/plain; charset=utf-8",
        body: Buffer.from(
          `<!-- template: spring -->\n<span style="display:none">Our spring season starts soon</span>\n<html lang="en"><head><title>Spring</title><style>p { margin: 0 }</style></head><body>
          <h2>Spring season starts soon</h2>${article(prose)}
          <p style="font-size:11px"><a href="https://club.example/unsubscribe">Unsubscribe</a></p></body></html>`,
        ),
      }),
      language: "en",
      must: ["Spring season starts soon", ...prose],
      mustNot: ["<html", "<p", "template: spring", "Unsubscribe"],
    },
  ];
}
