import { type FidelityCase, htmlCase } from "./synthetic-message.ts";

// Where the letter's own text sounds or sits like chrome: articles of a town hall or a data
// protection office about unsubscribing and personal data, over a one-line footer; the story after
// an ad banner between stories (linked elsewhere, or unlinked where the stories link home); an editor's signed closing after a sponsored item; a post's
// title linked into the platform's app; a titled picture among the share rows above the footer; a calendar's entries that end on whom to ask; an author's list whose last point plugs the letter; a
// "See ya tomorrow!" over the footer. And the chrome those must not excuse: a paragraph telling the
// reader they can leave "at any time", a sponsor named by the letter's own name ("Today's Harbour
// Brief is brought to you by …"), a Portuguese mail system's leaving lines. Every text here was
// written for these cases.

/** A publisher's layout: each story a row of one table, as the mail systems set it. */
const rows = (cells: string[]) =>
  `<table width="600" cellpadding="0" cellspacing="0">${cells.map((cell) => `<tr><td style="padding:10px 30px">${cell}</td></tr>`).join("\n")}</table>`;

const story = (title: string, text: string, more = "Read more →") =>
  `<h2>${title}</h2><p>${text}</p><p><a href="https://harbourtimes.example/stories/${encodeURIComponent(title.slice(0, 12))}">${more}</a></p>`;

/** A label over a linked banner between stories: the label and the banner go, the next story stays. */
const BANNERS: {
  language: string;
  label: string;
  lead: [string, string];
  after: [string, string];
  more: string;
}[] = [
  {
    language: "en",
    label: "Advertisement",
    lead: [
      "Good morning from the harbour",
      "The council meets today to decide whether the old ferry pier can be rebuilt before the summer, and the harbour master has brought drawings.",
    ],
    after: [
      "The silence after the regatta",
      "Why the youngest crew sailed so well all week and still finished last in the standings.",
    ],
    more: "Read more →",
  },
  {
    language: "de",
    label: "Anzeige",
    lead: [
      "Guten Morgen vom Hafen",
      "Der Gemeinderat entscheidet heute, ob der alte Fähranleger noch vor dem Sommer neu gebaut werden kann, und der Hafenmeister hat Pläne mitgebracht.",
    ],
    after: [
      "Die Stille nach der Regatta",
      "Warum die jüngste Mannschaft die ganze Woche gut gesegelt ist und trotzdem als Letzte ins Ziel kam.",
    ],
    more: "Weiterlesen →",
  },
  {
    language: "fr",
    label: "Publicité",
    lead: [
      "Bonjour depuis le port",
      "Le conseil municipal décide aujourd'hui si l'ancien embarcadère pourra être reconstruit avant l'été, et le capitaine du port a apporté des plans.",
    ],
    after: [
      "Le silence après la régate",
      "Pourquoi le plus jeune équipage a si bien navigué toute la semaine et a pourtant fini dernier.",
    ],
    more: "Lire la suite →",
  },
];

function bannerBetweenStories(
  { language, label, lead, after, more }: (typeof BANNERS)[number],
  linked: boolean,
): FidelityCase {
  const banner = `<img src="https://ads.lakeoutfitters.example/banner.png" alt="Lake Outfitters – jackets for the crossing">`;
  return htmlCase(
    `${linked ? "linked" : "unlinked"}-banner-between-stories-${language}`,
    rows([
      `<h1>${lead[0]}</h1><p>${lead[1]}</p>`,
      story(after[0].replace(/^\S+/, "Ferry"), lead[1].split(",")[0]!, more),
      `<p style="font-size:11px;color:#888">${label}</p>${linked ? `<a href="https://ads.lakeoutfitters.example/c/42">${banner}</a>` : banner}`,
      story(after[0], after[1], more),
    ]),
    [lead[1], after[0], after[1]],
    [label, "Lake Outfitters"],
    language,
  );
}

/** A town hall's or a data protection office's articles about leaving lists and personal data. */
const TOPICS: { language: string; stories: [string, string][]; footer: string }[] = [
  {
    language: "es",
    stories: [
      [
        "Nueva ordenanza de terrazas",
        "El pleno aprobó el jueves la nueva ordenanza de terrazas. Los bares del casco histórico deberán dejar un paso libre de un metro y medio junto a la fachada.",
      ],
      [
        "Protección de datos en el padrón",
        "A partir de enero, los certificados de empadronamiento se podrán descargar en la sede electrónica. El Ayuntamiento recuerda que solo el propio interesado puede solicitar sus datos personales.",
      ],
      [
        "Cómo darse de baja de los avisos por SMS",
        "Muchos vecinos nos preguntan cómo dejar de recibir los avisos de cortes de agua. Basta con enviar BAJA al número habitual o acudir a la oficina de atención ciudadana con el DNI.",
      ],
    ],
    footer: `<a href="https://ayto.example/legal">Aviso legal</a> | <a href="https://ayto.example/privacidad">Política de privacidad</a> | <a href="https://ayto.example/baja">Darse de baja</a>`,
  },
  {
    language: "fr",
    stories: [
      [
        "Le registre des traitements",
        "Depuis le premier janvier, les petites communes doivent tenir un registre de leurs traitements. Beaucoup ne savent pas encore par où commencer, et nous publions un modèle simple.",
      ],
      [
        "Cookies et lettres d'information",
        "Les pixels de suivi intégrés aux lettres permettent de savoir qui a ouvert un message. Leur usage suppose le consentement des destinataires. Un lien de désinscription doit figurer dans chaque envoi.",
      ],
      [
        "Droit d'accès : trois décisions récentes",
        "Le Conseil d'État a précisé l'étendue du droit d'accès aux données détenues par les employeurs. Nous résumons les trois décisions et leurs conséquences pour les services du personnel.",
      ],
    ],
    footer: `Pour vous désinscrire, <a href="https://cnil.example/desinscription">cliquez ici</a>. Pour modifier votre profil, <a href="https://cnil.example/profil">cliquez ici</a>.`,
  },
  {
    language: "de",
    stories: [
      [
        "Auskunftsrecht nach Art. 15 DSGVO",
        "Sie können von einem Unternehmen Auskunft darüber verlangen, welche personenbezogenen Daten es über Sie speichert. Die Antwort muss in der Regel innerhalb eines Monats kommen.",
      ],
      [
        "Newsletter-Tracking im Fokus",
        "Viele Unternehmen messen, ob ein Newsletter geöffnet wurde. Dafür ist eine Einwilligung der Empfänger erforderlich. Bei unserer Prüfung von vierzig Shops war die Abmeldung vom Newsletter oft nur über Umwege möglich.",
      ],
    ],
    footer: `Falls Sie den Newsletter nicht mehr erhalten möchten, können Sie ihn <a href="https://lfd.example/abmelden">hier abbestellen</a>.`,
  },
];

function articlesOnChromeTopics({ language, stories, footer }: (typeof TOPICS)[number]): FidelityCase {
  return htmlCase(
    `articles-about-leaving-and-data-${language}`,
    rows([
      ...stories.map(([title, text]) => `<h2>${title}</h2><p>${text}</p>`),
      `<p style="text-align:center">${footer}</p>`,
    ]),
    stories.flat(),
    [footer.replace(/<[^>]+>/g, "").slice(0, 24)],
    language,
  );
}

/** The footer paragraphs such articles must not excuse: the reader may leave this letter at any time. */
const AT_ANY_TIME: Record<string, string> = {
  de: "Sie können sich jederzeit von diesem Newsletter abmelden, indem Sie auf den entsprechenden Link klicken. Ihre Daten werden ausschließlich für den Versand verwendet und nicht an Dritte weitergegeben.",
  fr: "Vous pouvez vous désabonner à tout moment en cliquant sur le lien prévu à cet effet. Vos données sont utilisées uniquement pour l'envoi de cette lettre et ne sont jamais transmises à des tiers.",
  es: "Puedes darte de baja en cualquier momento desde el enlace que encontrarás en cada envío. Tus datos se tratan conforme a la normativa vigente y nunca se ceden a terceros sin tu permiso.",
};

function leaveAtAnyTime([language, footer]: [string, string]): FidelityCase {
  const [title, text] = TOPICS.find((topic) => topic.language === language)?.stories[0] ?? ["", ""];
  return htmlCase(
    `leave-at-any-time-footer-${language}`,
    `<h1>${title}</h1><p>${text}</p><p>${footer}</p>`,
    [title, text],
    [footer.slice(0, 30)],
    language,
  );
}

const POINTS = [
  "The ferry kept its winter timetable for one more week, so the first boat still leaves at seven.",
  "The harbour master expects the new pier to open in May if the pile drivers arrive on time.",
  "Our count of sailing boats in the marina rose again, to forty-two, the most since the storm.",
  "Mara will write next week's letter from the island. Subscribe to get Mara's notes from the crossing.",
];

/** A calendar's entries: a title, when and where, what happens, and whom to ask. */
const ENTRIES = [
  [
    "Offener Gartentreff",
    "mittwochs 16–18 Uhr, Weierweg 41, Freiburg",
    "Gemeinsam gärtnern im Hof, Werkzeug ist da. Kontakt: Email",
  ],
  [
    "Orchester Con Anima: Instrumente lernen",
    "samstags 13–14 Uhr, Habichtweg 46, Freiburg",
    "Geigen und Flöten werden gestellt. Kontakt per Website, Telefon: 0761 201-2112",
  ],
  [
    "Fahrradwerkstatt",
    "donnerstags 8–11 Uhr, Schopfheimer Str. 5, Freiburg",
    "Räder reparieren und mitschrauben. Kontakt: Thomas (Email)",
  ],
];

export function chromeTopicCases(): FidelityCase[] {
  return [
    // Release notes: "the update addresses …" is the verb, not a change of address.
    htmlCase(
      "update-addresses-the-issues-en",
      `<p>Version 2.4 of the tide library shipped this week with a long list of fixes for the scheduler and the charts.</p>
<p>This change addresses the crash on startup.</p>
<p>The update addresses both of these issues.</p>
<p>Thanks to everybody who tested the release candidates and reported bugs over the last few months.</p>
<p style="font-size:11px"><a href="https://tides.example/preferences">Update your preferences</a> · <a href="https://tides.example/unsubscribe">Unsubscribe</a></p>`,
      [
        "This change addresses the crash on startup.",
        "The update addresses both of these issues.",
        "Thanks to everybody who tested the release candidates",
      ],
      ["Update your preferences"],
    ),
    htmlCase(
      "pictured-feature-between-share-rows-and-disclaimer",
      `<p>The tide turned early on Sunday and the regatta started an hour ahead of the printed programme, which nobody on the quay seemed to mind at all.</p>
      <p>That's a wrap. See ya tomorrow!</p>
      <h2>Share The Harbour Brief</h2><p>You currently have 0 referrals, only 1 away from receiving our sticker pack.</p>
      <p><a href="https://harbourbrief.example/refer">Click to Share</a></p>
      <p>What'd you think of today's edition?</p>
      <h2>PHOTO OF THE WEEK</h2><img src="https://cdn.harbourbrief.example/photo-week.jpg" width="480" alt="">
      <p>DISCLAIMER: None of this is financial advice. This newsletter is strictly educational and is not a solicitation to buy or sell any assets.</p>
      <p style="font-size:11px"><a href="https://harbourbrief.example/unsubscribe">Update your email preferences or unsubscribe here</a></p>`,
      ["PHOTO OF THE WEEK", "The tide turned early on Sunday"],
      ["0 referrals", "financial advice", "unsubscribe here"],
    ),
    htmlCase(
      "calendar-entries-with-contacts-de",
      `<h1>Hafenbrief</h1><p>Der Winter ist da, und in der Nachbarschaft ist trotzdem viel los. Hier sind die regelmäßigen Termine für die kommenden Wochen, mit allem, was man zum Mitmachen wissen muss.</p>
      <h2>Regelmäßige Termine</h2>
      ${ENTRIES.map(([title, when, what]) => `<p><strong>${title}</strong><br><em>${when}</em><br>${what}</p>`).join("\n")}
      <p><a href="#top">zurück zur Übersicht</a></p>
      <h2>Fortbildungen</h2><p>Am Donnerstag stellt ein Online-Seminar für Ehrenamtliche die neuen Regeln vor und gibt praktische Tipps für die Beratung.</p>`,
      ENTRIES.map(([title]) => title!),
      ["zurück zur Übersicht"],
      "de",
    ),
    htmlCase(
      "author-list-ending-on-a-plug",
      `<p>The tide tables were wrong twice this week, and the car park flooded on Tuesday morning before anyone had moved the boats.</p>
      <p><a href="https://harbourbrief.example/subscribe">Subscribe now</a></p>
      <h2>To sum up:</h2><ol>${POINTS.map((point) => `<li><p>${point}</p></li>`).join("")}</ol>
      <p>See ya tomorrow!</p><p>~ Mara</p>
      <p style="font-size:11px"><a href="https://harbourbrief.example/unsubscribe">Unsubscribe</a></p>`,
      ["To sum up:", ...POINTS.slice(0, 3), "See ya tomorrow!"],
      ["Subscribe now", "Unsubscribe"],
    ),
    htmlCase(
      "sponsor-named-by-the-letters-name",
      `<p>Good morning. This is the Harbour Brief, the letter that tells you what moved on the water yesterday in less time than the first ferry takes.</p>
      <h2>Today's Harbour Brief is brought to you by Northwind</h2>
      <p>Northwind makes the jacket that keeps a deckhand dry through a whole winter of crossings.</p>
      <p><a href="https://northwind.example/offer">Get 20% off here</a></p>
      <h2>The pier that would not sink</h2>
      <p>Engineers drove the last pile into the harbour floor on Friday, three weeks late but well within the budget the council set in spring.</p>`,
      ["The pier that would not sink", "Engineers drove the last pile"],
      ["brought to you by Northwind", "keeps a deckhand dry"],
    ),
    htmlCase(
      "leaving-lines-pt-pt",
      `<h1>A nova lata de sardinhas</h1><p>Este ano voltámos a trabalhar com a lota de Matosinhos. As sardinhas são escolhidas à mão de madrugada e chegam à fábrica antes das oito da manhã.</p>
      <p style="text-align:center"><a href="https://conservas.example/remover">Remover subscrição</a> | <a href="https://conservas.example/dados">Atualizar dados</a></p>
      <p>Se não pretende receber mais e-mails nossos, remova a sua subscrição aqui.</p>`,
      ["A nova lata de sardinhas", "Este ano voltámos a trabalhar com a lota de Matosinhos"],
      ["Remover subscrição", "Atualizar dados", "Se não pretende receber mais"],
      "pt",
    ),
    ...BANNERS.map((banner) => bannerBetweenStories(banner, true)),
    ...BANNERS.map((banner) => bannerBetweenStories(banner, false)),
    // Without a banner, the heading under the label is the advertiser's, wherever it links.
    htmlCase(
      "sponsored-item-without-a-banner-de",
      rows([
        `<h1>Guten Morgen vom Hafen</h1><p>Der Gemeinderat entscheidet heute, ob der alte Fähranleger noch vor dem Sommer neu gebaut werden kann, und der Hafenmeister hat Pläne mitgebracht.</p>`,
        story(
          "Fährstreik: Was Pendler wissen müssen",
          "Ab Donnerstag fallen bis zu achtzig Prozent der Überfahrten aus.",
          "Weiterlesen →",
        ),
        `<p style="font-size:11px">Gesponsert</p>${story("Jetzt Strom sparen mit dem Wärmepumpen-Check", "Lassen Sie Ihre Heizung kostenlos prüfen – nur bis Monatsende.", "Zum Check →")}`,
        story(
          "Die Stille nach der Regatta",
          "Warum die jüngste Mannschaft trotzdem als Letzte ins Ziel kam.",
          "Weiterlesen →",
        ),
      ]),
      ["Fährstreik: Was Pendler wissen müssen", "Die Stille nach der Regatta"],
      ["Wärmepumpen-Check", "Lassen Sie Ihre Heizung"],
      "de",
    ),
    ...TOPICS.map(articlesOnChromeTopics),
    ...Object.entries(AT_ANY_TIME).map(leaveAtAnyTime),
    htmlCase(
      "signed-closing-after-a-sponsored-item-de",
      rows([
        `<p>Guten Morgen,</p><p>der Gemeinderat entscheidet heute, ob der alte Fähranleger noch vor dem Sommer neu gebaut werden kann. Der Hafenmeister hat Pläne mitgebracht und rechnet mit einer knappen Mehrheit.</p>`,
        story(
          "Fährstreik: Was Pendler wissen müssen",
          "Ab Donnerstag fallen bis zu achtzig Prozent der Überfahrten aus. Ein Überblick über die Ersatzboote.",
          "Weiterlesen →",
        ),
        `<p style="font-size:11px">Gesponsert</p><h2>Jetzt Strom sparen mit dem Wärmepumpen-Check</h2><p>Lassen Sie Ihre Heizung kostenlos prüfen – nur bis Monatsende.</p>`,
        `<p>Das war die Hafenlage. Morgen schreibt Ihnen an dieser Stelle mein Kollege Paul Weber. Einen guten Tag wünscht<br>Miriam Hofer, Chefin vom Dienst</p>`,
      ]),
      ["Das war die Hafenlage", "Miriam Hofer, Chefin vom Dienst"],
      ["Gesponsert", "Wärmepumpen-Check"],
      "de",
    ),
    htmlCase(
      "post-title-linked-into-the-app",
      `<h1><a href="https://substack.com/app-link/post?publication_id=7&post_id=42&utm_source=post-email-title">Notes From The Ferry Deck</a></h1>
      <p>Every crossing starts the same way: the engine coughs twice, the gulls lift off the railing and the deckhand counts the bicycles out loud for anyone who cares to listen.</p>
      <p><a href="https://substack.com/app-link/post?publication_id=7&post_id=42&action=share">Share</a></p>`,
      ["Notes From The Ferry Deck", "Every crossing starts the same way"],
      ["Share"],
    ),
  ];
}
