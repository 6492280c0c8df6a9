import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// Parts that writers' platforms add around a post, as real sends set them: a subscribe box before
// the line that credits the writer, a podcast player over the episode's post, a referral
// programme's reward ladder, a sponsor's item labelled only by its first line or by "#ad", a call
// for contributions, a menu set in one cell with the label, a title in the same cell as
// the web-copy link, a table of contents whose bullets sit in cells of their own, a section's
// heading linked to the publication's page on a network. The writer's
// lines stay; the platform's go. Every text here was written for these cases.

const FOOTER = `<p style="font-size:11px">© 2026 Lake Weekly<br>4 Quay Street, Lakeside<br>
<a href="https://lakeweekly.example/unsubscribe">Unsubscribe</a></p>`;

export function creatorPlatformCases(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  return [
    htmlCase(
      "writer-credit-after-a-subscribe-box",
      `<div class="post typography"><h1>How the ferry got its quiet engine</h1>${article(prose)}
      <div><hr></div>
      <div class="subscription-widget-wrap"><div class="subscription-widget show-subscribe">
      <div class="preamble"><p>Join the 2,000+ lake people who already read <em>Lake Weekly.</em></p></div>
      <p class="button-wrapper"><a href="https://lakeweekly.example/account" class="button subscribe-btn">Subscribed</a></p>
      </div></div><div><hr></div>
      <p><em>Words by Ada Brook, who still misses the old engine's noise a little.</em></p></div>
      <table class="email-ufi-2-bottom"><tr><td><a href="https://lakeweekly.example/share">Share</a></td></tr></table>
      ${FOOTER}`,
      [...prose, "Words by Ada Brook, who still misses the old engine's noise a little."],
      ["Join the 2,000+ lake people", "Subscribed", "4 Quay Street"],
    ),
    htmlCase(
      "podcast-player-over-the-episode",
      `<table width="100%" class="podcast-player"><tr><td>
      <table><tr><td><a href="https://lakeweekly.example/pod"><img src="https://cdn.lakeweekly.example/show.png" width="72" height="72" alt="Lake Talk"></a></td>
      <td><table><tr><td><a href="https://lakeweekly.example/pod">Lake Talk: Boats | Weather | Fish</a></td></tr>
      <tr><td><a href="https://lakeweekly.example/pod">Sanding a hull over one winter</a></td></tr></table></td></tr></table>
      <table><tr><td><a href="https://lakeweekly.example/pod?t=0">0:00</a></td>
      <td><a href="https://lakeweekly.example/pod"><img src="https://cdn.lakeweekly.example/play.png" alt=""></a></td>
      <td><a href="https://lakeweekly.example/pod">-1:12:05</a></td></tr></table>
      </td></tr></table>
      <h1><a href="https://lakeweekly.example/p/hull">Sanding a hull over one winter</a></h1>${article(prose)}
      <p>At 10:30 the yard opens its doors to anyone who wants to watch the varnish go on.</p>
      ${FOOTER}`,
      ["Sanding a hull over one winter", ...prose, "At 10:30 the yard opens its doors"],
      ["Lake Talk: Boats", "0:00", "-1:12:05"],
    ),
    htmlCase(
      "referral-reward-ladder",
      `<h1>Lake notes</h1>${article(prose)}<p>Onward,</p><p>Ada Brook</p>
      <table width="550"><tr><td><img src="https://cdn.lakeweekly.example/referral.png" alt=""></td></tr>
      <tr><td><p>Share Lake Weekly with friends, get lake things</p></td></tr>
      <tr><td><ul><li>1 Referral: the ferry timetable poster</li><li>3 Referrals: a Lake Weekly mug</li>
      <li>10 Referrals: a boat trip with the editor</li></ul>
      <p>Please note, these rewards are in limited supply.</p></td></tr>
      <tr><td><p>PS: You have referred 0 people so far</p></td></tr></table>
      <p>Thanks for reading! If you did not enjoy it you can <a href="https://lakeweekly.example/unsubscribe">unsubscribe here</a>.</p>`,
      [...prose, "Onward,", "Ada Brook"],
      ["1 Referral", "3 Referrals: a Lake Weekly mug", "10 Referrals", "these rewards are in limited supply"],
    ),
    htmlCase(
      "sponsor-label-over-the-last-item",
      `<h1>ON THE WATER</h1>
      <div><a href="https://lakeweekly.example/1"><strong>The ferry's new timetable (3 minute read)</strong></a><br>
      <span>${prose[0]}</span></div>
      <div><a href="https://tidetables.example/?utm_source=lake"><strong>Tide tables for every pier (Sponsor)</strong></a><br>
      <span>Tidetables prints the week's water levels for your own pier. Order a year's worth today.</span></div>
      <div><a href="https://lakeweekly.example/2"><strong>Why the herons came back (5 minute read)</strong></a><br>
      <span>${prose[1]}</span></div>
      <div><a href="https://tidetables.example/?utm_source=lake&amp;utm_campaign=b">Sponsor: Pier Planner</a><br>
      <span>This is a sponsored message.</span></div>`,
      ["The ferry's new timetable", prose[0]!, "Why the herons came back", prose[1]!],
      [
        "Tide tables for every pier",
        "Order a year's worth",
        "Sponsor: Pier Planner",
        "This is a sponsored message",
      ],
    ),
    htmlCase(
      "hashtag-ad-item-and-a-call-for-contributions",
      `<h2>In the News</h2>
      <p>🔎 <a href="https://lakeweekly.example/a">The harbour office</a> publishes the winter mooring fees for every pier on the lake.</p>
      <p>✨ <a href="https://acme-charts.example/">Chart your tides</a> and plan every trip with data. Start your free trial now. #ad</p>
      <p>🚲 <a href="https://lakeweekly.example/b">A new cycle path</a> will link the two ferry piers by next summer.</p>
      <h2>Enjoy This Newsletter?</h2>
      <p>Forward it to a friend, and let them know they can subscribe <a href="https://lakeweekly.example/sub">here</a>.</p>
      <p>Also, you can <a href="https://lakeweekly.example/submit">submit a section</a> for us to include in a future newsletter.</p>
      <p>Special thanks to Jonas Weber for editing this issue, and to the readers who sent photos. —Ada</p>
      ${FOOTER}`,
      [
        "publishes the winter mooring fees",
        "will link the two ferry piers",
        "Special thanks to Jonas Weber for editing this issue",
      ],
      ["Chart your tides", "#ad", "Enjoy This Newsletter", "submit a section", "Forward it to a friend"],
    ),
    htmlCase(
      "menu-in-one-cell-with-the-issue-label",
      `<table width="100%"><tr><td><p><span style="font-size:0.8rem"><a href="https://lakeweekly.example/signup">Sign up</a></span> |
      <span style="font-size:0.8rem"><a href="https://lakeweekly.example/ads">Advertise</a></span> |
      <span style="font-size:0.8rem"><a href="https://lakeweekly.example/news">Lake News</a></span><br>
      <span style="font-size:0.6rem">Lake Weekly #212</span></p></td></tr></table>
      <h1>Lake notes</h1>${article(prose)}${FOOTER}`,
      ["Lake Weekly #212", ...prose],
      ["Sign up", "Advertise", "Lake News"],
    ),
    htmlCase(
      "issue-title-over-the-web-copy-link",
      `<table width="100%"><tr><td style="color:#ffffff;font-size:14px"><div style="text-align:right"><br><br>
      <strong>Year on the Lake: 2026</strong><br>
      <span style="font-size:12px"><a href="https://us1.campaign-archive.com/?u=lake&amp;id=212">View this email in your browser</a></span><br>
      </div></td></tr></table>${article(prose)}${FOOTER}`,
      ["Year on the Lake: 2026", ...prose],
      ["View this email in your browser"],
    ),
    // A section's heading that links to the publication's page on a network names the section.
    htmlCase(
      "section-heading-linked-to-a-network-page",
      `<h1>Lake notes</h1>${article([prose[0]!])}
      <h2><a href="https://medium.com/lake-engineering">Lake Engineering Blog</a></h2>
      <p><a href="https://medium.com/lake-engineering/quiet-engines-123">How we made the engine quiet</a></p>
      ${article([prose[1]!, prose[2]!])}
      <p><a href="https://twitter.com/lakeweekly">Twitter</a> | <a href="https://medium.com/lake-engineering">Medium</a></p>
      ${FOOTER}`,
      [...prose, "Lake Engineering Blog", "How we made the engine quiet"],
      ["Twitter", "Medium"],
    ),
    htmlCase(
      "contents-with-bullets-in-cells",
      `<table width="500"><tr><td style="font-size:18px">📖 <strong>Table of Contents</strong></td></tr>
      <tr><td><table width="100%">
      <tr><td style="font-size:26px">•&nbsp;</td><td><a href="#ferry">The quiet engine</a></td></tr>
      <tr><td style="font-size:26px">•&nbsp;</td><td><a href="#herons">Herons on the reeds</a></td></tr>
      </table></td></tr></table>
      <table width="500" id="ferry"><tr><td><h2>The quiet engine</h2></td></tr><tr><td>${prose[0]} ${prose[1]}</td></tr></table>
      <table width="500" id="herons"><tr><td><h2>Herons on the reeds</h2></td></tr><tr><td>${prose[2]}</td></tr></table>`,
      ["The quiet engine", "Herons on the reeds", ...prose],
      ["Table of Contents", "•"],
    ),
  ];
}
