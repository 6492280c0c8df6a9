import { article, type FidelityCase, htmlCase, PROSE_EN, plainCase } from "./synthetic-message.ts";

// Lines about the reader's subscription that carry no unsubscribe link and often no small print:
// whom the reader is subscribed to, how to keep the letter out of the spam folder, where the
// settings are, what the free edition lacks, and the sender's liability disclaimer. Beside them,
// sentences of prose that use the same words and stay. Every text here was written for these cases.

interface SubscriptionLines {
  language: string;
  prose: string[];
  /** A short sentence of prose between the paragraphs, worded like chrome but not chrome. */
  nearMiss: string;
  /** The footer's lines, each a paragraph of ordinary size, no link among them. */
  footer: string[];
}

const LANGUAGES: SubscriptionLines[] = [
  {
    language: "en",
    prose: PROSE_EN,
    nearMiss: "If you're subscribed to the flood alerts, you knew it already.",
    footer: [
      "You're subscribed to Field Notes from Marta Lindqvist.",
      "Reading this in Outlook? Drag us into your inbox so the next letter finds you.",
      "Your free trial is coming to an end: keep every issue for four pounds a month.",
    ],
  },
  {
    language: "de",
    prose: [
      "Die Gärtnerei am Stadtrand hat in diesem Frühjahr zum ersten Mal alte Tomatensorten aus eigenem Saatgut gezogen.",
      "Über dreißig Sorten standen im Mai auf den Tischen, und viele Besucher nahmen gleich mehrere Pflanzen mit nach Hause.",
      "Im Herbst sollen die besten Früchte wieder für das Saatgut des nächsten Jahres ausgewählt werden.",
    ],
    nearMiss: "Viele Nachbarn haben die Gemüsekiste seit Jahren abonniert.",
    footer: [
      "Du hast den Rundbrief der Gärtnerei Ostwind abonniert.",
      "Damit unsere Post nicht im Spam landet, füge post@ostwind.example zu deinem Adressbuch hinzu.",
      "Klicke hier, um deine Newsletter-Einstellungen zu verwalten.",
    ],
  },
  {
    language: "fr",
    prose: [
      "L'atelier de reliure a repris cet hiver la fabrication de carnets cousus main avec du papier de chanvre.",
      "Chaque carnet demande près de deux heures de travail, de la pliure des cahiers jusqu'à la pose de la couverture.",
      "Les premiers exemplaires seront présentés au marché de la place du village le premier samedi du mois.",
    ],
    nearMiss: "Mon voisin tient ses comptes dans un vieux carnet relié en cuir.",
    footer: [
      "Tu es abonné à la lettre de l'Atelier Bleu.",
      "Pour ne rien manquer, ajoute bonjour@atelierbleu.example à ton carnet d'adresses.",
      "Gère tes préférences d'envoi en un clic.",
    ],
  },
  {
    language: "es",
    prose: [
      "La huerta comunitaria del barrio ha recogido este verano la mayor cosecha de pimientos desde que abrió.",
      "Los voluntarios se turnan cada mañana para regar las parcelas antes de que apriete el calor del mediodía.",
      "En septiembre se repartirán semillas entre los vecinos que quieran empezar su propio huerto en casa.",
    ],
    nearMiss: "Mi abuela apuntaba todas las recetas en una libreta de tapas azules.",
    footer: [
      "Estás suscrita al boletín de la Huerta del Sur.",
      "¿Lees esto en Gmail? Mueve nuestros correos a la pestaña Principal para no perderte ninguno.",
      "Gestiona tus preferencias de correo cuando quieras.",
    ],
  },
  {
    language: "it",
    prose: [
      "La libreria del porto ha aperto quest'anno una piccola sala di lettura dedicata ai libri di mare.",
      "Gli scaffali raccolgono diari di bordo, carte nautiche antiche e romanzi scritti da marinai di ogni paese.",
      "Il giovedì sera un capitano in pensione racconta ai ragazzi le sue traversate più difficili.",
    ],
    nearMiss: "Mio nonno teneva i numeri di tutti i pescatori in una vecchia rubrica di carta.",
    footer: [
      "Sei abbonata alla lettera della Libreria del Porto.",
      "Aggiungi ciao@libreriaporto.example alla tua rubrica, così la newsletter non finisce nello spam.",
      "Gestisci le tue impostazioni di invio.",
    ],
  },
  {
    language: "nl",
    prose: [
      "De kwekerij aan de dijk heeft dit voorjaar voor het eerst oude appelrassen op eigen onderstam geënt.",
      "Ruim twintig rassen staan nu in de boomgaard, van zoete handappels tot stevige stoofperen voor de winter.",
      "In oktober mogen bezoekers zelf plukken en hun favoriete ras voor volgend jaar bestellen.",
    ],
    nearMiss: "Mijn oma bewaarde alle recepten in een oud adresboekje met een rode kaft.",
    footer: [
      "Je bent geabonneerd op de brief van Kwekerij De Linde.",
      "Voeg post@delinde.example toe aan je adresboek, dan komt elke brief aan.",
      "Beheer je e-mailvoorkeuren.",
    ],
  },
  {
    language: "pt",
    prose: [
      "A horta do vale colheu este verão a maior quantidade de abóboras desde que foi fundada pelos moradores.",
      "Os voluntários revezam-se todas as manhãs para regar os canteiros antes do calor do meio-dia.",
      "Em setembro serão distribuídas sementes aos vizinhos que quiserem começar uma horta em casa.",
    ],
    nearMiss: "O meu avô guardava as receitas todas numa agenda de capa verde.",
    footer: [
      "Você está inscrito na carta da Horta do Vale.",
      "Adicione ola@hortadovale.example aos seus contatos para que a carta não caia no spam.",
      "Gerencie suas configurações de e-mail.",
    ],
  },
];

function subscriptionLines({ language, prose, nearMiss, footer }: SubscriptionLines): FidelityCase {
  const body = `${article(prose.slice(0, 2))}<p>${nearMiss}</p>${article(prose.slice(2))}
${footer.map((line) => `<p>${line}</p>`).join("\n")}`;
  return htmlCase(`subscription-lines-${language}`, body, [...prose, nearMiss], footer, language);
}

// A paid post's teaser above the text, the free edition's pitch and a small footer below it.
function paidEditionTeasers(): FidelityCase {
  const teaser =
    "Here is the opening of this week's paid subscriber-only essay. Subscribe today and get access to the rest of it and to the whole archive.";
  const pitch =
    "You're reading the free edition. Members keep the harbour log going and get the long interviews, the map archive and a printed almanac every winter.";
  const body = `<p>${teaser}</p><h1>The pilots of the estuary</h1>${article(PROSE_EN)}
<h3>Free edition</h3><p>${pitch}</p>
<p style="font-size:11px">Harbour Log · <a href="https://log.example/unsubscribe">Unsubscribe</a></p>`;
  return htmlCase(
    "paid-edition-teasers",
    body,
    ["The pilots of the estuary", ...PROSE_EN],
    [teaser, pitch, "Free edition"],
  );
}

// Short paragraphs inside an article that use the words of subscription chrome: they stay.
function subscriptionWordsInProse(): FidelityCase {
  const nearMisses = [
    "I upgraded to the paid plan of my bank last spring and still regret it.",
    "Her free trial at the rowing club ended in March, and she joined for good.",
    "The ferry company accepts no liability for bicycles left on the pier, the sign says.",
    "Read on to find out why the pilots refuse to sail in fog.",
  ];
  const body = `<h1>Notes from the quay</h1><p>${PROSE_EN[0]}</p>${nearMisses
    .map((line, index) => `<p>${line}</p><p>${PROSE_EN[(index % 2) + 1]}</p>`)
    .join("\n")}`;
  return htmlCase(
    "subscription-words-in-prose",
    body,
    ["Notes from the quay", ...PROSE_EN, ...nearMisses],
    [],
  );
}

// A text-only letter that asks to be passed on at the top and closes with its terms.
function plainTextTerms(): FidelityCase {
  const opening =
    "The Tidings is a letter about coastal weather, written by volunteers from four harbour towns and sent out twice a month to anyone who asks for it, free of charge and without advertising of any kind.";
  const passOn =
    "Please pass this letter on to anyone who might enjoy it. If it reached you that way, subscribe by sending a blank mail to join@tidings.example with the word 'join' in the subject line.";
  const terms =
    "Subscription to the Tidings is free. Feel free to pass this copy on to friends. If you do not wish to receive further issues, write to leave@tidings.example with the word 'leave' in the subject line and we will take you off the list the same week.";
  const disclaimer =
    "The Tidings accepts no liability for errors or omissions in this letter, nor for any loss or damage arising from the use of the forecasts it prints.";
  const text = [
    opening,
    "",
    passOn,
    "",
    ...PROSE_EN.flatMap((line) => [line, ""]),
    terms,
    "",
    disclaimer,
    "",
  ].join("\n");
  return plainCase("subscription-terms-plain", text, [opening, ...PROSE_EN], [passOn, terms, disclaimer]);
}

// A view-online line whose link is one word ("View", "klicken", "hier") with the meaning in the
// text around it, and a request to say which format one prefers, above the masthead.
function viewOnlineAroundAOneWordLink(): FidelityCase[] {
  const masthead = "<h1>The Harbour Letter</h1>";
  return [
    htmlCase(
      "view-online-around-a-one-word-link-en",
      `<p style="font-size:12px"><b><a href="https://harbour.example/issues/48">View</a></b> this issue of The Harbour Letter online. <a href="https://harbour.example/issues/48">https://harbour.example/issues/48</a></p>
<p style="font-size:12px">If you would prefer to receive plain text, please let us know: <a href="mailto:desk@harbour.example?subject=plain">desk@harbour.example</a></p>${masthead}${article(PROSE_EN)}`,
      ["The Harbour Letter", ...PROSE_EN],
      ["this issue of The Harbour Letter online", "If you would prefer to receive plain text"],
    ),
    htmlCase(
      "view-online-around-a-one-word-link-de",
      `<table role="presentation"><tr><td style="font-size:12px">Hier <a href="https://hafen.example/nl/48">klicken</a>, um den Newsletter im Browser zu öffnen.</td></tr>
<tr><td style="font-size:12px">Klicken Sie <a href="https://hafen.example/nl/48">hier</a>, wenn Sie diese E-Mail nicht lesen können.</td></tr></table>
<h1>Der Hafenbrief</h1><p>Am Montag hat die kleine Fähre zum ersten Mal seit dem Frühjahr wieder beide Ufer des Sees verbunden.</p>
<p>Die Werft hat den Rumpf über den Winter abgeschliffen, neu gestrichen und einen leiseren Motor eingebaut.</p>`,
      ["Der Hafenbrief", "Die Werft hat den Rumpf über den Winter abgeschliffen"],
      ["um den Newsletter im Browser zu öffnen", "wenn Sie diese E-Mail nicht lesen können"],
      "de",
    ),
  ];
}

export function subscriptionCases(): FidelityCase[] {
  return [
    // A subscribe widget in the middle of a post: the template marks its caption, and the button
    // says the reader is subscribed. Both go; the paragraph before the widget and the next section stay.
    htmlCase(
      "subscribe-widget-mid-post",
      `${article(PROSE_EN.slice(0, 2))}
      <hr><div class="subscription-widget-wrap"><div class="subscription-widget"><div class="preamble">
      <p>Liking these river notes? A new one arrives every fortnight, and they cost nothing.</p></div>
      <div class="subscribe-widget"><p><a href="https://rivernotes.example/account">Subscribed</a></p></div></div></div><hr>
      <h2>The ferry timetable</h2>${article(PROSE_EN.slice(2))}`,
      [...PROSE_EN, "The ferry timetable"],
      ["Liking these river notes?", "Subscribed"],
    ),
    ...viewOnlineAroundAOneWordLink(),
    ...LANGUAGES.map(subscriptionLines),
    paidEditionTeasers(),
    subscriptionWordsInProse(),
    plainTextTerms(),
  ];
}
