import { CLOSING_FOOTER, CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// The lines large publishers, platforms and mail systems set around a letter: the post's own
// buttons (Like, Comment, Restack) as links back to the platform, its app's promotion, the help
// line, the offer of the sender's other newsletters, German contact, settings, app and leaving
// lines, a Dutch settings line, why-received and leaving lines in more European languages, the
// view-online question, the label over the follow icons, and a company's plea not to print; how long
// the issue takes to read, a finance letter's disclaimers, the letter's own job board and ad pitch,
// and lines left with nothing to read (a bullet in its own cell, a template's stray "/>").
// The letter's own sentences with the same words stay. Every text here was written for these cases.

/** Above a small-type footer (why the reader gets the letter), so the lines under test stand between the two. */
function aboveTheFooter(name: string, language: string, lines: string, mustNot: string[]): FidelityCase {
  const prose = CLOSING_PROSE[language]!;
  return htmlCase(
    name,
    `<h1>Lake notes</h1>${article(prose)}${lines}<div style="font-size:11px"><p>${CLOSING_FOOTER[language]![0]}</p>
    <p><a href="https://tideline.example/unsubscribe">Unsubscribe</a></p></div>`,
    prose,
    mustNot,
    language,
  );
}

const POST = "https://substack.com/app-link/post?publication_id=7&post_id=42";

/** The sender's other newsletters, offered above the footer. */
const MORE_NEWSLETTERS: Record<string, string> = {
  en: "Discover all our newsletters",
  de: "Alle Newsletter im Überblick",
  fr: "Découvrez toutes nos newsletters",
  es: "Descubre todas nuestras newsletters",
  it: "Scopri tutte le nostre newsletter",
  nl: "Bekijk al onze nieuwsbrieven",
  pt: "Descubra todas as nossas newsletters",
};

/** Why the reader gets the letter and how to leave, in more European languages, under a letter. */
const MORE_FOOTERS: Record<string, [string, string]> = {
  sv: ["Du får det här mejlet eftersom du prenumererar på vårt nyhetsbrev.", "Avregistrera dig"],
  da: ["Du modtager denne e-mail, fordi du er tilmeldt vores nyhedsbrev.", "Afmeld nyhedsbrev"],
  no: ["Du mottar denne e-posten fordi du abonnerer på nyhetsbrevet vårt.", "Meld deg av"],
  pl: ["Otrzymujesz tę wiadomość, ponieważ zapisałeś się do naszego newslettera.", "Wypisz się"],
  cs: ["Tento e-mail dostáváte, protože jste se přihlásili k odběru našeho newsletteru.", "Odhlásit odběr"],
  fi: ["Saat tämän viestin, koska olet tilannut uutiskirjeemme.", "Peru tilaus"],
};

/** The question over a letter that offers its web copy, asked without the usual words. */
const VIEW_ONLINE_QUESTIONS: Record<string, string> = {
  en: "Can't see images? Click here.",
  nl: "Lukt het niet om deze nieuwsbrief goed te bekijken? Klik hier.",
  it: "Non riesci a leggere questa email? Aprila nel browser.",
};

/** The plea not to print that a company's mail system adds under every message. */
const PRINT_PLEAS: Record<string, string> = {
  en: "Please consider the environment before printing this email.",
  de: "Bitte denken Sie an die Umwelt, bevor Sie diese E-Mail ausdrucken.",
  fr: "Pensez à l'environnement avant d'imprimer ce courriel.",
  es: "Antes de imprimir este correo, piense en el medio ambiente.",
  it: "Prima di stampare, pensa all'ambiente.",
  nl: "Denk aan het milieu voordat je deze e-mail print.",
  pt: "Antes de imprimir, pense no meio ambiente.",
};

export function publisherLineCases(): FidelityCase[] {
  const en = CLOSING_PROSE.en!;
  const de = CLOSING_PROSE.de!;
  return [
    htmlCase(
      "post-buttons-and-app-promotion-en",
      `<p><a href="${POST}&action=like">Like</a></p><p><a href="${POST}&action=restack-comment">Restack</a></p>
      <h1>Lake notes</h1>${article(en)}
      <p><a href="${POST}&action=like">Like</a></p><p><a href="${POST}&action=comment">Comment</a></p>
      <p><a href="${POST}&action=restack-comment">Restack</a></p>
      <p>Get more from Lake Notes in the Substack app</p><p>Available for iOS and Android</p>
      <p><a href="https://substack.com/app/app-store-redirect?utm_campaign=app-marketing">Get the app</a></p>`,
      en,
      ["Restack", "Get more from Lake Notes", "Available for iOS and Android", "Get the app"],
    ),
    aboveTheFooter(
      "help-page-line-en",
      "en",
      "<p>Need help? Review our newsletter help page or contact us for assistance.</p>",
      ["Review our newsletter help page"],
    ),
    ...Object.entries(MORE_NEWSLETTERS).map(([language, line]) =>
      aboveTheFooter(
        `more-newsletters-line-${language}`,
        language,
        `<p><a href="https://tideline.example/newsletters">${line}</a></p>`,
        [line],
      ),
    ),
    aboveTheFooter(
      "contact-settings-and-app-lines-de",
      "de",
      `<p>Haben Sie Fragen? Schreiben Sie uns an leserservice@tideline.example.</p>
      <p>Sie können Ihre Einstellungen jederzeit ändern.</p><p>Jetzt die App herunterladen</p>`,
      ["Schreiben Sie uns an", "Einstellungen jederzeit ändern", "Jetzt die App herunterladen"],
    ),
    ...Object.entries(MORE_FOOTERS).map(([language, [why, leave]]) =>
      htmlCase(
        `footer-in-${language}`,
        `<h1>Lake notes</h1>${article(en)}<p>${why}</p><p><a href="https://tideline.example/leave">${leave}</a></p>`,
        en,
        [why, leave],
      ),
    ),
    ...Object.entries(VIEW_ONLINE_QUESTIONS).map(([language, line]) =>
      htmlCase(
        `view-online-question-${language}`,
        `<p><a href="https://tideline.example/web/12">${line}</a></p><h1>Lake notes</h1>${article(CLOSING_PROSE[language]!)}`,
        CLOSING_PROSE[language]!,
        [line.split("?")[0]!],
        language,
      ),
    ),
    htmlCase(
      "view-words-in-prose-en",
      `<h1>Lake notes</h1>${article([
        ...en,
        "The divers say they can't see the pictures on the old wreck's hull any more, because the paint has gone.",
      ])}<p style="font-size:11px"><a href="https://tideline.example/unsubscribe">Unsubscribe</a></p>`,
      [...en, "they can't see the pictures on the old wreck's hull"],
      [],
    ),
    htmlCase(
      "leave-the-letter-lines-de",
      `<h1>Seebrief</h1>${article(de)}<p>Keine Lust mehr auf unsere E-Mails?</p>
      <p><a href="https://tideline.example/leave">Newsletter kündigen</a></p>`,
      de,
      ["Keine Lust mehr auf unsere E-Mails", "Newsletter kündigen"],
      "de",
    ),
    htmlCase(
      "leave-words-in-prose-de",
      `<h1>Seebrief</h1>${article([
        ...de,
        "Wer den Newsletter kündigen will, muss das bis Freitag im Hafenbüro persönlich tun, sagt der Verein.",
      ])}<p style="font-size:11px"><a href="https://tideline.example/abmelden">Abmelden</a></p>`,
      [...de, "Wer den Newsletter kündigen will"],
      [],
      "de",
    ),
    aboveTheFooter(
      "label-over-the-follow-icons-en",
      "en",
      `<p>Stay connected</p><p><a href="https://facebook.com/tideline"><img src="https://i.example/fb.png" alt="Facebook" width="24"></a>
      <a href="https://instagram.com/tideline"><img src="https://i.example/ig.png" alt="Instagram" width="24"></a></p>`,
      ["Stay connected"],
    ),
    aboveTheFooter(
      "label-over-the-follow-icons-de",
      "de",
      `<p>Bleiben Sie in Kontakt</p><p><a href="https://facebook.com/tideline"><img src="https://i.example/fb.png" alt="Facebook" width="24"></a></p>`,
      ["Bleiben Sie in Kontakt"],
    ),
    htmlCase(
      "follow-words-in-prose-en",
      `<h1>Lake notes</h1>${article([
        ...en,
        "Stay connected, the harbour master told the young pilots, because the fog comes in without warning.",
      ])}<p style="font-size:11px"><a href="https://tideline.example/unsubscribe">Unsubscribe</a></p>`,
      [...en, "Stay connected, the harbour master told the young pilots"],
      [],
    ),
    aboveTheFooter("settings-line-nl", "nl", "<p>Je kunt je voorkeuren op elk moment aanpassen.</p>", [
      "Je kunt je voorkeuren op elk moment aanpassen",
    ]),
    ...Object.entries(PRINT_PLEAS).map(([language, plea]) =>
      htmlCase(
        `print-plea-${language}`,
        `<h1>Lake notes</h1>${article(CLOSING_PROSE[language]!)}<p style="color:#2e7d32">${plea}</p>`,
        CLOSING_PROSE[language]!,
        [plea],
        language,
      ),
    ),
    // Guards: the same words in the letter's sentences stay.
    htmlCase(
      "settings-words-in-prose-de",
      `<h1>Seebrief</h1>${article([
        ...de,
        "Die Stadt will ihre Einstellungen jederzeit ändern können, sagt der Bürgermeister zum neuen Fahrplan.",
      ])}`,
      [...de, "ihre Einstellungen jederzeit ändern"],
      [],
      "de",
    ),
    htmlCase(
      "app-words-in-prose-en",
      `<h1>Lake notes</h1>${article([
        ...en,
        "The new ferry app is available for iOS and Android, and tickets cost the same as at the kiosk.",
      ])}`,
      [...en, "available for iOS and Android, and tickets"],
      [],
    ),
    htmlCase(
      "reading-time-and-house-lines-en",
      `<p>Today's newsletter is 873 words — a 3-minute read.</p><h1>Lake notes</h1>${article(en)}
      <table><tr><td>•</td><td><a href="https://tideline.example/ferry">The ferry is back</a></td></tr>
      <tr><td>•</td><td><a href="https://tideline.example/pier">The pier that would not sink</a></td></tr></table>
      <p><img src="https://tideline.example/logo.png" width="1" height="1" alt="">/&gt;</p>
      <p>* * *</p><p>If you want more, be sure to follow our Twitter (@TidelineDaily)</p>
      <p>Advertise with Tideline</p><p>Hiring? Post a Job.</p>
      <p>DISCLAIMER: None of this is financial advice. This newsletter is strictly educational and is not a solicitation to buy or sell any assets.</p>
      <p>Tideline Wealth is a Registered Investment Adviser. This is not an offer to sell securities.</p>`,
      [...en, "The ferry is back", "The pier that would not sink"],
      [
        "873 words",
        "•",
        "/>",
        "* * *",
        "follow our Twitter",
        "Advertise with Tideline",
        "Post a Job",
        "financial advice",
        "Registered Investment Adviser",
      ],
    ),
    // The same words in the letter's own sentences stay.
    htmlCase(
      "reading-time-words-in-prose-en",
      `<h1>Lake notes</h1>${article([
        ...en,
        "The harbour master's report is 4,000 words long, and he still found no room for the new pier.",
        "My uncle never gave us financial advice, only the tide tables and a thermos of tea for the crossing.",
      ])}<p style="font-size:11px"><a href="https://tideline.example/unsubscribe">Unsubscribe</a></p>`,
      [...en, "is 4,000 words long", "never gave us financial advice"],
      ["Unsubscribe"],
    ),
  ];
}
