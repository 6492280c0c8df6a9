import { type FidelityCase, htmlCase, message, PROSE_EN, plainCase } from "./synthetic-message.ts";

// Text-only newsletters: titles underlined with rules, one with the next paragraph glued to its
// underline, and the reader's own address under the masthead; letters in the old mailing-list
// style (clear-signed with PGP, a masthead drawn in punctuation, centred titles, a section of small
// print at the end). Every text here was written for these cases.

const FERRY = "The ferry landing reopens on Saturday after a winter of repairs to the old stone steps.";
const TIDES = "Spring tides peak on the twenty-second; moor small boats on the long lines until then.";
const LETTERS =
  "Readers wrote in about the fog horn, which sounded all night on Tuesday although the sky was clear.";
const CONTACT = "Write to letters@tideline.example if you have a story for the next issue.";

function underlinedTitles(): FidelityCase {
  return plainCase(
    "underlined-titles-plain",
    [
      "THE TIDE LINE",
      // The reader's own address under the masthead (the message's To).
      "reader@example.com",
      "",
      "FERRY",
      "=====",
      "",
      FERRY,
      "",
      "TIDES",
      "-----",
      TIDES,
      "",
      "LETTERS",
      `=======${LETTERS}`,
      "",
      CONTACT,
      "",
      // A farewell over a rule across the page: a separator, not an underline.
      "See you next week",
      "-".repeat(60),
      "",
      "You are receiving this because you subscribed at tideline.example.",
      "To unsubscribe, reply with the word STOP.",
      "",
    ].join("\n"),
    ["THE TIDE LINE", "FERRY", FERRY, "TIDES", TIDES, "LETTERS", LETTERS, CONTACT, "See you next week"],
    ["reader@example.com", "=====", "-----", "You are receiving this"],
  );
}

const SIGNED_NEWS = [
  "The harbour board has agreed to dredge the inner basin before the regatta, at last.",
  "Boats over nine metres should use the outer moorings until the work is done in June.",
];

/** A clear-signed letter: the armour, the hash line and the signature are not words for a reader. */
function pgpSigned(): FidelityCase {
  return plainCase(
    "pgp-clear-signed-plain",
    [
      "-----BEGIN PGP SIGNED MESSAGE-----",
      "Hash: SHA256",
      "",
      "HARBOUR NOTES, No. 12",
      "- ----------------------------------------",
      "",
      SIGNED_NEWS[0],
      "",
      SIGNED_NEWS[1],
      "",
      "- ----------------------------------------",
      "You have received this message because you joined the harbour-notes list at the club",
      "house. To leave it, send a message with the word unsubscribe to the list address and you",
      "will hear no more from us; the archive stays online for anyone who wants to look back.",
      "-----BEGIN PGP SIGNATURE-----",
      "",
      "iQEzBAEBCAAdFiEEq1w2e3r4t5y6u7i8o9p0aSdFgHjKlZxCvBnM",
      "=k9Xw",
      "-----END PGP SIGNATURE-----",
      "",
    ].join("\n"),
    ["HARBOUR NOTES, No. 12", ...SIGNED_NEWS],
    ["BEGIN PGP", "Hash: SHA256", "iQEzBAEBCAAd", "You have received this message because", "- ---"],
  );
}

const centre = (text: string) => `${" ".repeat(Math.max(0, Math.floor((76 - text.length) / 2)))}${text}`;

/** Prose hard-wrapped at 60 columns and indented, as old mailing lists set it. */
function wrapped(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + word.length < 60) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.map((line) => `         ${line}`);
}

const MARKET_NEWS =
  "The Thursday market moves to the old tram depot for the winter, with twice the stalls and a roof.";
const LIBRARY_NEWS =
  "The library's repair café mended forty-one toasters, lamps and radios in its first month.";

/**
 * A masthead drawn in punctuation, centred section titles with a line under each, and a centred
 * "small print" section that ends the letter: prose about the letter itself, then its addresses.
 */
function oldSchoolLayout(): FidelityCase {
  return plainCase(
    "drawn-masthead-and-small-print-plain",
    [
      " ___  _   _ ___   _____  _____      ___ ",
      "/ _ \\| | | |  _ \\ |_   _|/ _ \\ \\    / / |   o Join: mail join@ourtown.example",
      "| (_) | |_| | |_) || | | (_) \\ \\/\\/ /| |   o Archive at http://ourtown.example/",
      " \\___/ \\___/|_| \\_\\ |_|  \\___/ \\_/\\_/ |_|   o Issue 88",
      "",
      "",
      centre(">> MARKET <<"),
      centre("under one roof"),
      "",
      ...wrapped(MARKET_NEWS),
      "",
      centre(">> REPAIRS <<"),
      centre("fixed, not thrown away"),
      "",
      ...wrapped(LIBRARY_NEWS),
      "",
      centre(">> SMALL PRINT <<"),
      "",
      centre("Our Town Weekly is written by neighbours for neighbours, every"),
      centre("Friday, from whatever news reaches the editors by Thursday night."),
      "",
      centre("Unsubscribe? Mail leave@ourtown.example"),
      centre("Copying welcome, but credit http://ourtown.example/"),
      "",
    ].join("\n"),
    [">> MARKET <<", MARKET_NEWS, ">> REPAIRS <<", LIBRARY_NEWS],
    [
      "Join: mail join@ourtown.example",
      "SMALL PRINT",
      "written by neighbours",
      "Unsubscribe? Mail",
      "Copying welcome",
    ],
  );
}

/** An imprint under its own heading at the end goes with what follows it; a last article titled like chrome stays. */
function footerSections(): FidelityCase[] {
  const privacyArticle =
    "Privacy on the allotments has become a hot topic since the council put up a camera by the gate, and the committee will vote on it in May.";
  return [
    htmlCase(
      "imprint-section-de",
      `<h2>Neues vom Hofladen</h2>${[
        "Ab nächster Woche gibt es im Hofladen wieder frische Milch aus der eigenen Käserei, jeden Dienstag und Freitag.",
        "Die Kühe stehen seit April wieder auf der Weide, und man schmeckt den Unterschied schon im Joghurt.",
      ]
        .map((text) => `<p>${text}</p>`)
        .join(
          "",
        )}<h3>Impressum</h3><p>Dieser Rundbrief wird herausgegeben vom Hofladen Beispielhof, der sich über jede Rückmeldung seiner Kundinnen und Kunden freut und Ihre Daten nur für diesen Versand verwendet.</p><p>Verantwortlich: Anna Beispiel</p>`,
      [
        "Neues vom Hofladen",
        "frische Milch aus der eigenen Käserei",
        "schmeckt den Unterschied schon im Joghurt",
      ],
      ["Impressum", "Dieser Rundbrief wird herausgegeben", "Verantwortlich: Anna Beispiel"],
      "de",
    ),
    htmlCase(
      "privacy-as-last-article",
      `${PROSE_EN.map((text) => `<p>${text}</p>`).join("")}<h3>Privacy</h3><p>${privacyArticle}</p>`,
      [...PROSE_EN, "Privacy", privacyArticle],
      [],
    ),
  ];
}

/**
 * A newsletter a mail gateway turned into text, pictures written as their addresses, and sent on
 * labelled as HTML: read as the text it is, without the addresses of pictures nobody can see.
 */
function gatewayText(): FidelityCase {
  const image = (name: string) => `<http://img.rivertown.example/news/${name}>`;
  const text = [
    `RIVER TOWN NEWS ${image("masthead.gif")}\tNovember ${image("month-head.jpg?v=2")}`,
    "",
    `${image("rule-orange.gif")}`,
    `Ferry ${image("ferry-title.gif")}`,
    PROSE_EN[0],
    "",
    `${PROSE_EN[1]} Read the council's minutes <http://rivertown.example/minutes>.`,
    "",
    PROSE_EN[2],
    "",
    `Return to TOP ${image("rule-orange.gif")}`,
    "",
    "You are receiving this e-mail because you signed up for River Town News.",
    "",
    `To unsubscribe click here <http://rivertown.example/u?id=77>. ${image("dot.gif?id=77")}`,
    "",
  ].join("\n");
  return {
    name: "gateway-text-labelled-html",
    raw: message({
      subject: "gateway-text-labelled-html",
      contentType: "text/html; charset=utf-8",
      body: Buffer.from(text, "utf8"),
    }),
    language: "en",
    must: [...PROSE_EN, "Read the council's minutes"],
    mustNot: [
      "masthead.gif",
      "rule-orange.gif",
      "You are receiving this e-mail",
      "To unsubscribe click here",
    ],
  };
}

export function plainTextCases(): FidelityCase[] {
  return [underlinedTitles(), pgpSigned(), oldSchoolLayout(), ...footerSections(), gatewayText()];
}
