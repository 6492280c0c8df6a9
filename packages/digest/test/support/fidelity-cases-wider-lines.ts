import { article, type FidelityCase, htmlCase, PROSE_EN, PROSE_FR, PROSE_PT } from "./synthetic-message.ts";

// Chrome lines seen in real mail outside the first rules: an old mailer's note for programs that
// garble it, a mirror page, a preferences heading, an announcement-only list, a rating prompt, a
// franchise's disclaimer, an Italian privacy notice, a bilingual letter's pointer to its English
// half, and the view-online and unsubscribe lines of Hungarian, Polish and Swedish letters. Every
// text here was written for these cases.

const PROSE_IT = [
  "La panetteria del porto riceve a dicembre un secondo forno, così il panettone non finirà di nuovo prima di Natale.",
  "La biblioteca comunale resta aperta più a lungo il sabato, con letture per bambini al mattino.",
  "Al mercato sul fiume quest'anno si trovano per la prima volta formaggi e miele dei produttori della valle.",
];
const PROSE_DE = [
  "Die Bäckerei am Hafen bekommt im Dezember einen zweiten Ofen, damit der Stollen nicht wieder vor Weihnachten ausverkauft ist.",
  "Die Stadtbibliothek hat am Samstag länger geöffnet und lädt morgens zum Vorlesen für Kinder ein.",
  "Auf dem Markt am Fluss gibt es in diesem Jahr zum ersten Mal Käse und Honig von den Höfen im Tal.",
];

interface OtherLanguage {
  language: string;
  prose: string[];
  viewOnline: string;
  unsubscribe: string;
  /** The sender's address and share links, where the language has its own forms. */
  footer?: string[];
}

const OTHER_LANGUAGES: OtherLanguage[] = [
  {
    language: "hu",
    prose: [
      "A kikötői pékség decemberben új kemencét kap, hogy a karácsonyi kalács ne fogyjon el ismét az ünnepek előtt.",
      "A városi könyvtár szombaton hosszabb nyitvatartással várja az olvasókat, délelőtt mesedélutánnal a gyerekeknek.",
      "A folyóparti piacon idén először árulnak helyi sajtokat és mézet a völgy gazdáitól.",
    ],
    viewOnline: "Megtekintés böngészőben",
    unsubscribe: "Leiratkozás a hírlevélről",
    footer: [
      "Kikötői Pékség Kft. · 1024 Budapest, Mandula utca 7.",
      "Megosztás a Facebookon",
      "Hírlevél továbbítása",
    ],
  },
  {
    language: "pl",
    prose: [
      "Piekarnia przy porcie dostanie w grudniu nowy piec, żeby świąteczne ciasto znowu nie skończyło się przed świętami.",
      "Biblioteka miejska będzie w sobotę otwarta dłużej niż zwykle, a rano zaprasza dzieci na głośne czytanie.",
      "Na targu nad rzeką po raz pierwszy można w tym roku kupić sery i miód od gospodarzy z doliny.",
    ],
    viewOnline: "Wyświetl w przeglądarce",
    unsubscribe: "Wypisz się z newslettera",
    footer: ["Piekarnia Portowa, ul. Długa 15, Gdańsk"],
  },
  {
    language: "sv",
    prose: [
      "Bageriet vid hamnen får en ny ugn i december så att julbrödet inte tar slut före helgerna igen.",
      "Stadsbiblioteket har längre öppettider på lördag och bjuder in barnen till högläsning på förmiddagen.",
      "På marknaden vid ån säljs i år för första gången ost och honung från gårdarna i dalen.",
    ],
    viewOnline: "Visa i webbläsaren",
    unsubscribe: "Avregistrera dig från nyhetsbrevet",
    footer: ["Hamnbageriet AB, Storgatan 12, Umeå"],
  },
];

export function widerLineCases(): FidelityCase[] {
  return [
    htmlCase(
      "old-mailer-lines-en",
      `<p style="font-size:11px">If your mail software garbles this newsletter, read it on our site.</p>
      <p style="font-size:11px"><a href="https://rivertown.example/mirror">Link to mirror page</a></p>
      ${article(PROSE_EN)}
      <p>The bakery on Mill Lane is independently run by two sisters, and it opens at six.</p>
      <p>Reader, please rate the above article: <a href="https://rivertown.example/r/1">1</a> <a href="https://rivertown.example/r/5">5</a></p>
      <p>We love it when you send your friends links to our stories.</p>
      <p>Get your product seen by 40,000 River Town readers.</p>
      <h3>YOUR NEWSLETTER PREFERENCES</h3>
      <p>This is an announcement-only mailing list. <a href="https://rivertown.example/forward">Forward email</a></p>
      <p style="font-size:11px">River Town shops are independently owned and operated.</p>`,
      [...PROSE_EN, "independently run by two sisters"],
      [
        "garbles this newsletter",
        "Link to mirror page",
        "please rate the above article",
        "send your friends links",
        "Get your product seen by",
        "YOUR NEWSLETTER PREFERENCES",
        "announcement-only mailing list",
        "Forward email",
        "independently owned and operated",
      ],
    ),
    // Mid-letter: a vote under an article; at the end: the author's picks of posts on a social
    // network (kept), the sale of the ad space and the footer (dropped).
    htmlCase(
      "rating-scale-and-post-links-en",
      `${article(PROSE_EN.slice(0, 2))}
      <p>Please rate the above article: <a href="https://rivertown.example/vote?a=1&v=1">1</a> <a href="https://rivertown.example/vote?a=1&v=3">3</a> <a href="https://rivertown.example/vote?a=1&v=5">5</a></p>
      ${article(PROSE_EN.slice(2))}
      <h3>Meanwhile on the timeline</h3>
      <p><a href="https://twitter.com/rivertown/status/101">The ferry timetable now fits on one postcard</a><br><a href="https://twitter.com/rivertown/status/102">Why the harbour crane is painted orange again</a></p>
      <p>Advertising opportunities at rivertown.example/advertise.</p>
      <p>You are receiving this mail because you subscribed at rivertown.example. <a href="https://rivertown.example/unsubscribe">Unsubscribe</a></p>`,
      [
        ...PROSE_EN,
        "The ferry timetable now fits on one postcard",
        "Why the harbour crane is painted orange again",
      ],
      ["Please rate the above article", "Advertising opportunities at", "You are receiving this mail"],
    ),
    htmlCase(
      "privacy-notice-it",
      `${article(PROSE_IT)}
      <p style="font-size:11px">Ai sensi dell'art. 13 del D.lgs. n. 196/2003 (Codice Privacy) ti informiamo che i tuoi dati sono trattati dalla Panetteria del Porto per l'invio di questa newsletter.</p>`,
      PROSE_IT,
      ["Ai sensi dell'art. 13", "Codice Privacy"],
      "it",
    ),
    htmlCase(
      "english-half-pointer-de",
      `<p style="font-size:12px">Looking for the English version? Scroll down.</p>
      ${article(PROSE_DE)}`,
      PROSE_DE,
      ["Looking for the English version"],
      "de",
    ),
    ...OTHER_LANGUAGES.map(({ language, prose, viewOnline, unsubscribe, footer = [] }) =>
      htmlCase(
        `view-online-and-unsubscribe-${language}`,
        `<p style="font-size:11px"><a href="https://news.example/web">${viewOnline}</a></p>
        ${article(prose)}
        ${footer.map((line) => `<p>${line}</p>`).join("\n")}
        <p style="font-size:11px"><a href="https://news.example/unsubscribe">${unsubscribe}</a></p>`,
        prose,
        [viewOnline, unsubscribe, ...footer],
        language,
      ),
    ),
    // The same lines in other words: a French imperative, the bare question, a Portuguese mailer's
    // recipient line and unsubscribe link, and an alert service's own controls.
    htmlCase(
      "view-online-imperative-fr",
      `${article(PROSE_FR)}<p style="font-size:11px"><a href="https://port.example/web">Affichez cet e-mail dans votre navigateur</a></p>`,
      PROSE_FR,
      ["Affichez cet e-mail dans votre navigateur"],
      "fr",
    ),
    htmlCase(
      "problems-viewing-question-en",
      `<p><img src="https://harbour.example/sale.jpg" width="600" alt="Autumn sale at the harbour games shop"><br><a href="https://harbour.example/web">Problems viewing this email?</a></p>${article(PROSE_EN)}`,
      PROSE_EN,
      ["Problems viewing this email?"],
    ),
    htmlCase(
      "mailer-recipient-line-pt",
      `${article(PROSE_PT)}<p style="font-size:11px">Enviado para: leitor@example.com<br>Identificação de envio: 0012345</p>
<p style="font-size:11px"><a href="https://porto.example/sair">Não desejo mais receber</a></p>`,
      PROSE_PT,
      ["Enviado para", "Não desejo mais receber"],
      "pt",
    ),
    htmlCase(
      "alert-controls-en",
      `<p>Harbour News · 2 new results for "ferry landing"</p>${article(PROSE_EN)}
<p style="font-size:12px"><a href="https://alerts.example/delete">Delete this alert</a>. <a href="https://alerts.example/new">Create another alert</a>. <a href="https://alerts.example/manage">Manage your alerts</a>.</p>`,
      PROSE_EN,
      ["Delete this alert", "Manage your alerts"],
    ),
  ];
}
