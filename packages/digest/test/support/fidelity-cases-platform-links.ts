import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// The links open-source newsletter platforms set around a post, in their own translations: Ghost's
// buttons under the post ("Mehr hiervon", "Plus de ce genre", "Kommentar", "Share"), known by
// where they lead whatever their words; Ghost's masthead (site name and newsletter name, both
// linking home) over a German title that must stay; and the subscription's links and
// why-received sentence as Ghost and listmonk translate them, in a footer without small type.
// The button labels and link words are the platforms' short interface strings; every sentence
// here was written for these cases.

const POST = "https://tideline.example/lake-notes/";

/** Ghost's button labels under a post: more like this, less like this, comment. */
const GHOST_BUTTONS: Record<string, [string, string, string]> = {
  de: ["Mehr hiervon", "Weniger hiervon", "Kommentar"],
  fr: ["Plus de ce genre", "Moins de ce genre", "Commentaire"],
  es: ["Más como esto", "Menos como esto", "Comentar"],
  pt: ["Gostei, mostra mais com este", "Não gostei, não mostrar mais como este", "Comentar"],
};

function ghostButton(href: string, icon: string, label: string): string {
  return `<td style="display:inline-block;width:30%;text-align:center"><a href="${href}">
    <img src="https://static.tideline.example/images/${icon}.png" width="42" height="42" alt="${label}">
    <p style="font-size:13px">${label}</p></a></td>`;
}

/** The subscription's links and why-received line, as the platforms translate them, under a letter. */
const PLATFORM_FOOTERS: Record<string, { lines: string[]; top?: string }> = {
  de: { lines: ["Abos verwalten", "Du möchtest diese E-Mails nicht mehr?"] },
  fr: { lines: ["Gérer l'abonnement", "Gérer les préférences"] },
  es: {
    lines: [
      "Estás recibiendo esto porque eres un suscriptor gratuito de Lake Notes.",
      "Gestionar suscripción",
      "¿No quiere seguir recibiendo estos correos electrónicos?",
    ],
  },
  it: { lines: ["Gestisci l'abbonamento"], top: "Vedi nel browser" },
  nl: {
    lines: ["Je ontvangt dit omdat je een gratis abonnee bent van Lake Notes.", "Beheer voorkeuren"],
    top: "Bekijk in browser",
  },
  pt: {
    lines: ["Você está recebendo isto porque é um assinante gratuito de Lake Notes.", "Gerenciar assinatura"],
  },
};

/** A lone unsubscribe link, the preferences link and the view-in-browser link, in more languages. */
const MORE_LINKS: Record<string, [string, string, string]> = {
  pl: ["Odsubskrybuj", "Zmień preferencje", "Zobacz w przeglądarce"],
  da: ["Afmeld", "Administrer foretrukne", "Se i browser"],
  cs: ["Zrušit odběr", "Správa předvoleb", "Zobrazit v prohlížeči"],
  fi: ["Poistu postituslistalta", "Hallitse asetuksia", "Katsele viestiä selaimessa"],
  tr: ["Üyeliği sonlandır", "Tercihleri Yönet", "Tarayıcıda görüntüle"],
  ru: ["Отписаться", "Управление настройками", "Просмотреть в браузере"],
  ja: ["登録を取り消す", "設定変更", "ブラウザで閲覧"],
  ro: ["Dezabonare", "Administrează-ți abonamentul", "Vizualizează în browser"],
};

/** The unsubscribe and view-in-browser links in languages of other scripts. */
const LEAVE_AND_VIEW: Record<string, [string, string]> = {
  el: ["Απεγγραφή", "Προβολή στον browser"],
  bg: ["Отписване", "Вижте в браузъра"],
  uk: ["Відписатися", "Переглянути в браузері"],
  he: ["הסרה מרשימת התפוצה", "לצפייה בדפדפן"],
  ar: ["إلغاء الاشتراك", "عرض في المتصفح"],
  zh: ["取消订阅", "在浏览器中查看"],
  ko: ["수신거부", "브라우저에서 보기"],
};

export function platformLinkCases(): FidelityCase[] {
  const en = CLOSING_PROSE.en!;
  return [
    ...Object.entries(GHOST_BUTTONS).map(([language, [more, less, comment]]) => {
      const prose = CLOSING_PROSE[language]!;
      return htmlCase(
        `ghost-post-buttons-${language}`,
        `<h1>Lake notes</h1>${article(prose)}
        <table role="presentation"><tr>
        ${ghostButton(`${POST}#/feedback/65a1/1/?uuid=7f3c`, "more-like-this", more)}
        ${ghostButton(`${POST}#/feedback/65a1/0/?uuid=7f3c`, "less-like-this", less)}
        ${ghostButton(`${POST}#ghost-comments`, "comment", comment)}
        ${ghostButton(`${POST}#/share`, "share", "Share")}
        </tr></table>`,
        prose,
        [more, less, comment, "Share"],
        language,
      );
    }),
    htmlCase(
      "ghost-masthead-over-a-german-title",
      `<table role="presentation">
      <tr><td><a href="https://tideline.example/r/1a2b">Lake Notes</a></td></tr>
      <tr><td><a href="https://tideline.example/r/3c4d">Der Wochenbrief</a></td></tr>
      <tr><td><a href="${POST}">Was die Fährtabellen verschweigen</a></td></tr>
      </table>${article(CLOSING_PROSE.de!)}`,
      ["Was die Fährtabellen verschweigen", ...CLOSING_PROSE.de!],
      [],
      "de",
    ),
    // The same words in the letter's own sentences stay.
    htmlCase(
      "platform-link-words-in-prose-de",
      `<h1>Lake notes</h1>${article([
        ...CLOSING_PROSE.de!,
        "Der Hafenmeister sagte, bei Fragen zu dieser Liste der Liegeplätze solle man ihn am Steg ansprechen.",
        "Wer seine Abos verwalten will, findet am Kiosk jetzt eine Mappe mit allen Fahrplänen des Winters.",
      ])}<p style="font-size:11px"><a href="https://tideline.example/unsubscribe">Abmelden</a></p>`,
      [
        "bei Fragen zu dieser Liste der Liegeplätze",
        "Wer seine Abos verwalten will, findet am Kiosk",
        ...CLOSING_PROSE.de!,
      ],
      ["Abmelden"],
      "de",
    ),
    htmlCase(
      "platform-link-words-in-prose-nl",
      `<h1>Lake notes</h1>${article([
        ...CLOSING_PROSE.nl!,
        "Je ontvangt dit omdat de veerman elke ochtend om zes uur een kaart van het meer aan boord uitdeelt.",
      ])}<p style="font-size:11px"><a href="https://tideline.example/unsubscribe">Afmelden</a></p>`,
      ["Je ontvangt dit omdat de veerman elke ochtend", ...CLOSING_PROSE.nl!],
      ["Afmelden"],
      "nl",
    ),
    ...Object.entries(PLATFORM_FOOTERS).map(([language, { lines, top }]) => {
      const prose = CLOSING_PROSE[language]!;
      return htmlCase(
        `platform-footer-links-${language}`,
        `${top ? `<p><a href="${POST}">${top}</a></p>` : ""}<h1>Lake notes</h1>${article(prose)}
        ${lines.map((line, index) => `<p>${index % 2 ? `<a href="https://tideline.example/#/portal/account">${line}</a>` : line}</p>`).join("\n")}
        <p><a href="https://lists.tideline.example/subscription/6f1c2a40-8b1e-4c55-9a0e-2f6d8a7b9c01/0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b">${language === "de" ? "Abmelden" : "Unsubscribe"}</a></p>`,
        prose,
        [...lines, ...(top ? [top] : [])],
        language,
      );
    }),
    ...Object.entries(MORE_LINKS).map(([language, [leave, preferences, view]]) =>
      htmlCase(
        `platform-links-in-${language}`,
        `<p><a href="${POST}">${view}</a></p><h1>Lake notes</h1>${article(en)}
        <p><a href="https://tideline.example/leave">${leave}</a></p>
        <p><a href="https://tideline.example/settings">${preferences}</a></p>`,
        en,
        [leave, preferences, view],
      ),
    ),
    ...Object.entries(LEAVE_AND_VIEW).map(([language, [leave, view]]) =>
      htmlCase(
        `leave-and-view-links-in-${language}`,
        `<p><a href="${POST}">${view}</a></p><h1>Lake notes</h1>${article(en)}
        <p><a href="https://tideline.example/leave">${leave}</a></p>`,
        en,
        [leave, view],
      ),
    ),
  ];
}
