import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase, PROSE_DE, PROSE_EN } from "./synthetic-message.ts";

// How a newsletter is navigated in a mail client, which the book does not need: an "In this issue"
// list of links to its own sections, "Back to top" after each section (alone, or as a line under
// the section's last link), and lead-ins left heading nothing once the chrome under them went
// ("Follow us on our other channels" over a row of social icons, "Too many e-mails? You choose:"
// over preference buttons), and the site's menu under the logo. Every text here was written for these cases.

const SECTIONS = [
  {
    id: "ferries",
    title: "Ferries",
    text: "The night ferry returns to the northern route next month, with a new crew and a warmer cabin.",
  },
  {
    id: "locks",
    title: "Locks and bridges",
    text: "The lock keepers agreed on a shorter winter season, so boats must be through the canal by December.",
  },
  {
    id: "letters",
    title: "Letters from readers",
    text: "A reader from the coast sent us a photograph of the old lighthouse in the first snow of the year.",
  },
];

function contentsAndBackToTop(): FidelityCase {
  const contents = SECTIONS.map((section) => `<a href="#${section.id}">${section.title}</a>`).join("<br>");
  const sections = SECTIONS.map(
    (section, index) =>
      `<h2><a name="${section.id}"></a>${section.title}</h2><p>${section.text}</p>` +
      (index === 0
        ? `<p><a href="https://harbour.example/ferries">Read the timetable</a><br><br><small><a href="#top">Back to top</a></small></p>`
        : `<p style="font-size:12px"><a href="#top">Back to top</a></p>`),
  ).join("\n");
  const body = `<a name="top"></a><p><strong>In this issue</strong></p><p>${contents}</p>
${article(PROSE_EN)}${sections}`;
  return htmlCase(
    "contents-and-back-to-top",
    body,
    [...PROSE_EN, ...SECTIONS.flatMap((section) => [section.title, section.text]), "Read the timetable"],
    ["In this issue", "Back to top"],
  );
}

function backToContentsDe(): FidelityCase {
  const prose = CLOSING_PROSE.de!;
  const titles = ["Aus der Werft", "Termine"];
  const contents = titles.map((title, index) => `<a href="#s${index}">${title}</a>`).join("<br>");
  const sections = titles
    .map(
      (title, index) =>
        `<table role="presentation" width="100%"><tr><td style="background:#2a6f97;color:#fff;font-size:18px"><a name="s${index}"></a>${title} <a href="#uebersicht" style="color:#fff;font-size:12px">zurück zur Übersicht</a></td></tr>
<tr><td><p>${prose[index]}</p></td></tr></table>`,
    )
    .join("\n");
  return htmlCase(
    "back-to-contents-de",
    `<a name="uebersicht"></a><p><strong>Übersicht</strong></p><p>${contents}</p>${sections}<p>${prose[2]}</p>`,
    [...prose, ...titles],
    ["Übersicht", "zurück zur Übersicht"],
    "de",
  );
}

function leadInsOverRemovedChrome(): FidelityCase {
  const social = ["facebook.com/harbourletter", "instagram.com/harbourletter"]
    .map(
      (path) =>
        `<a href="https://${path}"><img src="https://cdn.example.org/${path.split(".")[0]}.png" alt="" width="24" height="24"></a>`,
    )
    .join(" ");
  const leadIns = ["Follow us on our other channels", "Too many e-mails from us? You choose:"];
  const body = `${article(PROSE_EN)}
<table role="presentation"><tr><th><p>${leadIns[0]}</p></th></tr><tr><td>${social}</td></tr></table>
<p>${leadIns[1]}</p>
<p><a href="https://harbour.example/manage-preferences?id=9">Fewer e-mails</a> · <a href="https://harbour.example/unsubscribe?id=9">Unsubscribe</a></p>
<div style="font-size:11px"><p>You receive this e-mail because you signed up at harbour.example.</p><p>Harbour Letter, Quay Street 4, 24103 Kiel</p></div>`;
  return htmlCase("lead-ins-over-removed-chrome", body, PROSE_EN, [...leadIns, "Fewer e-mails"]);
}

// The same row of social icons with every link behind the sender's click-tracking redirect: the
// icons are known by their file names, and the heading over them goes with them. A small linked
// picture of the harbour, with no network in its name, stays.
function socialIconsBehindRedirects(): FidelityCase {
  const icons = ["icon-facebook.png", "instagram_48.png", "Icon-LinkedIn.png"]
    .map(
      (file, index) =>
        `<a href="https://t.example.net/go/k${index}Zr"><img src="https://cdn.example.org/icons/${file}" alt="" width="40" height="40"></a>`,
    )
    .join(" ");
  const lead = "Find us on our other channels";
  const caption = "The harbour at dawn, seen from the lighthouse.";
  const body = `${article(PROSE_EN)}
<p><a href="https://t.example.net/go/p1Qx"><img src="https://cdn.example.org/photos/harbour-dawn.jpg" alt="${caption}" width="60" height="40"></a></p>
<h3>${lead}</h3><table role="presentation"><tr><td>${icons}</td></tr></table>
<h2>${SECTIONS[1]!.title}</h2><p>${SECTIONS[1]!.text}</p>
<div style="font-size:11px"><p>You receive this e-mail because you signed up at harbour.example.</p><p><a href="https://harbour.example/unsubscribe?id=9">Unsubscribe</a></p></div>`;
  return htmlCase(
    "social-icons-behind-redirects",
    body,
    [...PROSE_EN, caption, SECTIONS[1]!.title, SECTIONS[1]!.text],
    [lead],
  );
}

// Near-misses: an author's closing words over a share row stay, and so does a heading whose
// section lost only its share row.
function closingWordsOverShareRow(): FidelityCase {
  const closing = "That is all for this week, see you next Friday";
  const body = `${article(PROSE_EN)}<h2>One more thing</h2><p>${SECTIONS[2]!.text}</p>
<p>${closing}</p>
<p><a href="https://harbour.example/share?ref=abc">Share the Harbour Letter</a></p>`;
  return htmlCase(
    "closing-words-over-a-share-row",
    body,
    [...PROSE_EN, "One more thing", closing],
    ["Share the Harbour Letter"],
  );
}

// Set in large type, a short sentence reads like a heading to the reader of the HTML; over a share
// link it is still the author's last word on the topic, not a lead-in.
function largeSentencesOverAShareLink(): FidelityCase {
  const large = (text: string) => `<p style="font-size:20px">${text}</p>`;
  const sentences = ["The patient sailor gets both the wind and the harbour.", "Wait for the tide."];
  const body = `${PROSE_EN.map(large).join("")}${sentences.map(large).join("")}
${large('<a href="https://harbour.example/p/patience?share=twitter">Share this post</a>')}
<h2 style="font-size:24px">Next week</h2>${large(SECTIONS[0]!.text)}`;
  return htmlCase(
    "large-sentences-over-a-share-link",
    body,
    [...PROSE_EN, ...sentences, "Next week"],
    ["Share this post"],
  );
}

/** A site's menu under the logo: short lines, each one link to a section of the sender's site. */
function menuUnderTheLogo(): FidelityCase {
  const menu = ["Our projects", "Donate", "Become a member", "Shop"]
    .map(
      (label, index) =>
        `<p><a href="https://rivertown.example/go/${index}"><b>${label.toUpperCase()}</b></a></p>`,
    )
    .join("");
  return htmlCase(
    "menu-under-the-logo",
    `<p><img src="https://rivertown.example/logo.png" alt="River Town Trust" width="200" height="60"></p>${menu}<h2>A year on the river</h2>${article(PROSE_EN)}`,
    ["A year on the river", ...PROSE_EN],
    ["OUR PROJECTS", "BECOME A MEMBER"],
  );
}

/**
 * The same menu with its first item unlinked (the page it stands on), only two links and a
 * membership button among them: still the site's menu.
 */
function menuWithAnUnlinkedItem(): FidelityCase {
  const item = (label: string, index: number) =>
    `<p><a href="https://rivertown.example/go/${index}"><b>${label}</b></a></p>`;
  const menu = `<p><b>OUR PROJECTS</b></p>${item("DONATE", 1)}${item("BECOME A FRIEND", 2)}`;
  return htmlCase(
    "menu-with-an-unlinked-item",
    `<p><img src="https://rivertown.example/logo.png" alt="River Town Trust" width="200" height="60"></p>${menu}<h2>Dear friends of the river,</h2>${article(PROSE_EN)}`,
    ["Dear friends of the river", ...PROSE_EN],
    ["OUR PROJECTS", "BECOME A FRIEND"],
  );
}

/** The menu in one row of links under the logo, set apart by bars or dots: still the site's menu. */
function menuRow(name: string, labels: string[], separator: string, language: string): FidelityCase {
  const prose = language === "de" ? PROSE_DE : PROSE_EN;
  const row = labels
    .map((label, index) => `<a href="https://rivertown.example/go/${index}">${label}</a>`)
    .join(separator);
  return htmlCase(
    name,
    `<p><img src="https://rivertown.example/logo.png" alt="River Town" width="200" height="60"></p><p>${row}</p><h2>${prose[0]!.split(" ").slice(0, 4).join(" ")}</h2>${article(prose)}`,
    prose,
    [labels.slice(0, 3).join(separator)],
    language,
  );
}

/**
 * Two links to the site's own pages in the logo's table row ("Blog", "Resources"), over a round-up
 * of linked titles that lead elsewhere; the titles stay.
 */
function twoLinksBesideTheLogo(): FidelityCase {
  const cell = (href: string, label: string) =>
    `<td width="80"><a href="https://rivertown.example/${href}" style="color:#555555;text-decoration:none">${label}</a></td>`;
  return htmlCase(
    "two-links-beside-the-logo",
    `<table><tr><td width="190"><a href="https://www.rivertown.example/"><img src="https://rivertown.example/logo.jpg" width="150" alt="River Town"></a></td>
    ${cell("blog", "Blog")}${cell("resources", "Resources")}</tr></table>
    <h2><a href="https://harbour-gazette.example/ferry">${PROSE_EN[0]!.split(" ").slice(0, 5).join(" ")}</a></h2>${article(PROSE_EN)}`,
    PROSE_EN,
    ["Blog", "Resources"],
  );
}

/** The publisher's standing pages in one row over the footer: "ADVERTISE // CAREERS // SHOP // FAQ". */
function standingPagesRow(): FidelityCase {
  const row = ["ADVERTISE", "CAREERS", "SHOP", "FAQ"]
    .map((label) => `<a href="https://rivertown.example/${label.toLowerCase()}">${label}</a>`)
    .join(" // ");
  return htmlCase(
    "standing-pages-row-over-the-footer",
    `${article(PROSE_EN)}<p>${row}</p><p style="font-size:11px">Update your <a href="https://rivertown.example/prefs">email preferences</a> or <a href="https://rivertown.example/unsubscribe">unsubscribe</a>.</p>`,
    PROSE_EN,
    ["ADVERTISE", "CAREERS", "email preferences"],
  );
}

/** A row of short links after the letter's first paragraph is the letter's: its sources. */
function sourcesRowAfterTheFirstParagraph(): FidelityCase {
  const row = ["Harbour Gazette", "River Radio", "Quay Post"]
    .map((label, index) => `<a href="https://news${index}.example/ferry">${label}</a>`)
    .join(" | ");
  return htmlCase(
    "sources-row-after-the-first-paragraph",
    `<h2>The ferry is back</h2>${article(PROSE_EN.slice(0, 1))}<p>${row}</p>${article(PROSE_EN.slice(1))}`,
    [...PROSE_EN, "Harbour Gazette | River Radio | Quay Post"],
    [],
  );
}

export function navigationCases(): FidelityCase[] {
  return [
    contentsAndBackToTop(),
    backToContentsDe(),
    leadInsOverRemovedChrome(),
    socialIconsBehindRedirects(),
    closingWordsOverShareRow(),
    largeSentencesOverAShareLink(),
    menuUnderTheLogo(),
    menuWithAnUnlinkedItem(),
    menuRow("menu-row-under-the-logo-en", ["WOMEN", "MEN", "KIDS", "HOME", "SALE"], " | ", "en"),
    menuRow("menu-row-under-the-logo-de", ["Startseite", "Termine", "Verein", "Kontakt"], " · ", "de"),
    sourcesRowAfterTheFirstParagraph(),
    twoLinksBesideTheLogo(),
    standingPagesRow(),
  ];
}
