import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// A club's or parish's letter as European mailers send it: farewells in the club's own words
// after a forward or follow line ("Sportivement", "Au plaisir de vous retrouver", "Sportieve groet",
// "Herzlich"), a contact card over the farewell, the sender's address under a schedule, and the
// data notices Spanish and German law asks for. Every text here was written for these cases.

const FAREWELLS: [string, string, string, string][] = [
  [
    "fr",
    "Transférer à un ami : partagez cette lettre avec vos proches !",
    "Au plaisir de vous retrouver,",
    "Antoine Mercier, directeur",
  ],
  ["fr", "Suivez-nous sur Facebook et Instagram", "Sportivement,", "Julien Martin"],
  ["nl", "Stuur deze nieuwsbrief door aan een vriend", "Sportieve groet,", "Sanne Jansen"],
  ["de", "Folgen Sie uns auf Instagram", "Herzlich,", "Anne Schulz"],
  ["it", "Seguici su Facebook e Instagram", "Buona lettura!", "Giulia Rossi"],
  ["pt", "Siga-nos no Instagram", "Boa leitura!", "Inês Costa"],
];

const UNSUBSCRIBE: Record<string, string> = {
  fr: "Se désabonner",
  nl: "Afmelden",
  de: "Newsletter abbestellen",
  it: "Cancella iscrizione",
  pt: "Cancelar a subscrição",
  es: "Darse de baja",
};

const footer = (language: string) =>
  `<p style="font-size:10px"><a href="https://lakeclub.example/unsubscribe">${UNSUBSCRIBE[language]}</a></p>`;

export function associationLetterCases(): FidelityCase[] {
  return [
    ...FAREWELLS.map(([language, prompt, farewell, name], index) =>
      htmlCase(
        `club-farewell-after-a-share-line-${language}-${index}`,
        `<h1>Lake notes</h1>${article(CLOSING_PROSE[language]!)}
        <p>${prompt}</p><p>${farewell}<br>${name}</p>${footer(language)}`,
        [...CLOSING_PROSE[language]!, farewell, name],
        [prompt],
        language,
      ),
    ),
    htmlCase(
      "contact-card-over-the-farewell-fr",
      `<h1>Nouvelle permanence</h1>${article(CLOSING_PROSE.fr!)}
      <p><b>Contact :</b><br>Maria Lefèvre<br>Maison du lac<br>12 rue du Port<br>44000 Nantes<br>Tél. 02 40 12 34 56<br>contact@lakeclub.example</p>
      <p>Amicalement,<br>le bureau</p>${footer("fr")}`,
      [...CLOSING_PROSE.fr!, "Contact :", "Maria Lefèvre", "12 rue du Port", "Amicalement"],
      [UNSUBSCRIBE.fr!],
      "fr",
    ),
    htmlCase(
      "contact-card-over-a-farewell-on-one-line-it",
      `<h1>Nuovo sportello</h1>${article(CLOSING_PROSE.it!)}
      <p><b>Referente:</b><br>Maria Bianchi<br>Casa del Lago<br>Via Garibaldi 10<br>10122 Torino<br>Tel. 011 123456<br>maria.bianchi@lakeclub.example</p>
      <p>Un saluto, il direttivo</p>${footer("it")}`,
      [...CLOSING_PROSE.it!, "Referente:", "Maria Bianchi", "Via Garibaldi 10", "Un saluto, il direttivo"],
      [UNSUBSCRIBE.it!],
      "it",
    ),
    htmlCase(
      "sender-address-under-a-schedule-de",
      `<table width="600"><tr><td><h1>Gemeindebrief Juni</h1>${article(CLOSING_PROSE.de!)}
      <h3>Termine</h3>
      <table><tr><td>So, 16.06., 10:00</td><td>Festgottesdienst am Seeufer</td></tr>
      <tr><td>Mi, 19.06., 19:30</td><td>Gesprächskreis im Bootshaus</td></tr></table></td></tr>
      <tr><td style="font-size:10px;color:#888"><p>Ev. Kirchengemeinde am See · Hafenplatz 3 · 12345 Seestadt</p>${footer("de")}</td></tr></table>`,
      [...CLOSING_PROSE.de!, "Festgottesdienst am Seeufer", "Gesprächskreis im Bootshaus"],
      ["Hafenplatz 3", UNSUBSCRIBE.de!],
      "de",
    ),
    htmlCase(
      "data-notices-under-the-farewell-es",
      `<h1>Boletín de julio</h1>${article(CLOSING_PROSE.es!)}<p>Un saludo,<br>Carmen Ruiz</p>
      <div style="font-size:10px"><p>De conformidad con lo establecido en el Reglamento (UE) 2016/679 y en la Ley Orgánica 3/2018, le informamos de que sus datos forman parte de un fichero del Club del Lago con la finalidad de enviarle información. Puede ejercer sus derechos de acceso, rectificación y supresión en datos@lakeclub.example.</p>
      <p>Responsable: Club del Lago. Finalidad: envío de comunicaciones sobre actividades del club. Legitimación: consentimiento del interesado. Derechos: acceso, rectificación, supresión y portabilidad.</p>
      ${footer("es")}</div>`,
      [...CLOSING_PROSE.es!, "Carmen Ruiz"],
      ["De conformidad con lo establecido", "Legitimación: consentimiento", UNSUBSCRIBE.es!],
      "es",
    ),
    htmlCase(
      "data-notice-under-the-farewell-de",
      `<table width="600"><tr><td><h1>Rundbrief Juni</h1>${article(CLOSING_PROSE.de!)}<p>Herzliche Grüße,<br>Anne Schulz</p></td></tr>
      <tr><td style="font-size:10px"><p>Informationen gemäß Art. 13 DSGVO: Ihre Daten werden von der Kirchengemeinde St. Georg ausschließlich für den Versand dieses Newsletters verarbeitet. Sie können Ihre Einwilligung jederzeit widerrufen.</p>
      ${footer("de")}</td></tr></table>`,
      [...CLOSING_PROSE.de!, "Anne Schulz"],
      ["Informationen gemäß Art. 13 DSGVO", "Einwilligung jederzeit widerrufen", UNSUBSCRIBE.de!],
      "de",
    ),
  ];
}
