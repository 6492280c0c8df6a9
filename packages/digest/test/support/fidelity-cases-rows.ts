import { article, type FidelityCase, htmlCase, PROSE_EN } from "./synthetic-message.ts";

// Rows a newsletter adds to grow itself — share and referral blocks, rating polls, invite, follow
// and install buttons — in any position and in seven languages; sections set in blockquotes with
// a "Back to Top" link; the sender's links about itself. And what looks like them but is content:
// a story's question over links to its sources, an article about a company's app, a headline that
// starts with "Share". Every text here was written for these cases.

const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

function shareReferralPollAndApp(): FidelityCase {
  const closing = "That is all from the quay for this week.";
  // Rows in the middle: a story follows them, so no footer takes them along.
  const later =
    "Next week we follow the dredger up the northern channel and ask the crew how deep the river has really become since the spring floods.";
  const body = `${article(PROSE_EN)}<p>${closing}</p>
<h2>Share The Weekly Quay</h2>
<p>You have 2 referrals so far; one more and the tide-table poster is yours.</p>
<p>${link("https://quay.example/share/7", "Click to Share")}</p>
<p>Or copy and paste this link to others: https://quay.example/subscribe?ref=QX81</p>
<h3>How was this week's letter?</h3>
<ul><li>${link("https://quay.example/poll/a1", "⚓⚓⚓ Full steam")}</li><li>${link("https://quay.example/poll/b2", "⚓ Ran aground")}</li></ul>
<table role="presentation"><tr><td><p>Tides, ferries and harbour news the moment they happen.</p><p>${link("https://quay.example/app", "GET APP")}</p></td></tr></table>
<h2>Still to come</h2><p style="font-size:16px">${later}</p>
<p style="font-size:11px">Quay Letters Ltd, 4 Pier Road, Whitby. ${link("https://quay.example/unsubscribe", "Unsubscribe")}</p>`;
  return htmlCase(
    "share-referral-poll-and-app",
    body,
    [...PROSE_EN, closing, later],
    [
      "Share The Weekly Quay",
      "You have 2 referrals",
      "Click to Share",
      "copy and paste this link",
      "quay.example/subscribe?ref=QX81",
      "How was this week's letter?",
      "Full steam",
      "Ran aground",
      "Tides, ferries and harbour news the moment they happen.",
      "GET APP",
    ],
  );
}

/** An invite link in the masthead and a follow label between stories, in each language. */
function callsToActionInSevenLanguages(): FidelityCase[] {
  const cases: [string, string, string, string, string][] = [
    [
      "de",
      "Freunde einladen",
      "Folge uns",
      "Die neue Fähre legt ab Montag jede halbe Stunde am alten Anleger ab und braucht nur noch zwölf Minuten über den Fluss.",
      "Der Fahrplan gilt bis zum Herbst, danach fährt sie wieder stündlich, wie die Stadtwerke am Mittwoch mitteilten.",
    ],
    [
      "fr",
      "Invitez vos amis",
      "Suivez-nous",
      "Le nouveau bac quitte l'ancien embarcadère toutes les demi-heures à partir de lundi et traverse le fleuve en douze minutes.",
      "L'horaire vaut jusqu'à l'automne, puis le bac reprendra son rythme d'un départ par heure, a indiqué la mairie.",
    ],
    [
      "es",
      "Invita a tus amigos",
      "Descarga la app",
      "El nuevo transbordador sale del viejo muelle cada media hora desde el lunes y cruza el río en solo doce minutos.",
      "El horario durará hasta el otoño; después volverá a salir una vez por hora, según explicó el ayuntamiento.",
    ],
    [
      "it",
      "Invita un amico",
      "Seguici",
      "Il nuovo traghetto parte dal vecchio pontile ogni mezz'ora da lunedì e attraversa il fiume in appena dodici minuti.",
      "L'orario resterà in vigore fino all'autunno, poi tornerà una corsa ogni ora, ha spiegato il comune mercoledì.",
    ],
    [
      "nl",
      "Nodig vrienden uit",
      "Volg ons",
      "De nieuwe veerpont vertrekt vanaf maandag elk half uur van de oude steiger en steekt de rivier in twaalf minuten over.",
      "De dienstregeling geldt tot de herfst, daarna vaart de pont weer eens per uur, liet de gemeente woensdag weten. Fietsers hoeven voortaan niet meer te betalen, en wie een abonnement heeft, mag ook de nachtboot gebruiken zonder bijbetaling.",
    ],
    [
      "pt",
      "Convide seus amigos",
      "Siga-nos",
      "A nova balsa sai do velho cais a cada meia hora a partir de segunda-feira e atravessa o rio em apenas doze minutos.",
      "O horário vale até o outono; depois a balsa volta a sair uma vez por hora, informou a prefeitura na quarta-feira.",
    ],
  ];
  return cases.map(([language, invite, follow, first, second]) =>
    htmlCase(
      `calls-to-action-${language}`,
      `<table role="presentation"><tr><td><p>${link("https://ferry.example/invite", invite)}</p></td></tr></table>
<p style="font-size:16px">${first}</p><p>${link("https://ferry.example/social", follow)}</p><p style="font-size:16px">${second}</p>`,
      [first, second],
      [invite, follow],
      language,
    ),
  );
}

/** What shares the shape of a poll or an app row and is the newsletter's own content. */
function rowLookalikes(): FidelityCase {
  const question = "Who is right about the bridge?";
  const sources = ["The council's engineering report", "The boatmen's association letter"];
  const appStory =
    "Harbour Taxi released its booking app this week. Skippers say it finally shows where the water taxis are, though the older captains still prefer the radio.";
  const shareHeadline = "Share prices lift the harbour board";
  const shareStory =
    "The port company's shares rose by a tenth after it won the contract to dredge the northern channel for another decade.";
  const body = `${article(PROSE_EN)}
<p>${question}</p>
<ul><li>${link("https://council.example/bridge-report", sources[0]!)}</li><li>${link("https://boatmen.example/letter", sources[1]!)}</li></ul>
<h3>The taxi app</h3><p>${appStory}</p><p>${link("https://harbourtaxi.example/app", "Get the app")}</p>
<h3>${shareHeadline}</h3><p>${shareStory}</p>`;
  return htmlCase(
    "row-lookalikes-stay",
    body,
    [...PROSE_EN, question, ...sources, appStory, shareHeadline, shareStory],
    [],
  );
}

/** Sections set in blockquotes, each ending in "Back to Top"; the sender's links about itself. */
function backToTopAndSelfPromotion(): FidelityCase {
  const section = (title: string, text: string) =>
    `<blockquote><h3>${title}</h3><p style="font-size:16px">${text}</p><p>${link("https://n.example/story", "Click here to read more.")}</p><p><a href="#top">Back to Top</a></p></blockquote>`;
  const body = `<a name="top"></a>${section("Bridge repaired", PROSE_EN[0]!)}${section("Ferry fares", PROSE_EN[1]!)}
<p style="font-size:16px">${PROSE_EN[2]}</p>
<p>${link("https://n.example/about", "Click here to learn more about our newsletter program.")}</p>
<p>${link("https://n.example/services", "Click here for more information about our services.")}</p>`;
  return htmlCase(
    "back-to-top-and-self-promotion",
    body,
    [...PROSE_EN, "Bridge repaired", "Ferry fares", "Click here to read more."],
    ["Back to Top", "our newsletter program", "information about our services"],
  );
}

export function rowCases(): FidelityCase[] {
  return [
    shareReferralPollAndApp(),
    ...callsToActionInSevenLanguages(),
    rowLookalikes(),
    backToTopAndSelfPromotion(),
  ];
}
