import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// A shop's standing bar over its mail (free delivery from an amount, free returns, the store
// finder, the reader's customer number) and the terms under an offer, in seven languages. The
// letter's own sentences about the same things stay. Every text here was written for these cases.

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

export function shopBarCases(): FidelityCase[] {
  return [...BARS.map(shopBar), ...Object.entries(OWN_SENTENCES).map(ownSentence)];
}
