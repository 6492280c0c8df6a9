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
