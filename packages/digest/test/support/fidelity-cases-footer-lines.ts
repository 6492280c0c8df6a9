import { article, type FidelityCase, htmlCase, PROSE_DE, PROSE_EN, PROSE_PT } from "./synthetic-message.ts";

// The lines European senders print around their letter, in each language: the mailing service's
// badge, the app-store call, the safe-sender request with the address in it, the reader's data
// rights, "do not reply", the question to a reader the letter was forwarded to, and a view-online
// line in the informal voice. Every text here was written for these cases.

interface FooterLines {
  language: string;
  prose: string[];
  /** Set small above the letter's title. */
  top?: string;
  /** Between the letter's paragraphs. */
  middle: string;
  /** Set small under the letter, above its unsubscribe link. */
  footer: string[];
  unsubscribe: string;
}

const LETTERS: FooterLines[] = [
  {
    language: "de",
    prose: PROSE_DE,
    top: 'Wurde Ihnen dieser Newsletter weitergeleitet? <a href="https://hafen.example/anmelden">Hier anmelden</a>',
    middle: "Laden Sie jetzt unsere App herunter: im App Store und bei Google Play.",
    footer: [
      "Gemäß DSGVO haben Sie das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten.",
      "Fragen? Antworten Sie einfach auf diese E-Mail.",
      'Kein Interesse mehr? <a href="https://letter.example/bye">Hier klicken</a>',
      "Diese E-Mail wurde Ihnen von der Hafenpost GmbH gesendet.",
      'Versendet mit <a href="https://cleverreach.example">CleverReach</a>',
    ],
    unsubscribe: "Newsletter abbestellen",
  },
  {
    language: "fr",
    prose: [
      "Le bac du port a repris ses traversées lundi matin, après un hiver entier passé au chantier naval de la ville.",
      "Les habitants ont salué le retour du vieux bateau, dont la coque repeinte en bleu se voit depuis la jetée.",
    ],
    top: 'On vous a transféré cet e-mail ? <a href="https://port.example/inscription">Abonnez-vous</a>',
    middle: "Téléchargez notre application sur l'App Store et Google Play.",
    footer: [
      "Merci de ne pas répondre à cet e-mail, cette adresse n'est pas consultée.",
      "Des questions ? Répondez simplement à cet e-mail.",
      'Plus intéressé ? <a href="https://letter.example/bye">Cliquez ici</a>',
      '<a href="https://port.example/profil">Mettre à jour mon profil</a>',
      'Envoyé avec <a href="https://brevo.example">Brevo</a>',
    ],
    unsubscribe: "Se désinscrire",
  },
  {
    language: "es",
    prose: [
      "El transbordador del puerto volvió a cruzar la ría el lunes, después de pasar todo el invierno en el astillero.",
      "Los vecinos celebraron el regreso del viejo barco, cuyo casco recién pintado de azul se ve desde el muelle.",
    ],
    top: 'Si no visualizas bien este email, <a href="https://puerto.example/web">haz clic aquí</a>',
    middle: '¿Te han reenviado este correo? <a href="https://puerto.example/alta">Suscríbete aquí</a>',
    footer: [
      "Añade boletin@puerto.example a tu libreta de direcciones para recibir siempre nuestros correos.",
      "Descarga nuestra app en App Store y Google Play.",
      "¿Preguntas? Responde a este correo.",
      '¿Ya no te interesa? <a href="https://letter.example/bye">Haz clic aquí</a>',
      "Política de privacidad · Términos y condiciones · Ayuda",
      '<a href="https://puerto.example/pref">Gestionar preferencias</a> · <a href="https://puerto.example/perfil">Actualizar mi perfil</a>',
      'Enviado con <a href="https://mailerlite.example">MailerLite</a>',
    ],
    unsubscribe: "Darse de baja",
  },
  {
    language: "it",
    prose: [
      "Il traghetto del porto è tornato ad attraversare il fiume lunedì, dopo un inverno intero passato in cantiere.",
      "Gli abitanti hanno festeggiato il ritorno della vecchia barca, con lo scafo dipinto di blu che si vede dal molo.",
    ],
    middle: 'Ti hanno inoltrato questa email? <a href="https://porto.example/iscrizione">Iscriviti qui</a>',
    footer: [
      "Aggiungi notizie@porto.example alla tua rubrica per essere sicuro di ricevere le nostre email.",
      "Scarica la nostra app su App Store e Google Play.",
      '<a href="https://porto.example/profilo">Aggiorna il tuo profilo</a>',
      'Non sei più interessato? <a href="https://letter.example/bye">Clicca qui</a>',
      "Termini e condizioni · Assistenza",
      'Inviato con <a href="https://mailchimp.example">Mailchimp</a>',
    ],
    unsubscribe: "Annulla l'iscrizione",
  },
  {
    language: "nl",
    prose: [
      "Het veer van de haven voer maandag weer over de rivier, na een hele winter op de werf aan de overkant.",
      "De bewoners vierden de terugkeer van de oude boot, waarvan de blauw geverfde romp vanaf de pier te zien is.",
    ],
    middle:
      'Is deze e-mail naar je doorgestuurd? <a href="https://haven.example/aanmelden">Meld je hier aan</a>',
    footer: [
      "Voeg nieuws@haven.example toe aan je adresboek zodat onze e-mails je altijd bereiken.",
      "Conform de privacywet heb je recht op inzage, correctie en verwijdering van je gegevens.",
      "Download onze app in de App Store en Google Play.",
      'Geen interesse meer? <a href="https://letter.example/bye">Klik hier</a>',
      'Verzonden met <a href="https://laposta.example">Laposta</a>',
    ],
    unsubscribe: "Afmelden",
  },
  {
    language: "pt",
    prose: PROSE_PT,
    top: 'Não está conseguindo visualizar este e-mail? <a href="https://porto.example/web">Clique aqui</a>',
    middle: "Baixe nosso aplicativo na App Store e no Google Play.",
    footer: [
      "Adicione noticias@porto.example ao seu catálogo de endereços para garantir o recebimento dos nossos e-mails.",
      "Você tem direito de acesso, retificação e eliminação dos seus dados.",
      "Porto Velho Lda. · NIF 501234567 · Capital social 50.000 €",
      '<a href="https://porto.example/dados">Atualizar meus dados</a>',
      'Não tem mais interesse? <a href="https://letter.example/bye">Clique aqui</a>',
      'Enviado por <a href="https://rdstation.example">RD Station</a>',
    ],
    unsubscribe: "Cancelar inscrição",
  },
];

/** A post's buttons, each a link on its own line: subscribe, share, comment, upgrade. */
const POST_BUTTONS: Record<string, string[]> = {
  de: ["Jetzt abonnieren", "Teilen", "Kommentar schreiben", "Upgrade auf ein bezahltes Abo"],
  fr: ["S'abonner", "Partager", "Laisser un commentaire", "Passer à l'abonnement payant"],
  es: ["Suscribirse", "Compartir", "Deja un comentario", "Actualiza a suscripción de pago"],
  it: ["Iscriviti ora", "Condividi", "Lascia un commento", "Passa all'abbonamento a pagamento"],
  nl: ["Abonneren", "Delen", "Laat een reactie achter", "Upgrade naar een betaald abonnement"],
  pt: ["Assinar agora", "Compartilhar", "Deixe um comentário", "Faça upgrade para a assinatura paga"],
};

function postButtonsCase({ language, prose }: FooterLines): FidelityCase {
  const buttons = POST_BUTTONS[language]!;
  const links = buttons.map((text, index) => `<p><a href="https://post.example/b${index}">${text}</a></p>`);
  return htmlCase(
    `post-buttons-${language}`,
    `${article(prose.slice(0, 1))}${links.slice(0, 2).join("")}${article(prose.slice(1))}${links.slice(2).join("")}`,
    prose,
    buttons,
    language,
  );
}

/** The stores' own badge texts in each language: Apple's, then Google's. */
const APP_BADGES: Record<string, [string, string]> = {
  en: ["Download on the App Store", "Get it on Google Play"],
  de: ["Laden im App Store", "Jetzt bei Google Play"],
  fr: ["Télécharger dans l'App Store", "Disponible sur Google Play"],
  es: ["Descárgalo en el App Store", "Disponible en Google Play"],
  it: ["Scarica su App Store", "Disponibile su Google Play"],
  nl: ["Download in de App Store", "Ontdek het op Google Play"],
  pt: ["Baixar na App Store", "Disponível no Google Play"],
};

/**
 * The letter's app under its last paragraph, above the footer: two badge images linked to the
 * stores (their alt text is what a failed image leaves), or the badges' words as links through a
 * click tracker, so that only the words tell.
 */
function appBadgesCase(language: string, prose: string[], form: "images" | "links"): FidelityCase {
  const [apple, google] = APP_BADGES[language]!;
  const badges =
    form === "images"
      ? `<p><a href="https://apps.apple.com/app/id100000001"><img src="https://cdn.letter.example/apple.png" alt="${apple}" width="120" height="40"></a> <a href="https://play.google.com/store/apps/details?id=example.letter"><img src="https://cdn.letter.example/google.png" alt="${google}" width="135" height="40"></a></p>`
      : `<p><a href="https://click.letter.example/r/1">${apple}</a></p><p><a href="https://click.letter.example/r/2">${google}</a></p>`;
  return htmlCase(
    `app-badges-${form}-${language}`,
    `${article(prose)}${badges}${small('<a href="https://letter.example/unsubscribe">Unsubscribe</a>')}`,
    prose,
    [apple, google],
    language,
  );
}

/**
 * The data-protection notice some senders set at the letter's own size between the copyright line
 * and the unsubscribe paragraph: who processes the reader's data, and where the company sits.
 */
const DATA_NOTICES: Record<string, { copyright: string; notice: string; unsubscribe: string }> = {
  en: {
    copyright: "© 2026 Harbour Line Ltd. All rights reserved.",
    notice:
      "We would like to let you know that your personal data will be processed by Harbour Line Ltd of Portsmouth as the data controller for sending you this newsletter and news about our crossings.",
    unsubscribe: "If you no longer wish to receive these messages, unsubscribe here.",
  },
  de: {
    copyright: "© 2026 Hafenlinie GmbH. Alle Rechte vorbehalten.",
    notice:
      "Wir informieren Sie, dass Ihre personenbezogenen Daten von der Hafenlinie GmbH in Kiel verarbeitet werden, um Ihnen diesen Newsletter und Neuigkeiten zu unseren Fahrten zu senden.",
    unsubscribe: "Wenn Sie diese Nachrichten nicht mehr erhalten möchten, melden Sie sich hier ab.",
  },
  es: {
    copyright: "© Puerto Azul S.A. 2026. Todos los derechos reservados.",
    notice:
      "Le informamos de que sus datos personales serán tratados por Puerto Azul S.A., con domicilio social en Madrid, para enviarle este boletín y novedades sobre nuestras travesías.",
    unsubscribe: "Si no desea seguir recibiendo estas comunicaciones, puede darse de baja aquí.",
  },
  it: {
    copyright: "© 2026 Porto Azzurro S.p.A. Tutti i diritti riservati.",
    notice:
      "Ti informiamo che i tuoi dati personali saranno trattati da Porto Azzurro S.p.A., titolare del trattamento, con sede a Genova, per inviarti questa newsletter e le novità sulle traversate.",
    unsubscribe: "Se non vuoi più ricevere queste comunicazioni, puoi disiscriverti qui.",
  },
  nl: {
    copyright: "© 2026 Havenlijn B.V. Alle rechten voorbehouden.",
    notice:
      "Wij laten je weten dat je persoonsgegevens worden verwerkt door Havenlijn B.V. in Rotterdam om je deze nieuwsbrief en nieuws over onze overtochten te sturen.",
    unsubscribe: "Wil je deze berichten niet meer ontvangen? Je kunt je hier afmelden.",
  },
  pt: {
    copyright: "© 2026 Porto Azul, Lda. Todos os direitos reservados.",
    notice:
      "Informamos que os seus dados pessoais serão tratados pela Porto Azul, Lda., responsável pelo tratamento, com sede em Lisboa, para lhe enviar esta newsletter e novidades sobre as travessias.",
    unsubscribe: "Se não deseja continuar a receber estas comunicações, pode cancelar a subscrição aqui.",
  },
};

function dataNoticeCase(language: string, prose: string[]): FidelityCase {
  const { copyright, notice, unsubscribe } = DATA_NOTICES[language]!;
  return htmlCase(
    `data-notice-above-the-footer-${language}`,
    `${article(prose)}<p>${copyright}</p><p>${notice}</p>${small(`<a href="https://letter.example/unsubscribe">${unsubscribe}</a>`)}`,
    prose,
    [copyright, notice.split(" ").slice(4, 12).join(" ")],
    language,
  );
}

/**
 * A mailer's footer in its translations, each line apart: the follow call, why the reader gets
 * the letter, the postal address's label, and how to change what arrives.
 */
const MAILER_FOOTERS: Record<string, string[]> = {
  de: [
    "Folgt uns auf Instagram und Mastodon",
    "Warum habe ich diese E-Mail erhalten?",
    "Unsere Postanschrift lautet:",
    "Möchtest du ändern, wie du diese E-Mails erhältst?",
  ],
  fr: [
    "Suivez-nous sur Instagram et Mastodon",
    "Pourquoi ai-je reçu cet e-mail ?",
    "Notre adresse postale est :",
    "Vous souhaitez modifier la façon dont vous recevez ces e-mails ?",
  ],
  es: [
    "Síguenos en Instagram y Mastodon",
    "¿Por qué recibí este correo?",
    "Nuestra dirección postal es:",
    "¿Quieres cambiar la forma en que recibes estos correos?",
  ],
  it: [
    "Seguici su Instagram e Mastodon",
    "Perché ho ricevuto questa email?",
    "Il nostro indirizzo postale è:",
    "Vuoi cambiare il modo in cui ricevi queste email?",
  ],
  nl: [
    "Volg ons op Instagram en Mastodon",
    "Waarom ontvang ik deze e-mail?",
    "Ons postadres is:",
    "Wil je wijzigen hoe je deze e-mails ontvangt?",
  ],
  pt: [
    "Siga-nos no Instagram e no Mastodon",
    "Por que recebi este e-mail?",
    "O nosso endereço postal é:",
    "Quer alterar a forma como recebe estes e-mails?",
  ],
};

function mailerFooterCase({ language, prose, unsubscribe }: FooterLines): FidelityCase {
  const [follow, why, addressLabel, change] = MAILER_FOOTERS[language]!;
  // Each line at the letter's size, so that its own words must tell it.
  const body = `${article(prose)}<p><a href="https://letter.example/social">${follow}</a></p>
<p><a href="https://letter.example/why">${why}</a></p><p>${addressLabel}</p><p><a href="https://letter.example/prefs">${change}</a></p>
${small(`<a href="https://letter.example/unsubscribe">${unsubscribe}</a>`)}`;
  return htmlCase(
    `mailer-footer-${language}`,
    body,
    prose,
    [follow!, why!, addressLabel!, change!],
    language,
  );
}

/** The sender's standing pages as a row of links right under the letter, above its footer. */
function standingPagesCase(
  language: string,
  prose: string[],
  pages: string[],
  unsubscribe: string,
): FidelityCase {
  const row = pages
    .map((page, index) => `<a href="https://letter.example/page/${index}">${page}</a>`)
    .join(" | ");
  return htmlCase(
    `standing-pages-row-${language}`,
    `${article(prose)}<p>${row}</p>${small(`<a href="https://letter.example/unsubscribe">${unsubscribe}</a>`)}`,
    prose,
    [pages.join(" | ")],
    language,
  );
}

const small = (html: string) => `<p style="font-size:11px">${html}</p>`;
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

function footerLinesCase({ language, prose, top, middle, footer, unsubscribe }: FooterLines): FidelityCase {
  const title = prose[0]!.split(" ").slice(0, 5).join(" ");
  const body = `${top ? small(top) : ""}<h1>${title}</h1>${article(prose.slice(0, 1))}
<p style="font-size:16px">${middle}</p>${article(prose.slice(1))}
${footer.map(small).join("\n")}${small(`<a href="https://letter.example/unsubscribe">${unsubscribe}</a>`)}`;
  return htmlCase(
    `footer-lines-${language}`,
    body,
    [title, ...prose],
    [...(top ? [textOf(top)] : []), textOf(middle), ...footer.map(textOf)],
    language,
  );
}

export function footerLineCases(): FidelityCase[] {
  return [
    ...LETTERS.map(footerLinesCase),
    ...LETTERS.map(postButtonsCase),
    ...LETTERS.map(mailerFooterCase),
    // Dutch and Brazilian lines at the letter's size right under it, each told by its own words.
    htmlCase(
      "service-lines-above-the-footer-nl",
      `${small('Klik <a href="https://haven.example/web">hier</a> als deze e-mail niet goed wordt weergegeven.')}${article(LETTERS[4]!.prose)}
<p>Heeft u vragen? Neem contact met ons op via <a href="mailto:info@haven.example">info@haven.example</a>.</p>
<p>Aan deze nieuwsbrief kunnen geen rechten worden ontleend.</p>${small('<a href="https://letter.example/unsubscribe">Afmelden</a>')}`,
      LETTERS[4]!.prose,
      [
        "als deze e-mail niet goed wordt weergegeven",
        "Neem contact met ons op via",
        "Aan deze nieuwsbrief kunnen geen rechten worden ontleend.",
      ],
      "nl",
    ),
    htmlCase(
      "service-lines-above-the-footer-de",
      `${small("Bitte fügen Sie post@hafen.example Ihrem Adressbuch hinzu.")}${article(PROSE_DE)}
<p><a href="https://hafen.example/instagram">Besuchen Sie uns auf Instagram</a></p>
<p>Sie haben diesen Newsletter weitergeleitet bekommen? <a href="https://hafen.example/anmelden">Hier anmelden</a></p>${small('<a href="https://letter.example/unsubscribe">Abmelden</a>')}`,
      PROSE_DE,
      [
        "Ihrem Adressbuch hinzu",
        "Besuchen Sie uns auf Instagram",
        "Sie haben diesen Newsletter weitergeleitet bekommen?",
      ],
      "de",
    ),
    htmlCase(
      "service-lines-above-the-footer-pt",
      `${article(PROSE_PT)}<p><a href="https://porto.example/cadastro">Atualize seu cadastro</a></p>
<p>Caso não queira mais receber nossos e-mails, <a href="https://porto.example/sair">clique aqui</a>.</p>${small('<a href="https://letter.example/unsubscribe">Descadastrar</a>')}`,
      PROSE_PT,
      ["Atualize seu cadastro", "Caso não queira mais receber nossos e-mails"],
      "pt",
    ),
    standingPagesCase("en", PROSE_EN, ["Privacy", "Terms", "Contact"], "Unsubscribe"),
    standingPagesCase("it", LETTERS[3]!.prose, ["Note legali", "Privacy", "Contatti"], "Disiscriviti"),
    standingPagesCase("nl", LETTERS[4]!.prose, ["Colofon", "Privacy", "Contact"], "Afmelden"),
    // The pages named in the letter's own sentence stay.
    htmlCase(
      "standing-pages-in-a-sentence-en",
      `${article(PROSE_EN)}<p style="font-size:16px">After the complaints the ferry company rewrote its <a href="https://ferry.example/privacy">privacy policy</a> and its <a href="https://ferry.example/terms">terms</a> of carriage.</p>${small('<a href="https://letter.example/unsubscribe">Unsubscribe</a>')}`,
      [...PROSE_EN, "the ferry company rewrote its privacy policy and its terms of carriage"],
      [],
    ),
    ...[{ language: "en", prose: PROSE_EN }, ...LETTERS].map(({ language, prose }) =>
      appBadgesCase(language, prose, "images"),
    ),
    appBadgesCase("en", PROSE_EN, "links"),
    ...[{ language: "en", prose: PROSE_EN }, ...LETTERS]
      .filter(({ language }) => language !== "fr")
      .map(({ language, prose }) => dataNoticeCase(language, prose)),
    // A shop's trading company and its lender's condition under the offer, and the polite question
    // over the web version: "¿No ve bien este boletín?"
    htmlCase(
      "shop-fine-print-es",
      `<p style="font-size:11px">Comunicación comercial. ¿No ve bien este boletín? <a href="https://puerto.example/web">Véalo aquí</a></p>${article(LETTERS[2]!.prose)}
<p style="font-size:12px">La Tienda del Puerto es un comercio en línea de la mercantil PUERTO AZUL COMERCIO, S.L., que gestiona los pedidos.<br>*Pago aplazado sujeto a la aprobación de la entidad financiera.</p>
<p>© 2026 tiendadelpuerto.example. Todos los derechos reservados.</p>${small('<a href="https://letter.example/unsubscribe">Darse de baja</a>')}`,
      LETTERS[2]!.prose,
      [
        "¿No ve bien este boletín?",
        "de la mercantil PUERTO AZUL COMERCIO",
        "Pago aplazado sujeto a la aprobación",
      ],
      "es",
    ),
    appBadgesCase("fr", LETTERS[1]!.prose, "links"),
    // The app named in the letter's own sentences, even linked to its store, stays.
    htmlCase(
      "app-in-the-prose-en",
      `${article(PROSE_EN.slice(0, 2))}<p style="font-size:16px">The ferry company's new timetable app is <a href="https://apps.apple.com/app/id100000002">available on the App Store</a> from Monday, and on Google Play a week later.</p>
<p><a href="https://apps.apple.com/app/id100000002">App Store</a></p>${small('<a href="https://letter.example/unsubscribe">Unsubscribe</a>')}`,
      [...PROSE_EN.slice(0, 2), "new timetable app is available on the App Store from Monday"],
      [],
    ),
    // The question over the unsubscribe link, in other words, as the line right above the footer.
    htmlCase(
      "unsubscribe-questions-en",
      `<h1>The crossing</h1>${article(PROSE_EN)}<p><a href="https://letter.example/bye">Don't want these emails anymore?</a></p>
${small('Too many emails? <a href="https://letter.example/prefs">Choose how often</a>')}${small('<a href="https://letter.example/unsubscribe">Unsubscribe</a>')}`,
      ["The crossing", ...PROSE_EN],
      ["Don't want these emails anymore?", "Too many emails?"],
    ),
    htmlCase(
      "unsubscribe-questions-nl",
      `${article(LETTERS[4]!.prose)}<p><a href="https://letter.example/bye">Wil je deze e-mails niet meer ontvangen?</a></p>${small('<a href="https://letter.example/unsubscribe">Afmelden</a>')}`,
      LETTERS[4]!.prose,
      ["Wil je deze e-mails niet meer ontvangen?"],
      "nl",
    ),
    // A chain gym's fine print, set at the letter's size above the unsubscribe links.
    htmlCase(
      "gym-fine-print-en",
      `<h1>Back in the club</h1>${article(PROSE_EN.slice(0, 1))}
<p style="font-size:16px">Know someone who would like this? <a href="https://gym.example/f">Forward it to a friend</a>.</p>
${article(PROSE_EN.slice(1))}
<p><a href="https://gym.example/clubs">Find a club</a></p><p><a href="https://gym.example/contact">Contact us</a></p>
<p style="font-size:16px">Harbour Gyms clubs are independently owned and operated. Offer valid at participating clubs only. Taxes and fees may apply. See your home club for details.</p>
${small('Not interested anymore? <a href="https://gym.example/bye">Click here</a>')}
${small('<a href="https://gym.example/unsubscribe">Unsubscribe</a>')}`,
      ["Back in the club", ...PROSE_EN],
      ["Forward it to a friend", "Offer valid at participating clubs only", "Not interested anymore?"],
    ),
    // An event's venue as the letter's last line, right above the footer, is the letter's: a time
    // of day tells it from the sender's address.
    ...[
      ["en", PROSE_EN, "We meet at 10 am at the boathouse, 4 Quay Street, Portsmouth.", "Unsubscribe"],
      ["de", PROSE_DE, "Treffpunkt ist um 10 Uhr am Bootshaus, Kaistraße 4, 24103 Kiel.", "Abmelden"],
      [
        "fr",
        LETTERS[1]!.prose,
        "Rendez-vous à 10 h devant la capitainerie, 1 quai du Port, Marseille.",
        "Se désinscrire",
      ],
    ].map(([language, prose, venue, unsubscribe]) =>
      htmlCase(
        `event-venue-as-the-last-line-${language}`,
        `${article(prose as string[])}<p style="font-size:16px">${venue}</p>
${small(`Harbour Press, 1 Pier Road, Portsmouth PO1 3AB · <a href="https://letter.example/unsubscribe">${unsubscribe}</a>`)}`,
        [...(prose as string[]), venue as string],
        ["1 Pier Road"],
        language as string,
      ),
    ),
    // A long last sentence that uses a share phrase as prose, with no footer under it, stays.
    htmlCase(
      "share-words-in-the-last-sentence-en",
      `<h1>The crossing</h1>${article([
        ...PROSE_EN.slice(0, 1),
        PROSE_EN[2]!,
        "By spring the ferry's regulars were no longer interested in the old timetable.",
        "In the end the two towns on either bank agreed on a fair way to share it with the harbour trust.",
      ])}`,
      [
        "The crossing",
        PROSE_EN[0]!,
        PROSE_EN[2]!,
        "were no longer interested in the old timetable",
        "a fair way to share it with the harbour trust",
      ],
      [],
    ),
  ];
}
