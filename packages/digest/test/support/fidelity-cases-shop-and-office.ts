import {
  article,
  type FidelityCase,
  htmlCase,
  linkParagraph as link,
  PROSE_DE,
  PROSE_EN,
} from "./synthetic-message.ts";

// A shop's mail (buy buttons between its products, the offer's footnote over the data-protection
// notice, the health notice French law puts under food advertising), a public office's bulletin
// (its social accounts, a warning against phishing, its colophon, the newsroom's address, an
// office's address in Washington, D.C.), an essayist's standing footer, a share row of bare
// buttons, and the small print a bank set above its last story. Every text here was written for
// these cases.

const PROSE_FR = [
  "La ville a rouvert cette semaine son ancien embarcadère, et les premiers bateaux ont traversé un mardi matin gris.",
  "Les habitants ont longtemps débattu du coût, mais le conseil a fini par trouver un accord avec la région voisine.",
  "Notre reporter a passé une semaine sur l'eau et en est revenu avec des histoires de pilotes, de marées et de brume.",
];

export function shopAndOfficeCases(): FidelityCase[] {
  return [
    htmlCase(
      "buy-buttons-between-products-de",
      `${article(PROSE_DE)}
      <p>Entdecke unsere Angebote für den Hafen:</p>
      <p><strong>Hafenkompass</strong></p><p>24,99 €</p>${link("Jetzt kaufen")}
      <p><strong>Gezeitenkalender</strong></p><p>9,99 €</p>${link("Shop now")}
      <p><strong>Nebelhorn aus Messing</strong></p><p>39,00 €</p>${link("Zum Shop")}
      <p style="font-size:11px">Du möchtest diese E-Mails nicht mehr erhalten? <a href="https://harbour.example/abmelden">Abmelden</a></p>`,
      [...PROSE_DE, "Hafenkompass", "Gezeitenkalender", "Nebelhorn aus Messing", "39,00 €"],
      ["Jetzt kaufen", "Shop now", "Zum Shop", "Abmelden"],
      "de",
    ),
    htmlCase(
      "offer-footnote-over-data-notice-fr",
      `<h2>Jusqu'à 5 € de réduction sur les traversées*</h2>
      ${article(PROSE_FR)}
      <p style="font-size:10px">POUR VOTRE SANTÉ, PRATIQUEZ UNE ACTIVITÉ PHYSIQUE RÉGULIÈRE</p>
      <p style="font-size:10px">*Offre valable sur une sélection de traversées.<br><br>Les informations vous concernant sont enregistrées par Port Lumière pour l'envoi de ses offres. Conformément au règlement général sur la protection des données, vous disposez d'un droit d'accès, de rectification et de suppression des données qui vous concernent.</p>
      <p style="font-size:10px">Vous recevez ce message car vous êtes inscrit à la lettre de Port Lumière. <a href="https://harbour.example/desabonner">Se désabonner</a></p>`,
      [
        "Jusqu'à 5 € de réduction sur les traversées",
        ...PROSE_FR,
        "*Offre valable sur une sélection de traversées.",
      ],
      ["POUR VOTRE SANTÉ", "vous disposez d'un droit d'accès", "Se désabonner"],
      "fr",
    ),
    htmlCase(
      "public-office-bulletin-fr",
      `<h1>Ouverture du service en ligne</h1>
      ${article(PROSE_FR)}
      <p>La Capitainerie du port</p>
      <p>Retrouvez la Capitainerie sur Twitter (@capitainerie) et sur Facebook</p>
      <p>Pour votre sécurité, ne répondez jamais à un courriel vous demandant votre mot de passe.</p>
      <p>port-lumiere.example est un site de la Capitainerie du port</p>
      <p style="font-size:11px">Si vous ne souhaitez plus recevoir ce courriel, <a href="https://harbour.example/desabonner">désabonnez-vous</a>.</p>`,
      ["Ouverture du service en ligne", ...PROSE_FR, "La Capitainerie du port"],
      ["Retrouvez la Capitainerie sur Twitter", "ne répondez jamais", "est un site de la Capitainerie"],
      "fr",
    ),
    htmlCase(
      "newsroom-address-under-a-digest-de",
      `<h1>Der Abend</h1>
      ${article(PROSE_DE)}
      <p>Einen schönen Abend wünscht Ihnen</p>
      <p>Jana Weber</p>
      ${link("Mail an die Redaktion senden", "mailto:redaktion@harbour.example")}
      <p style="font-size:11px">Hafenbote GmbH, Kaistraße 12, 24103 Kiel</p>
      <p style="font-size:11px"><a href="https://harbour.example/abmelden">Newsletter abbestellen</a></p>`,
      [...PROSE_DE, "Jana Weber"],
      ["Mail an die Redaktion senden", "Kaistraße 12", "Newsletter abbestellen"],
      "de",
    ),
    htmlCase(
      "essayist-standing-footer-en",
      `<h1>Verb. Target. Outcome.</h1>
      ${article(PROSE_EN)}
      <p>P.S. I moved the archive to a new address this week; tell me if a link breaks.</p>
      <p>Always onward, Mara</p>
      <p>P.S.: Want to comment, ask a question or just say hi? Simply hit reply!</p>
      <p>Join the discussion in our <a href="https://harbour.example/group">reader group</a>. Follow the harbour on <a href="https://harbour.example/ig">Instagram</a>.</p>
      <p style="font-size:11px"><a href="https://harbour.example/unsubscribe">unsubscribe from this list</a></p>`,
      ["Verb. Target. Outcome.", ...PROSE_EN, "tell me if a link breaks", "Always onward, Mara"],
      ["Simply hit reply", "Join the discussion", "unsubscribe from this list"],
    ),
    htmlCase(
      "bare-share-buttons-beside-forward-en",
      `<p>October 24th</p>
      <h1>This week on the water</h1>
      ${link("Share", "https://harbour.example/share?u=1")}${link("Tweet", "https://harbour.example/t?u=1")}${link("Forward to Friend", "https://harbour.example/fwd?u=1")}
      ${article(PROSE_EN)}
      <p><a href="https://harbour.example/signup">Sign Up For Other Harbour Newsletters</a></p>
      <p style="font-size:11px"><a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`,
      ["This week on the water", ...PROSE_EN],
      ["Tweet", "Forward to Friend", "Sign Up For Other Harbour Newsletters"],
    ),
    htmlCase(
      "office-bulletin-with-embedded-form-en",
      `<p><a href="https://harbour.example/contact">Contact Me</a></p>
      <p><a href="https://harbour.example/newsletter">Newsletter Signup</a></p>
      <h1>Meeting the harbour board on Tuesday</h1>
      ${article(PROSE_EN)}
      <p>Tell me what you think of the new ferry timetable in this week's survey.</p>
      <p><a href="https://harbour.example/survey">If you are having trouble, click here.</a></p>
      <h2>Survey results</h2>
      <p>Most of you who answered last week would rather the first boat left half an hour earlier.</p>
      <p>OFFICE LOCATIONS:</p>
      <p>Washington, DC Office 1101 Longworth House Office Building | Washington, D.C. 20515 (202) 555-0100</p>
      <p>Harbour Office 74 Quay Avenue, Suite 3, Portsea, MA 01945 (978) 555-0101</p>
      <p style="font-size:11px"><a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`,
      [...PROSE_EN, "Meeting the harbour board on Tuesday", "Most of you who answered last week"],
      ["Newsletter Signup", "If you are having trouble", "Washington, D.C. 20515", "74 Quay Avenue"],
    ),
    htmlCase(
      "bank-small-print-above-last-story-en",
      `<h1>Harbour Card News</h1>
      ${article(PROSE_EN.slice(0, 2))}
      <p>IMPORTANT INFORMATION</p>
      <p>PLEASE DO NOT REPLY TO THIS E-MAIL</p>
      <p>You are receiving this e-mail because you are a Harbour Card member and asked for our newsletter.</p>
      <p>To unsubscribe, log in to your account and change your settings.</p>
      <p>Harbour Card takes your security seriously, and every card now comes with protection against unauthorised use on every crossing you book with it.</p>
      <p style="font-size:10px">©2026 Harbour Bank. Member of the Harbour Deposit Scheme.</p>`,
      ["Harbour Card News", ...PROSE_EN.slice(0, 2), "every card now comes with protection"],
      [
        "PLEASE DO NOT REPLY",
        "You are receiving this e-mail",
        "log in to your account and change your settings",
      ],
    ),
    htmlCase(
      "discounter-price-notice-de",
      `<p style="font-size:11px"><a href="https://harbour.example/web">Zur Webseitenansicht</a></p>
      <h1>Die Angebote der Woche</h1>
      ${article(PROSE_DE)}
      <p><strong>Hafenkompass</strong></p><p>24,99 €*</p>${link("Jetzt Gutschein einlösen >")}
      ${link("Mehr maritime Geschenkartikel >")}
      <p>Alle angegebenen Preise in Euro und inklusive der gesetzlichen Mehrwertsteuer. Irrtümer durch Schreib- und Übertragungsfehler sind vorbehalten.</p>
      <p style="font-size:11px">Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht auf diese E-Mail.</p>
      <p>*Nur solange der Vorrat reicht.</p>
      <p style="font-size:11px"><a href="https://harbour.example/abmelden">Newsletter abbestellen</a></p>`,
      ["Die Angebote der Woche", ...PROSE_DE, "Hafenkompass"],
      [
        "Zur Webseitenansicht",
        "Gutschein einlösen",
        "Geschenkartikel",
        "Alle angegebenen Preise",
        "Irrtümer",
      ],
      "de",
    ),
    htmlCase(
      "site-sections-under-headlines-en",
      `<h1>Today's Headlines</h1>
      ${article(PROSE_EN)}
      <p>Special Sections</p>
      <p><a href="https://harbour.example/a">Antiques Guide</a><br><a href="https://harbour.example/b">Boat Showcase</a><br><a href="https://harbour.example/c">Harbour Business</a><br><a href="https://harbour.example/d">Community</a></p>
      <p>Entertainment</p>
      <p><a href="https://harbour.example/e">Movie Schedules</a><br><a href="https://harbour.example/f">Theater Reviews</a><br><a href="https://harbour.example/g">Photo Reprints</a></p>
      <p style="font-size:11px"><a href="https://harbour.example/unsubscribe">click to unsubscribe from newsletter</a></p>`,
      ["Today's Headlines", ...PROSE_EN],
      ["Special Sections", "Antiques Guide", "Movie Schedules", "Photo Reprints"],
    ),
  ];
}
