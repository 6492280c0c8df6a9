import { type FidelityCase, message, plainCase } from "./synthetic-message.ts";

// Text parts as some senders write them: not wrapped at all, with no empty line between
// paragraphs, each link's target in square brackets after its words, a chrome line glued over the
// post's title; and as the text letters of the early 2000s were: a whole issue on one line, "[IMAGE]"
// where a picture was, advertisements under their label, a sponsor pitch, an offer-mailing consent
// line and an investment disclaimer in the footer; and the text part of a shop's letter whose
// HTML shows the offer only in pictures without alt text. Every text here was written for these
// cases.

const REDIRECT =
  "https://lakeletter.example/redirect/0a1b2c3d-1111-2222-3333-444455556666?j=eyJ1IjoiYWJjIn0.t0k3n";

/** A shop's letter: its offer in three pictures with no alt in the HTML, in words in the text part. */
function offerInPicturesOnly(): FidelityCase {
  const offer = [
    "Chère Madame Durand,",
    "Vente éclair au Plumeau : tout le rayon jardin à moitié prix, dans la limite des stocks disponibles.",
    "Pour en profiter, indiquez le code promo ZX42 lors de votre identification sur le site.",
    "La livraison est offerte dès cinquante euros et vous avez trente jours pour changer d'avis.",
    "Paul Verdier, directeur du Plumeau",
  ];
  const picture = (name: string) =>
    `<tr><td><a href="https://plumeau.example/r/${name}"><img src="https://img.plumeau.example/${name}.jpg" width="800" height="400" border="0"></a></td></tr>`;
  const html = `<html><body><table width="800"><tr><td><a href="https://plumeau.example/r/home"><b>ACCUEIL</b></a> | <a href="https://plumeau.example/r/stylos"><b>STYLOS</b></a> | <a href="https://plumeau.example/r/mobilier"><b>MOBILIER</b></a></td></tr>
${picture("offre-1")}${picture("offre-2")}${picture("offre-3")}
<tr><td style="font-size:11px">Pour ne plus recevoir nos offres, <a href="https://plumeau.example/desinscription">cliquez ici</a>.</td></tr></table></body></html>`;
  const text = `${offer.join("\n\n")}\n\nPour ne plus recevoir nos offres : https://plumeau.example/desinscription\n`;
  const body = `--b\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n--b\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}\r\n--b--\r\n`;
  return {
    name: "offer-in-pictures-words-in-the-text-part-fr",
    raw: message({
      subject: "offer-in-pictures-words-in-the-text-part-fr",
      contentType: 'multipart/alternative; boundary="b"',
      body: Buffer.from(body, "utf8"),
    }),
    language: "fr",
    must: offer,
    mustNot: ["ACCUEIL", "Pour ne plus recevoir nos offres"],
  };
}

export function textPartCases(): FidelityCase[] {
  return [
    offerInPicturesOnly(),
    plainCase(
      "unwrapped-text-part-with-a-subscribe-pitch",
      [
        "In this issue:",
        "Testing a garden sensor",
        "Thanks for reading the Lake Letter! Subscribe for free to receive new posts and support my work.",
        "Testing a garden sensor - 2026-11-14",
        "I spent the week testing a small garden sensor that logs soil moisture every hour, and the results were better than I hoped for such a cheap device.",
        "The readings were noisy at first, so I moved the probe deeper and wrote a short script to smooth them over a six hour window.",
        "Next week I will compare it with a cheaper model and report back on how far apart the two of them drift.",
        "Thanks for reading the Lake Letter! Subscribe for free to receive new posts and support my work.",
        "",
        "Unsubscribe https://lakeletter.example/action/disable_email?token=abc",
      ].join("\n"),
      [
        "Testing a garden sensor - 2026-11-14",
        "the results were better than I hoped for such a cheap device",
        "wrote a short script to smooth them over a six hour window",
        "report back on how far apart the two of them drift",
      ],
      ["Subscribe for free to receive new posts", "Unsubscribe"],
    ),
    plainCase(
      "link-targets-in-square-brackets",
      [
        `I spent the week testing a small garden sensor [ ${REDIRECT} ] that logs soil moisture every hour.`,
        "",
        `The readings were noisy, so I wrote a short script [ ${REDIRECT} ] to smooth them over six hours.`,
        "",
        `Read the whole review on the Lake Letter [ ${REDIRECT} ]`,
      ].join("\n"),
      [
        "testing a small garden sensor that logs soil moisture every hour",
        "wrote a short script to smooth them over six hours",
        "Read the whole review on the Lake Letter",
      ],
      ["lakeletter.example/redirect", "eyJ1IjoiYWJjIn0"],
    ),
    plainCase(
      "chrome-line-glued-over-the-post-title",
      [
        "Forwarded this email? Subscribe here for more",
        "Why layers matter",
        "A short note on stacking things",
        "Jane Writer",
        "Aug 4",
        "",
        "READ IN APP",
        "",
        "A layer is where something changes, and that is the whole idea of this post about lakes.",
        "",
        "Thanks for reading! Subscribe for free to receive new posts.",
      ].join("\n"),
      [
        "Why layers matter",
        "A short note on stacking things",
        "Jane Writer",
        "A layer is where something changes",
      ],
      ["Forwarded this email?", "READ IN APP", "Subscribe for free"],
    ),
    plainCase(
      "whole-issue-on-one-line",
      [
        "Lake Newswire",
        "",
        "career center      seminars      lake newswire      customer service      free email",
        "March 3, 2002",
        "",
        [1, 2, 3, 4, 5, 6]
          .map(
            (number) =>
              `Harbour Story Number ${number}  The Daily Quay The harbour board ruled on Tuesday that the ferry may keep its old timetable while the appeal goes on, and pilots on both sides said they expect a long argument about what the rules mean in the coming months.  Full Text  `,
          )
          .join("") +
          "   To unsubscribe from the Newswire, click here   Questions? Send us e-mail    (c) 2002 lake.example",
      ].join("\n"),
      ["Harbour Story Number 1", "Harbour Story Number 6", "the ferry may keep its old timetable"],
      [],
    ),
    plainCase(
      "picture-placeholders-and-labelled-advertisements",
      [
        "[IMAGE]",
        "",
        "[IMAGE]\t[IMAGE]\t\tNew This Weekend: a ferry pilot solves a mystery in the fog over the lake, in a quiet film with fine work from the whole cast.",
        "",
        "ADVERTISEMENT:",
        "Lake Jobs Board: hundreds of open positions on the water. Free for job seekers,",
        "with packages for employers who post jobs.",
        "",
        "Showtimes near you start on Friday. Check the listings for the cinema closest to your",
        "home and book early for the opening weekend.",
        "",
        "-------------------A D V E R T I S E M E N T-------------------",
        "Trade ferry tickets online for $5 a crossing. Open your account today",
        "and get a free tide chart.",
        "----------------------------------------------------------------",
        "",
        "The kiosk on the quay sells ice cream again, and the queue is long.",
      ].join("\n"),
      [
        "New This Weekend: a ferry pilot solves a mystery",
        "Showtimes near you start on Friday",
        "The kiosk on the quay",
      ],
      ["[IMAGE]", "Lake Jobs Board", "A D V E R T I S E M E N T", "Trade ferry tickets online"],
    ),
    plainCase(
      "sponsor-pitch-consent-line-and-disclaimer-in-a-text-footer",
      [
        "Ferry Line Sold",
        "",
        "The ferry company said on Monday that it will sell two of its boats to a rival for about $4 million, and the harbour board is expected to approve the deal by summer.",
        "",
        "  _____",
        "",
        "Reach thousands of boat owners every day. Your company can sponsor the Daily Quay by contacting our sales desk. Advertising is also available on our website.",
        "",
        "From time to time we may send you e-mails with news about special offers. If you do not wish to receive these e-mails in the future, you may visit our website.",
        "",
        "  _____",
        "",
        "The opinions in the Daily Quay are not intended to predict the financial performance of the companies discussed, or to be the basis for investment decisions of any kind.",
      ].join("\n"),
      ["Ferry Line Sold", "sell two of its boats to a rival"],
      ["Your company can sponsor", "From time to time we may send you", "basis for investment decisions"],
    ),
    plainCase(
      "section-title-about-sharing-files-fr",
      [
        "Utilisez partage.lac.example pour partager des fichiers",
        "----------------------------------------------------------",
        "",
        "Un rappel sur un de nos outils : partage.lac.example. Il sert quand vous devez envoyer",
        "un fichier trop gros pour une pièce jointe. Choisissez le fichier et donnez le lien aux",
        "personnes avec qui vous voulez le partager. Le lien reste valide une semaine.",
        "",
        "Votre dossier des messages envoyés",
        "----------------------------------------------------------",
        "",
        "Nous ne vidons plus ce dossier automatiquement. Attention, il peut vite remplir votre quota.",
      ].join("\n"),
      ["Utilisez partage.lac.example pour partager des fichiers", "Le lien reste valide une semaine"],
      [],
      "fr",
    ),
  ];
}
