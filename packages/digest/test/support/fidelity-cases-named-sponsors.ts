import { article, type FidelityCase, htmlCase, PROSE_EN } from "./synthetic-message.ts";

// A placement whose label names the sponsor ("TOGETHER WITH ACME", "Tuesday's issue is presented
// by Acme") is told by its copy naming the sponsor too, however long it runs and wherever it
// stands; a placement under a label set as a template's heading ends at the next such heading; an
// item that ends in "Promoted by Acme" is the advertiser's. Every text here was written for these
// cases.

const STORY = `<h2>The ferry gets a second deck</h2>
<p>The harbour board approved a second deck for the old ferry on Monday, doubling its seats by the summer season.</p>`;

export function namedSponsorCases(): FidelityCase[] {
  return [
    // beehiiv's nesting: the label, the advertiser's heading, its logo and a long pitch in one box.
    htmlCase(
      "named-sponsor-long-pitch-en",
      `${article(PROSE_EN)}<table><tr><td><table><tr><td><p><span>TOGETHER WITH NORTHWIND</span></p></td></tr>
<tr><td><h1>Want Every Skipper to Have the Forecast?</h1></td></tr>
<tr><td><a href="https://northwind.example/go"><img src="https://northwind.example/banner.png" width="600"></a></td></tr>
<tr><td><p>And, more importantly, want it to be right? Then you don't need just any weather service, you need <a href="https://northwind.example/go">Northwind</a>.</p></td></tr>
<tr><td><p>Northwind is the marine forecast built for crews that cannot wait for the evening bulletin: hourly wind, swell and fog for every harbour on the coast, on the bridge and on the phone, with alerts when the sea turns. Fleets use it to plan crossings, schools to plan lessons, and harbour masters to plan the day. It costs less than a tank of diesel a month and pays for itself the first time it keeps a boat in port.</p></td></tr>
<tr><td><p><a href="https://northwind.example/demo">Want to try Northwind for your fleet? Book a demo right here.</a></p></td></tr></table></td></tr></table>
<p>HARBOUR</p>${STORY}`,
      [...PROSE_EN, "The harbour board approved a second deck"],
      [
        "TOGETHER WITH NORTHWIND",
        "Want Every Skipper to Have the Forecast?",
        "Northwind is the marine forecast",
      ],
    ),
    // The announcement at the very top, the sponsor's logo in its box, then the copy and button.
    htmlCase(
      "issue-presented-by-named-sponsor-at-the-top-en",
      `<table><tr><td><p>Tuesday 27th August's issue is presented by Northwind</p></td></tr>
<tr><td><a href="https://northwind.example/go"><img src="https://northwind.example/logo.png" width="300"></a></td></tr></table>
<table><tr><td><h2>Don't Guess the Weather. Try Northwind Today.</h2>
<p>Northwind gives every crew hourly wind, swell and fog for the whole coast, on the bridge and on the phone.</p>
<p>Join the harbours that plan their crossings with Northwind.</p>
<h2><a href="https://northwind.example/free">Start For Free Today</a></h2></td></tr></table>
${article(PROSE_EN)}${STORY}`,
      [...PROSE_EN, "The harbour board approved a second deck"],
      [
        "issue is presented by Northwind",
        "Don't Guess the Weather",
        "Join the harbours that plan their crossings",
        "Start For Free Today",
      ],
    ),
    // iOS Dev Weekly's sections are tables marked role="heading"; one of them is the sponsor's.
    htmlCase(
      "sponsored-link-under-a-table-heading-en",
      `${article(PROSE_EN)}<p><i>Dave</i></p>
<table role="heading" aria-level="2"><tr><td>Sponsored Link</td></tr></table>
<p><a href="https://ads.example/scan" style="font-size:18px;font-weight:700">Add Tide Alerts to Your App with One Line of Code</a></p>
<p>Let users get tide and fog alerts with the Example Tides SDK, processed on the device for speed and privacy. <a href="https://ads.example/try">Try it today</a></p>
<table role="heading" aria-level="2"><tr><td>News</td></tr></table>
${STORY}`,
      [...PROSE_EN, "News", "The harbour board approved a second deck"],
      ["Sponsored Link", "Add Tide Alerts to Your App", "Example Tides SDK"],
    ),
    // A round-up item that ends in the line naming who paid for it.
    htmlCase(
      "item-promoted-by-a-sponsor-en",
      `${article(PROSE_EN)}${STORY}<p>— Ann Tiller</p>
<h2><a href="https://ads.example/ci">Unlocking Faster Harbour Inspections</a></h2>
<p>— Sean Carter</p>
<p>tl;dr: Knowing what each inspection costs the fleet lets a harbour master plan the week, and here is how to measure it.</p>
<p>Promoted by Inspecta</p>
<h2><a href="https://harbour.example/tides">Tide Tables Move Online</a></h2>
<p>tl;dr: The port authority now publishes its tide tables a year ahead, with the fog warnings beside them.</p>`,
      [...PROSE_EN, "Tide Tables Move Online", "The port authority now publishes its tide tables"],
      ["Unlocking Faster Harbour Inspections", "Knowing what each inspection costs", "Promoted by Inspecta"],
    ),
    // "A message from our sponsor, Tidewater Alerts:" set as a heading over copy naming it.
    htmlCase(
      "message-from-our-sponsor-heading-en",
      `<h3>A message from our sponsor, Tidewater Alerts:</h3>
<p>Tidewater Alerts shows every tide warning in one place. <a href="https://tidewater.example/trial">Start your free trial today.</a></p>
<hr>${STORY}${article(PROSE_EN)}`,
      [...PROSE_EN, "The ferry gets a second deck"],
      ["A message from our sponsor", "shows every tide warning in one place"],
    ),
  ];
}
