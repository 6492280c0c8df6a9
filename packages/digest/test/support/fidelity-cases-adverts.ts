import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// Paid placements with a heading of their own: the label ("Sponsored", "Anzeige", "Together with
// Acme") on its own line, then the advertiser's heading, a few paragraphs and a link to act on.
// The whole placement goes; the newsletter's own sections around it — and its own articles that
// merely talk about sponsors — stay. Every text here was written for these cases.

interface Placement {
  language: string;
  /** The case's name after "sponsored-section-", when the language has more than one. */
  name?: string;
  label: string;
  heading: string;
  copy: string[];
  action: string;
  /** The newsletter's next section. */
  next: string;
}

const PLACEMENTS: Placement[] = [
  {
    language: "en",
    label: "Sponsored",
    heading: "Sails that dry in an hour",
    copy: [
      "Windloft sails are woven from a new fibre that sheds water the moment the wind picks up.",
      "Order before the end of the month and the first repair is free.",
    ],
    action: "Get 20% off your first sail",
    next: "Letters from readers",
  },
  {
    language: "de",
    label: "Anzeige",
    heading: "Segel, die in einer Stunde trocknen",
    copy: [
      "Die Segel von Windloft sind aus einer Faser gewebt, die Wasser beim ersten Windstoß abperlen lässt.",
    ],
    action: "Jetzt 20 % auf das erste Segel sichern",
    next: "Post von unseren Lesern",
  },
  {
    language: "fr",
    label: "En partenariat avec Windloft",
    heading: "Des voiles qui sèchent en une heure",
    copy: [
      "Les voiles Windloft sont tissées d'une fibre nouvelle qui chasse l'eau dès que le vent se lève.",
      "Commandez avant la fin du mois : la première réparation est offerte.",
    ],
    action: "Profitez de 20 % de remise",
    next: "Le courrier des lecteurs",
  },
  {
    language: "es",
    label: "Publicidad",
    heading: "Velas que se secan en una hora",
    copy: [
      "Las velas Windloft están tejidas con una fibra nueva que suelta el agua en cuanto sopla el viento.",
    ],
    action: "Consigue un 20 % de descuento",
    next: "Cartas de los lectores",
  },
  {
    language: "it",
    label: "In collaborazione con Windloft",
    heading: "Vele che si asciugano in un'ora",
    copy: [
      "Le vele Windloft sono tessute con una fibra nuova che respinge l'acqua appena si alza il vento.",
      "Ordina entro la fine del mese e la prima riparazione è gratuita.",
    ],
    action: "Approfitta dello sconto del 20%",
    next: "Le lettere dei lettori",
  },
  // "sponsor" begins the word: the label is the whole word
  {
    language: "it",
    name: "it-contenuto",
    label: "Contenuto sponsorizzato",
    heading: "Vele leggere per l'inverno",
    copy: ["Le vele invernali di Windloft pesano la metà e si ripiegano in una borsa da spalla."],
    action: "Scopri la collezione",
    next: "Le lettere dei lettori",
  },
  {
    language: "fr",
    name: "fr-sponsorise",
    label: "Sponsorisé",
    heading: "Des voiles légères pour l'hiver",
    copy: ["Les voiles d'hiver Windloft pèsent moitié moins et se plient dans un sac à dos."],
    action: "Découvrir la collection",
    next: "Le courrier des lecteurs",
  },
  {
    language: "nl",
    label: "Advertentie",
    heading: "Zeilen die in een uur droog zijn",
    copy: ["Windloft-zeilen zijn geweven van een nieuwe vezel die het water afstoot zodra de wind aantrekt."],
    action: "Krijg 20% korting op je eerste zeil",
    next: "Brieven van lezers",
  },
  {
    language: "pt",
    label: "Publicidade",
    heading: "Velas que secam numa hora",
    copy: [
      "As velas Windloft são tecidas com uma fibra nova que larga a água assim que o vento aperta.",
      "Encomende até ao fim do mês e a primeira reparação é grátis.",
    ],
    action: "Aproveite 20% de desconto",
    next: "Cartas dos leitores",
  },
];

function sponsoredSection({ language, name, label, heading, copy, action, next }: Placement): FidelityCase {
  const prose = CLOSING_PROSE[language]!;
  const body = `${article(prose.slice(0, 2))}
<p style="font-size:11px;color:#888">${label}</p>
<h2>${heading}</h2>${article(copy)}
<p><a href="https://windloft.example/offer?src=newsletter">${action}</a></p>
<h2>${next}</h2>${article(prose.slice(2))}`;
  return htmlCase(
    `sponsored-section-${name ?? language}`,
    body,
    [...prose, next],
    [label, heading, ...copy, action],
    language,
  );
}

// What must stay: the newsletter's own article about a sponsor, the item after a label that
// closes the item before it ("Windloft sponsor"), and the newsletter under a sponsor line at the top.
function ownArticlesStay(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  const about = "Why we turned down a sponsor this year";
  const aboutText =
    "A sail maker offered to pay for this issue. We said no, because we want to review their sails without owing them anything, and we will keep doing that.";
  const item = "Windloft opens a loft in the old harbour";
  const nextItem = "The lock gates are closed until March";
  const nextText =
    "Boats heading inland will have to wait for the new gates, which the canal office promises to finish before the first spring regatta.";
  const title = "The Harbour Letter";
  return [
    htmlCase(
      "sponsor-mentioned-in-an-article",
      `${article(prose)}<h2>${about}</h2><p>${aboutText}</p><h2>${nextItem}</h2><p>${nextText}</p>`,
      [about, aboutText, nextItem, nextText],
      [],
      "en",
    ),
    htmlCase(
      "sponsor-label-closing-an-item",
      `${article(prose)}<h2>${item}</h2><p>${aboutText}</p><p style="font-size:11px">Windloft sponsor</p><h2>${nextItem}</h2><p>${nextText}</p>`,
      [item, nextItem, nextText],
      ["Windloft sponsor"],
      "en",
    ),
    htmlCase(
      "sponsor-line-above-the-title",
      `<p style="font-size:11px">Together with Windloft</p><h1>${title}</h1>${article(prose)}<hr><h2>${nextItem}</h2><p>${nextText}</p>`,
      [title, ...prose, nextItem],
      ["Together with Windloft"],
      "en",
    ),
  ];
}

export function advertCases(): FidelityCase[] {
  return [...PLACEMENTS.map(sponsoredSection), ...ownArticlesStay()];
}
