import iconv from "iconv-lite";
import { advertCases } from "./fidelity-cases-adverts.ts";
import { appealCases } from "./fidelity-cases-appeals.ts";
import { associationLetterCases } from "./fidelity-cases-association-letters.ts";
import { chromeCases } from "./fidelity-cases-chrome.ts";
import { chromeTopicCases } from "./fidelity-cases-chrome-topics.ts";
import { closingCases } from "./fidelity-cases-closing.ts";
import { creatorPlatformCases } from "./fidelity-cases-creator-platforms.ts";
import { dataNoticeCases } from "./fidelity-cases-data-notices.ts";
import { developerDigestCases } from "./fidelity-cases-developer-digests.ts";
import { espSendCases } from "./fidelity-cases-esp-sends.ts";
import { europeanFooterCases } from "./fidelity-cases-european-footers.ts";
import { finePrintCases } from "./fidelity-cases-fine-print.ts";
import { footerLineCases } from "./fidelity-cases-footer-lines.ts";
import { footerNoticeCases } from "./fidelity-cases-footer-notices.ts";
import { forwardedCases } from "./fidelity-cases-forwarded.ts";
import { germanRetailCases } from "./fidelity-cases-german-retail.ts";
import { imageAltCases } from "./fidelity-cases-images.ts";
import { itemTitleCases } from "./fidelity-cases-item-titles.ts";
import { layoutCases } from "./fidelity-cases-layouts.ts";
import { listPostCases } from "./fidelity-cases-list-posts.ts";
import { localizedBarCases } from "./fidelity-cases-localized-bars.ts";
import { logoWallCases } from "./fidelity-cases-logo-walls.ts";
import { mailerLineCases } from "./fidelity-cases-mailer-lines.ts";
import { mailingListCases } from "./fidelity-cases-mailing-lists.ts";
import { mastheadCases } from "./fidelity-cases-masthead.ts";
import { mergeTagCases } from "./fidelity-cases-merge-tags.ts";
import { namedSponsorCases } from "./fidelity-cases-named-sponsors.ts";
import { navigationCases } from "./fidelity-cases-navigation.ts";
import { paidItemCases } from "./fidelity-cases-paid-items.ts";
import { passItOnCases } from "./fidelity-cases-pass-it-on.ts";
import { plainTextCases } from "./fidelity-cases-plain.ts";
import { plainStructureCases } from "./fidelity-cases-plain-structure.ts";
import { platformDigestCases } from "./fidelity-cases-platform-digests.ts";
import { platformLinkCases } from "./fidelity-cases-platform-links.ts";
import { postLinkCases } from "./fidelity-cases-post-links.ts";
import { productGridCases } from "./fidelity-cases-product-grids.ts";
import { productMailCases } from "./fidelity-cases-product-mail.ts";
import { publisherLineCases } from "./fidelity-cases-publisher-lines.ts";
import { rowCases } from "./fidelity-cases-rows.ts";
import { serviceLineCases } from "./fidelity-cases-service-lines.ts";
import { shopAndOfficeCases } from "./fidelity-cases-shop-and-office.ts";
import { shopBarCases } from "./fidelity-cases-shop-bar.ts";
import { sponsorLineCases } from "./fidelity-cases-sponsor-lines.ts";
import { subscriptionCases } from "./fidelity-cases-subscription.ts";
import { textPartCases } from "./fidelity-cases-text-parts.ts";
import { widerLineCases } from "./fidelity-cases-wider-lines.ts";
import { article, type FidelityCase, html, message, PROSE_EN } from "./synthetic-message.ts";

// Our own newsletters for the cleaning rules, each with the phrases a faithful book keeps and the
// chrome it drops — the same shape as the real corpus, so the fidelity bench and the tests
// read both alike. Every text here was written for these cases.

export type { FidelityCase } from "./synthetic-message.ts";

interface FooterCase {
  language: string;
  heading: string;
  prose: string[];
  viewOnline: string;
  footer: string[];
}

// Newsletters in six languages with the chrome their senders print: a view-online bar, then the
// footer (why you get it, how to leave, imprint and postal address).
const FOOTERS: FooterCase[] = [
  {
    language: "de",
    heading: "Neues aus der Werkstatt",
    prose: [
      "In diesem Herbst haben wir die alte Druckerei im Hinterhof wieder in Betrieb genommen und die ersten Plakate gesetzt.",
      "Die Maschinen stammen aus den fünfziger Jahren, doch nach einigen Wochen Arbeit laufen sie wieder zuverlässig.",
      "Wer mag, kann uns am Samstag besuchen und beim Setzen der Lettern selbst Hand anlegen.",
    ],
    viewOnline: "Wird dieser Newsletter nicht richtig angezeigt? Im Browser ansehen",
    footer: [
      "Sie erhalten diesen Newsletter, weil Sie sich auf unserer Website angemeldet haben.",
      "Newsletter abbestellen | Einstellungen ändern",
      "Druckwerk Beispiel GmbH, Hofstraße 12, 10115 Berlin",
      "Geschäftsführer: Max Muster · Amtsgericht Charlottenburg HRB 123456 · USt-IdNr. DE999999999",
    ],
  },
  {
    language: "fr",
    heading: "Les nouvelles de l'atelier",
    prose: [
      "Cet automne, nous avons remis en marche la vieille imprimerie de la cour et composé les premières affiches.",
      "Les machines datent des années cinquante, mais après quelques semaines de travail elles tournent de nouveau.",
      "Ceux qui le souhaitent peuvent nous rendre visite samedi et composer eux-mêmes quelques lignes de caractères.",
    ],
    viewOnline: "Cet e-mail ne s'affiche pas correctement ? Voir la version en ligne",
    footer: [
      "Vous recevez cet e-mail car vous êtes inscrit à notre lettre d'information.",
      "Se désabonner · Gérer vos préférences",
      "Atelier Exemple SARL, 12 rue des Imprimeurs, 75011 Paris",
      "RCS Paris 123 456 789 · Tous droits réservés",
    ],
  },
  {
    language: "es",
    heading: "Noticias del taller",
    prose: [
      "Este otoño volvimos a poner en marcha la vieja imprenta del patio y compusimos los primeros carteles de la temporada.",
      "Las máquinas son de los años cincuenta, pero después de varias semanas de trabajo funcionan otra vez sin problemas.",
      "Quien quiera puede visitarnos el sábado y componer con sus propias manos algunas líneas de tipos móviles.",
    ],
    viewOnline: "¿No ves bien este correo? Ver en el navegador",
    footer: [
      "Recibes este correo porque te suscribiste a nuestro boletín en nuestra web.",
      "Darse de baja | Gestionar tus preferencias",
      "Taller Ejemplo S.L., Calle Mayor 12, 28013 Madrid",
      "Todos los derechos reservados · Política de privacidad",
    ],
  },
  {
    language: "it",
    heading: "Notizie dalla bottega",
    prose: [
      "Quest'autunno abbiamo rimesso in funzione la vecchia tipografia nel cortile e composto i primi manifesti della stagione.",
      "Le macchine risalgono agli anni cinquanta, ma dopo alcune settimane di lavoro funzionano di nuovo senza problemi.",
      "Chi vuole può venirci a trovare sabato e comporre con le proprie mani qualche riga di caratteri mobili.",
    ],
    viewOnline: "Non visualizzi correttamente questa email? Visualizza nel browser",
    footer: [
      "Ricevi questa email perché ti sei iscritto alla nostra newsletter.",
      "Disiscriviti · Gestisci le tue preferenze",
      "Bottega Esempio S.r.l., Via dei Tipografi 12, 20121 Milano",
      "P. IVA 01234567890 · Tutti i diritti riservati",
    ],
  },
  {
    language: "nl",
    heading: "Nieuws uit de werkplaats",
    prose: [
      "Dit najaar hebben we de oude drukkerij op de binnenplaats weer in gebruik genomen en de eerste affiches gezet.",
      "De machines stammen uit de jaren vijftig, maar na een paar weken werk draaien ze weer zonder problemen.",
      "Wie wil, kan ons zaterdag bezoeken en zelf een paar regels met losse letters zetten.",
    ],
    viewOnline: "Wordt deze e-mail niet goed weergegeven? Bekijk de online versie",
    footer: [
      "Je ontvangt deze nieuwsbrief omdat je je hebt aangemeld op onze website.",
      "Afmelden | Voorkeuren wijzigen",
      "Werkplaats Voorbeeld B.V., Drukkersstraat 12, 1012 AB Amsterdam",
      "KvK 12345678 · Alle rechten voorbehouden",
    ],
  },
  {
    language: "pt",
    heading: "Notícias da oficina",
    prose: [
      "Neste outono voltámos a pôr a funcionar a velha tipografia do pátio e compusemos os primeiros cartazes da estação.",
      "As máquinas são dos anos cinquenta, mas depois de algumas semanas de trabalho voltaram a funcionar sem problemas.",
      "Quem quiser pode visitar-nos no sábado e compor com as próprias mãos algumas linhas de tipos móveis.",
    ],
    viewOnline: "Não consegue ver este e-mail? Ver no navegador",
    footer: [
      "Recebeu este e-mail porque se inscreveu na nossa newsletter.",
      "Cancelar a subscrição | Gerir as suas preferências",
      "Oficina Exemplo Lda., Rua dos Tipógrafos 12, 1100-001 Lisboa",
      "Todos os direitos reservados · Política de privacidade",
    ],
  },
];

function footerCase(footer: FooterCase): FidelityCase {
  const body = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${footer.heading}</title></head><body>
<table role="presentation" width="600"><tr><td style="font-size:11px"><a href="https://news.example.org/web/7">${footer.viewOnline}</a></td></tr>
<tr><td><h1>${footer.heading}</h1>${article(footer.prose)}</td></tr>
<tr><td style="font-size:11px;color:#888">${footer.footer.map((line) => `<p>${line.replace(/^([^|·]+?)( [|·] )(.+)$/, '<a href="https://news.example.org/u/7">$1</a>$2<a href="https://news.example.org/p/7">$3</a>')}</p>`).join("\n")}</td></tr></table>
</body></html>`;
  return {
    name: `footer-${footer.language}`,
    raw: message({
      subject: footer.heading,
      headers: ["List-Unsubscribe: <https://news.example.org/u/7>"],
      ...html(body, "utf-8"),
    }),
    language: footer.language,
    must: [footer.heading, ...footer.prose],
    mustNot: [footer.viewOnline, ...footer.footer.map((line) => line.split(/ [|·] /)[0]!)],
  };
}

// Text in legacy charsets, encoded with the charset's own bytes.
const LEGACY: { charset: string; language: string; text: string }[] = [
  {
    charset: "windows-1252",
    language: "en",
    text: "The café’s “autumn menu” costs €12 — and it’s worth it… ™ Œuvre • daily",
  },
  {
    charset: "iso-8859-2",
    language: "pl",
    text: "Zażółć gęślą jaźń, a łódź płynie po Wiśle obok starego mostu do miasta.",
  },
  { charset: "windows-1250", language: "cs", text: "Příliš žluťoučký kůň úpěl ďábelské ódy „na louce“." },
  {
    charset: "windows-1251",
    language: "ru",
    text: "Съешь же ещё этих мягких французских булок, да выпей чаю.",
  },
  {
    charset: "koi8-r",
    language: "ru",
    text: "Машины сделаны в пятидесятых годах, но после нескольких недель работы они снова работают.",
  },
  { charset: "iso-8859-7", language: "el", text: "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία των καλών ανθρώπων." },
  { charset: "shift_jis", language: "ja", text: "いろはにほへと　ちりぬるを　わかよたれそ　つねならむ" },
  { charset: "gb18030", language: "zh", text: "我们的印刷厂今年秋天重新开工，第一批海报已经印好了。" },
  { charset: "big5", language: "zh", text: "我們的印刷廠今年秋天重新開工，第一批海報已經印好了。" },
  {
    charset: "euc-kr",
    language: "ko",
    text: "우리 인쇄소는 올가을 다시 문을 열었고 첫 포스터를 찍었습니다.",
  },
];

function legacyCase({ charset, language, text }: (typeof LEGACY)[number]): FidelityCase {
  const body = `<html><body><h1>${text.slice(0, 12)}</h1><p>${text}</p><p>${text}</p><p>${text}</p></body></html>`;
  return {
    name: `charset-${charset}`,
    raw: message(html(body, charset, (value) => new Uint8Array(iconv.encode(value, charset)))),
    language,
    must: [text],
    mustNot: [],
  };
}

const deepText = "At the bottom of three hundred nested boxes, this sentence still reaches the reader.";
const tablesText = "Fifty tables deep, the last cell still carries its sentence to the book.";
const afterText = "Text written after the closing html tag is shown by every browser and kept.";
const headText = "A stray empty head before the real one does not hide the newsletter behind it.";
const optOutProse =
  "When the city proposed that residents opt out of the new recycling scheme instead of opting in, critics said most people never read such letters, and that an unsubscribe link in an email is not consent; the council answered that the scheme saves money and that anyone can leave it by writing to the town hall at any time of the year.";
const unicodeLinkText = "bücher.example/herbst";
const urlLinkText = "https://example.org/report?id=7";

function structureCases(): FidelityCase[] {
  const proseHtml = article(PROSE_EN);
  return [
    {
      name: "nesting-300-divs",
      raw: message(
        html(
          `<html><body>${proseHtml}${"<div>".repeat(300)}<p>${deepText}</p>${"</div>".repeat(300)}</body></html>`,
          "utf-8",
        ),
      ),
      language: "en",
      must: [deepText, PROSE_EN[0]!],
      mustNot: [],
    },
    {
      name: "nesting-50-tables",
      raw: message(
        html(
          `<html><body>${proseHtml}${"<table><tr><td>".repeat(50)}${tablesText}${"</td></tr></table>".repeat(50)}</body></html>`,
          "utf-8",
        ),
      ),
      language: "en",
      must: [tablesText],
      mustNot: [],
    },
    {
      name: "text-after-html",
      raw: message(html(`<html><body>${proseHtml}</body></html>\n<p>${afterText}</p>`, "utf-8")),
      language: "en",
      must: [afterText, PROSE_EN[2]!],
      mustNot: [],
    },
    {
      name: "empty-head-first",
      raw: message(
        html(
          `<html><head></head><head><meta charset="utf-8"><style>.x{color:red}</style><title>Issue</title></head><body><p>${headText}</p>${proseHtml}</body></html>`,
          "utf-8",
        ),
      ),
      language: "en",
      must: [headText, ...PROSE_EN],
      mustNot: [],
    },
    {
      name: "unclosed-tags",
      raw: message(
        html(`<div><p>${PROSE_EN[0]}<p>${PROSE_EN[1]}<td>${PROSE_EN[2]}<b>bold and never closed`, "utf-8"),
      ),
      language: "en",
      must: [...PROSE_EN, "bold and never closed"],
      mustNot: [],
    },
    {
      name: "prose-mentioning-opt-out",
      raw: message(
        html(
          `<html><body>${proseHtml}<p>${optOutProse}</p><p>${PROSE_EN[0]}</p><p style="font-size:11px"><a href="https://news.example.org/unsubscribe">Unsubscribe</a> from this list.</p></body></html>`,
          "utf-8",
        ),
      ),
      language: "en",
      must: [optOutProse],
      mustNot: ["Unsubscribe from this list."],
    },
    {
      name: "honest-links",
      raw: message(
        html(
          `<html><body>${proseHtml}<p>Read more at <a href="https://xn--bcher-kva.example/herbst">${unicodeLinkText}</a> and in <a href="https://click.example.net/t?url=https%3A%2F%2Fexample.org%2Freport%3Fid%3D7%26utm_source%3Dnl">${urlLinkText}</a>.</p></body></html>`,
          "utf-8",
        ),
      ),
      language: "en",
      must: [`Read more at ${unicodeLinkText} and in ${urlLinkText}.`],
      mustNot: ["xn--bcher-kva"],
    },
    {
      name: "numeric-references-128-159",
      raw: message(
        html(
          `<html><body>${proseHtml}<p>Prices from &#128;9 &#150; &#147;early bird&#148; tickets&#133;</p></body></html>`,
          "utf-8",
        ),
      ),
      language: "en",
      must: ["Prices from €9 – “early bird” tickets…"],
      mustNot: [],
    },
    {
      name: "unlabelled-latin1",
      raw: message({
        contentType: "text/html",
        body: Buffer.from(
          `<html><body>${proseHtml}<p>Caf\xe9 cr\xe8me \x96 \x93na\xefve\x94 ol\xe9</p></body></html>`,
          "latin1",
        ),
      }),
      language: "en",
      must: ["Café crème – “naïve” olé"],
      mustNot: [],
    },
    {
      name: "meta-charset-only",
      raw: message({
        contentType: "text/html",
        body: iconv.encode(
          `<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"></head><body>${proseHtml}<p>Привет, читатель — новости недели.</p></body></html>`,
          "windows-1251",
        ),
      }),
      language: "en",
      must: ["Привет, читатель — новости недели."],
      mustNot: [],
    },
  ];
}

// The shapes of two common English templates: a Mailchimp-style campaign and a Substack-style post.
function templateCases(): FidelityCase[] {
  const campaignChrome = [
    "View this email in your browser",
    "Share on Twitter",
    "Copyright © 2026 Harbour Notes, All rights reserved.",
    "You are receiving this email because you opted in via our website.",
    "Our mailing address is:",
    "12 Quay Street, Portsmouth, NH 03801",
    "Want to change how you receive these emails?",
    "unsubscribe from this list",
  ];
  const campaign = `<html><body><center><table id="bodyTable"><tr><td>
<table id="templatePreheader"><tr><td class="mcnTextContent" style="font-size:11px"><a href="https://us1.campaign-archive.example/?u=1&id=2">${campaignChrome[0]}</a></td></tr></table>
<table id="templateBody"><tr><td class="mcnTextContent"><h1>Harbour Notes</h1>${article(PROSE_EN)}</td></tr></table>
<table class="mcnFollowBlock"><tr><td><a href="https://twitter.com/intent/tweet?text=x">${campaignChrome[1]}</a></td></tr></table>
<table id="templateFooter"><tr><td class="mcnTextContent" style="font-size:12px">
<em>${campaignChrome[2]}</em><br>${campaignChrome[3]}<br><br><strong>${campaignChrome[4]}</strong><br>
<div class="vcard"><span class="org">Harbour Notes</span><div class="adr"><div class="street-address">12 Quay Street</div><span class="locality">Portsmouth</span>, <span class="region">NH</span> <span class="postal-code">03801</span></div></div><br>
${campaignChrome[6]}<br>You can <a href="https://example.us1.list-manage.com/profile?u=1&id=2">update your preferences</a> or <a href="https://example.us1.list-manage.com/unsubscribe?u=1&id=2">${campaignChrome[7]}</a>.
</td></tr></table></td></tr></table></center></body></html>`;

  const postChrome = [
    "Forwarded this email? Subscribe here for more",
    "Open in app",
    "Harbour Notes is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber.",
    "Like",
    "Unsubscribe",
    "© 2026 Ann Example",
  ];
  const post = `<html><body class="email-body"><table class="email-body-container"><tr><td class="content">
<div class="preamble"><p style="font-size:13px">${postChrome[0]!.replace("Subscribe here", '<a href="https://harbour.example/subscribe">Subscribe here</a>')}</p></div>
<div class="post typography"><div class="post-header"><h1>The quay at dawn</h1><table class="email-ufi-2-top"><tr><td><a href="https://harbour.example/app">${postChrome[1]}</a></td></tr></table></div>
<div class="body markup">${article(PROSE_EN)}
<div class="subscription-widget-wrap"><p>${postChrome[2]}</p><a href="https://harbour.example/subscribe">Subscribe</a></div></div></div>
<table class="email-ufi-2-bottom"><tr><td><a href="https://harbour.example/like">${postChrome[3]}</a></td><td><a href="https://harbour.example/comments">Comment</a></td><td><a href="https://harbour.example/restack">Restack</a></td></tr></table>
<div class="footer"><p class="small">${postChrome[5]}<br>548 Example Street PMB 1, San Francisco, CA 94104<br><a href="https://harbour.example/action/disable_email">${postChrome[4]}</a></p></div>
</td></tr></table></body></html>`;

  return [
    {
      name: "template-campaign-en",
      raw: message({ subject: "Harbour Notes", ...html(campaign, "utf-8") }),
      language: "en",
      must: ["Harbour Notes", ...PROSE_EN],
      mustNot: campaignChrome,
    },
    {
      name: "template-post-en",
      raw: message({
        subject: "The quay at dawn",
        headers: ["List-Unsubscribe: <https://harbour.example/action/disable_email>"],
        ...html(post, "utf-8"),
      }),
      language: "en",
      must: ["The quay at dawn", ...PROSE_EN],
      mustNot: postChrome.filter((phrase) => phrase !== "Like"),
    },
  ];
}

export function syntheticCases(): FidelityCase[] {
  return [
    ...FOOTERS.map(footerCase),
    ...LEGACY.map(legacyCase),
    ...structureCases(),
    ...templateCases(),
    ...chromeCases(),
    ...productMailCases(),
    ...productGridCases(),
    ...appealCases(),
    ...closingCases(),
    ...chromeTopicCases(),
    ...mergeTagCases(),
    ...publisherLineCases(),
    ...platformLinkCases(),
    ...postLinkCases(),
    ...creatorPlatformCases(),
    ...localizedBarCases(),
    ...listPostCases(),
    ...associationLetterCases(),
    ...espSendCases(),
    ...developerDigestCases(),
    ...textPartCases(),
    ...europeanFooterCases(),
    ...footerNoticeCases(),
    ...platformDigestCases(),
    ...germanRetailCases(),
    ...shopBarCases(),
    ...imageAltCases(),
    ...layoutCases(),
    ...advertCases(),
    ...sponsorLineCases(),
    ...serviceLineCases(),
    ...widerLineCases(),
    ...paidItemCases(),
    ...dataNoticeCases(),
    ...finePrintCases(),
    ...shopAndOfficeCases(),
    ...passItOnCases(),
    ...navigationCases(),
    ...forwardedCases(),
    ...rowCases(),
    ...subscriptionCases(),
    ...mastheadCases(),
    ...footerLineCases(),
    ...logoWallCases(),
    ...itemTitleCases(),
    ...namedSponsorCases(),
    ...mailerLineCases(),
    ...plainTextCases(),
    ...plainStructureCases(),
    ...mailingListCases(),
  ];
}
