import { article, type FidelityCase, htmlCase, PROSE_EN } from "./synthetic-message.ts";

// The notices a company's mail adds under its letters: the data-protection notice (who processes
// the reader's data and how to exercise their rights), the confidentiality notice of its mail
// server, and, in Scandinavian letters, the reservation for misprints and the line that says how to
// be taken off the list. Spanish, Catalan, Danish and English; every text here was written for
// these cases.

const PROSE_ES = [
  "La cooperativa del puerto abre en diciembre su segundo obrador, para que el roscón no se agote otra vez antes de Reyes.",
  "La biblioteca municipal amplía su horario los sábados y ofrece lecturas para niños por la mañana.",
  "En el mercado del río se venden este año por primera vez quesos y miel de las granjas del valle.",
];
const PROSE_CA = [
  "La cooperativa del port obre al desembre el seu segon obrador, perquè el tortell no s'acabi una altra vegada abans de Reis.",
  "La biblioteca municipal amplia el seu horari els dissabtes i ofereix lectures per a infants al matí.",
  "Al mercat del riu es venen aquest any per primera vegada formatges i mel de les granges de la vall.",
];
const PROSE_DA = [
  "Bageriet ved havnen får en ny ovn i december, så julekagen ikke bliver udsolgt før jul igen, siger ejeren nu.",
  "Byens bibliotek holder længere åbent om lørdagen efter nytår, og der bliver også højtlæsning for børnene hver formiddag.",
  "På markedet ved åen kan du i år for første gang købe ost og honning fra gårdene oppe i dalen, og meget mere.",
];

export function dataNoticeCases(): FidelityCase[] {
  return [
    htmlCase(
      "data-protection-notice-es",
      `${article(PROSE_ES)}
      <h3>Consideraciones legales</h3>
      <p>Te informamos de que durante la jornada tomaremos fotografías para la web de la cooperativa. Puedes ejercer tus derechos de acceso, rectificación y supresión escribiendo a datos@cooperativa.example. Si no estás de acuerdo con el tratamiento de tus datos, puedes reclamar ante la Agencia Española de Protección de Datos.</p>
      <p>Información básica sobre protección de datos. Responsable del tratamiento: Cooperativa del Puerto. Este mensaje y cualquier documento adjunto puede ser confidencial y está destinado solo a su destinatario.</p>`,
      PROSE_ES,
      [
        "Consideraciones legales",
        "Puedes ejercer tus derechos de acceso",
        "Información básica sobre protección de datos",
        "puede ser confidencial",
      ],
      "es",
    ),
    htmlCase(
      "data-protection-notice-ca",
      `${article(PROSE_CA)}
      <p>Informació bàsica sobre protecció de dades. Pots exercir els teus drets d'accés i rectificació escrivint a dades@cooperativa.example. Aquest missatge pot ser confidencial.</p>
      <p><a href="https://cooperativa.example/baixa">Vols donar-te de baixa?</a></p>`,
      PROSE_CA,
      ["Informació bàsica sobre protecció de dades", "Vols donar-te de baixa?"],
      "ca",
    ),
    htmlCase(
      "reservation-and-removal-da",
      `${article(PROSE_DA)}
      <p>Vi tager forbehold for trykfejl og eventuelle prisændringer i tilbuddene.</p>
      <p>Ønsker du at blive slettet fra listen? Giv venligst besked til afsenderen.</p>`,
      PROSE_DA,
      ["tager forbehold for trykfejl", "blive slettet fra listen"],
      "da",
    ),
    htmlCase(
      "confidentiality-notice-en",
      `${article(PROSE_EN)}
      <p style="font-size:11px">This e-mail and any attachments may contain confidential or privileged information. If you are not the intended recipient, please delete it.</p>`,
      PROSE_EN,
      ["may contain confidential or privileged information"],
    ),
  ];
}
