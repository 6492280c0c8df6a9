import {
  article,
  type FidelityCase,
  htmlCase,
  linkParagraph as link,
  PROSE_DE,
  PROSE_EN,
  PROSE_PT,
} from "./synthetic-message.ts";

// A maker's release notes over its products' order links, its offer of help and its follow links;
// a workshop's call over the heading of its follow links; an auction house's help line under its
// farewell; a shop's fan row above its town; a sales letter's offer to be removed or to report it;
// an insurer's view-in-browser line, follow call and word on privacy, in Portuguese.
// Every text here was written for these cases.

const PROSE_DE_SHORT = PROSE_DE.slice(0, 2);

const PROSE_ES = [
  "El pueblo del río reconstruyó este año su viejo embarcadero, y los primeros barcos cruzaron un martes gris por la mañana.",
  "Los vecinos discutieron durante años sobre el coste, pero el ayuntamiento encontró por fin la manera de compartirlo con la provincia.",
];

const PROSE_PT_INSURER = [
  PROSE_PT[0]!,
  "Na área Minhas Travessias, você acompanha e altera as suas reservas a qualquer hora do dia.",
];

export function productMailCases(): FidelityCase[] {
  return [
    htmlCase(
      "release-notes-over-order-links-en",
      `<h1>Harbour App 2.4</h1>
      ${article(PROSE_EN)}
      <p>Order matters in the new tide table: the next crossing is always listed first, whatever the day.</p>
      <p>This newsletter is a short version of our release notes; the full notes are on our site.</p>
      <p><strong>Harbour Compass Plus</strong></p>${link("Order Compass Plus")}
      <p><strong>Harbour Foghorn: Brass Edition</strong></p>${link("Order Harbour Foghorn")}
      <p>Any questions, please email us help@harbour.example</p>
      <p>or visit our site https://harbour.example</p>
      <p>Want to learn more? Here are more ways to follow us</p>
      <p>Reddit: https://reddit.com/r/harbourapp</p>
      <p>Facebook: https://facebook.com/harbourapp</p>
      <p style="font-size:11px"><a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`,
      [
        "Harbour App 2.4",
        ...PROSE_EN,
        "Order matters in the new tide table",
        "a short version of our release notes",
      ],
      ["Order Compass Plus", "Order Harbour Foghorn", "Any questions, please email us", "ways to follow us"],
    ),
    htmlCase(
      "follow-heading-under-a-call-en",
      `<h1>Harbour Workshop: Call for Talks</h1>
      <h2>Join us on the quay in December</h2>
      ${article(PROSE_EN)}
      <p><a href="https://harbour.example/submit">Submit a talk</a></p>
      <h3>Connect with us on Twitter</h3>
      <p>Tell us what you would like to hear with #HarbourWorkshop.</p>
      <p style="font-size:11px">Harbour Workshop, 12 Quay Street, Portsea, MA 01945</p>
      <p style="font-size:11px"><a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`,
      ["Harbour Workshop: Call for Talks", "Join us on the quay in December", ...PROSE_EN],
      ["Connect with us on Twitter", "12 Quay Street"],
    ),
    htmlCase(
      "help-centre-under-a-farewell-en",
      `<p>Hi Sam,</p>
      ${article(PROSE_EN)}
      <p><strong>Brass ship's bell, 1912</strong></p>
      <p><strong>Chart of the estuary, hand coloured</strong></p>
      <p>Kind regards, Harbour Auctions</p>
      <p>Check out our Help Centre if you have any questions. If your answer isn't there, you can get in touch with us via the Help Centre.</p>
      <p style="font-size:11px">You've received this email because you are a registered Harbour Auctions user. <a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`,
      [...PROSE_EN, "Brass ship's bell, 1912", "Chart of the estuary, hand coloured"],
      ["Check out our Help Centre", "get in touch with us via the Help Centre"],
    ),
    htmlCase(
      "fan-row-above-the-town-de",
      `<h1>Die Angebote der Woche</h1>
      ${article(PROSE_DE_SHORT)}
      <p>Nur diese Woche gibt es den Hafenkompass mit zehn Prozent Rabatt und einer Seekarte dazu.</p>
      <p>Dein Hafenladen-Team</p>
      <p>Jetzt Hafenladen-Fan werden:</p>
      <p><a href="https://facebook.com/hafenladen"><img src="https://harbour.example/icon-facebook.png" width="24" alt="Facebook"></a></p>
      <p>hafenladen.example</p>
      <p>24103 Kiel</p>
      <p>0431 555 01 23 info@hafenladen.example https://hafenladen.example/</p>
      <p style="font-size:11px">Diese E-Mail wurde an leser@example.com gesendet. <a href="https://harbour.example/abmelden">Abmelden</a></p>`,
      ["Die Angebote der Woche", ...PROSE_DE_SHORT, "den Hafenkompass mit zehn Prozent Rabatt"],
      ["Fan werden", "24103 Kiel", "0431 555 01 23"],
      "de",
    ),
    htmlCase(
      "removal-and-spam-report-lines-es",
      `<p style="font-size:11px"><a href="https://harbour.example/web">Ver en navegador</a></p>
      <p>Hola,</p>
      ${article(PROSE_ES)}
      <p>Para conocer el nuevo horario de los barcos, haga clic aquí o escríbanos.</p>
      <p>Saludos</p>
      <p>Marta Ruiz</p>
      <p><a href="https://harbour.example/baja">Clic aquí para darse de baja.</a></p>
      <p>Para remover su dirección de esta lista haga <a href="https://harbour.example/r/7Hq2">click aquí</a></p>
      <p>Si considera que este email es correo no deseado, por favor repórtelo <a href="https://harbour.example/spam">aquí</a></p>
      <p style="font-size:11px">Lista del Puerto · <a href="https://harbour.example/lista">lista.harbour.example</a></p>`,
      [...PROSE_ES, "Para conocer el nuevo horario de los barcos", "Marta Ruiz"],
      ["Ver en navegador", "Para remover su dirección", "correo no deseado"],
      "es",
    ),
    htmlCase(
      "insurer-lines-pt",
      `<p style="font-size:11px">Caso não esteja visualizando esta mensagem, <a href="https://harbour.example/web">clique aqui</a></p>
      <h1>As suas travessias num só lugar</h1>
      ${article(PROSE_PT_INSURER)}
      <p>Acompanhe todas as novidades do Cais nas redes sociais:</p>
      <p><a href="https://instagram.com/cais"><img src="https://harbour.example/instagram.png" width="24" alt="Instagram"></a></p>
      <p>A Companhia do Cais respeita sua privacidade e espera que tenha apreciado essa mensagem.</p>
      <p style="font-size:11px">Caso não deseje mais receber mensagens desta categoria, <a href="https://harbour.example/sair">clique aqui para descadastro</a>.</p>`,
      ["As suas travessias num só lugar", ...PROSE_PT_INSURER],
      ["Caso não esteja visualizando", "Acompanhe todas as novidades", "respeita sua privacidade"],
      "pt",
    ),
  ];
}
