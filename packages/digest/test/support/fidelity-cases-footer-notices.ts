import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase, plainCase } from "./synthetic-message.ts";

// Footer notices said in full sentences rather than in the usual labels: a German shop's opt-out
// by mail and its price terms, the reader's customer number and address beside the masthead, the
// "automatically generated" and "received in error" notices in seven languages, a Spanish image
// letter's lines, an old text letter's subscription section, and a German briefing's rating
// buttons and publisher's footer. Every text here was written for
// these cases.

const small = (html: string) => `<p style="font-size:11px;color:#777">${html}</p>`;

/** "This message is automatically generated" and "received in error", as each language says them. */
const NOTICES: Record<string, [string, string]> = {
  en: [
    "This is an automatically generated e-mail; replies to it are not processed.",
    "This message is intended only for the addressee. If you received it in error, please delete it and tell the sender.",
  ],
  de: [
    "Diese E-Mail wurde automatisch erstellt.",
    "Falls Sie diese E-Mail irrtümlich erhalten haben, löschen Sie sie bitte und benachrichtigen Sie den Absender.",
  ],
  fr: [
    "Cet e-mail a été généré automatiquement, merci de ne pas y répondre.",
    "Si vous avez reçu ce message par erreur, merci de le supprimer et d'en avertir l'expéditeur.",
  ],
  es: [
    "Este correo ha sido generado automáticamente.",
    "Si ha recibido este mensaje por error, le rogamos que lo elimine y avise al remitente.",
  ],
  it: [
    "Questa e-mail è stata generata automaticamente.",
    "Se hai ricevuto questo messaggio per errore, ti preghiamo di cancellarlo e di avvisare il mittente.",
  ],
  nl: [
    "Deze e-mail is automatisch verzonden.",
    "Als u dit bericht per abuis heeft ontvangen, verwijder het dan en laat het de afzender weten.",
  ],
  pt: [
    "Esta mensagem foi gerada automaticamente.",
    "Se você recebeu esta mensagem por engano, apague-a e avise o remetente.",
  ],
};

export function footerNoticeCases(): FidelityCase[] {
  return [
    ...Object.entries(NOTICES).map(([language, [generated, error]]) => {
      const prose = CLOSING_PROSE[language]!;
      return htmlCase(
        `generated-and-sent-in-error-notices-${language}`,
        `${article(prose)}<hr>${small(generated)}${small(error)}`,
        prose,
        [generated, error],
        language,
      );
    }),
    htmlCase(
      "address-added-to-our-list-notice-en",
      `${article(CLOSING_PROSE.en!)}<hr>${small(
        "We inform you that your address was added to our mailing list from a public directory or from our website. If you do not wish to receive further letters, click the unsubscribe link below and we will delete it.",
      )}${small('<a href="https://ferry.example/leave">Leave the list</a>')}`,
      CLOSING_PROSE.en!,
      ["your address was added to our mailing list"],
    ),
    htmlCase(
      "shop-opt-out-sentences-and-price-terms-de",
      `<table><tr><td><img src="https://shop.example/logo.png" alt="Hafenladen" width="200"></td>
<td style="font-size:11px">Ihre Kunden-Nr: 1234567-1<br>Ihre E-Mail-Adresse: reader@example.com</td></tr></table>
${article(CLOSING_PROSE.de!)}<p>Mit freundlichen Grüßen<br>Ihr Hafenladen</p>
<span style="font-size:7pt"><a href="https://shop.example/optout">Klicken Sie hier</a>, um zukünftig keine Nachrichten dieser Art mehr von uns zu erhalten.<br><br>
Sollten Sie zukünftig keine E-Mail Nachrichten empfangen wollen, senden Sie bitte eine E-Mail mit dem Stichwort „NO-MAIL“ an info@shop.example.<br><br>
Alle Euro-Preise beinhalten die deutsche Mehrwertsteuer.</span>`,
      [...CLOSING_PROSE.de!, "Mit freundlichen Grüßen"],
      [
        "Ihre Kunden-Nr",
        "reader@example.com",
        "um zukünftig keine Nachrichten dieser Art",
        "Sollten Sie zukünftig keine E-Mail Nachrichten",
        "Alle Euro-Preise beinhalten",
      ],
      "de",
    ),
    htmlCase(
      "image-letter-lines-es",
      `${small('Si no puedes visualizar la imagen haz click <a href="https://viajes.example/web">aquí</a>')}
<p><a href="https://viajes.example/oferta"><img src="https://viajes.example/oferta.png" alt="Tres noches en la playa" width="600"></a></p>
${article(CLOSING_PROSE.es!)}
${small('Si esta información no es de su interés, escríbanos un correo en blanco a info@viajes.example con el asunto "REMOVER". Gracias.')}`,
      CLOSING_PROSE.es!,
      ["Si no puedes visualizar la imagen", "REMOVER"],
      "es",
    ),
    // A weekly briefing's page: the web copy's one-word link, a <nav> bar of anchors under a label,
    // the reader's rating buttons, the publisher's line with the site's bare address, and a notice
    // on how the briefing is made.
    htmlCase(
      "briefing-rating-and-publisher-footer-de",
      `<div style="text-align:center"><a href="https://hafenbrief.example/archiv/15" style="font-size:11px">Vollansicht</a></div>
<nav><span>NAVIGATOR</span> <a href="#fokus">WF</a> <a href="#fazit">FZ</a></nav>
<h2 id="fokus">Wochenfokus</h2>${article(CLOSING_PROSE.de!)}
<div style="text-align:center"><div style="font-size:13px">Wie fandest du das Briefing?</div>
<table role="presentation"><tr>${["SEHR GUT", "GUT", "OK", "SCHLECHT"]
        .map(
          (label, index) =>
            `<td><a href="https://api.hafenbrief.example/feedback?rating=${4 - index}">${label}</a></td>`,
        )
        .join("")}</tr></table></div>
<footer style="font-size:13px"><div><a href="https://hafenbrief.example"><img src="https://hafenbrief.example/logo.png" alt="Der Hafenbrief"></a></div>
<div><a href="https://hafenbrief.example">www.hafenbrief.example</a></div><strong>Herausgeber:</strong> Kaimauer Medien<br>E-Mail: <a href="mailto:post@hafenbrief.example">post@hafenbrief.example</a>
<p><strong>Transparenzhinweis:</strong><br>Dieses Briefing wird von einem automatisierten System erstellt und vor dem Versand nicht redigiert.</p>
<div>Du erhältst dieses Briefing, weil du dich angemeldet hast. <a href="https://hafenbrief.example/abbestellen">Briefing abbestellen</a></div></footer>`,
      ["Wochenfokus", ...CLOSING_PROSE.de!],
      [
        "Vollansicht",
        "NAVIGATOR",
        "Wie fandest du das Briefing",
        "SEHR GUT",
        "SCHLECHT",
        "www.hafenbrief.example",
        "Herausgeber",
        "Transparenzhinweis",
      ],
      "de",
    ),
    htmlCase(
      "bookmark-or-send-this-one-en",
      `${article(CLOSING_PROSE.en!)}<p>Oh, and if you want to bookmark or send this one, <a href="https://ferry.example/p/3">click here</a>.</p><p>Cheers,<br>Tomas</p>`,
      [...CLOSING_PROSE.en!, "Cheers,"],
      ["bookmark or send this one"],
    ),
    plainCase(
      "text-letter-subscription-section-en",
      `${CLOSING_PROSE.en!.join("\n\n")}\n\n------------------------------------------------------------\nEMAIL LIST REMOVAL:\nYou receive this letter because you ticked the news box when you registered. To stop it, change your mail preferences:\nhttp://ferry.example/account/mail\n\nTo subscribe to Ferry Weekly, or to renew or fix a problem with any Ferry Weekly subscription, go to http://subs.ferry.example\n`,
      CLOSING_PROSE.en!,
      ["EMAIL LIST REMOVAL", "fix a problem with any Ferry Weekly subscription"],
    ),
  ];
}
