import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// The web-copy link in its longer forms ("Ver este correo electrónico en su navegador", "Visa det
// här e-postmeddelandet i din webbläsare") as localized mailer accounts set it, and a shop's
// standing bar with the amount in the currency's letters ("od 99 zł", "över 499 kr"). Every text
// here was written for these cases.

const PROSE: Record<string, string[]> = {
  ...CLOSING_PROSE,
  pl: [
    "W poniedziałek mały prom po raz pierwszy od wiosny znowu połączył oba brzegi jeziora.",
    "Stocznia przez zimę oszlifowała kadłub, pomalowała go na nowo i zamontowała dużo cichszy silnik.",
  ],
  cs: [
    "V pondělí malý přívoz poprvé od jara znovu spojil oba břehy jezera.",
    "Loděnice přes zimu obrousila trup, znovu ho natřela a namontovala mnohem tišší motor.",
    "Převozník říká, že nový motor je tak tichý, že při kormidlování slyší volavky v rákosí.",
  ],
  sv: [
    "I måndags förband den lilla färjan för första gången sedan i våras båda stränderna av sjön igen.",
    "Varvet slipade skrovet under vintern, målade om det och monterade en mycket tystare motor.",
  ],
  da: [
    "I mandags forbandt den lille færge igen begge bredder af søen for første gang siden foråret.",
    "Værftet slebede skroget om vinteren, malede det på ny og monterede en meget mere stille motor.",
  ],
};

const VIEW_LINES: [string, string][] = [
  ["es", "Ver este correo electrónico en su navegador"],
  ["fr", "Ouvrir dans le navigateur"],
  ["pl", "Wyświetl tę wiadomość w przeglądarce"],
  ["cs", "Zobrazit tento e-mail v prohlížeči"],
  ["sv", "Visa det här e-postmeddelandet i din webbläsare"],
  ["da", "Se denne e-mail i din browser"],
];

const SHOP_BARS: [string, string[]][] = [
  ["pl", ["darmowa dostawa<br>w aplikacji od 99 zł", "bezpłatne zwroty<br>w Paczkomacie"]],
  ["cs", ["Doprava zdarma od 1500 Kč", "Vrácení zdarma"]],
  ["sv", ["Fri frakt över 499 kr", "Fri retur"]],
  ["da", ["Fri fragt over 499 kr", "Fri returnering"]],
  ["en", ["Free shipping on orders over 499 kr", "Free returns"]],
];

const text = (html: string) => html.replace(/<br>/g, " ");

export function localizedBarCases(): FidelityCase[] {
  return [
    ...VIEW_LINES.map(([language, line]) =>
      htmlCase(
        `long-web-copy-link-${language}`,
        `<table width="100%"><tr><td style="font-size:11px"><a href="https://us5.campaign-archive.com/?u=lake&amp;id=${language}">${line}</a></td></tr></table>
        <h1>Lake notes</h1>${article(PROSE[language]!)}`,
        PROSE[language]!,
        [line],
        language,
      ),
    ),
    ...SHOP_BARS.map(([language, items]) =>
      htmlCase(
        `shop-bar-with-currency-letters-${language}`,
        `<h1>Lake notes</h1>${article(PROSE[language]!)}
        <table width="600"><tr>${items.map((item) => `<td><span>${item}</span></td>`).join("")}</tr></table>`,
        PROSE[language]!,
        items.map((item) => text(item).split(" ").slice(0, 3).join(" ")),
        language,
      ),
    ),
  ];
}
