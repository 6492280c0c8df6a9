import { article, type FidelityCase, htmlCase, PROSE_EN, plainCase } from "./synthetic-message.ts";

// Advertisements that are items of their own, as real round-ups and digests set them: an item
// whose title is tagged "(Sponsor)" among items tagged with their reading time, a heading that
// sells the letter's own ad space, "… coverage brought to you by Acme" over the advertiser's
// heading, a sentence saying which sponsors made the edition possible, and the sponsors announced
// on a line over their copy; in plain text, a box whose bottom edge says "adv." and a block that
// opens with "Advertising Sponsor". Also a footer's address and unsubscribe links that a template
// set before the letter's last story. Every text here was written for these cases.

const item = (title: string, tag: string, text: string) =>
  `<div style="margin:16px 0"><a href="https://harbour.example/${encodeURIComponent(title)}"><strong>${title} (${tag})</strong></a><br><br>${text}</div>`;

const ITEMS = [
  [
    "The ferry gets a second deck",
    "3 minute read",
    "The harbour board approved a second deck for the old ferry, doubling its seats by summer.",
  ],
  [
    "Tide tables move online",
    "2 minute read",
    "The port authority now publishes its tide tables a year ahead, with the fog warnings beside them.",
  ],
  [
    "Why the crane is orange",
    "5 minute read",
    "Painters explain the one colour that shows up in every weather the harbour has.",
  ],
] as const;

const REGATTA =
  "The regatta itself started late: the fog sat on the water until noon, and the first boats crossed the line at one.";

export function paidItemCases(): FidelityCase[] {
  return [
    htmlCase(
      "tagged-sponsor-items-en",
      `<h2>Harbour Digest 2026-03-11</h2>
      ${item("Billing that keeps up with you", "Sponsor", "Nobody knows how to price a feature anymore. Per seat? Per harbour?")}
      <p>If your billing team is drowning, this guide from Tollhouse is for you. Read it to learn:</p>
      <ul><li>How to price by the tide</li><li>How to bill by the berth</li></ul>
      <p>Here is how it all fits together</p>
      <h3>Headlines</h3>
      ${item(...ITEMS[0])}
      ${item("Charts you can trust", "Sponsor", "Tollhouse charts measure what they say they measure. See what each one means.")}
      ${item(...ITEMS[1])}
      ${item(...ITEMS[2])}`,
      ["Harbour Digest 2026-03-11", ...ITEMS.flatMap(([title, tag, text]) => [`${title} (${tag})`, text])],
      [
        "Billing that keeps up with you",
        "this guide from Tollhouse is for you",
        "How to price by the tide",
        "Here is how it all fits together",
        "Charts you can trust",
      ],
    ),
    htmlCase(
      "ad-space-pitch-heading-en",
      `${article(PROSE_EN)}
      <h3>Want to advertise in Harbour Digest?</h3>
      <p>If your company hopes to reach an audience of skippers and harbour masters, you may want to advertise with us.</p>
      <h3>Want to work at Harbour Digest?</h3>
      <p>We are hiring a second editor to cover the northern piers from next spring.</p>`,
      [...PROSE_EN, "Want to work at Harbour Digest?", "We are hiring a second editor"],
      ["Want to advertise in Harbour Digest?", "you may want to advertise with us"],
    ),
    htmlCase(
      "section-sponsor-label-en",
      `${article(PROSE_EN)}
      <p>REGATTA COVERAGE BROUGHT TO YOU BY TOLLHOUSE</p>
      <h3>Unleashing faster berths on Tollhouse Cloud</h3>
      <p>Tollhouse's new yard can berth forty boats at once, and it books them all from one screen.</p>
      <p>Backed by its own cranes, the yard offers owners a place that grows with their fleet.</p>
      <img src="https://harbour.example/regatta.jpg" alt="">
      <p>${REGATTA}</p>`,
      [...PROSE_EN, REGATTA],
      [
        "REGATTA COVERAGE BROUGHT TO YOU BY TOLLHOUSE",
        "Unleashing faster berths on Tollhouse Cloud",
        "can berth forty boats at once",
        "a place that grows with their fleet",
      ],
    ),
    // A template that labels its sections in capitals labels its sponsor the same way; a title in
    // ordinary case that starts with the same words is an article's.
    htmlCase(
      "capitals-sponsor-heading-en",
      `<h3>HARBOUR</h3>
      ${article(PROSE_EN)}
      <h3>TOGETHER WITH TOLLHOUSE</h3>
      <h3>Stop paper-blocking your skippers</h3>
      <p>Tollhouse files your berth permits by itself, so your crews can get back on the water.</p>
      <p>Start your free month of Tollhouse today.</p>
      <h3>Together with friends on the old pier</h3>
      <p>${REGATTA}</p>`,
      [...PROSE_EN, "Together with friends on the old pier", REGATTA],
      ["TOGETHER WITH TOLLHOUSE", "Stop paper-blocking your skippers", "Tollhouse files your berth permits"],
    ),
    htmlCase(
      "edition-made-possible-en",
      `<table role="presentation"><tr><td><p>Today's edition in one sentence: the ferry sails again.</p>
      <p>This edition of The Harbour Independent's newsletter is made possible by the support of all our sponsors. See all of our sponsors at harbour.example/sponsors.</p>
      <h3>The numbers behind the ferry debate</h3>
      <p>${PROSE_EN[0]}</p></td></tr></table>
      ${article(PROSE_EN.slice(1))}`,
      [...PROSE_EN, "The numbers behind the ferry debate"],
      ["is made possible by the support of all our sponsors", "See all of our sponsors at"],
    ),
    htmlCase(
      "sponsors-announced-over-copy-en",
      `${article(PROSE_EN.slice(0, 2))}
      <p style="font-size:13px">This week's newsletter is brought to you by Tollhouse and Ropeworks.<br><br>Tollhouse is a billing tool built by harbour people. Go to tollhouse.example/harbour to check it out and support the Harbour Digest.<br><br>Build boats that talk to every harbour in the world. Ropeworks gives you the ropes, the knots and the training, with a free first lesson.</p>
      <p>${PROSE_EN[2]}</p>`,
      PROSE_EN,
      ["brought to you by Tollhouse and Ropeworks", "Build boats that talk to every harbour in the world"],
    ),
    htmlCase(
      "footer-before-last-story-en",
      `${article(PROSE_EN.slice(0, 2))}
      <p>Lantern walk: the harbour choir meets at the Seamen's Chapel, 12 Dock Street, at six on Friday.</p>
      <p style="font-size:12px">The Harbour Independent, 74 Quay Avenue, Suite 306, PORTSEA, Massachusetts 01945, United States</p>
      <p><a href="https://harbour.example/unsubscribe">Unsubscribe</a> <a href="https://harbour.example/preferences">Manage preferences</a></p>
      <p style="font-size:20px">${PROSE_EN[2]}</p>`,
      [...PROSE_EN, "the harbour choir meets at the Seamen's Chapel, 12 Dock Street"],
      ["74 Quay Avenue, Suite 306", "Manage preferences"],
    ),
    plainCase(
      "boxed-adverts-plain",
      [
        "HARBOUR WEEKLY",
        "Monday, 12 August",
        "",
        "Advertising Sponsor - - - - - - - - - - - -",
        "Deck Specials from Ropeworks",
        "$100 off every mooring line this month,",
        "plus free splicing. http://ropeworks.example/deck",
        "- - - - - - - - - - - - - - - - - - - - - - -",
        "",
        PROSE_EN[0],
        "",
        "/-----------------------------------------------\\",
        "FREE Mooring Guide from Tollhouse Charts",
        "Do your guests deserve a safe berth? The guide shows",
        "how to give them one. http://tollhouse.example/guide",
        "\\-------------------------------------------adv.-/",
        "",
        PROSE_EN[1],
        "",
        PROSE_EN[2],
      ].join("\n"),
      ["HARBOUR WEEKLY", ...PROSE_EN],
      [
        "Advertising Sponsor",
        "Deck Specials from Ropeworks",
        "FREE Mooring Guide from Tollhouse Charts",
        "adv.",
      ],
    ),
  ];
}
