import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase, PROSE_EN, PROSE_PT } from "./synthetic-message.ts";

// What a newsletter asks of its reader between or after its stories: a poll with a line telling how
// to answer, an appeal to become a patron, a call to follow it on social networks or to subscribe,
// a referral count, thanks to its sponsors; a greeting to the reader's address; and sentences that
// use one of chrome's words as prose does. Every text here was written for these cases.

const PROSE_NL = [
  "Het stadje aan de rivier heeft dit voorjaar zijn oude veersteiger herbouwd, en de eerste boten voeren op een grijze dinsdag.",
  "De bewoners hebben jaren over de kosten gediscussieerd, maar de raad vond uiteindelijk een manier om ze met de provincie te delen.",
];

const vote = (answer: string, id: number) =>
  `<p><a href="https://harbour.example/poll?vote=${id}">${answer}</a></p>`;

/** The publisher's request for donations and its button, above the footer, in seven languages. */
const DONATION_APPEALS: Record<string, [string, string]> = {
  en: ["Support independent journalism: become a member today.", "Donate"],
  de: ["Unterstützen Sie unabhängigen Journalismus – werden Sie jetzt Fördermitglied.", "Jetzt spenden"],
  fr: ["Soutenez le journalisme indépendant : faites un don.", "Faire un don"],
  es: ["Apoya el periodismo independiente: hazte socio hoy.", "Donar"],
  it: ["Sostieni il giornalismo indipendente: fai una donazione.", "Dona ora"],
  nl: ["Steun onafhankelijke journalistiek: word vandaag lid.", "Doneer nu"],
  pt: ["Apoie o jornalismo independente: faça um donativo.", "Doar agora"],
};

function donationAppeal([language, [appeal, button]]: [string, [string, string]]): FidelityCase {
  const prose = CLOSING_PROSE[language]!;
  return htmlCase(
    `donation-appeal-${language}`,
    `<h1>Lake notes</h1>${article(prose)}<p>${appeal}</p><p><a href="https://tideline.example/give">${button}</a></p>
    <p style="font-size:11px"><a href="https://tideline.example/unsubscribe">Unsubscribe</a></p>`,
    prose,
    [appeal, `${button}\n`],
    language,
  );
}

export function appealCases(): FidelityCase[] {
  return [
    // The publisher's own paid subscription over the masthead and under the last story, and a
    // poll under its label.
    htmlCase(
      "subscription-offer-and-labelled-poll-en",
      `<p><a href="https://harbour.example/sub">Subscribe &amp; Save 25%</a></p>
<h2>The Harbour Download</h2>${article(PROSE_EN)}
<p><a href="https://harbour.example/offer">CLAIM OFFER</a></p>
<p>A QUICK POLL BEFORE YOU GO</p>
<h3>Should the ferry run on Sundays in winter?</h3>
<p><a href="https://harbour.example/poll?o=1">Yes, every Sunday</a></p>
<p><a href="https://harbour.example/poll?o=2">No, keep the crews home</a></p>
<p>—Charlotte</p>`,
      [...PROSE_EN, "—Charlotte"],
      [
        "Subscribe & Save 25%",
        "CLAIM OFFER",
        "A QUICK POLL BEFORE YOU GO",
        "Should the ferry run on Sundays",
      ],
    ),
    ...Object.entries(DONATION_APPEALS).map(donationAppeal),
    // Guard: news of a club's appeal is the letter's.
    htmlCase(
      "donation-words-in-news",
      `<h1>Lake notes</h1>${article([
        ...PROSE_EN,
        "The sailing club asks every member to make a donation towards the new ferry landing this winter.",
      ])}<p style="font-size:11px"><a href="https://tideline.example/unsubscribe">Unsubscribe</a></p>`,
      [...PROSE_EN, "make a donation towards the new ferry landing"],
      [],
    ),
    htmlCase(
      "poll-under-an-instruction-pt",
      `<h1>O cais novo</h1>
      ${article(PROSE_PT)}
      <p>Um abraço,</p>
      <h3>SUA VEZ</h3>
      <p>O que achou da edição de hoje?</p>
      <p>Escolhe uma das opções abaixo e, se quiser, conta o motivo:</p>
      ${vote("🤩 Muito boa", 1)}${vote("🙂 Boa", 2)}${vote("🙁 Ruim", 3)}
      <p>Você tem atualmente 0 indicações, e faltam apenas 3 para receber um postal do cais.</p>
      <p style="font-size:11px"><a href="https://harbour.example/cancelar">Cancelar inscrição</a></p>`,
      ["O cais novo", ...PROSE_PT, "Um abraço,"],
      ["O que achou da edição de hoje?", "Escolhe uma das opções", "Muito boa", "0 indicações"],
      "pt",
    ),
    htmlCase(
      "patron-appeal-between-stories-en",
      `<h1>Why the harbour wall leans</h1>
      ${article(PROSE_EN)}
      <div style="text-align: center;"><em>Now You Sail is supported by readers like you. Please consider becoming a patron by supporting the project on Patreon.&nbsp;<a href="https://harbour.example/patron">Click here to pledge your support</a>.</em></div>
      <p>Bonus fact: the old wall leaned the other way until the great storm of 1953 pushed it back.</p>
      <p style="font-size:11px"><a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`,
      [...PROSE_EN, "Bonus fact: the old wall leaned the other way"],
      ["supported by readers like you", "pledge your support"],
    ),
    htmlCase(
      "follow-on-social-networks-pt",
      `<h1>Intercâmbio no verão</h1>
      ${article(PROSE_PT)}
      <p><a href="https://harbour.example/desconto">Desbloquear desconto</a></p>
      <p>Siga a Escola do Cais nas Redes Sociais</p>
      <p><a href="https://instagram.com/escoladocais"><img src="https://harbour.example/instagram.png" width="24" alt="Instagram"></a></p>
      <p style="font-size:11px">Escola do Cais, Rua do Porto 12, 1100-001 Lisboa</p>`,
      ["Intercâmbio no verão", ...PROSE_PT],
      ["Siga a Escola do Cais nas Redes Sociais", "Rua do Porto 12"],
      "pt",
    ),
    htmlCase(
      "subscribe-call-over-the-footer-nl",
      `<h1>De deals van de week</h1>
      ${article(PROSE_NL)}
      <p><strong>Kompas voor de haven</strong></p><p>€38,95 €35,06</p>
      <p>Abonneer Nu En Blijf Op De Hoogte Van De Beste Deals!</p>
      <p style="font-size:11px">Copyright © 2026 Havendeals, alle rechten voorbehouden. <a href="https://harbour.example/afmelden">Afmelden</a></p>`,
      ["De deals van de week", ...PROSE_NL, "Kompas voor de haven"],
      ["Abonneer Nu", "alle rechten voorbehouden"],
      "nl",
    ),
    htmlCase(
      "greeting-to-the-address-and-sponsor-thanks-en",
      `<h2>Hi reader@example.com!</h2>
      ${article(PROSE_EN)}
      <p>We look forward to seeing you on the quay in November.</p>
      <p>Best regards,</p><p>The Harbour Festival Team</p>
      <p>With thanks to our festival sponsors:</p>
      <p><img src="https://harbour.example/sponsor-ropes.png" width="200" height="60" alt=""></p>
      <p style="font-size:11px">You have received this email because you signed up for the Harbour Festival. <a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`,
      [...PROSE_EN, "We look forward to seeing you on the quay in November.", "The Harbour Festival Team"],
      ["Hi reader@example.com", "With thanks to our festival sponsors"],
    ),
    htmlCase(
      "chrome-word-as-prose-fr",
      `<h1>Mercato</h1>
      <p>Le transfert du capitaine au club voisin est enfin officiel, après des mois de rumeurs.</p>
      <p>Le club a confirmé la nouvelle ce matin dans un communiqué publié sur son site, et les supporters se sont rassemblés devant le stade pour saluer le départ de leur joueur, avec des chants et des drapeaux jusque tard dans la nuit.</p>
      <p>Les détails financiers restent secrets, mais plusieurs journaux évoquent une somme record.</p>
      <p style="font-size:11px"><a href="https://harbour.example/desabonner">Se désabonner</a></p>`,
      [
        "Le transfert du capitaine au club voisin est enfin officiel",
        "Les détails financiers restent secrets",
      ],
      ["Se désabonner"],
      "fr",
    ),
    htmlCase(
      "chrome-word-as-prose-before-a-poll-pt",
      `<h1>O cais novo</h1>
      <p>${PROSE_PT[0]}</p>
      <p>Os moradores discutiram durante anos o custo, mas a câmara encontrou por fim uma forma de o partilhar com a região.</p>
      <p>Um abraço,</p>
      <p>O que achou da edição de hoje?</p>
      ${vote("🤩 Muito boa", 1)}${vote("🙁 Ruim", 2)}
      <p style="font-size:11px"><a href="https://harbour.example/cancelar">Cancelar inscrição</a></p>`,
      [PROSE_PT[0]!, "uma forma de o partilhar com a região", "Um abraço,"],
      ["O que achou da edição de hoje?", "Muito boa"],
      "pt",
    ),
  ];
}
