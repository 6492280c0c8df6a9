import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase, plainCase } from "./synthetic-message.ts";

// Paid placements announced by a sentence or a bare label rather than a heading: "This issue is
// sponsored in part by Windloft" over its copy, "Supported by" over a row of logos, a plain-text
// "SPONSORED BY:" block between rule lines, and a "Sponsor" cell with the advert in the table row
// under it. The placement goes; the newsletter around it, and its own sentences about a sponsor,
// stay. Every text here was written for these cases.

interface SponsorSentence {
  language: string;
  sentence: string;
  copy: string;
  action: string;
  next: string;
}

const SENTENCES: SponsorSentence[] = [
  {
    language: "en",
    sentence: "This issue is sponsored in part by Windloft, the sail makers from Kiel.",
    copy: "Windloft sails are woven from a fibre that sheds water the moment the wind picks up.",
    action: "See the new sails",
    next: "Letters from readers",
  },
  {
    language: "de",
    sentence: "Dieser Newsletter wird unterstützt von Windloft, der Segelmacherei aus Kiel.",
    copy: "Die Segel von Windloft sind aus einer Faser gewebt, die Wasser beim ersten Windstoß abperlen lässt.",
    action: "Zu den neuen Segeln",
    next: "Post von unseren Lesern",
  },
  {
    language: "fr",
    sentence: "Cette lettre est soutenue par Windloft, les voiliers de Kiel.",
    copy: "Les voiles Windloft sont tissées d'une fibre nouvelle qui chasse l'eau dès que le vent se lève.",
    action: "Découvrir les nouvelles voiles",
    next: "Le courrier des lecteurs",
  },
];

function sponsorSentence({ language, sentence, copy, action, next }: SponsorSentence): FidelityCase {
  const prose = CLOSING_PROSE[language]!;
  const body = `${article(prose.slice(0, 2))}
<p>${sentence}</p>
<p><img src="https://cdn.example.org/windloft-logo.png" width="200" height="60" alt="Windloft"></p>
<p>${copy}</p>
<p><a href="https://windloft.example/sails?utm_source=newsletter">${action}</a></p>
<hr>
<h2>${next}</h2>${article(prose.slice(2))}`;
  return htmlCase(`sponsor-sentence-${language}`, body, [...prose, next], [sentence, copy, action], language);
}

function supportedByLogos(): FidelityCase {
  const prose = CLOSING_PROSE.en!;
  const logo = (name: string, file: string) =>
    `<a href="https://${file}.example/"><img src="https://cdn.example.org/${file}.png" width="160" height="60" alt="${name}"></a>`;
  const body = `${article(prose)}
<table role="presentation" width="100%"><tr><td align="center" style="font-size:12px;color:#777">Supported by</td></tr>
<tr><td align="center">${logo("Harbour Savings Bank", "harbour-bank")} ${logo("Kiel Rope Works", "kiel-ropes")}</td></tr></table>
<h2>Next week</h2><p>We sail north to the islands, where the ferry still runs on the old timetable all year.</p>`;
  return htmlCase(
    "supported-by-logos",
    body,
    [...prose, "Next week", "We sail north to the islands"],
    ["Supported by", "Harbour Savings Bank", "Kiel Rope Works"],
  );
}

function sponsoredByPlain(): FidelityCase {
  const prose = CLOSING_PROSE.en!;
  const ad = [
    "SPONSORED BY: KIEL ROPE WORKS",
    "Braided lines that never kink, made in the old ropewalk by the harbour.",
    "Order before Friday and we splice the first eye for free: https://kiel-ropes.example/lines",
  ];
  const text = [
    "THE HARBOUR LETTER",
    "",
    prose[0],
    "",
    prose[1],
    "",
    "==============================",
    ...ad,
    "==============================",
    "",
    "FROM THE SLIPWAY",
    "",
    prose[2],
    "",
  ].join("\n");
  return plainCase("sponsored-by-plain", text, [...prose, "FROM THE SLIPWAY"], ad);
}

function sponsorCellAboveItsAdvert(): FidelityCase {
  const prose = CLOSING_PROSE.en!;
  const copy = "Keep your deck dry all winter with a made-to-measure cover from Harbour Canvas.";
  const action = "Measure your boat";
  const body = `${article(prose.slice(0, 2))}
<table role="presentation" width="100%" style="background:#f4f1ea">
<tr><td style="font-size:11px;text-transform:uppercase;color:#777">Sponsor</td></tr>
<tr><td><p style="font-size:15px">${copy}</p><p><a href="https://canvas.example/measure">${action}</a></p></td></tr>
</table>
<h2>From the slipway</h2>${article(prose.slice(2))}`;
  return htmlCase(
    "sponsor-cell-above-its-advert",
    body,
    [...prose, "From the slipway"],
    ["Sponsor", copy, action],
  );
}

// Near-misses: the newsletter's own sentence about what a sponsor paid for, and a story whose
// subject was supported by someone, stay.
function ownSentencesStay(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  const aboutSponsor =
    "This issue is sponsored by nobody: we turned the sail maker down, and the review below is ours alone.";
  const story =
    "The new lifeboat station was supported by a town collection that raised more than the council had hoped.";
  return [
    htmlCase(
      "sponsor-sentence-in-own-prose",
      `${article(prose.slice(0, 2))}<p>${aboutSponsor}</p><h2>The review</h2>${article(prose.slice(2))}`,
      [...prose, aboutSponsor, "The review"],
      [],
    ),
    htmlCase(
      "supported-by-in-a-story",
      `${article(prose.slice(0, 2))}<p>${story}</p><hr>${article(prose.slice(2))}`,
      [...prose, story],
      [],
    ),
  ];
}

// Placements set apart by their tables or quotes rather than by rules: a badge "Sponsored by …" in
// a table of its own over the advert and the author's farewell, a bare "Sponsor" between two tables
// with the advert in the second, an item in a blockquote that opens with its sponsor line, and a
// heading announcing "Today's edition is brought to you by …". A label in the same table as the
// item before it closes that item, and the next item's table stays.
function placementsSetApartByTables(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  const ropes = "Kiel Rope Works. Braided lines that never kink.";
  const pop = [
    "Harbour Days 2027",
    "Three days of talks on boats, tides and the people who sail them",
    "Register at harbourdays.example",
  ];
  const quoted =
    "Windloft sails dry in an hour. Order your first sail before Friday and the first repair is free.";
  const announced = "Canvas covers made to measure keep your deck dry through the whole winter.";
  const table = (content: string) =>
    `<table role="presentation" width="100%"><tr><td>${content}</td></tr></table>`;
  const item = "The harbour master retires after thirty years, and the town plans a farewell on the quay.";
  const next = "Boats heading inland will have to wait for the new gates until the first spring regatta.";
  return [
    htmlCase(
      "sponsor-badge-over-the-farewell",
      `${article(prose)}${table('<span style="font-size:12px;background:#f0b041">Sponsored by Kiel Rope Works Partners</span>')}
<p><a href="https://kiel-ropes.example/"><img src="https://cdn.example.org/ropes.png" width="400" height="120" alt=""></a></p>
<p style="font-size:20px"><a href="https://kiel-ropes.example/">${ropes}</a></p><p>Cheers,<br>— Tom</p>`,
      [...prose, "Cheers,", "— Tom"],
      ["Sponsored by Kiel Rope Works Partners", ropes],
    ),
    htmlCase(
      "sponsor-label-between-tables",
      `${table(article(prose.slice(0, 2)))}<font size="1"><strong>Sponsor</strong></font>
${table(`<p>${pop.join("<br>")}</p>`)}${table(article(prose.slice(2)))}`,
      prose,
      ["Sponsor", ...pop],
    ),
    htmlCase(
      "sponsored-item-in-a-blockquote",
      `${article(prose.slice(0, 2))}<blockquote>${table("<b>This newsletter is sponsored in part by Windloft</b>")}${table(`<p>${quoted}</p>`)}</blockquote>${article(prose.slice(2))}`,
      prose,
      ["sponsored in part by Windloft", quoted],
    ),
    htmlCase(
      "heading-announcing-the-sponsor",
      `${article(prose.slice(0, 2))}<h1>TODAY'S EDITION IS BROUGHT TO YOU BY <a href="https://canvas.example/">HARBOUR CANVAS</a></h1>
<p><img src="https://cdn.example.org/canvas.jpg" width="600" height="300" alt=""></p><p>${announced}</p>
<h1>FROM THE SLIPWAY</h1>${article(prose.slice(2))}`,
      [...prose, "FROM THE SLIPWAY"],
      ["BROUGHT TO YOU BY", announced],
    ),
    // A round-up's paid item: its title over copy that ends in the badge. Unlike the label closing a
    // table above, it heads nothing: it tags the item it ends.
    htmlCase(
      "badge-ending-a-titled-item",
      `<h2><a href="https://harbour.example/tides">Tide tables for every harbour</a></h2><p>${prose[0]}</p>
<h2><a href="https://ropes.example/weekly">A free, weekly rope newsletter</a></h2>
<p><em>${announced}</em> <span style="font-size:12px;background:#fefcbf">Sponsored</span></p>
<h2><a href="https://harbour.example/gates">New gates on the canal</a></h2><p>${prose[1]}</p>`,
      ["Tide tables for every harbour", prose[0]!, "New gates on the canal", prose[1]!],
      ["A free, weekly rope newsletter", announced],
    ),
    htmlCase(
      "sponsor-label-closing-an-item-table",
      `${article(prose)}${table(`<p>${item} <span style="font-size:11px">sponsor</span></p>`)}${table(`<p>${next}</p>`)}`,
      [...prose, item, next],
      [],
    ),
  ];
}

/**
 * "SPONSOR: name - tagline" between banner images, then the sponsor's copy; the newsletter's next
 * section is titled in capitals, as templates without headings do.
 */
function sponsorColonBetweenBanners(): FidelityCase {
  const banner = (name: string) =>
    `<p><img src="https://pcnotes.example/${name}.gif" alt="" width="468" height="60"></p>`;
  const article = [
    "Several of you asked how to keep the backup drive from waking the laptop at night.",
    "Open the power options, find the drive under USB settings, and switch off selective wake.",
  ];
  return htmlCase(
    "sponsor-colon-between-banners",
    `<p>This issue of PC Notes covers backups and sleep settings.</p>${banner("top")}
    <p>SPONSOR: SafeCopy - Backups That Just Work</p>${banner("ad")}
    <p>Tired of losing files to a dead disk? SafeCopy mirrors your folders every hour. Try it free for 30 days.</p>${banner("rule")}
    <p>FROM THE EDITOR</p><p>Waking up to a whirring laptop</p>${article.map((text) => `<p>${text}</p>`).join("")}`,
    ["FROM THE EDITOR", ...article],
    ["SPONSOR: SafeCopy", "SafeCopy mirrors your folders"],
  );
}

/** "SPONSOR:" over the advert's own headline, which asks a question: the label all the same. */
function sponsorColonOverAQuestion(): FidelityCase {
  const article = [
    "This week we look at the new search box in the file manager, and why it finds so little.",
    "It only looks at file names unless you switch on indexing for the folder in its properties.",
  ];
  return htmlCase(
    "sponsor-colon-over-a-question",
    `<p>FROM THE EDITOR</p>${article.map((text) => `<p>${text}</p>`).join("")}
    <p><img src="https://pcnotes.example/ad.gif" alt="" width="468" height="60"></p>
    <p>SPONSOR: Is Your Laptop Too Slow?</p>
    <p>FastBoot cleans out start-up programs in one click. Download the free trial today.</p>
    <p>QUICK TIP</p><p>Hold Shift while you drag a file to move it instead of copying it.</p>`,
    ["FROM THE EDITOR", ...article, "Hold Shift while you drag a file"],
    ["SPONSOR: Is Your Laptop Too Slow?", "FastBoot cleans out start-up programs"],
  );
}

/** A whole placement in one line between the letter's paragraphs: label, sponsor, tagline. */
const ONE_LINE_PLACEMENTS: { language: string; line: string; variant?: string }[] = [
  { language: "en", line: "Sponsored by Northwind — the sailing jacket that keeps you dry." },
  {
    language: "en",
    variant: "-colon",
    line: "Presented by: Northwind — the sailing jacket that keeps you dry on every crossing.",
  },
  { language: "de", line: "Präsentiert von der Hafenbank – Ihre Bank am Fluss seit hundert Jahren." },
  { language: "fr", line: "Présenté par Voilerie Dupont | les voiles qui tiennent le vent depuis 1920" },
  { language: "es", line: "Patrocinado por Velas Norte: las velas que aguantan cualquier viento del norte." },
];

function oneLinePlacement({
  language,
  line,
  variant = "",
}: {
  language: string;
  line: string;
  variant?: string;
}): FidelityCase {
  const [first, ...rest] = CLOSING_PROSE[language]!;
  return htmlCase(
    `sponsor-line-with-tagline-${language}${variant}`,
    `<h1>Lake notes</h1><p>${first}</p><p><a href="https://sponsor.example/?utm_source=letter">${line}</a></p>${article(rest)}`,
    [first!, ...rest],
    [line.slice(0, 30)],
    language,
  );
}

/** Guard: sentences that open with "Supported by" and go on as prose stay. */
function sponsorLikeSentencesStay(): FidelityCase {
  const sentences = [
    "Supported by the city — and by hundreds of volunteers — the fair returns in May this year.",
    "Sponsored by the council, the ferry now runs every hour until midnight on weekdays.",
    "Supported by a grant from the province: the ferry will run all winter for the first time.",
  ];
  return htmlCase(
    "sponsor-like-sentences-stay",
    `<h1>Lake notes</h1>${article([CLOSING_PROSE.en![0]!, ...sentences, CLOSING_PROSE.en![1]!])}`,
    [...sentences, CLOSING_PROSE.en![0]!, CLOSING_PROSE.en![1]!],
    [],
  );
}

export function sponsorLineCases(): FidelityCase[] {
  return [
    // A conference letter's sponsor tiers, and a round-up's box asking for sponsors and help.
    plainCase(
      "sponsor-tiers-and-contribute-box-plain",
      [
        CLOSING_PROSE.en!.join(" "),
        "",
        "-------------------------------------------------------------",
        "PLATINUM SPONSORS",
        "Northwind Charts   Harbour Software   Quay Systems",
        "",
      ].join("\n"),
      [CLOSING_PROSE.en![0]!],
      ["PLATINUM SPONSORS", "Northwind Charts"],
    ),
    htmlCase(
      "contribute-box-and-chip-in-en",
      `${article(CLOSING_PROSE.en!)}<h3>Libraries</h3>
<p><a href="https://harbour.example/tidelib">tidelib</a> reads the week's tides from the port's own feed and caches them for offline use.</p>
<p>Contribute</p>
<p>We rely on sponsors to offer quality content every Sunday. If you would like to submit a sponsored link contact us.</p>
<p>🦄 How you can help?</p>
<p>👉🏻 <a href="https://github.com/sponsors/harbour">Chip in via GitHub Sponsors</a></p>`,
      [...CLOSING_PROSE.en!, "reads the week's tides from the port's own feed"],
      ["We rely on sponsors", "submit a sponsored link", "Chip in via GitHub Sponsors"],
    ),
    sponsorColonBetweenBanners(),
    sponsorColonOverAQuestion(),
    ...SENTENCES.map(sponsorSentence),
    supportedByLogos(),
    sponsoredByPlain(),
    sponsorCellAboveItsAdvert(),
    ...ownSentencesStay(),
    ...placementsSetApartByTables(),
    ...ONE_LINE_PLACEMENTS.map(oneLinePlacement),
    sponsorLikeSentencesStay(),
  ];
}
