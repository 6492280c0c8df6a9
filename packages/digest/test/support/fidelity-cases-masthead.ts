import {
  article,
  type FidelityCase,
  html,
  htmlCase,
  message,
  PROSE_DE,
  PROSE_EN,
  page,
} from "./synthetic-message.ts";

// Masthead lines that end in a link to the web copy ("Issue 31 · 14 March 2026 · Read on Tidings"):
// the issue and date stay, the link and its separator go. Further down, an item's own "Read on
// <site>" link is the item's, and stays. Every text here was written for these cases.

interface Masthead {
  language: string;
  /** The line without its link, as the book keeps it. */
  line: string;
  separator: string;
  link: string;
  title: string;
  prose: string[];
}

const MASTHEADS: Masthead[] = [
  {
    language: "en",
    line: "Issue 31 · 14 March 2026",
    separator: " · ",
    link: "Read on Tidings",
    title: "The pilots of the estuary",
    prose: PROSE_EN,
  },
  {
    language: "de",
    line: "Hafenpost Nr. 8 | März 2026",
    separator: " | ",
    link: "Auf der Website lesen",
    title: "Der neue Anleger",
    prose: [
      "Der Fähranleger am Nordufer ist nach einem langen Winter voller Bauarbeiten wieder geöffnet und nimmt seit dem vergangenen Montag wieder Passagiere und Fahrräder auf.",
      "Die neuen Pontons liegen höher als die alten, sodass auch bei Sturmflut niemand mehr nasse Füße bekommt.",
    ],
  },
  {
    language: "fr",
    line: "La Gazette du port – numéro 12 – mars 2026",
    separator: " – ",
    link: "Lire en ligne",
    title: "Le phare rallumé",
    prose: [
      "Le vieux phare de la jetée a retrouvé sa lumière samedi soir, après deux ans de travaux menés par les bénévoles du port.",
      "Les enfants du quartier ont été les premiers à monter les cent douze marches jusqu'à la lanterne restaurée.",
    ],
  },
];

function mastheadCase({ language, line, separator, link, title, prose }: Masthead): FidelityCase {
  const item = "How the old tide tables were printed — ";
  const body = `<p style="font-size:12px">${line}${separator}<a href="https://letter.example/issues/31">${link}</a></p>
<h1>${title}</h1>${article(prose)}
<p>${item}<a href="https://blog.example/tide-tables">Read on Harbour Blog</a></p>${article(prose.slice(0, 1))}`;
  return {
    name: `masthead-web-link-${language}`,
    raw: message({ subject: title, ...html(page(body), "utf-8") }),
    language,
    must: [line, title, ...prose, `${item}Read on Harbour Blog`],
    mustNot: [link, `${line}${separator.trimEnd()}`],
  };
}

// A preview line left visible: the letter's first words in small type, right above the small
// "View in browser" line. A masthead's issue and date in the same place are no sentence, and stay.
const small = (text: string) => `<p style="font-size:10px;text-align:center">${text}</p>`;

function preheaderCase(language: string, teaser: string, bar: string, prose: string[]): FidelityCase {
  const body = `${small(teaser)}${small(`${bar} <a href="https://letter.example/web/8">here</a>`)}
<h1>${prose[0]!.split(" ").slice(0, 4).join(" ")}</h1>${article(prose)}`;
  return htmlCase(`visible-preheader-${language}`, body, prose, [teaser, bar], language);
}

const OPENING_BAND = [
  "I write a lot about curiosity in these letters, and this week I want to argue for the other side of it. Some parts of a life and of a company work best when they are dull, predictable and nobody has to think about them at all.",
  "As you set your plans for the new year, for yourself and for any crew you help to steer, I would like to suggest one resolution that sounds odd at first: pick one routine and make it completely boring on purpose.",
  "The opposite idea is more familiar and seems more obviously good. We are more often stuck in a rut than drowning in change, so we are told to make things interesting, and that advice is usually right.",
];

export function mastheadCases(): FidelityCase[] {
  const issueLine = "Harbour Notes · No. 8 · March 2026";
  return [
    ...MASTHEADS.map(mastheadCase),
    preheaderCase(
      "en",
      "The ferry is back, the fog is not, and the pilots have stories.",
      "Can't see this e-mail properly? Click",
      PROSE_EN,
    ),
    preheaderCase(
      "de",
      "Neues vom Anleger, vom Nebel und von den Lotsen der Woche!",
      "Sollte diese E-Mail nicht richtig angezeigt werden, klicken Sie",
      PROSE_DE,
    ),
    // A letter set small throughout (12 px): the preview line is as small as the "view web version"
    // link under it, and no smaller than the letter.
    htmlCase(
      "visible-preheader-in-a-small-letter-de",
      `<table><tr><td style="font-size:11px;color:#666">Vom Anleger zum Leuchtturm, die Küste hat einfach alles</td></tr></table>
      <table><tr><td style="font-size:11px">&nbsp;</td><td><a href="https://letter.example/web/9" style="font-size:11px">view web version</a></td></tr></table>
      <h1>Die Küste auf Ihre Art</h1>${PROSE_DE.map((line) => `<p style="font-size:12px">${line}</p>`).join("")}`,
      PROSE_DE,
      ["Vom Anleger zum Leuchtturm", "view web version"],
      "de",
    ),
    // Mailchimp's classic templates call their whole top band "templatePreheader": here it holds
    // the author's opening, set apart with blank lines, beside the view-in-browser link. Only a
    // preview line is hidden for its name. Under the picture, a row of share buttons.
    htmlCase(
      "opening-in-the-preheader-band-en",
      `<table id="templatePreheader"><tr><td class="preheaderContainer"><table class="mcnTextBlock"><tr><td class="mcnTextContent">
<span class="mcnPreviewText" style="display:none">Boring on purpose: a resolution.</span>
${OPENING_BAND.join("<br>\n<br>\n")}
</td></tr></table>
<table class="mcnTextBlock"><tr><td class="mcnTextContent" style="font-size:11px"><a href="https://us1.campaign-archive.example/?u=1&id=2">View this email in your browser</a></td></tr></table></td></tr></table>
<table id="templateBody"><tr><td><img src="https://letter.example/box.png" width="560" alt=""><p>The box factory at dusk.</p>
<table class="mcnShareContentItem"><tr>${["Share", "Tweet", "Forward"].map((button) => `<td style="font-size:12px"><a href="https://letter.example/track/${button}">${button}</a></td>`).join("")}</tr></table>
${article(PROSE_EN)}</td></tr></table>`,
      [...OPENING_BAND, "The box factory at dusk.", ...PROSE_EN],
      ["View this email in your browser", "Tweet", "Boring on purpose"],
    ),
    htmlCase(
      "issue-line-above-web-link",
      `${small(issueLine)}${small('View this e-mail <a href="https://letter.example/web/8">in your browser</a>')}${article(PROSE_EN)}`,
      [issueLine, ...PROSE_EN],
      ["View this e-mail in your browser"],
    ),
  ];
}
