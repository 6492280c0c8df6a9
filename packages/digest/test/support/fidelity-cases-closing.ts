import { article, type FidelityCase, htmlCase, PROSE_DE, PROSE_EN, plainCase } from "./synthetic-message.ts";

// How newsletters end: the author's signature without farewell words, set in the many places
// templates put it (after a share prompt, in the footer's own container, in large type), and the
// title of a text-only newsletter's footer section, in the seven languages whose chrome the
// cleaning knows. Every text here was written for these cases.

/** Three paragraphs of the newsletter's own text in each language. */
export const CLOSING_PROSE: Record<string, string[]> = {
  en: [
    "On Monday the little ferry linked both shores of the lake again for the first time since the spring.",
    "The yard sanded the hull over the winter, painted it anew and fitted a much quieter engine below deck.",
    "The ferryman says the new engine is so quiet that he can hear the herons on the reeds while he steers.",
  ],
  de: [
    "Am Montag hat die kleine Fähre zum ersten Mal seit dem Frühjahr wieder beide Ufer des Sees verbunden.",
    "Die Werft hat den Rumpf über den Winter abgeschliffen, neu gestrichen und einen leiseren Motor eingebaut.",
    "Der Fährmann sagt, der neue Motor sei so leise, dass er beim Steuern die Reiher im Schilf hören könne.",
  ],
  fr: [
    "Lundi, le petit bac a de nouveau relié les deux rives du lac pour la première fois depuis le printemps.",
    "Le chantier a poncé la coque pendant l'hiver, l'a repeinte et lui a donné un moteur bien plus silencieux.",
    "Le passeur dit que le nouveau moteur est si discret qu'il entend les hérons dans les roseaux en pilotant.",
  ],
  es: [
    "El lunes, el pequeño transbordador volvió a unir las dos orillas del lago por primera vez desde la primavera.",
    "El astillero lijó el casco durante el invierno, lo pintó de nuevo y le puso un motor mucho más silencioso.",
    "El barquero dice que el motor nuevo es tan silencioso que oye a las garzas entre los juncos mientras navega.",
  ],
  it: [
    "Lunedì il piccolo traghetto ha collegato di nuovo le due sponde del lago per la prima volta dalla primavera.",
    "Il cantiere ha levigato lo scafo durante l'inverno, lo ha ridipinto e gli ha montato un motore più silenzioso.",
    "Il barcaiolo dice che il nuovo motore è così silenzioso da sentire gli aironi tra le canne mentre guida.",
  ],
  nl: [
    "Maandag voer het kleine pontje voor het eerst sinds het voorjaar weer tussen de twee oevers van het meer.",
    "De werf heeft de romp in de winter geschuurd, opnieuw geverfd en er een veel stillere motor in gezet.",
    "De veerman zegt dat de nieuwe motor zo stil is dat hij onder het varen de reigers in het riet hoort.",
  ],
  pt: [
    "Na segunda-feira, o pequeno barco voltou a ligar as duas margens do lago pela primeira vez desde a primavera.",
    "O estaleiro lixou o casco durante o inverno, pintou-o de novo e montou-lhe um motor muito mais silencioso.",
    "O barqueiro diz que o motor novo é tão silencioso que ouve as garças nos juncos enquanto conduz o barco.",
  ],
};

/** A subscription footer in each language: why the reader gets it, how to leave, an address. */
export const CLOSING_FOOTER: Record<string, string[]> = {
  en: ["You are receiving this email because you signed up at tideline.example.", "Unsubscribe"],
  de: ["Sie erhalten diesen Newsletter, weil Sie sich auf unserer Website angemeldet haben.", "Abmelden"],
  fr: ["Vous recevez cet e-mail car vous êtes inscrit à notre lettre.", "Se désabonner"],
  es: ["Recibes este correo porque te suscribiste a nuestro boletín.", "Darse de baja"],
  it: ["Ricevi questa email perché ti sei iscritto alla nostra newsletter.", "Disiscriviti"],
  nl: ["Je ontvangt deze nieuwsbrief omdat je je hebt aangemeld op onze website.", "Afmelden"],
  pt: ["Recebeu este e-mail porque se inscreveu na nossa newsletter.", "Cancelar a subscrição"],
};

function footerHtml(language: string, container = 'style="font-size:11px"'): string {
  const [why, leave] = CLOSING_FOOTER[language]!;
  return `<div ${container}><p>${why}</p><p><a href="https://tideline.example/unsubscribe">${leave}</a></p>
<p>Tideline Press, Kade 4, 1012 AB Amsterdam</p></div>`;
}

// A signature with no farewell words ("— Maria", "Jana & das Team", "L.") is the author's last
// line: it stays, the footer after it goes — wherever the template set it.
function signatureWithoutFarewell(): FidelityCase[] {
  const shapes: { language: string; signature: string; place: "after-share" | "footer-box" | "large" }[] = [
    { language: "en", signature: "— Maria", place: "after-share" },
    { language: "de", signature: "Jana &amp; das Team der Hafenpost", place: "large" },
    { language: "fr", signature: "— Camille", place: "footer-box" },
    { language: "es", signature: "L.", place: "after-share" },
    { language: "it", signature: "Giulia e la redazione", place: "large" },
    { language: "nl", signature: "Sanne en het team", place: "after-share" },
    { language: "pt", signature: "– Inês", place: "footer-box" },
  ];
  const sharePrompt: Record<string, string> = {
    en: "Know a sailor who would enjoy this? Forward this email to a friend.",
    es: "¿Conoces a alguien a quien le gustaría? Reenvía este correo a un amigo.",
    nl: "Ken je iemand die dit leuk vindt? Deze nieuwsbrief doorsturen.",
  };
  return shapes.map(({ language, signature, place }) => {
    const prose = CLOSING_PROSE[language]!;
    const [why] = CLOSING_FOOTER[language]!;
    let ending: string;
    if (place === "after-share")
      ending = `<p>${sharePrompt[language]}</p><p>${signature}</p>${footerHtml(language)}`;
    else if (place === "large")
      ending = `<p style="font-size:22px"><em>${signature}</em></p>${footerHtml(language)}`;
    else
      ending = footerHtml(language, 'class="footer"').replace(
        '<div class="footer">',
        `<div class="footer"><p>${signature}</p>`,
      );
    const mustNot = [why!, ...(sharePrompt[language] ? [sharePrompt[language]!] : [])];
    return htmlCase(
      `signature-without-farewell-${place}-${language}`,
      `${article(prose)}${ending}`,
      [...prose, signature.replace("&amp;", "&")],
      mustNot,
      language,
    );
  });
}

function plainSignatureAfterSharePrompt(): FidelityCase {
  const prose = CLOSING_PROSE.en!;
  const text = [
    ...prose.flatMap((paragraph) => [paragraph, ""]),
    "Know a sailor who would enjoy this? Forward this email to a friend.",
    "",
    "Maria & the Tideline crew",
    "",
    "You are receiving this email because you signed up at tideline.example.",
    "Unsubscribe: https://tideline.example/unsubscribe",
    "",
  ].join("\n");
  return plainCase(
    "signature-without-farewell-plain-en",
    text,
    [...prose, "Maria & the Tideline crew"],
    ["You are receiving this email", "Forward this email to a friend"],
    "en",
  );
}

// A text-only newsletter's footer often has a title of its own ("Stay in touch"), sometimes
// underlined with a rule line or set apart by one. With the footer gone it heads nothing.
const FOOTER_TITLES: Record<string, string> = {
  en: "Stay in touch",
  de: "Bleib auf dem Laufenden",
  fr: "Restons en contact",
  es: "Sigue en contacto con nosotros",
  it: "Restiamo in contatto",
  nl: "Blijf op de hoogte",
  pt: "Mantenha-se a par",
};

function plainFooter(language: string): string[] {
  const [why, leave] = CLOSING_FOOTER[language]!;
  return [
    why!,
    `${leave}: https://tideline.example/unsubscribe`,
    "",
    "Tideline Press, Kade 4, 1012 AB Amsterdam",
  ];
}

function plainFooterTitles(): FidelityCase[] {
  const setting = ["bare", "underlined", "ruled-off"] as const;
  return Object.entries(FOOTER_TITLES).map(([language, title], index) => {
    const prose = CLOSING_PROSE[language]!;
    const shape = setting[index % setting.length]!;
    const titleLines =
      shape === "bare"
        ? [title, ""]
        : shape === "underlined"
          ? [title, "-".repeat(title.length)]
          : [title, "", "~~~~~~~~~~"];
    const text = [
      ...prose.flatMap((paragraph) => [paragraph, ""]),
      ...titleLines,
      ...plainFooter(language),
      "",
    ].join("\n");
    return plainCase(
      `plain-footer-title-${shape}-${language}`,
      text,
      prose,
      [title, CLOSING_FOOTER[language]![0]!],
      language,
    );
  });
}

// What stays above a text-only footer: the author's name on its own, a closing wish ("Happy
// sailing", a short line like a title but not a footer's), and the line under a farewell.
function plainAuthorLinesStay(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  const body = prose.flatMap((paragraph) => [paragraph, ""]);
  return [
    plainCase(
      "plain-author-name-above-the-footer",
      [...body, "Maria Keller", "", ...plainFooter("en"), ""].join("\n"),
      [...prose, "Maria Keller"],
      [CLOSING_FOOTER.en![0]!],
      "en",
    ),
    plainCase(
      "plain-closing-line-above-the-footer",
      [...body, "Happy sailing", "", ...plainFooter("en"), ""].join("\n"),
      [...prose, "Happy sailing"],
      [CLOSING_FOOTER.en![0]!],
      "en",
    ),
    plainCase(
      "plain-farewell-above-the-footer",
      [...body, "Cheers,", "", "your friends at the lake ferry", "", ...plainFooter("en"), ""].join("\n"),
      [...prose, "Cheers,", "your friends at the lake ferry"],
      [CLOSING_FOOTER.en![0]!],
      "en",
    ),
  ];
}

// The farewell set in the same <br>-broken paragraph as the sender's promotion lines above it: the
// promotion goes, the farewell and the name under it stay.
function farewellUnderPromotionLines(): FidelityCase {
  const prose = CLOSING_PROSE.en!;
  const promotion = [
    "Click here to learn more about our newsletter program",
    "Click here to find out about our authors",
  ];
  const body = `${article(prose)}
<p style="font-size:14px"><a href="https://tideline.example/program">${promotion[0]}</a><br><a href="https://tideline.example/authors">${promotion[1]}</a><br><br>Best regards,<br>Tom Brandt, publisher</p>
${footerHtml("en")}`;
  return htmlCase(
    "farewell-under-promotion-lines",
    body,
    [...prose, "Best regards,", "Tom Brandt, publisher"],
    [...promotion, CLOSING_FOOTER.en![0]!],
    "en",
  );
}

/** The platform's thanks-and-subscribe box in the letter's language, and the author's own thanks. */
const THANKS_BOXES: Record<string, [string, string]> = {
  de: [
    "Danke fürs Lesen von Seebrief! Abonnieren Sie kostenlos, um neue Beiträge zu erhalten und meine Arbeit zu unterstützen.",
    "Danke fürs Lesen und bis nächste Woche!",
  ],
  fr: [
    "Merci de lire Lettre du lac ! Abonnez-vous gratuitement pour recevoir les nouveaux articles et soutenir mon travail.",
    "Merci de m'avoir lu, et à jeudi prochain !",
  ],
  es: [
    "¡Gracias por leer Carta del lago! Suscríbete gratis para recibir nuevas publicaciones y apoyar mi trabajo.",
    "¡Gracias por leer hasta aquí! Nos vemos el jueves.",
  ],
  it: [
    "Grazie per aver letto Lettera dal lago! Iscriviti gratuitamente per ricevere nuovi post e sostenere il mio lavoro.",
    "Grazie per aver letto fin qui, ci vediamo giovedì!",
  ],
  nl: [
    "Bedankt voor het lezen van Meerbrief! Abonneer je gratis om nieuwe berichten te ontvangen en mijn werk te steunen.",
    "Bedankt voor het lezen, en tot volgende week!",
  ],
  pt: [
    "Obrigado por ler Carta do lago! Subscreva gratuitamente para receber novas publicações e apoiar o meu trabalho.",
    "Obrigado por lerem até aqui, até quinta!",
  ],
};

function thanksBox([language, [box, farewell]]: [string, [string, string]]): FidelityCase {
  const prose = CLOSING_PROSE[language]!;
  return htmlCase(
    `thanks-for-reading-box-${language}`,
    `${article([...prose, farewell])}<p>${box}</p>`,
    [...prose, farewell],
    [box.slice(0, 30)],
    language,
  );
}

/**
 * A footer's title halfway down a short letter, the letter's prose under it and the real footer
 * after that: the prose stays, the footer goes.
 */
function footerTitleHalfway(language: string, title: string): FidelityCase {
  const [first, ...rest] = CLOSING_PROSE[language]!;
  const [why, leave] = CLOSING_FOOTER[language]!;
  return htmlCase(
    `footer-title-halfway-${language}`,
    `<h1>Lake notes</h1><p>${first}</p>${title}${article(rest)}${footerHtml(language)}`,
    [first!, ...rest],
    [why!, leave!],
    language,
  );
}

export function closingCases(): FidelityCase[] {
  return [
    // A welcome letter's invitation to write back is the author's ("Reply to this email and tell
    // me …"), and so is its "Thanks!" and name under the line that asks to be added to contacts.
    htmlCase(
      "welcome-letter-invitation-and-thanks-en",
      `<p>Thanks so much for subscribing to Lake Notes and welcome aboard!</p>
      <p>I'm glad to help you learn the lake's birds, one heron at a time.</p><p>Here's a quick way I can help:</p>
      <blockquote><p>Reply to this email and tell me which birds you have seen on the shore and which ones puzzle you.</p></blockquote>
      <p><strong>I'll reply with a field guide page for each.</strong></p>
      <p>Also, to make sure the next issue doesn't land in your spam folder, add my email address to your contacts.</p>
      <p>Thanks!</p><p>Ada</p>
      <div class="footer"><p>© 2026 Ada Brook <a href="https://lakenotes.example/unsubscribe">Unsubscribe</a><br>4 Quay Street, Lakeside</p></div>`,
      [
        "Reply to this email and tell me which birds you have seen",
        "I'll reply with a field guide page",
        "Thanks!",
        "Ada",
      ],
      ["spam folder", "Unsubscribe", "4 Quay Street"],
    ),
    // The closing words and the authors' names after a referral box ("You currently have 0
    // referrals"), above a poll and the footer.
    htmlCase(
      "closing-words-after-a-referral-box-en",
      `${article(PROSE_EN)}<h2>Share Lake Road</h2><p>You currently have <strong>0</strong> referrals, only <strong>1</strong> away from receiving the heron guide.</p>
      <p><a href="https://lakeroad.example/refer">Click to Share</a></p>
      <p>Or copy and paste this link to others: <a href="https://lakeroad.example/subscribe?ref=X1">https://lakeroad.example/subscribe?ref=X1</a></p>
      <p>Alright, that's all we got for the start of the week!</p>
      <p><a href="https://lakeroad.example/ada">Ada "Heron" Brook</a> and <a href="https://lakeroad.example/bo">Bo "2% Milk" Lund</a></p>
      <p><strong>What'd you think of today's email?</strong></p>
      <ul><li><a href="https://lakeroad.example/poll/3">Great</a></li><li><a href="https://lakeroad.example/poll/1">Meh</a></li></ul>
      <p>© Lake Road <a href="https://lakeroad.example/unsubscribe">Unsubscribe</a></p>`,
      [...PROSE_EN, "Alright, that's all we got for the start of the week!", 'Bo "2% Milk" Lund'],
      ["You currently have 0 referrals", "Click to Share", "copy and paste this link", "What'd you think"],
    ),
    // The author's thanks for reading closes the letter, after a farewell or alone; the platform's
    // box under it thanks for reading the letter by name and asks for a subscription.
    htmlCase(
      "thanks-for-reading-as-the-farewell-en",
      `${article(PROSE_EN)}<p>That is all for this week. See you next Thursday, and thank you for reading.</p>
      <p>Thanks for reading!</p>
      <p>Thanks for reading Harbour Notes! Subscribe for free to receive new posts and support my work.</p>`,
      [...PROSE_EN, "See you next Thursday, and thank you for reading.", "Thanks for reading!"],
      ["Thanks for reading Harbour Notes", "Subscribe for free to receive new posts"],
    ),
    // The author's own closing lines: thanks that go on with the author's words, and a P.S. asking
    // for an answer by reply; the name under them stays with them.
    htmlCase(
      "thanks-as-always-and-a-reply-ps-en",
      `${article(PROSE_EN)}<p>Thanks for reading, as always!</p>
      <p><b>P.S. I'm looking for a freelance illustrator for the spring issues.</b></p>
      <p>If you're keen, reply to this email with a link to your portfolio (or whatever similar you have).</p>
      <p><i>Peter</i></p>
      <p style="font-size:11px">You are receiving this because you subscribed to Harbour Notes. <a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`,
      [
        ...PROSE_EN,
        "Thanks for reading, as always!",
        "If you're keen, reply to this email with a link to your portfolio",
        "Peter",
      ],
      ["You are receiving this because you subscribed"],
    ),
    htmlCase(
      "thanks-for-reading-todays-edition-en",
      `${article(PROSE_EN)}<p>Thanks for reading today's edition of Harbour Notes! We'll see you in the next one.</p>
      <p>Anna</p>`,
      [...PROSE_EN, "Thanks for reading today's edition of Harbour Notes!", "Anna"],
      [],
    ),
    ...Object.entries(THANKS_BOXES).map(thanksBox),
    farewellUnderPromotionLines(),
    ...signatureWithoutFarewell(),
    plainSignatureAfterSharePrompt(),
    ...plainFooterTitles(),
    ...plainAuthorLinesStay(),
    footerTitleHalfway("de", "<h2>Impressum</h2>"),
    footerTitleHalfway("en", "<h3>The small print</h3>"),
    footerTitleHalfway("fr", "<p>Mentions légales</p>"),
    ...Object.entries(REPLY_CALLS).map(replyCall),
    // What stands last above the footer is no label of it: the team's farewell set as a heading,
    // and the last story's linked title, its text a click away.
    htmlCase(
      "farewell-heading-above-the-footer-de",
      `<table><tr><td>${article(PROSE_DE)}<h2>Bis bald, euer Team vom Hafengarten</h2></td></tr></table>
<table><tr><td align="center"><a href="https://hafen.example/abmelden">Newsletter abbestellen</a></td></tr></table>`,
      [...PROSE_DE, "Bis bald, euer Team vom Hafengarten"],
      ["Newsletter abbestellen"],
      "de",
    ),
    htmlCase(
      "linked-last-title-above-the-footer-nl",
      `<table><tr><td><p>Welkom bij de nieuwe editie van onze nieuwsbrief over de geschiedenis van de haven en haar verborgen verhalen.</p>
<h2>Het beleg van de haven in 1579</h2><p>De belegering duurde vier maanden en veranderde het aanzicht van de kades voorgoed.</p>
<h2><a href="https://haven.example/artikel-3">De opkomst van de pottenbakkerijen aan de kade</a></h2></td></tr></table>
<table><tr><td align="center"><a href="https://haven.example/uitschrijven">Uitschrijven van de nieuwsbrief</a></td></tr></table>`,
      [
        "Welkom bij de nieuwe editie",
        "Het beleg van de haven in 1579",
        "De opkomst van de pottenbakkerijen aan de kade",
      ],
      ["Uitschrijven van de nieuwsbrief"],
      "nl",
    ),
    // A story's title that names unsubscribing in passing, over the story, under the greeting.
    ...(
      [
        ["en", "Unsubscribes surge at streaming services after price hikes"],
        ["fr", "Désabonnements en hausse chez les plateformes de streaming après les hausses de prix"],
      ] as const
    ).map(([language, title]) =>
      htmlCase(
        `story-title-naming-unsubscribes-${language}`,
        `<h1>Tech Briefing 31</h1><p>${language === "en" ? "Hello readers, here is this week's news." : "Bonjour à tous, voici les nouvelles de la semaine."}</p>
<h2>${title}</h2>${article(CLOSING_PROSE[language]!)}`,
        [title, ...CLOSING_PROSE[language]!],
        [],
        language,
      ),
    ),
    // The letter's last sentence uses "share" as a verb of prose, and a name signs under it.
    htmlCase(
      "last-sentence-shares-a-cost-en",
      `<h2>Valley Letter</h2><p>This month we walked the whole ridge and counted the new orchards along the way, twelve in total.</p>
<p>The mill reopens in May after the winter repairs, with guided tours on Sundays at eleven.</p>
<p>From next year all three villages share the cost of the school bus.</p><p>Ola</p>`,
      ["counted the new orchards", "share the cost of the school bus", "Ola"],
      [],
    ),
    // The farewell ends the help line's paragraph ("… join our chat. Enjoy,"), the team signs below.
    htmlCase(
      "farewell-after-the-help-line-en",
      `<h2>Welcome aboard! Here is how to start.</h2><ul><li>Map every bed and planter you look after.</li>
<li>Plan the watering, by hand or with timers.</li><li>Spot dry beds early and get frost alerts.</li></ul>
<p>Questions? Just hit reply or join <a href="https://beds.example/chat">our chat</a>. Enjoy,</p><p>All of us at Bedwise</p>
<div style="font-size:12px;border-top:1px solid #ddd"><p><strong>Can we help?</strong><br><a href="mailto:help@beds.example">Email</a> - <a href="https://help.beds.example/">Docs</a> - <a href="https://beds.example/chat">Chat</a></p></div>`,
      ["Map every bed and planter", "Enjoy,", "All of us at Bedwise"],
      ["Can we help?"],
    ),
    // A text part's farewell signed after a dash, over the platform's plain-text notice.
    plainCase(
      "farewell-signed-after-a-dash-over-plain-text-notice-en",
      `${CLOSING_PROSE.en!.join("\n\n")}\n\nYou can also reply to this email if you have suggestions or questions.\n\nUntil next time — The Ferry Post team\n\n\n----------\n\nYou are reading a plain text version of this post. For the best experience, copy and paste this link in your browser to view the post online:\nhttps://ferrypost.example/p/back-on-the-lake\n`,
      [...CLOSING_PROSE.en!, "Until next time — The Ferry Post team"],
      ["You are reading a plain text version of this post"],
    ),
  ];
}

// An author asks the reader to write back for something ("reply to this email and I will save you
// a seat"): the call, the farewell and the name under a dashed line stay. The footer's standing
// "Questions? Simply reply" line goes.
const REPLY_CALLS: Record<
  string,
  { prose: string[]; call: string; farewell: string; standing: string; unsubscribe: string }
> = {
  en: {
    prose: PROSE_EN,
    call: "If you want to join us on the ferry this month, reply to this email and I will save you a seat.",
    farewell: "Best,",
    standing: "Questions? Simply hit reply!",
    unsubscribe: "Unsubscribe",
  },
  es: {
    prose: [
      "El pueblo del río reconstruyó esta primavera su viejo embarcadero, y los primeros barcos cruzaron un martes gris.",
      "Los vecinos discutieron durante años el coste, pero el ayuntamiento encontró por fin la manera de compartirlo.",
    ],
    call: "Si quieres venir en el barco este mes, responde a este correo y te guardo un sitio.",
    farewell: "Saludos,",
    standing: "¿Preguntas? Responde simplemente a este correo.",
    unsubscribe: "Darse de baja",
  },
  de: {
    prose: PROSE_DE,
    call: "Wenn du diesen Monat mit auf die Fähre willst, antworte einfach auf diese E-Mail und ich halte dir einen Platz frei.",
    farewell: "Liebe Grüße,",
    standing: "Fragen? Antworten Sie einfach auf diese E-Mail.",
    unsubscribe: "Newsletter abbestellen",
  },
};

function replyCall([language, letter]: [string, (typeof REPLY_CALLS)[string]]): FidelityCase {
  return htmlCase(
    `author-asks-for-a-reply-${language}`,
    `${article(letter.prose)}<p>${letter.call}</p><p>${letter.farewell}</p><p>--------------</p><p><strong>Anna Berger</strong></p>
<p style="font-size:11px">${letter.standing}</p><p style="font-size:11px"><a href="https://harbour.example/unsubscribe">${letter.unsubscribe}</a></p>`,
    [...letter.prose, letter.call, letter.farewell, "Anna Berger"],
    [letter.standing, letter.unsubscribe],
    language,
  );
}
