import { type FidelityCase, plainCase } from "./synthetic-message.ts";

// Text parts as some senders write them: not wrapped at all, with no empty line between
// paragraphs, each link's target in square brackets after its words, a chrome line glued over the
// post's title; and as the text letters of the early 2000s were: a whole issue on one line, "[IMAGE]"
// where a picture was, advertisements under their label, a sponsor pitch, an offer-mailing consent
// line and an investment disclaimer in the footer. Every text here was written for these cases.

const REDIRECT =
  "https://lakeletter.example/redirect/0a1b2c3d-1111-2222-3333-444455556666?j=eyJ1IjoiYWJjIn0.t0k3n";

export function textPartCases(): FidelityCase[] {
  return [
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
