import { type FidelityCase, htmlCase } from "./synthetic-message.ts";

// The chrome of letters in Polish, Czech, Finnish, Swedish, Danish, German and French as their
// senders word it: the "can't see this e-mail?" question over the web-copy link, the unsubscribe
// sentence in German's "zu" infinitive and in Polish, Czech and Danish, the French data-protection
// notice, "this message was sent to", the company registers (CVR, IČO), and the shops' buy buttons
// in the imperative; the reader's poll and the pitch to advertisers under the letter, and the
// Spanish safe-sender request. Every text here was written for these cases.

const small = (html: string) => `<p style="font-size:11px;color:#777">${html}</p>`;
const button = (label: string) =>
  `<p><a href="https://shop.example/p/1" style="background:#630;color:#fff;padding:8px 20px">${label}</a></p>`;

interface Letter {
  language: string;
  title: string;
  prose: string[];
  farewell: string;
}

const LETTERS: Record<string, Letter> = {
  pl: {
    language: "pl",
    title: "Wiosna w ogrodzie",
    prose: [
      "Wiosna to najlepszy moment, aby przygotować ogród na nowy sezon i usunąć zeszłoroczne liście z rabat.",
      "Pierwsze nawożenie trawnika warto wykonać dopiero wtedy, gdy ziemia porządnie się ogrzeje.",
    ],
    farewell: "Pozdrawiamy serdecznie, zespół ogrodu",
  },
  cs: {
    language: "cs",
    title: "Jaro na zahradě",
    prose: [
      "Jaro je nejlepší doba, kdy připravit zahradu na novou sezónu a odstranit loňské listí ze záhonů.",
      "První hnojení trávníku má smysl teprve tehdy, když se půda pořádně prohřeje.",
    ],
    farewell: "S pozdravem, tým zahrady",
  },
  fi: {
    language: "fi",
    title: "Kevät puutarhassa",
    prose: [
      "Kevät on paras aika valmistella puutarha uuteen kauteen ja haravoida viime vuoden lehdet pois penkeistä.",
      "Nurmikon ensimmäinen lannoitus kannattaa tehdä vasta, kun maa on kunnolla lämmennyt.",
    ],
    farewell: "Terveisin puutarhan väki",
  },
  sv: {
    language: "sv",
    title: "Våren i trädgården",
    prose: [
      "Våren är den bästa tiden att förbereda trädgården för en ny säsong och kratta bort fjolårets löv från rabatterna.",
      "Gräsmattan ska inte gödslas förrän jorden har blivit ordentligt varm.",
    ],
    farewell: "Hälsningar från föreningens styrelse",
  },
  da: {
    language: "da",
    title: "Foråret i haven",
    prose: [
      "Foråret er den bedste tid til at gøre haven klar til en ny sæson og rive sidste års blade væk fra bedene.",
      "Plænen skal først gødes, når jorden er blevet ordentligt varm.",
    ],
    farewell: "Mange hilsner fra kommunens haveteam",
  },
  de: {
    language: "de",
    title: "Frühling im Garten",
    prose: [
      "Der März ist die beste Zeit, um Tomaten und Paprika auf der Fensterbank vorzuziehen, solange draußen noch Frost droht.",
      "Im April folgen Zucchini und Kürbis, die im Mai ins Beet dürfen, sobald keine Nachtfröste mehr kommen.",
    ],
    farewell: "Herzliche Grüße, Ihr Gartenteam",
  },
  fr: {
    language: "fr",
    title: "Nouveautés du printemps",
    prose: [
      "Le printemps arrive et avec lui notre nouvelle gamme de soins pour le visage, testée dans nos instituts tout l'hiver.",
      "Nos esthéticiennes vous accueillent du lundi au samedi pour un diagnostic de peau offert.",
    ],
    farewell: "À très bientôt, l'équipe de l'institut",
  },
  pt: {
    language: "pt",
    title: "Café especial direto da fazenda",
    prose: [
      "Acabou de chegar a nova safra do Sul de Minas, colhida à mão e secada em terreiro suspenso.",
      "Use quinze gramas de café para cada duzentos e cinquenta mililitros de água e despeje devagar.",
    ],
    farewell: "Um abraço, equipe do café",
  },
  it: {
    language: "it",
    title: "Il caffè della nuova stagione",
    prose: [
      "È appena arrivato il nuovo raccolto dalle colline, raccolto a mano ed essiccato al sole per due settimane.",
      "Usate quindici grammi di caffè per ogni duecentocinquanta millilitri d'acqua e versate lentamente.",
    ],
    farewell: "Un abbraccio dalla torrefazione",
  },
  en: {
    language: "en",
    title: "Harbour Notes",
    prose: [
      "The harbour council finally agreed on the plan for the old ferry pier, after four years of meetings and two failed votes.",
      "The new design keeps the wooden deck and adds a small covered market at the landward end.",
    ],
    farewell: "Until next week, Ellen",
  },
  es: {
    language: "es",
    title: "Café de especialidad recién llegado",
    prose: [
      "Acaba de llegar la nueva cosecha de las montañas, recogida a mano y secada al sol durante dos semanas.",
      "Usa quince gramos de café por cada doscientos cincuenta mililitros de agua y vierte despacio.",
    ],
    farewell: "Un abrazo, el equipo del tostadero",
  },
};

function letterCase(
  name: string,
  code: string,
  top: string,
  bottom: string,
  mustNot: string[],
): FidelityCase {
  const letter = LETTERS[code]!;
  const body = `${top}<h1>${letter.title}</h1>${letter.prose.map((text) => `<p>${text}</p>`).join("")}
    <p>${letter.farewell}</p><hr>${bottom}`;
  return htmlCase(name, body, [letter.title, ...letter.prose, letter.farewell], mustNot, letter.language);
}

export function europeanFooterCases(): FidelityCase[] {
  const web = (text: string) => `<a href="https://news.example/web">${text}</a>`;
  const leave = (text: string) => `<a href="https://news.example/leave">${text}</a>`;
  return [
    letterCase(
      "cannot-see-this-email-question-pl",
      "pl",
      small(`Problem z wyświetlaniem wiadomości? ${web("Zobacz wersję online")}`),
      small(
        `Jeśli nie chcesz otrzymywać od nas wiadomości, ${leave("kliknij tutaj")}.<br>Wiadomość została wysłana na adres czytelnik@example.pl.`,
      ),
      [
        "Problem z wyświetlaniem wiadomości",
        "Jeśli nie chcesz otrzymywać",
        "Wiadomość została wysłana na adres",
      ],
    ),
    letterCase(
      "cannot-see-this-email-question-cs",
      "cs",
      small(`Nezobrazuje se vám e-mail správně? ${web("Zobrazit online verzi")}`),
      small(`Pokud si nepřejete dostávat tyto e-maily, můžete se ${leave("odhlásit zde")}.`) +
        small("Zahrada s.r.o., Dlouhá 12, 110 00 Praha 1, IČO: 12345678"),
      ["Nezobrazuje se vám e-mail správně", "Pokud si nepřejete dostávat", "IČO: 12345678"],
    ),
    letterCase(
      "cannot-see-this-email-question-fi",
      "fi",
      small(`Jos viesti ei näy oikein, ${web("katso se selaimessa")}`),
      small(`Et halua enää vastaanottaa uutiskirjettä? ${leave("Peruuta tilaus tästä")}.`),
      ["Jos viesti ei näy oikein", "Peruuta tilaus tästä"],
    ),
    letterCase(
      "cannot-see-this-email-question-sv",
      "sv",
      small(`Visas inte nyhetsbrevet korrekt? ${web("Klicka här")}`),
      small(`Om du inte längre vill ha våra utskick kan du ${leave("avregistrera dig här")}.`),
      ["Visas inte nyhetsbrevet korrekt", "avregistrera dig här"],
    ),
    letterCase(
      "cannot-see-this-email-question-da",
      "da",
      small(`Kan du ikke se nyhedsbrevet? ${web("Klik her")}`),
      small(`Ønsker du ikke længere at modtage nyhedsbrevet, kan du ${leave("afmelde dig her")}.`) +
        small("Haveteamet ApS · Rådhustorvet 1 · 1234 Haveby · CVR 29123456"),
      ["Kan du ikke se nyhedsbrevet", "Ønsker du ikke længere at modtage", "CVR 29123456"],
    ),
    letterCase(
      "unsubscribe-sentence-with-zu-infinitive-de",
      "de",
      "",
      small(`Um sich von unserem Newsletter abzumelden, ${leave("klicken Sie hier")}.`),
      ["Um sich von unserem Newsletter abzumelden"],
    ),
    letterCase(
      "data-protection-notice-informatique-et-libertes-fr",
      "fr",
      "",
      small(
        "Conformément à la loi « Informatique et Libertés » du 6 janvier 1978 modifiée, vous disposez d'un droit d'accès, de rectification et de suppression des données vous concernant.",
      ),
      ["Informatique et Libertés", "de rectification et de suppression"],
    ),
    // The reader's poll under the letter and the pitch to advertisers, in the letter's language.
    ...(
      [
        ["en", "Was this email useful? Yes / No", "Want to sponsor Harbour Notes? Get in touch."],
        [
          "en",
          "Loved it? Hated it? Hit reply and tell us.",
          "You're on the free list. Upgrade for full access.",
        ],
        ["de", "Bewerten Sie diese Ausgabe: gut | mittel | schlecht", "Werben Sie in diesem Newsletter"],
        ["fr", "Comment avez-vous trouvé cette édition ?", "Faire de la publicité dans notre lettre"],
        ["it", "Ti è piaciuta questa newsletter? Rispondi a questa email", "Pubblicità su questa newsletter"],
        ["es", "¿Qué te pareció el boletín de hoy?", "Anúnciate con nosotros"],
        ["pt", "Gostou desta edição? Responda a este e-mail", "Anuncie conosco"],
      ] as const
    ).map(([code, poll, pitch], index) =>
      letterCase(
        `reader-poll-and-advertiser-pitch-${code}-${index + 1}`,
        code,
        "",
        small(poll) + small(pitch),
        [poll, pitch],
      ),
    ),
    letterCase(
      "safe-sender-request-with-accent-es",
      "es",
      small("Añádenos a tu libreta de direcciones y no te pierdas ninguna novedad."),
      "",
      ["Añádenos a tu libreta de direcciones"],
    ),
    ...(
      [
        ["pt", "Compre agora"],
        ["es", "Compra ahora"],
        ["fr", "Achetez maintenant"],
        ["pl", "Kup teraz"],
        ["sv", "Köp nu"],
        ["da", "Køb nu"],
      ] as const
    ).map(([code, label]) => {
      const letter = LETTERS[code]!;
      const body = `<h1>${letter.title}</h1><p>${letter.prose[0]}</p>${button(label)}<p>${letter.prose[1]}</p><p>${letter.farewell}</p>`;
      return htmlCase(
        `buy-button-in-the-imperative-${code}`,
        body,
        [letter.title, ...letter.prose, letter.farewell],
        [label],
        letter.language,
      );
    }),
  ];
}
