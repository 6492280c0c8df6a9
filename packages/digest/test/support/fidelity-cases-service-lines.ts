import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase, PROSE_EN, plainCase } from "./synthetic-message.ts";

// The service lines a shop or publisher prints under its mail: the offer of help, the sales line
// for its advertising space, where the back issues are, the profile prompt, and its address with
// the street name hyphenated or the postcode last. Every text here was written for these cases.

const PROSE_DE = [
  "Die Rösterei am Hafen bekommt im Dezember eine zweite Trommel, damit die Weihnachtsmischung nicht wieder ausverkauft ist.",
  "Unsere neue Sorte aus dem Hochland von Huila schmeckt nach Kirsche und dunkler Schokolade und passt gut zum Filterkaffee.",
  "Am dritten Adventswochenende laden wir zum offenen Rösten ein, mit Kuchen und einer kleinen Führung durch das Lager.",
];

/** A regulated service's closing lines in French: terms, help centre, licence, investment notice. */
function regulatedServiceFr(): FidelityCase {
  const prose = CLOSING_PROSE.fr!;
  const lines = [
    "(Les conditions générales s'appliquent) <https://bac.example/legal/conditions>",
    "Des questions ? Visitez notre Centre d'Aide <https://aide.bac.example/>",
    "Bac du Lac SAS",
    "(opère le service sous la licence lacustre FVT000326 et le numéro d'enregistrement E2022-034)",
    "Le contenu de cet e-mail ne doit pas être interprété comme une recommandation d'action. Toute personne souhaitant investir devrait rechercher son propre conseil financier professionnel indépendant avant de continuer.",
  ];
  return plainCase(
    "regulated-service-lines-fr",
    [...prose, "Bonne traversée,", "L'équipe du Bac", ...lines].join("\n\n"),
    [...prose, "L'équipe du Bac"],
    ["conditions générales s'appliquent", "Centre d'Aide", "FVT000326", "ne doit pas être interprété"],
    "fr",
  );
}

/**
 * A bank's closing cell: its licence line, its address with the copyright, a security note, parted
 * by blank lines in one cell, under the numbered terms its offer refers to. The terms stay.
 */
function bankClosingCell(): FidelityCase {
  const terms = [
    "1 Direct deposits are electronic deposits of wages or benefits made into your Lake Ferry Money account by your employer.",
    "2 Early access to wages depends on when the payer sends the payment file and may vary from one pay period to the next.",
  ];
  return htmlCase(
    "bank-closing-cell-en",
    `${article(PROSE_EN)}<p>Set up direct deposit<sup>1</sup> and get paid early.<sup>2</sup></p>
    ${terms.map((term) => `<p style="font-size:12px">${term}</p>`).join("")}
    <p style="font-size:12px"><a href="https://bank.example/unsubscribe">Unsubscribe from all emails</a></p>
    <p style="font-size:12px">Lake Ferry Money (Harbour Financial, Inc.) NMLS ID# 2057952 | <a href="https://bank.example/licenses">Licenses</a><br><br>
    Lake Ferry Money, LLC, P.O. Box 30963, Lakeside, CA 94604 Copyright © 2008-2026 Lake Ferry Money, LLC. All Rights Reserved.<br><br>
    Note: Never share your online banking passwords with anyone, including us!</p>`,
    [...PROSE_EN, ...terms],
    ["Unsubscribe from all emails", "P.O. Box 30963", "All Rights Reserved"],
  );
}

export function serviceLineCases(): FidelityCase[] {
  return [
    bankClosingCell(),
    regulatedServiceFr(),
    // A news site's "e-mail this article" over the reader's note, and an alert service's footer.
    htmlCase(
      "article-sent-to-you-by-and-alert-footer-en",
      `<p>This article from harbour-times.example has been sent to you by reader@example.com.</p>
${article(PROSE_EN)}<p>The Harbour Alerts Team</p>
<p>This message is being sent by Harbour Alerts to: ann@example.com</p>
<p>To cancel these notices, go to: https://alerts.harbour.example/off?u=1</p>`,
      [...PROSE_EN, "The Harbour Alerts Team"],
      ["has been sent to you by", "This message is being sent by", "To cancel these notices"],
    ),
    htmlCase(
      "service-lines-de",
      `${article(PROSE_DE)}
      <p>Sie möchten gern persönlich angesprochen werden? Dann ergänzen Sie Ihre Angaben.</p>
      <p>Wenn Du Fragen hast, zögere nicht, uns zu kontaktieren.</p>
      <p>Haben Sie einen Hinweis für uns? Schreiben Sie an hinweise@roesterei.example</p>
      <p>Rösterei Beispiel GmbH · Karl-Heine-Straße 12-14 · Leipzig, SN 04229</p>`,
      PROSE_DE,
      [
        "persönlich angesprochen",
        "zögere nicht, uns zu kontaktieren",
        "Karl-Heine-Straße 12-14",
        "einen Hinweis für uns",
      ],
      "de",
    ),
    htmlCase(
      "service-lines-en",
      `${article(PROSE_EN)}
      <p>Back issues are online at https://rivertown.example/archive</p>
      <p>If anything is unclear, please don't hesitate to contact us.</p>
      <p>Sponsor this or any other River Town newsletter.</p>
      <p>Got a tip? Send us your news tips at tips@rivertown.example</p>`,
      PROSE_EN,
      ["Back issues are online", "don't hesitate to contact us", "Sponsor this or any other", "Got a tip?"],
    ),
    // A markets letter disowning its tips, between its stories and at its end.
    htmlCase(
      "disclaimers-en",
      `${article(PROSE_EN.slice(0, 2))}
      <p>This is not financial advice. Past performance does not guarantee future results.</p>
      ${article([
        PROSE_EN[2]!,
        "The harbour board asked an adviser for investment advice before it bought the new ferry.",
      ])}
      <p>The River Town Letter makes no warranty, express or implied, about the tips in this issue.</p>`,
      [...PROSE_EN, "asked an adviser for investment advice"],
      ["This is not financial advice", "makes no warranty, express or implied"],
    ),
    htmlCase(
      "disclaimers-de",
      `${article(PROSE_DE)}
      <p>Dieser Newsletter stellt keine Anlageberatung dar. Alle Angaben ohne Gewähr.</p>`,
      PROSE_DE,
      ["stellt keine Anlageberatung dar"],
      "de",
    ),
    // A letter's legal trailer: who publishes it, what it does not vouch for, what a copy must carry.
    htmlCase(
      "legal-trailer-en",
      `${article(PROSE_EN)}
      <p>The River Town Letter is published by Quay Press. Copyright 2026 Quay Press, all rights reserved.</p>
      <p>The letter is written to inform its readers about the town and its river. No claim is made as to the accuracy of the tide tables printed in it, which come from the harbour office.</p>
      <p>Anyone who passes this letter on to a club, a forum or a website must include this notice, and may not charge for it.</p>`,
      PROSE_EN,
      ["published by Quay Press", "No claim is made as to the accuracy", "must include this notice"],
    ),
    // The same words inside the story stay: a sentence, not a service line.
    htmlCase(
      "service-words-in-prose",
      article([
        ...PROSE_EN,
        "The ferry pilots never hesitate to call the harbour master when the fog rolls in, and last winter that habit saved a fishing boat.",
      ]),
      [...PROSE_EN, "never hesitate to call the harbour master"],
      [],
    ),
    // A telephone number after an abbreviation, in the letter's last sentence: one sentence, the
    // letter's own ("Tel." and "Dr." end no sentence), above the footer.
    htmlCase(
      "telephone-in-the-last-sentence-de",
      `${article([
        ...PROSE_DE,
        "Fragen zum neuen Fahrplan beantwortet das Hafenbüro unter Tel. 030 1234567 werktags von 9 bis 17 Uhr.",
      ])}<div style="font-size:11px"><p>Sie erhalten diesen Newsletter, weil Sie sich angemeldet haben.</p><p><a href="https://hafen.example/abmelden">Abmelden</a></p></div>`,
      [...PROSE_DE, "unter Tel. 030 1234567 werktags von 9 bis 17 Uhr."],
      ["Sie erhalten diesen Newsletter", "Abmelden"],
      "de",
    ),
  ];
}
