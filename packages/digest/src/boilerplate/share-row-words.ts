// The words of a share, referral, invite, follow or install row (see share-rows.ts): each is a whole
// cell or line with nothing else in it, so it is recognised by its whole text, never by a word
// inside a sentence.

/**
 * A cell or link whose whole text is a call to share, invite, follow, install, join or give, in
 * seven languages.
 */
const CALL_TO_ACTION = new RegExp(
  `^(?:${[
    "(?:click|tap) (?:here )?to share",
    "share (?:this|it|now)",
    "invite (?:a |your )?(?:friends?|colleagues?)",
    "refer a friend",
    "tell a friend",
    "forward (?:this |it )?to (?:a )?friend",
    "(?:get|download) (?:the |our )?app",
    "follow us(?: on [\\p{L} ]{1,20})?",
    "freunde einladen",
    "lade (?:deine )?freunde ein",
    "(?:jetzt )?teilen",
    "(?:die )?app (?:holen|laden|herunterladen)",
    "folge uns",
    "folgen sie uns",
    "an (?:einen )?freund weiterleiten",
    "invite[zr]? (?:un|des|vos) ami(?:e)?s?",
    "(?:cliquez|appuyez) pour partager",
    "partage[rz]",
    "t[ée]l[ée]charge[rz] l['’]app(?:li(?:cation)?)?",
    "suivez[- ]nous",
    "transf[ée]re[rz] [àa] un ami",
    "invita (?:a (?:un amigo|tus amigos)|un amico|i tuoi amici)",
    "(?:haz clic|pulsa) para compartir",
    "descarga (?:la|nuestra) app",
    "s[íi]guenos",
    "reenv[íi]a(?:lo)? a un amigo",
    "clicca per condividere",
    "scarica (?:l['’]|la )app",
    "seguici",
    "inoltra a un amico",
    "nodig (?:een vriend|vrienden) uit",
    "klik om te delen",
    "download de app",
    "volg ons",
    "stuur door naar een vriend",
    "convide (?:um amigo|amigos|seus amigos)",
    "clique para (?:compartilhar|partilhar)",
    "(?:baixe|descarregue) (?:o|a) app",
    "siga-nos",
    "encaminhe a um amigo",
    "compartir",
    "comp[áa]rtelo",
    "delen",
    "deel (?:dit|deze)",
    "compartilh(?:ar|e)",
    "partilh(?:ar|e)",
    "leave a comment",
    "kommentar (?:schreiben|hinterlassen)",
    "kommentieren",
    "(?:laisser|laissez|écrire) un commentaire",
    "commenter",
    "(?:deja|dejar|escribe) un comentario",
    "comentar",
    "(?:lascia|lasciare|scrivi) un commento",
    "commenta",
    "(?:laat|plaats|schrijf) een (?:reactie|opmerking)(?: achter)?",
    "reageer",
    "(?:deixe|deixar|escreva) (?:um|seu) comentário",
    "upgrade (?:to|auf|naar|para) (?:a |an |ein |een )?(?:paid|premium|bezahlte?[ns]?|betaald|paga|pago)(?: [\\p{L}-]+){0,3}",
    "(?:passer|passez) à l['’](?:abonnement|offre) (?:payant|premium)",
    "(?:actualiza|actualízate|pásate|cámbiate) a (?:la )?suscripción (?:de pago|premium)",
    "passa all['’]abbonamento (?:a pagamento|premium)",
    "faça (?:o )?upgrade(?: para (?:a )?assinatura (?:paga|premium))?",
    "(?:jetzt )?abonnieren",
    "s['’]abonner",
    "abonnez-vous",
    "suscr[íi]bete",
    "suscribirse",
    "iscriviti(?: ora)?",
    "abonneren",
    "abonneer(?: nu)?",
    "(?:assine|assinar)(?: agora| já)?",
    "inscreva-se",
    "newsletter sign[- ]?up",
    "become a (?:member|supporter|patron|friend)",
    "support (?:us|our (?:work|journalism|mission))",
    "donate(?: now| today)?",
    "(?:jetzt )?(?:spenden|mitglied werden|fördermitglied werden|pate werden)",
    "faire un don",
    "devenir (?:membre|adhérent)",
    "donar(?: ahora)?",
    "hazte socio",
    "dona ora",
    "diventa socio",
    "doneer(?: nu)?",
    "word (?:lid|donateur)",
    "doe agora",
    "seja sócio",
  ].join("|")})$`,
  "iu",
);

/**
 * An app store's badge, as its alt text or its link's words, in the stores' own wording for each
 * language ("Download on the App Store", "Disponible sur Google Play"): the letter's own app.
 */
const STORE =
  "(?:the |el |la |l['’]|de )?(?:apple )?(?:app ?store|google play(?: store)?|play store|microsoft store|app gallery)";
const APP_BADGE = new RegExp(
  `^(?:${[
    `(?:(?:now )?available|download(?: it)?|get it|get|find us|also) (?:on|in|from|at) ${STORE}`,
    "android app on google play",
    STORE,
    `(?:jetzt )?(?:laden |herunterladen )?(?:im|bei|auf) ${STORE}(?: laden| herunterladen)?`,
    `(?:télécharger|téléchargez|disponible) (?:dans|sur) ${STORE}`,
    `(?:desc[áa]rga(?:lo|la)?|cons[íi]gue(?:lo|la)?|disponible) en ${STORE}`,
    `(?:scarica(?:la)?|disponibile) (?:su|da|nell['’]|nello|in) ?${STORE}`,
    `(?:download|downloaden|ontdek het|beschikbaar) (?:in|op|via) ${STORE}`,
    `(?:baixar|baixe|descarregar|descarregue|dispon[íi]vel) (?:na|no|em) ${STORE}`,
  ].join("|")})$`,
  "iu",
);

/** A link to the letter's app in a store: Apple's and Google's store addresses. */
const APP_STORE_URL =
  /^https?:\/\/(?:(?:apps|itunes)\.apple\.com|play\.google\.com\/store|(?:www\.)?microsoft\.com\/[\w-]+\/(?:store|p)\/|appgallery\.huawei\.com)/i;

export function isAppBadge(text: string): boolean {
  return APP_BADGE.test(bareText(text));
}

export function isAppStoreLink(href: string): boolean {
  return APP_STORE_URL.test(href);
}

/** A shop's button under each of its products: its whole text is a call to buy. */
const BUY_BUTTON =
  /^(?:shop now|buy now|order now|(?:shop|see|view) (?:all|more)(?: [\p{L}-]+){0,3}|(?:jetzt )?(?:gutschein |rabatt |angebot )?(?:kaufen|bestellen|shoppen|einlösen|sichern)|(?:mehr|alle) (?:[\p{L}-]+ ){0,3}[\p{L}-]*(?:produkte|angebote|artikel)|zum (?:online-?)?shop|achete[rz](?: maintenant)?|commande[rz](?: maintenant)?|j['’](?:achète|en profite)|compr(?:ar|e|a)(?: ahora| agora| já| ya)?|acquista(?: ora| subito)?|compra ora|(?:nu )?kopen|koop nu|shop nu|bestel nu|kup (?:teraz|już)|köp (?:nu|här)|køb (?:nu|her))$/iu;

/** The text a call to action is written with: emoji, arrows and punctuation around it do not count. */
function bareText(text: string): string {
  return text
    .replace(/(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[→➔➜»›>!.:…])+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function isCallToAction(text: string): boolean {
  return CALL_TO_ACTION.test(bareText(text));
}

export function isBuyButton(text: string): boolean {
  return BUY_BUTTON.test(bareText(text));
}

/** A link that orders what it names ("Order Firewalla Gold"); unlinked, the words may be a title. */
const ORDER_BUTTON =
  /^(?:order|pre-?order|bestellen?|commande[rz]?|pide|pedir|ordina|bestel|encomendar)(?: [\p{L}\p{N}+-]+){1,3}$/iu;

export function isOrderButton(text: string): boolean {
  return ORDER_BUTTON.test(bareText(text));
}

/** One button of a share row beside a call to action: "Share", "Tweet", "Forward to Friend". */
const SHARE_BUTTON =
  /^(?:share|tweet|pin(?: it)?|post|like|e-?mail|forward|teilen|twittern|weiterleiten|partager|tweeter|transférer|compartir|tuitear|reenviar|condividi|inoltra|delen|doorsturen|partilhar|compartilhar|encaminhar)$/iu;

export function isShareButton(text: string): boolean {
  return SHARE_BUTTON.test(bareText(text));
}

/** "Share The Daily Crumb": the newsletter's name after the word share, as a label of its own. */
export const SHARE_NAME =
  /^(share|teile|partagez|comparte|condividi|deel|partilhe|compartilhe|compartilhar)\s+\S/iu;

// A referral link, printed or linked: the subscriber's own code in a subscribe URL. A bare ?ref=
// is not enough: publishers tag ordinary article links with it. A host of its own for referrals
// (refer.example.com) is as plain.
const REFERRAL_URL =
  /\/(?:subscribe|join|signup|sign-up)\b[^\s"]*[?&](?:r|ref|referrer|referral_code)=|\/referrals?\b|[?&]referral_code=|\/\/(?:refer|referrals?)\.[\w-]+\./i;
const REFERRAL_WORDS =
  /copy and paste this link|referral link|your (?:personal|unique) link|dein(?:en)? (?:persönlichen )?empfehlungslink|votre lien de parrainage|tu enlace de referido|il tuo link (?:di invito|referral)|je (?:persoonlijke )?verwijzingslink|seu link de indica/iu;

export function isReferral(text: string, hrefs: string[]): boolean {
  return (
    REFERRAL_URL.test(text) || hrefs.some((href) => REFERRAL_URL.test(href)) || REFERRAL_WORDS.test(text)
  );
}

// A sentence asking the reader to pass the letter on to someone ("Know someone who would like
// these updates? Please share this email …", "Have a friend …? Click here to forward this email!"):
// the letter promoting itself, wherever it stands. Both halves are needed: "share this story"
// alone is a publisher's button, "a friend" alone is anybody's sentence.
const PASS_IT_ON = new RegExp(
  [
    // English verbs are nouns and statements too ("volunteers share these updates"): only a request.
    "(?:^|[.!?:]\\s+|please |kindly |click here to |tap here to |feel free to |just |simply |why not )(?:forward|share|send|pass)(?: on)? (?:this|these) (?:e-?mails?|newsletters?|issues?|updates?|letters?|messages?|posts?|articles?|stor(?:y|ies))",
    // "Know someone who would like this? Forward it to a friend."
    "(?:^|[.!?:]\\s+|please |kindly |click here to |feel free to |just |simply |why not )(?:forward|share|send|pass) (?:it|this)(?: on| along)? (?:to|with) (?:a |your |any )?(?:friends?|colleagues?|someone|others)",
    // "Know someone who would enjoy this newsletter? Send them this link to sign up."
    "(?:^|[.!?:]\\s+|please |just |simply )(?:send|share|forward) (?:them|him|her) (?:this|the|our) (?:link|e-?mail|newsletter)",
    "(?<![\\p{L}])(?:leite|leiten sie|teile|teilen sie|schicke|schicken sie) (?:diese[nm]?) (?:e-?mail|newsletter|nachricht)",
    "(?<![\\p{L}])(?:transf[ée]rez|transf[èe]re|partagez|partage) (?:cet?|cette) (?:e-?mail|newsletter|courriel|lettre|message)",
    "(?<![\\p{L}])(?:reenv[íi]a|reenv[íi]e|comparte|comparta) (?:este|esta) (?:correo|e-?mail|bolet[íi]n|newsletter|mensaje)",
    "(?<![\\p{L}])(?:inoltra|condividi) (?:questa|questo) (?:e-?mail|newsletter|messaggio)",
    "(?<![\\p{L}])(?:stuur|deel) (?:deze|dit) (?:e-?mail|nieuwsbrief|bericht)",
    "(?<![\\p{L}])(?:encaminhe|compartilhe|partilhe) (?:este|esta) (?:e-?mail|newsletter|mensagem)",
  ].join("|"),
  "iu",
);
// The same request with a pronoun for the letter ("Gefällt Ihnen dieser Newsletter? Leiten Sie ihn
// an Freunde weiter", "Transférez-la à vos amis"), where a pronoun could stand for anything: the
// text must also name the letter.
const PASS_IT_ON_PRONOUN =
  /(?<![\p{L}])(?:(?:leite|leiten sie|schicke|schicken sie|sende|senden sie) (?:ihn|sie|es)(?: (?:doch|gerne?|einfach|bitte))* (?:an|weiter)|(?:transf[ée]rez|transf[èe]re|partagez|partage)-(?:la|le)|(?:reenv[íi][ae]|comp[áa]rt[ae])l[oa]|(?:inoltra|condividi)l[ao]|(?:stuur|deel) (?:hem|het)(?: \p{L}+)? (?:door|met)|(?:encaminhe|reencaminhe|partilhe|compartilhe)-(?:a|o))(?![\p{L}])/iu;
const NAMES_LETTER =
  /(?<![\p{L}])(?:newsletter|e-?mail|mail|lettre|courriel|bolet[íi]n|correo|nieuwsbrief|rundbrief|mensagem|mensaje|messaggio|nachricht)(?![\p{L}])/iu;
const SOMEONE =
  /(?<![\p{L}])(?:friends?|someone|somebody|anyone|colleagues?|others|people you know|freund(?:e|in|innen)?|jemand(?:en)?|kolleg|bekannte|amie?s?|quelqu['’]un|coll[èe]gues?|amig[oa]s?|alguien|alguém|colegas?|amic[oia]|qualcuno|colleghi|vrienden?|iemand|collega['’]?s?)(?![\p{L}])/iu;
const SHARE_PROMPT_WORDS = 40;

export function isSharePrompt(text: string, words: number): boolean {
  if (words > SHARE_PROMPT_WORDS || !SOMEONE.test(text)) return false;
  return PASS_IT_ON.test(text) || (PASS_IT_ON_PRONOUN.test(text) && NAMES_LETTER.test(text));
}
