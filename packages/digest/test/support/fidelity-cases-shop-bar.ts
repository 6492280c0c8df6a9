import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// A shop's standing bar over its mail (free delivery from an amount, free returns, the store
// finder, the reader's customer number) and the terms under an offer, in seven languages; a
// shop's footer as mail templates set it (departments as plain labels over the letter, a
// contact row, why it writes, offer terms, follow icons under their label). The letter's own
// sentences about the same things stay. Every text here was written for these cases.

interface ShopBar {
  language: string;
  bar: string;
  terms: string;
}

const BARS: ShopBar[] = [
  {
    language: "en",
    bar: "Free shipping on orders over $50 | Free 30-day returns | Find a store near you",
    terms: "Member number: 123456 · Points balance: 1,234",
  },
  {
    language: "de",
    bar: "Versandkostenfreie Lieferung ab 50 € | Kostenloser Rückversand | Filialfinder",
    terms: "*Gültig bis 30.11.2026. Nicht mit anderen Aktionen kombinierbar. Ihre Kundennummer: 123456",
  },
  {
    language: "fr",
    bar: "Livraison offerte dès 50 € | Retours gratuits | Trouver un magasin",
    terms: "Offre non cumulable avec d'autres promotions. Numéro client : 123456",
  },
  {
    language: "es",
    bar: "Envío gratis en pedidos superiores a 50 € | Devoluciones gratuitas",
    terms: "Oferta no acumulable con otras promociones.",
  },
  {
    language: "it",
    bar: "Spedizione gratuita per ordini superiori a 50 € | Reso gratuito",
    terms: "Offerta valida fino al 30/11/2026 salvo esaurimento scorte.",
  },
  {
    language: "nl",
    bar: "Gratis verzending vanaf € 50 | Gratis retourneren",
    terms: "Niet te combineren met andere acties. Klantnummer: 123456",
  },
  {
    language: "pt",
    bar: "Portes grátis em encomendas acima de 50 € | Devoluções gratuitas",
    terms: "Oferta válida até 30/11/2026 ou até esgotar o stock.",
  },
];

function shopBar({ language, bar, terms }: ShopBar): FidelityCase {
  const prose = CLOSING_PROSE[language]!;
  return htmlCase(
    `shop-bar-and-offer-terms-${language}`,
    `<p>${bar}</p><h1>Lake notes</h1>${article(prose)}<p>${terms}</p>`,
    prose,
    [bar.split(" | ")[0]!, terms.slice(0, 30)],
    language,
  );
}

/** The letter's own sentences about delivery and shops stay, also as its last paragraph. */
const OWN_SENTENCES: Record<string, string> = {
  en: "The bakery now offers free shipping on orders over 30 euros, which helped it through the long winter.",
  de: "Die Bäckerei liefert jetzt versandkostenfrei ab 30 Euro, und das hat ihr über den langen Winter geholfen.",
  fr: "La boulangerie propose désormais la livraison gratuite dès 30 euros, ce qui l'a aidée pendant l'hiver.",
  it: "Il forno ora offre la spedizione gratuita da 30 euro, e questo lo ha aiutato durante il lungo inverno.",
};

function ownSentence([language, sentence]: [string, string]): FidelityCase {
  const prose = CLOSING_PROSE[language]!;
  return htmlCase(
    `shop-words-in-the-last-sentence-${language}`,
    `<h1>Lake notes</h1>${article([...prose, sentence])}
    <p style="font-size:11px"><a href="https://tideline.example/unsubscribe">Unsubscribe</a></p>`,
    [...prose, sentence],
    [],
    language,
  );
}

const ICONS = ["facebook.com/lakeoutfitters", "instagram.com/lakeoutfitters", "medium.com/@lakeoutfitters"];

/** A shop's mail as the retail templates set it, around a short letter. */
function shopFooter(): FidelityCase {
  const prose = CLOSING_PROSE.en!;
  const contact = ["live chat", "call us<br>1 (800) 555-0142", "email us"];
  return htmlCase(
    "shop-footer-from-a-template-en",
    `<p style="text-transform:uppercase">WOMEN&nbsp;&nbsp;|&nbsp;&nbsp;MEN&nbsp;&nbsp;|&nbsp;&nbsp;KIDS</p>
    <h1>Lake notes</h1>${article(prose)}
    <p>Stay in touch!</p>
    <table><tr>${ICONS.map((account) => `<td><a href="https://${account}"><img src="https://cdn.lakeoutfitters.example/icons/${account.split(".")[0]}.png" width="32" alt=""></a></td>`).join("")}</tr></table>
    ${contact.map((line) => `<div style="text-transform:uppercase"><a href="https://lakeoutfitters.example/help"><strong>${line}</strong></a></div>`).join("\n")}
    <p>We only send emails to customers who have registered at our site: <a href="https://lakeoutfitters.example">lakeoutfitters.example</a></p>
    <p>*Offer valid on jackets ordered by 30/11. No price adjustments on previous purchases, offer limited to stock. Cannot be combined with any offer or promotion.</p>`,
    prose,
    [
      "WOMEN",
      "Stay in touch",
      "live chat",
      "1 (800) 555-0142",
      "email us",
      "We only send emails",
      "No price adjustments",
    ],
  );
}

/** The same words in the letter's own sentences stay. */
function shopWordsInProse(): FidelityCase {
  const sentences = [
    ...CLOSING_PROSE.en!,
    "The outfitter on the quay told us this offer only applies to members, which annoyed the regulars who queue there every Saturday.",
    "If the ferry is late again, call us at the harbour office and we will tell you when the next one leaves the island.",
  ];
  return htmlCase(
    "shop-footer-words-in-prose-en",
    `<h1>Lake notes</h1>${article(sentences)}
    <p style="font-size:11px"><a href="https://tideline.example/unsubscribe">Unsubscribe</a></p>`,
    sentences,
    ["Unsubscribe"],
  );
}

export function shopBarCases(): FidelityCase[] {
  return [
    ...BARS.map(shopBar),
    ...Object.entries(OWN_SENTENCES).map(ownSentence),
    shopFooter(),
    shopWordsInProse(),
  ];
}
