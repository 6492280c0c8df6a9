import { article, type FidelityCase, htmlCase, PROSE_DE, PROSE_EN, PROSE_PT } from "./synthetic-message.ts";

// The service lines European mailers print at the letter's own size, each on its own line right
// under the letter (and a web-version line over it), so that each must be told by its own words:
// managing the subscription, writing to the sender, "do not reply", the colophon a periodical
// prints, and the registration Italian law asks for. Every text here was written for these cases.

const PROSE: Record<string, string[]> = {
  fr: [
    "Le bac du port a repris ses traversées lundi matin, après un hiver entier passé au chantier naval de la ville.",
    "Les habitants ont salué le retour du vieux bateau, dont la coque repeinte en bleu se voit depuis la jetée.",
  ],
  it: [
    "Il traghetto del porto è tornato ad attraversare il fiume lunedì, dopo un inverno intero passato in cantiere.",
    "Gli abitanti hanno festeggiato il ritorno della vecchia barca, con lo scafo dipinto di blu che si vede dal molo.",
  ],
  es: [
    "El transbordador del puerto volvió a cruzar la ría el lunes, después de pasar todo el invierno en el astillero.",
    "Los vecinos celebraron el regreso del viejo barco, cuyo casco recién pintado de azul se ve desde el muelle.",
  ],
  nl: [
    "De veerpont van de haven vaart sinds maandag weer, na een hele winter op de scheepswerf van de stad.",
    "De bewoners vierden de terugkeer van de oude boot, waarvan de blauw geverfde romp vanaf de pier te zien is.",
  ],
  pt: PROSE_PT,
};

interface MailerLines {
  language: string;
  unsubscribe: string;
  /** Over the letter, set small. */
  top: string;
  /** Under the letter, each a paragraph at the letter's size. */
  lines: string[];
}

const LETTERS: MailerLines[] = [
  {
    language: "fr",
    unsubscribe: "Se désinscrire",
    top: 'Si vous ne visualisez pas correctement cet e-mail, <a href="https://port.example/web">cliquez ici</a>.',
    lines: [
      '<a href="https://port.example/instagram">Retrouvez-nous sur Instagram</a>',
      '<a href="https://port.example/abonnement">Gérer mon abonnement</a>',
      'Une question ? Contactez-nous à <a href="mailto:contact@port.example">contact@port.example</a>',
      "Ceci est un message automatique, merci de ne pas y répondre.",
      "Directeur de la publication : Jean Exemple",
      "Crédits photos : Port Azur",
    ],
  },
  {
    language: "it",
    unsubscribe: "Disiscriviti",
    top: '<a href="https://porto.example/web">Visualizza questa email nel browser</a>',
    lines: [
      'Per non ricevere più le nostre comunicazioni <a href="https://porto.example/via">clicca qui</a>.',
      "Ai sensi del Regolamento UE 2016/679 puoi esercitare i tuoi diritti scrivendo a privacy@porto.example.",
      '<a href="https://porto.example/iscrizione">Gestisci la tua iscrizione</a>',
      "Porto Azzurro S.r.l. – Capitale sociale € 10.000 i.v. – REA GE-123456",
      'Hai domande? Scrivici a <a href="mailto:info@porto.example">info@porto.example</a>',
      "Direttore responsabile: Mario Esempio",
      "Registrazione presso il Tribunale di Genova n. 12/2020",
      "Questa è una comunicazione automatica.",
      "Vuoi pubblicizzare la tua attività su questa newsletter?",
      'Se non leggi correttamente questa email <a href="https://porto.example/web">apri nel browser</a>',
    ],
  },
  {
    language: "es",
    unsubscribe: "Darse de baja",
    top: '<a href="https://puerto.example/web">Leer online</a>',
    lines: [
      '<a href="https://puerto.example/suscripcion">Gestiona tu suscripción</a>',
      '¿Tienes dudas? Escríbenos a <a href="mailto:info@puerto.example">info@puerto.example</a>',
      "Boletín elaborado por el equipo de comunicación de Puerto Azul.",
      "Coordinación editorial: Ana Ejemplo",
    ],
  },
  {
    language: "nl",
    unsubscribe: "Afmelden",
    top: '<a href="https://haven.example/web">Lees online</a>',
    lines: [
      'Klik <a href="https://haven.example/af">hier</a> om je af te melden voor deze nieuwsbrief.',
      "Dit is een automatisch verzonden e-mail, je kunt hier niet op reageren.",
      'Vragen? Mail ons op <a href="mailto:info@haven.example">info@haven.example</a>',
      "Vond je dit leuk? Stuur het door naar een vriend.",
      "Deze nieuwsbrief wordt gemaakt door het communicatieteam van Havenlijn.",
      "Redactie: Pieter Voorbeeld",
      "Havenlijn B.V. is ingeschreven bij de Kamer van Koophandel onder nummer 87654321.",
      "Reageren op deze e-mail is niet mogelijk.",
      '<a href="https://haven.example/inschrijven">Klik hier om je in te schrijven</a>',
      "De AVG geeft je het recht je gegevens in te zien.",
    ],
  },
  {
    language: "pt",
    unsubscribe: "Cancelar subscrição",
    top: '<a href="https://porto.example/web">Ler online</a>',
    lines: [
      '<a href="https://porto.example/subscricao">Gerir a minha subscrição</a>',
      'Tem dúvidas? Escreva-nos para <a href="mailto:info@porto.example">info@porto.example</a>',
      "Gostou? Reencaminhe a um amigo.",
      "Esta newsletter é editada pela equipa de comunicação da Porto Azul.",
    ],
  },
];

const textOf = (html: string) => html.replace(/<[^>]+>/g, "");
const small = (html: string) => `<p style="font-size:11px">${html}</p>`;

function mailerLinesCase({ language, unsubscribe, top, lines }: MailerLines): FidelityCase {
  const prose = PROSE[language]!;
  return htmlCase(
    `mailer-lines-${language}`,
    `${small(top)}${article(prose)}${lines.map((line) => `<p>${line}</p>`).join("\n")}${small(`<a href="https://letter.example/unsubscribe">${unsubscribe}</a>`)}`,
    prose,
    [textOf(top), ...lines.map(textOf)],
    language,
  );
}

/** A letter's labels for the web copy, the app, the profile and the paid plan, and the address it went to. */
const LABELS: { language: string; prose: string[]; lines: string[] }[] = [
  {
    language: "es",
    prose: PROSE.es!,
    lines: [
      '<a href="https://puerto.example/web">Leer en el navegador</a>',
      '<a href="https://puerto.example/perfil">Actualizar perfil</a>',
      "Estás suscrito como lector@puerto.example",
    ],
  },
  {
    language: "it",
    prose: PROSE.it!,
    lines: [
      '<a href="https://porto.example/web">Leggi nel browser</a>',
      '<a href="https://porto.example/app">Apri nell\'app</a>',
    ],
  },
  {
    language: "nl",
    prose: PROSE.nl!,
    lines: [
      '<a href="https://haven.example/web">Lees in je browser</a>',
      '<a href="https://haven.example/profiel">Profiel bijwerken</a>',
      "Je bent ingeschreven als lezer@haven.example",
      "Gelieve niet te antwoorden op deze e-mail.",
      'Problemen met het bekijken van deze e-mail? <a href="https://haven.example/web">Klik hier</a>.',
    ],
  },
  {
    language: "pt",
    prose: PROSE.pt!,
    lines: [
      '<a href="https://porto.example/perfil">Atualizar perfil</a>',
      "Está inscrito como leitor@porto.example",
    ],
  },
  {
    language: "de",
    prose: PROSE_DE,
    lines: [
      '<a href="https://hafen.example/app">In der App öffnen</a>',
      "Jetzt Premium-Abonnent werden und das ganze Archiv lesen.",
      "Sie sind angemeldet als leser@hafen.example",
    ],
  },
  {
    language: "fr",
    prose: PROSE.fr!,
    lines: [
      '<a href="https://port.example/app">Ouvrir dans l\'application</a>',
      "Passez à l'abonnement payant pour lire toutes les archives.",
    ],
  },
  {
    language: "en",
    prose: PROSE_EN,
    lines: [
      "This newsletter is free, but if you want to support my work, you can become a paying subscriber.",
      '<a href="https://post.example/start">Made with Substack</a>',
    ],
  },
];

export function mailerLineCases(): FidelityCase[] {
  return [
    ...LETTERS.map(mailerLinesCase),
    ...LABELS.map(({ language, prose, lines }) =>
      htmlCase(
        `mailer-labels-${language}`,
        `${small(lines[0]!)}${article(prose)}${lines
          .slice(1)
          .map((line) => `<p>${line}</p>`)
          .join("\n")}${small('<a href="https://letter.example/unsubscribe">×</a>')}`,
        prose,
        lines.map(textOf),
        language,
      ),
    ),
    // A print button over the letter, and the sender's telephone line right under it, above the footer.
    ...(
      [
        [
          "en",
          PROSE_EN,
          '<a href="https://post.example/print">Print this newsletter</a>',
          "Tel: +44 20 7946 0958",
          "Unsubscribe",
        ],
        [
          "de",
          PROSE_DE,
          '<a href="https://hafen.example/druck">Newsletter drucken</a>',
          "Tel.: +49 40 1234567",
          "Abmelden",
        ],
        [
          "fr",
          PROSE.fr!,
          '<a href="https://port.example/imprimer">Imprimer cette lettre</a>',
          "Tél. : 04 91 12 34 56",
          "Se désinscrire",
        ],
      ] as const
    ).map(([language, prose, print, phone, unsubscribe]) =>
      htmlCase(
        `print-and-phone-lines-${language}`,
        `${small(print)}${article([...prose])}<p>${phone}</p>${small(`<a href="https://letter.example/unsubscribe">${unsubscribe}</a>`)}`,
        [...prose],
        [textOf(print), phone],
        language,
      ),
    ),
    // The disclosure that the mail is advertising, over a shop's letter, in each language.
    ...(
      [
        ["en", PROSE_EN, "This is a promotional email from Harbour Press."],
        ["de", PROSE_DE, "Dies ist eine Werbe-E-Mail der Hafenpresse GmbH."],
        ["fr", PROSE.fr!, "Ceci est un e-mail promotionnel de Presse du Port."],
        ["es", PROSE.es!, "Este es un correo promocional de Prensa del Puerto."],
        ["it", PROSE.it!, "Questa è una comunicazione promozionale di Stampa del Porto."],
        ["nl", PROSE.nl!, "Dit is een promotionele e-mail van Havenpers BV."],
        ["pt", PROSE.pt!, "Este é um e-mail promocional da Imprensa do Porto."],
      ] as const
    ).map(([language, prose, disclosure]) =>
      htmlCase(
        `promotional-mail-disclosure-${language}`,
        `${small(disclosure)}${article([...prose])}${small('<a href="https://letter.example/unsubscribe">×</a>')}`,
        [...prose],
        [disclosure],
        language,
      ),
    ),
    htmlCase(
      "leave-the-list-pt",
      `${small('<a href="https://porto.example/sair">Sair da lista</a>')}${article(PROSE.pt!)}`,
      PROSE.pt!,
      ["Sair da lista"],
      "pt",
    ),
    htmlCase(
      "shop-prices-line-pt",
      `${article(PROSE.pt!)}<p>Preços com IVA incluído, portes de envio não incluídos.</p>${small('<a href="https://letter.example/unsubscribe">Cancelar subscrição</a>')}`,
      PROSE.pt!,
      ["Preços com IVA incluído"],
      "pt",
    ),
    // The same words in a sentence of the letter stay: the captain's profile, the harbour's app.
    htmlCase(
      "label-words-in-prose",
      article([
        PROSE.es![0]!,
        "Para leer en el navegador del barco hace falta una conexión que en alta mar casi nunca existe.",
        "De kapitein moest zijn profiel bijwerken bij de havenmeester voordat hij weer mocht uitvaren.",
        "O capitão teve de atualizar o perfil da embarcação junto da capitania antes de voltar a sair.",
        "Les passagers peuvent désormais ouvrir dans l'application le plan du port, et ils le font volontiers.",
        "Wer Mitglied im Ruderclub werden will, kann jetzt auch zahlendes Mitglied werden und den Bootsschuppen nutzen.",
        PROSE.es![1]!,
      ]),
      [
        "leer en el navegador del barco",
        "zijn profiel bijwerken bij de havenmeester",
        "atualizar o perfil da embarcação",
        "ouvrir dans l'application le plan du port",
        "zahlendes Mitglied werden",
      ],
      [],
      "es",
    ),
    htmlCase(
      "service-lines-around-the-letter-en",
      `${small('<a href="https://post.example/audio">Listen to this post</a>')}${article(PROSE_EN)}
<p>Not a subscriber yet? <a href="https://post.example/subscribe">Join 20,000 readers.</a></p>
<p>This message was sent from an unmonitored address.</p>${small('<a href="https://letter.example/unsubscribe">Unsubscribe</a>')}`,
      PROSE_EN,
      ["Listen to this post", "Not a subscriber yet?", "sent from an unmonitored address"],
    ),
    // The imprint an Austrian association prints under its letter, line by line at the letter's size.
    htmlCase(
      "imprint-lines-above-the-footer-de",
      `${article(PROSE_DE)}<p>Medieninhaber und Herausgeber: Hafenverein Donaustadt</p><p>ZVR-Zahl: 987654321</p>
<p>Offenlegung gemäß § 25 MedienG: hafenverein.example/offenlegung</p><p>Spendenkonto: IBAN AT12 3456 7890 1234 5678</p>
<p>UID-Nr.: ATU98765432</p>${small('<a href="https://letter.example/unsubscribe">Abmelden</a>')}`,
      PROSE_DE,
      [
        "Medieninhaber und Herausgeber",
        "ZVR-Zahl",
        "Offenlegung gemäß § 25 MedienG",
        "Spendenkonto",
        "ATU98765432",
      ],
      "de",
    ),
    // A post platform's lines under the letter: its buttons with dots between, the poll's login
    // line, its own slogan, and its legal links.
    htmlCase(
      "post-platform-lines-en",
      `${article(PROSE_EN)}<p><a href="https://post.example/like">Like</a> · <a href="https://post.example/comment">Comment</a> · <a href="https://post.example/restack">Restack</a></p>
<p><a href="https://post.example/login">Login</a> or <a href="https://post.example/subscribe">Subscribe</a> to participate in polls.</p>
<p>Harbourstack is the home for great writing, and Substack is the home for great culture</p>
<p><a href="https://post.example/privacy">Privacy</a> ∙ <a href="https://post.example/terms">Terms</a> ∙ <a href="https://post.example/notice">Collection notice</a></p>${small('<a href="https://letter.example/unsubscribe">Unsubscribe</a>')}`,
      PROSE_EN,
      [
        "Like · Comment · Restack",
        "to participate in polls",
        "Substack is the home for great culture",
        "Collection notice",
      ],
    ),
    // "Teilen Sie uns … mit" asks the reader to tell, not to share: the letter's last line stays.
    htmlCase(
      "tell-us-is-not-share-de",
      `${article(PROSE_DE)}<p>Teilen Sie uns Ihre Meinung zum neuen Fahrplan mit.</p>${small('<a href="https://letter.example/unsubscribe">Abmelden</a>')}`,
      [...PROSE_DE, "Teilen Sie uns Ihre Meinung zum neuen Fahrplan mit."],
      [],
      "de",
    ),
  ];
}
