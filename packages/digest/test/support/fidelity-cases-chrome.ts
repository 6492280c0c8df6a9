import { article, type FidelityCase, htmlCase, message, PROSE_EN } from "./synthetic-message.ts";

// Chrome of the kinds real newsletters carry beyond the usual footer: address blocks set line by
// line, retail fine print, share and follow labels, social counters under embedded posts, rating
// widgets, marked advertisements, a subscribe row at the top, a lone label left over from a
// footer section. Plus template shapes no other case covers (beehiiv-like, Ghost-like, Outlook
// tables). Every text here was written for these cases.

const PROSE_DE = [
  "Unsere neue Werkbank aus Eichenholz ist ab sofort in drei Längen erhältlich und wird in der eigenen Schreinerei gefertigt.",
  "Die Platte ist vier Zentimeter stark, geölt und trägt ohne Mühe auch schwere Schraubstöcke und Maschinen.",
];

function addressLines(): FidelityCase {
  const body = `${article(PROSE_EN)}
<table role="presentation"><tr><td style="font-size:11px">Lantern Works Ltd<br>Quayside 4<br>48151 Münster</td></tr></table>`;
  return htmlCase("address-set-line-by-line", body, PROSE_EN, ["Quayside 4"]);
}

function retailFinePrint(): FidelityCase[] {
  const offerDe = "Werkbank Eiche 180 cm – jetzt 489 Euro";
  const finePrintDe = [
    "Alle Preise verstehen sich inklusive MwSt. und zuzüglich Versandkosten.",
    "Das Angebot gilt nur, solange der Vorrat reicht. Irrtümer und Änderungen vorbehalten.",
    "Für Druckfehler übernehmen wir keine Haftung, alle Angaben ohne Gewähr.",
  ];
  const offerEn = "Oak workbench, 180 cm — now 489 pounds";
  const finePrintEn = [
    "Prices include VAT and are subject to change without notice.",
    "Offer valid while stocks last and subject to availability. Errors and omissions excepted.",
  ];
  const small = (lines: string[]) => lines.map((line) => `<p style="font-size:10px">${line}</p>`).join("\n");
  return [
    htmlCase(
      "retail-fine-print-de",
      `<h2>${offerDe}</h2>${article(PROSE_DE)}${small(finePrintDe)}
<p style="font-size:10px">Holzwerk Beispiel AG<br>Sägeweg 3<br>32105 Bad Salzuflen</p>`,
      [offerDe, ...PROSE_DE],
      finePrintDe,
      "de",
    ),
    htmlCase(
      "retail-fine-print-en",
      `<h2>${offerEn}</h2>${article(PROSE_EN)}${small(finePrintEn)}`,
      [offerEn, ...PROSE_EN],
      finePrintEn,
    ),
  ];
}

function shareAndFollowLabels(): FidelityCase {
  const icon = (host: string) =>
    `<a href="https://${host}/lanternworks"><img src="https://cdn.example.org/${host}.png" width="24" height="24" alt=""></a>`;
  const body = `${article(PROSE_EN)}
<p>Warm regards from the workshop,</p>
<table role="presentation"><tr><td><p>Share:</p></td><td>${icon("facebook.com")}${icon("twitter.com")}</td></tr>
<tr><td><p>Follow us:</p></td><td>${icon("instagram.com")}${icon("youtube.com")}</td></tr></table>`;
  return htmlCase(
    "share-and-follow-labels",
    body,
    [...PROSE_EN, "Warm regards from the workshop,"],
    ["Share:", "Follow us:"],
  );
}

function socialCounters(): FidelityCase {
  const quote = "Tide tables are the oldest open data set any harbour town has ever published.";
  const body = `${article(PROSE_EN)}
<div class="tweet"><p>${quote}</p><p>Mara Quill @maraquill</p><p>3:12 PM · Nov 3, 2026</p><p>27 Likes 4 Reposts</p></div>
${article([PROSE_EN[1]!])}`;
  return htmlCase("social-counters", body, [...PROSE_EN, quote], ["27 Likes 4 Reposts"]);
}

function ratingWidgets(): FidelityCase[] {
  const products = ["Brass ship's lamp, hand polished", "Canvas chart bag with leather straps"];
  const rows = products
    .map(
      (product) =>
        `<table role="presentation"><tr><td><p>${product}</p><p>Rate this item:</p><img src="https://cdn.example.org/stars.png" width="80" height="16" alt="stars"></td></tr></table>`,
    )
    .join("\n");
  const rowsFr = ["Lampe de bateau en laiton", "Sac à cartes en toile"]
    .map((product) => `<p>${product}</p><p>Évaluez cet article :</p>`)
    .join("\n");
  return [
    htmlCase(
      "rating-widget-en",
      `${article(PROSE_EN)}${rows}`,
      [...PROSE_EN, ...products],
      ["Rate this item:"],
    ),
    htmlCase(
      "rating-widget-fr",
      `<p>Nous avons choisi pour vous quelques objets de marine fabriqués à la main dans notre atelier du port, à découvrir sans attendre.</p>${rowsFr}`,
      ["Lampe de bateau en laiton"],
      ["Évaluez cet article"],
      "fr",
    ),
  ];
}

function markedAdvertisements(): FidelityCase[] {
  const adPlain = [
    "Win a weekend on a restored lighthouse!",
    "Beacon Tours, a heritage travel company, is giving away two nights in a keeper's cottage. Enter at beacon-tours.example before Friday.",
  ];
  const plain = [
    "HARBOUR HEADLINES - 20 November",
    "",
    "----------------------------------------",
    "ADVERTISEMENT",
    "",
    adPlain[0],
    "",
    adPlain[1],
    "----------------------------------------",
    "",
    "Ferry service",
    "",
    `${PROSE_EN[0]}`,
    "",
    `${PROSE_EN[1]}`,
    "",
    `${PROSE_EN[2]}`,
    "",
  ].join("\n");
  const bannerAlt = "Ropes and sails sale";
  const html = `<p style="font-size:12px">Sponsored by</p><a href="https://ropes.example/sale"><img src="https://cdn.example.org/ropes.jpg" width="600" height="200" alt="${bannerAlt}"></a>
<h2>Ferry service resumes</h2>${article(PROSE_EN)}`;
  return [
    {
      name: "advertisement-section-plain",
      raw: message({ contentType: "text/plain; charset=utf-8", body: Buffer.from(plain, "utf8") }),
      language: "en",
      must: PROSE_EN,
      mustNot: ["ADVERTISEMENT", ...adPlain],
    },
    htmlCase(
      "sponsor-label-and-banner",
      html,
      ["Ferry service resumes", ...PROSE_EN],
      ["Sponsored by", bannerAlt],
    ),
  ];
}

// Words of advertising labels in content: a heading that says more than the label, and a sponsor
// line at the very top, above the newsletter's own short text.
function advertWordsInContent(): FidelityCase[] {
  const heading = "Together with our neighbours";
  const short = [
    "The harbour choir sings on the pier this Saturday at six.",
    "Bring a warm coat and a cup; the bakery will pour cocoa for free.",
  ];
  const photo =
    '<img src="https://cdn.example.org/pier.jpg" width="600" height="300" alt="The pier at dusk">';
  return [
    htmlCase(
      "advert-words-in-a-heading",
      `${article(PROSE_EN)}${photo}<h2>${heading}</h2>${article(short)}<hr><p>${PROSE_EN[0]}</p>`,
      [heading, ...short],
      [],
    ),
    htmlCase(
      "sponsor-line-above-the-newsletter",
      `<p style="font-size:12px">Presented by Acme Ropes</p>${article(short)}<hr>${article(PROSE_EN)}`,
      [...short, ...PROSE_EN],
      ["Presented by Acme Ropes"],
    ),
  ];
}

function subscribeRowAtTop(): FidelityCase {
  const body = `<div style="font-size:15px"><a href="https://t.example.net/c/AbC9xYz">Subscribe</a> &nbsp; <a href="mailto:desk@example.org?subject=Tip">Send us a tip</a></div>
<h1>The week on the water</h1>${article(PROSE_EN)}`;
  return htmlCase("subscribe-row-at-top", body, ["The week on the water", ...PROSE_EN], ["Send us a tip"]);
}

function leftoverFooterLabels(): FidelityCase[] {
  const plain = [
    "THE TIDE LINE, issue 12",
    "",
    PROSE_EN[0],
    "",
    PROSE_EN[1],
    "",
    PROSE_EN[2],
    "",
    "About this mailing list:",
    "",
    "You are receiving this because you signed up at tideline.example.",
    "To unsubscribe, reply with the word STOP.",
    "",
  ].join("\n");
  const body = `<h1>Harbour lights</h1>${article(PROSE_EN)}
<p>Browse past issues of Harbour Lights in our archive.</p>
<h3>Spread the word</h3>
<p>You have 0 referrals so far. Copy and paste this link to invite friends: <a href="https://lights.example/subscribe?ref=abc">lights.example/subscribe?ref=abc</a></p>
<p style="font-size:11px"><a href="https://lights.example/unsubscribe">Unsubscribe</a></p>`;
  return [
    {
      name: "leftover-label-plain",
      raw: message({ contentType: "text/plain; charset=utf-8", body: Buffer.from(plain, "utf8") }),
      language: "en",
      must: PROSE_EN,
      mustNot: ["About this mailing list:"],
    },
    htmlCase(
      "leftover-heading-html",
      body,
      ["Harbour lights", ...PROSE_EN],
      ["Spread the word", "Browse past issues"],
    ),
  ];
}

// The author's farewell between a share prompt and the unsubscribe lines is the author's text.
function signOffAmongTheFooter(): FidelityCase[] {
  const cases: [string, string, string, string, string][] = [
    [
      "en",
      "en",
      "Warm regards,",
      "Ines Harrow, editor",
      "Know someone who would enjoy this? Forward this email to a friend.",
    ],
    [
      "de",
      "de",
      "Herzliche Grüße",
      "Ihre Redaktion der Hafenpost",
      "Gefällt Ihnen der Newsletter? Empfehlen Sie uns weiter: Diesen Newsletter weiterleiten.",
    ],
    // a farewell with any adjective, and where it comes from
    [
      "en-from",
      "en",
      "Warm regards from Portsmouth,",
      "The Harbour Notes team",
      "Know someone who would enjoy this? Forward this email to a friend.",
    ],
  ];
  // The farewell and the name in one block, under a prompt to update the profile that opens the footer.
  const farewell = "Stürmische Grüße aus Kiel";
  const profile = `${article(PROSE_DE)}<p>Sie möchten persönlich angesprochen werden?</p>
<p><a href="https://news.example.org/profile">Jetzt Profil aktualisieren</a></p>
<p>${farewell}<br>Ihr Team der Hafenpost</p>
<p style="font-size:11px">Hafenpost GmbH, Kaistraße 4, 24103 Kiel · <a href="https://news.example.org/unsubscribe">Abmelden</a></p>`;
  const farewellInOneBlock = htmlCase(
    "sign-off-among-the-footer-de-aus",
    profile,
    [...PROSE_DE, farewell],
    ["Jetzt Profil aktualisieren", "Kaistraße 4"],
    "de",
  );
  return [
    ...cases.map(([suffix, language, farewell, name, share]) => {
      const prose = language === "de" ? PROSE_DE : PROSE_EN;
      const body = `${article(prose)}<p>${share}</p><p>${farewell}</p><p>${name}</p>
<p style="font-size:11px"><a href="https://news.example.org/unsubscribe">Unsubscribe</a> · Harbour Notes, 12 Quay Street, Portsmouth, NH 03801</p>`;
      return htmlCase(
        `sign-off-among-the-footer-${suffix}`,
        body,
        [...prose, farewell, name],
        [share],
        language,
      );
    }),
    farewellInOneBlock,
    // The author thanks the reader in farewell; the platform's box thanks them to sell a subscription.
    htmlCase(
      "thanks-for-reading-as-a-farewell-en",
      `${article(PROSE_EN)}<p>Thanks for reading, and see you next week.</p><p>Ann</p>
<table role="presentation"><tr><td><p>Thanks for reading Harbour Notes! Subscribe for free to receive new posts and support my work.</p></td></tr></table>
<p style="font-size:11px"><a href="https://news.example.org/unsubscribe">Unsubscribe</a></p>`,
      [...PROSE_EN, "Thanks for reading, and see you next week."],
      ["Thanks for reading Harbour Notes!"],
    ),
  ];
}

// Template shapes the real corpus lacks or has once.
function templateShapes(): FidelityCase[] {
  const beehiiv = `<table class="email-wrapper" role="presentation"><tr><td>
<p style="font-size:12px">November 20, 2026 | <a href="https://tide.beehiiv.example/p/20">Read Online</a></p>
<h1>Tide Brief</h1>${article(PROSE_EN)}
<table role="presentation"><tr><td><h3>Share Tide Brief</h3><p>You currently have 2 referrals, only 1 away from a free tide almanac.</p><a href="https://tide.example/subscribe?ref=Xy12">Click to Share</a></td></tr></table>
<p>What did you think of today's edition?</p><p><a href="https://tide.example/poll?v=1">Loved it</a> <a href="https://tide.example/poll?v=2">It was fine</a></p>
<p style="font-size:12px">Update your email preferences or unsubscribe <a href="https://tide.example/unsub">here</a></p>
<p style="font-size:12px">© 2026 Tide Brief<br>228 Pier Avenue, Santa Cruz, CA 95060</p>
<p><a href="https://www.beehiiv.example/?utm_source=x">Powered by beehiiv</a></p></td></tr></table>`;
  const ghost = `<table class="body"><tr><td><table class="container"><tr><td class="wrapper">
<table class="header"><tr><td class="site-info"><p class="site-title">Lantern Log</p></td></tr>
<tr><td class="post-meta">By Ann Example – 20 Nov 2026 – <a href="https://lantern.example/p/20/">View in browser</a></td></tr></table>
<h1 class="post-title">Keeping the lamp lit</h1>
<div class="post-content">${article(PROSE_EN)}<ul><li>Check the wick every evening.</li><li>Clean the lens after every storm.</li></ul></div>
<table class="feedback-buttons"><tr><td><a href="https://lantern.example/#/feedback/1/1">More like this</a></td><td><a href="https://lantern.example/#/feedback/1/0">Less like this</a></td><td><a href="https://lantern.example/p/20/#ghost-comments">Comment</a></td></tr></table>
<table class="footer"><tr><td class="footer">Lantern Log © 2026 – <a href="https://lantern.example/unsubscribe/?uuid=1">Unsubscribe</a></td></tr>
<tr><td class="footer-powered"><a href="https://ghost.org/">Powered by Ghost</a></td></tr></table>
</td></tr></table></td></tr></table>`;
  const outlook = `<div class="WordSection1">
<table class="MsoNormalTable" border="0" cellpadding="0" width="600" style="width:450.0pt;mso-cellspacing:0in"><tr><td style="padding:0in 0in 0in 0in">
<p class="MsoNormal"><span style="font-size:8.0pt;font-family:Arial">If this message does not show properly, <a href="https://ferry.example/web/20">open it in your browser</a>.<o:p></o:p></span></p></td></tr>
<tr><td style="padding:7.5pt 7.5pt 7.5pt 7.5pt"><p class="MsoNormal"><b><span style="font-size:16.0pt;font-family:Georgia">Ferry Friends Bulletin<o:p></o:p></span></b></p>
${PROSE_EN.map((line) => `<p class="MsoNormal"><span style="font-size:11.0pt;font-family:Georgia">${line}<o:p></o:p></span></p>`).join("\n")}
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->
</td></tr>
<tr><td><p class="MsoNormal"><span style="font-size:7.5pt;font-family:Arial;color:gray">Ferry Friends is a trademark of Ferry Friends Inc. To change your mailing list options please visit ferry.example/options.<o:p></o:p></span></p></td></tr></table></div>`;
  return [
    htmlCase(
      "template-beehiiv-like",
      beehiiv,
      ["Tide Brief", ...PROSE_EN],
      [
        "Read Online",
        "Share Tide Brief",
        "You currently have 2 referrals",
        "Click to Share",
        "What did you think of today's edition?",
        "Update your email preferences",
        "228 Pier Avenue",
        "Powered by beehiiv",
      ],
    ),
    htmlCase(
      "template-ghost-like",
      ghost,
      ["Keeping the lamp lit", ...PROSE_EN, "Clean the lens after every storm."],
      ["View in browser", "More like this", "Unsubscribe", "Powered by Ghost"],
    ),
    htmlCase(
      "template-outlook-tables",
      outlook,
      ["Ferry Friends Bulletin", ...PROSE_EN],
      ["open it in your browser", "trademark of Ferry Friends"],
    ),
  ];
}

// Every link goes through the sender's one redirect path, the List-Unsubscribe header's too: only
// the token tells them apart. The teasers, each one link, stay; the unsubscribe line goes.
function oneRedirectPathForEveryLink(): FidelityCase {
  const link = (token: string, text: string) => `<a href="https://t.example.net/d?${token}">${text}</a>`;
  const teasers = [
    "Night ferries return to the northern route after a summer without a crew.",
    "The lock keepers vote on a shorter season, and the boat clubs are not pleased.",
    "A new footbridge over the canal opens on Saturday with a brass band and free soup.",
  ];
  const leave = "Unsubscribe from this newsletter";
  const body = `<h1>The evening briefing</h1>${teasers.map((teaser, index) => `<p style="font-size:16px">${link(`a${index}x9Q2`, teaser)}</p>`).join("")}
${article(PROSE_EN)}<p style="font-size:12px">${link("u7Kp0Zr", leave)}</p>`;
  return {
    name: "one-redirect-path-for-every-link",
    raw: message({
      subject: "The evening briefing",
      headers: ["List-Unsubscribe: <https://t.example.net/d?u7Kp0Zr>, <mailto:leave@t.example.net>"],
      contentType: "text/html; charset=utf-8",
      body: Buffer.from(`<!DOCTYPE html><html><body>${body}</body></html>`, "utf8"),
    }),
    language: "en",
    must: [...teasers, ...PROSE_EN],
    mustNot: [leave],
  };
}

export function chromeCases(): FidelityCase[] {
  return [
    oneRedirectPathForEveryLink(),
    addressLines(),
    ...retailFinePrint(),
    shareAndFollowLabels(),
    socialCounters(),
    ...ratingWidgets(),
    ...markedAdvertisements(),
    ...advertWordsInContent(),
    subscribeRowAtTop(),
    ...leftoverFooterLabels(),
    ...signOffAmongTheFooter(),
    ...templateShapes(),
  ];
}
