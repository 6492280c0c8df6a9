import { article, type FidelityCase, htmlCase, PROSE_EN, PROSE_PT } from "./synthetic-message.ts";

// The lines a campaign, an office or a club prints around its letter: the request to pass it on
// to someone, the line for readers who cannot read it, the offer of fewer mails, the note that a
// survey signs the reader up, and the disclaimer a campaign must print. Every text here was
// written for these cases.

const PROSE_DE = [
  "Der Gemeinderat hat am Dienstag beschlossen, die alte Fähre im Frühjahr wieder fahren zu lassen.",
  "Die Kosten teilen sich Stadt und Land, nachdem jahrelang über die Finanzierung gestritten wurde.",
  "Unsere Reporterin war eine Woche auf dem Wasser und erzählt von den Lotsen, den Gezeiten und dem Nebel.",
];
const PROSE_FR = [
  "Le conseil municipal a décidé mardi de remettre en service l'ancien bac dès le printemps prochain.",
  "La ville et la région partageront les frais, après des années de débats sur le financement du projet.",
  "Notre journaliste a passé une semaine sur l'eau avec les pilotes, les marées et le brouillard.",
];
const PROSE_ES = [
  "El ayuntamiento decidió el martes volver a poner en marcha el viejo transbordador en primavera.",
  "La ciudad y la provincia compartirán los gastos después de años de discusiones sobre la financiación.",
  "Nuestra reportera pasó una semana en el agua con los pilotos, las mareas y la niebla del estuario.",
];
const PROSE_IT = [
  "Il consiglio comunale ha deciso martedì di rimettere in servizio il vecchio traghetto in primavera.",
  "La città e la regione divideranno le spese, dopo anni di discussioni sul finanziamento del progetto.",
  "La nostra inviata ha passato una settimana sull'acqua con i piloti, le maree e la nebbia.",
];
const PROSE_NL = [
  "De gemeenteraad besloot dinsdag om het oude veer in het voorjaar weer te laten varen.",
  "Stad en provincie delen de kosten, na jaren van discussie over wie wat zou betalen.",
  "Onze verslaggever was een week op het water en vertelt over de loodsen, het getij en de mist.",
];

export function passItOnCases(): FidelityCase[] {
  return [
    // The sign-up pitch to a reader the letter was forwarded to, under the author's name and a
    // line asking for tips: the name stays.
    htmlCase(
      "forwarded-to-you-under-the-signature-en",
      `${article(PROSE_EN)}<p>Please send tips to tips@harbour.example. Thanks for the ideas!</p>
<p>—Rhiannon</p>
<h3>Was this newsletter forwarded to you, and you'd like to see more?</h3>
<p><a href="https://harbour.example/signup">Sign up today →</a></p>`,
      [...PROSE_EN, "—Rhiannon"],
      ["Was this newsletter forwarded to you", "Sign up today"],
    ),
    htmlCase(
      "pass-it-on-en",
      `${article(PROSE_EN.slice(0, 2))}
      <p>Know somebody who would enjoy these letters? Click here to forward this email!</p>
      ${article(PROSE_EN.slice(2))}
      <p>If a colleague might like these weekly notes, please share this newsletter and ask them to sign up.</p>
      <p>By answering our poll, you will be subscribed to Maria's weekly letter.</p>
      <p>Paid for by Friends of Maria Lopez for State Senate</p>
      <p>If you would rather receive fewer email updates from the Lopez campaign, click here.</p>`,
      PROSE_EN,
      [
        "Click here to forward this email",
        "please share this newsletter",
        "you will be subscribed to",
        "Paid for by Friends of Maria Lopez",
        "receive fewer email updates",
      ],
    ),
    htmlCase(
      "pass-it-on-de",
      `<p>Können Sie diese E-Mail nicht richtig lesen? Dann klicken Sie hier.</p>
      ${article(PROSE_DE)}
      <p>Kennen Sie jemanden, den das interessiert? Leiten Sie diese E-Mail einfach weiter.</p>
      <p>Sie möchten lieber weniger E-Mails erhalten? Passen Sie hier Ihr Profil an.</p>`,
      PROSE_DE,
      ["nicht richtig lesen", "Leiten Sie diese E-Mail", "weniger E-Mails erhalten"],
      "de",
    ),
    htmlCase(
      "pass-it-on-fr",
      `<p>Vous n'arrivez pas à afficher cette lettre ? Cliquez ici.</p>
      ${article(PROSE_FR)}
      <p>Un ami pourrait aimer cette lettre ? Transférez cet e-mail !</p>
      <p>Pour recevoir moins d'e-mails de notre part, cliquez ici.</p>`,
      PROSE_FR,
      ["n'arrivez pas à afficher", "Transférez cet e-mail", "recevoir moins d'e-mails"],
      "fr",
    ),
    htmlCase(
      "pass-it-on-es",
      `<p>¿No puedes ver bien este correo? Ábrelo aquí.</p>
      ${article(PROSE_ES)}
      <p>¿Conoces a alguien a quien le guste? Reenvía este correo.</p>
      <p>Si prefieres recibir menos correos, cambia tus opciones aquí.</p>`,
      PROSE_ES,
      ["No puedes ver bien este correo", "Reenvía este correo", "recibir menos correos"],
      "es",
    ),
    htmlCase(
      "pass-it-on-nl",
      `<p>Kun je deze nieuwsbrief niet goed lezen? Klik dan hier.</p>
      ${article(PROSE_NL)}
      <p>Ken je iemand die dit leuk vindt? Stuur deze e-mail door.</p>
      <p>Wil je minder e-mails ontvangen? Pas dan je profiel aan.</p>`,
      PROSE_NL,
      ["niet goed lezen", "Stuur deze e-mail door", "minder e-mails ontvangen"],
      "nl",
    ),
    // The request with a pronoun for the letter, between the stories: "Leiten Sie ihn …", "Transférez-la".
    ...(
      [
        [
          "de",
          PROSE_DE,
          "Gefällt Ihnen dieser Newsletter? Leiten Sie ihn gerne an Freunde und Kollegen weiter.",
        ],
        ["fr", PROSE_FR, "Vous aimez cette lettre ? Transférez-la à vos amis et collègues."],
        ["es", PROSE_ES, "¿Te gusta este boletín? Reenvíalo a tus amigos y compañeros."],
        ["it", PROSE_IT, "Ti piace questa newsletter? Inoltrala ai tuoi amici e colleghi."],
        ["nl", PROSE_NL, "Vind je deze nieuwsbrief leuk? Stuur hem door naar vrienden en collega's."],
        ["pt", PROSE_PT, "Gostou desta newsletter? Encaminhe-a para amigos e colegas."],
      ] as const
    ).map(([language, prose, request]) =>
      htmlCase(
        `pass-it-on-with-a-pronoun-${language}`,
        `${article(prose.slice(0, 1))}
        <p>${request}</p>
        ${article(prose.slice(1))}`,
        [...prose],
        [request.slice(request.search(/[?] /) + 2)],
        language,
      ),
    ),
    htmlCase(
      "pass-it-on-link-and-forwarded-questions",
      `${article(PROSE_EN.slice(0, 2))}
      <p>Know someone who would enjoy this newsletter? Send them this link to sign up.</p>
      ${article(PROSE_EN.slice(2))}`,
      PROSE_EN,
      ["Send them this link to sign up"],
    ),
    htmlCase(
      "forwarded-question-pt",
      `${article(PROSE_PT.slice(0, 1))}
      <p>Este e-mail foi-lhe reencaminhado? <a href="https://cais.example/s">Subscreva aqui</a>.</p>
      ${article(PROSE_PT.slice(1))}`,
      PROSE_PT,
      ["foi-lhe reencaminhado", "Subscreva aqui"],
      "pt",
    ),
    htmlCase(
      "forwarded-question-fr",
      `${article(PROSE_FR.slice(0, 1))}
      <p>Cet e-mail vous a été transféré ? <a href="https://port.example/s">Inscrivez-vous ici</a>.</p>
      ${article(PROSE_FR.slice(1))}`,
      PROSE_FR,
      ["vous a été transféré", "Inscrivez-vous ici"],
      "fr",
    ),
    // A pronoun for a bill or a letter of the story, sent on to colleagues or friends, stays.
    htmlCase(
      "pass-it-on-pronouns-in-prose",
      article([
        PROSE_DE[0]!,
        "Wenn Sie eine Rechnung erhalten, leiten Sie sie an Ihre Kollegen in der Buchhaltung weiter, die kümmern sich darum.",
        "Der Newsletter des Vereins erschien früher auf Papier; der Kassenwart schickte ihn an Freunde im ganzen Land weiter.",
        PROSE_DE[1]!,
      ]),
      [
        PROSE_DE[0]!,
        PROSE_DE[1]!,
        "leiten Sie sie an Ihre Kollegen in der Buchhaltung weiter",
        "schickte ihn an Freunde im ganzen Land weiter",
      ],
      [],
      "de",
    ),
    // A link round-up's closing offers: rewards for referrals (on a referral host of its own), the
    // space for sale, and a charity's tax status under its appeal. Each goes whole.
    htmlCase(
      "referrals-advertising-and-tax-status",
      `${article(PROSE_EN)}
      <h3>Enjoy the Ferry Post? Tell your friends and earn a tote bag!</h3>
      <p><a href="https://refer.ferrypost.example/ab12cd/3">https://refer.ferrypost.example/ab12cd/3</a></p>
      <p>See your referrals here.</p>
      <p>Want to get in front of 40,000 river-town readers? Write to our ads desk.</p>
      <p>Want your bakery seen by 12,000 river-town readers? Sponsor an issue of the Ferry Post. Three plans fit almost any budget, from a single line to a whole page.</p>
      <p>The Ferry Post Trust is a 501(c)(3) charity. Donations are tax-deductible to the extent the law allows.</p>`,
      PROSE_EN,
      [
        "Tell your friends and earn a tote bag",
        "refer.ferrypost.example",
        "See your referrals here",
        "get in front of 40,000",
        "Want your bakery seen by 12,000",
        "501(c)(3) charity",
      ],
    ),
    htmlCase(
      "tax-status-de",
      `${article(PROSE_DE)}
      <p>Der Förderverein Fähre e.V. ist als gemeinnützig anerkannt. Spenden sind steuerlich absetzbar.</p>`,
      PROSE_DE,
      ["Spenden sind steuerlich absetzbar"],
      "de",
    ),
    // The same words in the story stay: a statement about sharing, not a request to the reader.
    htmlCase(
      "pass-it-on-words-in-prose",
      article([
        PROSE_EN[0]!,
        "The volunteers share these updates with colleagues at the food bank every Friday.",
        PROSE_EN[1]!,
        "The new bridge was paid for by a toll that drivers will pay until the loan is gone.",
        PROSE_EN[2]!,
        "Her friends tell the story differently: the referral came from the ferry's own captain, who knew the river better than anyone.",
        "Local shops that want to advertise in print say the ferry pages sell out first.",
      ]),
      [
        ...PROSE_EN,
        "share these updates with colleagues",
        "paid for by a toll",
        "the referral came from the ferry",
        "want to advertise in print",
      ],
      [],
    ),
  ];
}
