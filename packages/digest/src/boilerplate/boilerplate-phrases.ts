// The words of newsletter chrome, in English, German, French, Spanish, Italian, Dutch and
// Portuguese. They only confirm what the structure suggests (see classify-blocks.ts): a match
// never removes a long paragraph of prose on its own.

export type PhraseCategory =
  | "webVersion"
  | "unsubscribe"
  | "whyReceived"
  | "share"
  | "legal"
  | "contact"
  | "app"
  | "navigation"
  | "rating";

/** Categories that only ever occur in chrome; one of them makes a short block junk anywhere. */
export const STRONG_CATEGORIES: ReadonlySet<PhraseCategory> = new Set([
  "webVersion",
  "unsubscribe",
  "whyReceived",
]);

const PHRASES: Record<PhraseCategory, string[]> = {
  webVersion: [
    // en
    "view (it |this |the )?(e-?mail |newsletter |message |issue |post |edition |version )?(in|on|as a) (your |a |the )?(web ?)?(browser|web ?page)",
    "view (it |this |the )?(e-?mail|newsletter|issue|message|post|article|story)? ?(online|on (the web|our (web)?site|our blog|medium|linkedin|substack|ghost|beehiiv|github|youtube|x|twitter|facebook|instagram))",
    "read (it |this |the )?(e-?mail |newsletter |issue |post )?(online|on the web|in (your |a )?browser)",
    "open in (your |a )?browser",
    "(web|online|browser|plain[- ]text|simple text|text) version",
    "view (this|the) (issue|e-?mail|newsletter) as (simple|plain) text",
    "having (trouble|problems|difficult(y|ies)) (viewing|reading|seeing)",
    "(is|are|does|do)(n't| not) (display(ing)?|render(ing)?|look(ing)?|show(ing)?|appear(ing)?) (correctly|properly|right)",
    "not (displaying|rendering|showing) (correctly|properly)",
    "(can't|cannot|can not|unable to) (see|view|read) (this|the) (e-?mail|message|images)",
    "to launch it in your browser",
    // de
    "im (Web-?)?Browser (ansehen|anzeigen|öffnen|lesen|aufrufen|betrachten)",
    "in (Ihrem|deinem|einem) (Web-?)?Browser",
    "(Online|Web|Browser)-?(Version|Ansicht)",
    "nicht (korrekt|richtig|einwandfrei|vollständig|optimal) (angezeigt|dargestellt)",
    "Darstellungsprobleme",
    "Probleme (mit der|bei der) (Darstellung|Anzeige)",
    "Newsletter (online|im Web|im Browser) (ansehen|lesen|anzeigen)",
    "(online|im Web) (ansehen|anzeigen|lesen|öffnen)",
    // fr
    "version (en ligne|web|navigateur|html)",
    "(voir|afficher|lire|consulter|visualiser) (cet? |la |le )?(e-?mail |message |newsletter |courriel |lettre )?(en ligne|dans (votre|le|un) navigateur|sur le web|la version)",
    "ne s'affiche pas (correctement|bien)",
    "(problème|problèmes|difficultés?) (d'affichage|pour (voir|lire|afficher))",
    // es
    "ver (en (el|tu|su) navegador|(la )?versión (web|online|en línea)|online|en línea|este (correo|email|mensaje) en)",
    "versión (web|online|en línea|navegador)",
    "no se (ve|visualiza|muestra) (correctamente|bien)",
    "(problemas|dificultades) para (ver|visualizar|leer)",
    // it
    "visualizza(re|lo)? (la |l')?(e-?mail |newsletter |messaggio )?(nel|sul|in) (tuo |suo )?browser",
    "(versione|vista) (web|online|browser)",
    "visualizza(re)? (online|sul web)",
    "non (si )?(visualizz[ia]|vedi|riesci a (vedere|visualizzare)) correttamente",
    "(problemi|difficoltà) (di|nella|a) visualizza",
    "se non (visualizzi|vedi|riesci)",
    // nl
    "bekijk (deze |de |het )?(e-?mail |nieuwsbrief |bericht )?(online|in (je|uw|de|een) browser|op (de|het) web)",
    "(web|online|browser)[- ]?versie",
    "(wordt|worden) (deze |dit |de )?(e-?mail |nieuwsbrief |bericht )?niet (goed|juist|correct) weergegeven",
    "lees (deze|de|het) (nieuwsbrief|e-?mail) online",
    // pt
    "(ver|visualizar|abrir|ler) (esta |este |a |o )?(e-?mail |mensagem |newsletter )?(no|em (seu|o seu|um)|no seu) (navegador|browser)",
    "versão (web|online|para navegador)",
    "(não|nao) (está|esta|consegue|consegues)? ?(a )?(ser )?(visualiz|exib|ver)",
    "problemas (para|ao) (visualizar|ver|ler)",
  ],
  unsubscribe: [
    // en
    "unsubscrib",
    "opt[- ]?(out|-out)",
    "(update|manage|change|edit|modify|set|adjust|review) (your |my |email |e-mail |subscription |mailing |notification |communication )*(preferences|subscriptions?|settings|profile|options|address)",
    "(email|e-mail|subscription|mailing|communication) preferences",
    "stop (getting|receiving) (this|these|our|emails|e-mails|further)",
    "(change|update|manage) how you (receive|get) (these|our|this)",
    "no longer (wish|want|like|care) to (receive|get|hear)",
    "(don't|do not|no longer) (want|wish) to receive",
    "prefer not to receive",
    "(remove|delete) (yourself|me|you|your (e-?mail|address|name)) from",
    "(update|change) (all )?your (information|details|data|contact details|e-?mail address)",
    "cancel (your|my|this) (subscription|membership)",
    "(leave|quit) (this|the|our) (mailing )?list",
    "to (leave|join), send",
    "SIGNOFF ",
    "mailing list options",
    "to change your (e-?mail )?address",
    "to stop receiving",
    "(no longer|not) interested in receiving",
    "receive (fewer|less) e-?mails",
    // de
    "abbestell",
    "abmelden",
    "Abmeldung",
    "austragen",
    "nicht mehr (erhalten|empfangen|bekommen|zugeschickt|zugesandt)",
    "keine (weiteren )?(Nachrichten|E-Mails|Mails|Newsletter|Informationen)( dieser Art)? mehr",
    "(Einstellungen|Präferenzen|Daten|Profil|Abonnement|Abo) (ändern|verwalten|anpassen|aktualisieren|bearbeiten|kündigen|konfigurieren)",
    "Newsletter-?(Abonnement|Abo|Einstellungen|Profil)",
    "aus (der|dem|diesem) (Liste|Verteiler|Newsletter|Mailing)(-?Liste)? (zu )?(löschen|loeschen|entfernen|austragen|streichen)",
    "(Liste|Verteiler) zu (löschen|loeschen|entfernen)",
    // fr
    "(se |vous )?d[ée]sabonn",
    "d[ée]sinscri",
    "ne (plus|pas) recevoir",
    "ne souhaitez plus recevoir",
    "(gérer|modifier|mettre à jour) (vos|mes|ses) (préférences|abonnements|informations|coordonnées)",
    // es
    "(darse|darte|darme|dése|date) de baja",
    "(cancelar|anular) (la |tu |su )?suscripci[óo]n",
    "(no )?(deseas|desea|quieres|quiere|deseás) (seguir )?recibir",
    "dejar de recibir",
    "(gestionar|administrar|modificar|actualizar) (tus|sus) (preferencias|suscripciones|datos)",
    "desuscrib",
    // it
    "disiscri",
    "(cancella|annulla|revoca)(re|ti)? (l'|la |la tua )?(iscrizione|sottoscrizione)",
    "non (desideri|vuoi|volete|desidera|desiderate) più ricevere",
    "(gestisci|modifica|aggiorna) (le tue |le )?(preferenze|iscrizioni)",
    "cancellar(ti|si|mi) (dalla|dalle) (lista|newsletter|mailing)",
    // nl
    "afmelden",
    "uitschrijven",
    "abonnement (beheren|opzeggen|wijzigen|stopzetten)",
    "(geen|niet langer) (e-?mails?|nieuwsbrieven|nieuwsbrief|berichten) (meer )?ontvangen",
    "(voorkeuren|gegevens|instellingen) (beheren|wijzigen|aanpassen)",
    // pt
    "(cancelar|anular) (a |sua |a sua )?(inscri[çc][ãa]o|assinatura|subscri[çc][ãa]o)",
    "descadastr",
    "(não|nao) (deseja|quer|desejar) (mais )?receber",
    "deixar de receber",
    "(gerir|gerenciar|alterar|atualizar) (as |suas |as suas )?(prefer[êe]ncias|subscri[çc][õo]es)",
    "remover (o seu |seu )?(e-?mail|endere[çc]o) d",
  ],
  whyReceived: [
    // en
    "you (are |'re |were )?(receiving|received|getting|get|got) (this|these|our)",
    "you('re| are) receiving [\\w.-]+ (notification |marketing |promotional )?e-?mails",
    "(this|the) (e-?mail|message) (was|is) intended for",
    "learn why we included this",
    "why (did|do) I (get|receive) this",
    "you('re| are) (currently )?(a |an )?(free |paid )?(subscriber|member) (to|of)",
    "(this|the) (e-?mail|message|newsletter|mail) (was|is|has been) (sent|delivered|addressed) (to|by|because)",
    "sent to [^\\s@]+@[^\\s@]+",
    "because you (signed up|subscribed|opted in|registered|are (a |an )?(subscriber|member|customer|registered)|have (subscribed|signed up|registered|an account)|(have )?(asked|requested|agreed))",
    "as a (subscriber|member) (to|of)",
    "you (signed up|subscribed|opted in|registered) (for|to|at|on|with)",
    "your (subscribed )?e-?mail address (is|for)",
    "the e-?mail address (for|of) your subscription",
    "thanks? (you )?for (subscribing|signing up|being a subscriber|reading)",
    "you are subscribed",
    "uses your e-?mail address",
    "(this|the) (e-?mail|message) (was|is) (automatically )?(generated|sent automatically)",
    // de
    "Sie erhalten (diese|den|diesen|unseren) (E-Mail|Mail|Nachricht|Newsletter|Information)",
    "(du )?erhältst (diese|den|diesen) (E-Mail|Mail|Nachricht|Newsletter)",
    "(diese|dieser|die) (E-Mail|Nachricht|Newsletter|Mail) (wurde|ging|wird) (an|versendet|verschickt|gesendet|automatisch)",
    "(versendet|verschickt|gesendet) an",
    "Versand dieser (Mail|E-Mail|Nachricht)",
    "(mit|unter) (folgenden|diesen|den folgenden) Daten (registriert|angemeldet|eingetragen)",
    "weil Sie (sich )?(angemeldet|registriert|eingetragen|einverstanden|Kunde)",
    "an folgende E-Mail-Adresse",
    "(Ihre|deine) (E-Mail-Adresse|Adresse) (lautet|ist)",
    // fr
    "vous (recevez|avez reçu|recevrez) (ce|cet|cette|la) (e-?mail|message|courriel|newsletter|lettre)",
    "(ce|cet) (e-?mail|message|courriel) (a été|vous a été|vous est) (envoyé|adressé)",
    "vous (êtes|étiez) (inscrit|abonné)",
    "(car|parce que) vous (êtes|vous êtes|avez)",
    "envoyé à [^\\s@]+@",
    // es
    "(recibes|recibe|has recibido|ha recibido|recibiste|recibió) este (correo|email|e-mail|mensaje|bolet[íi]n)",
    "este (correo|mensaje|email|e-mail|bolet[íi]n) (fue|ha sido|se ha) enviado",
    "(porque|ya que) (te |se )?(suscribiste|suscribió|registraste|registró|diste de alta)",
    "est[áa]s suscrito",
    // it
    "(ricevi|hai ricevuto|riceve|ha ricevuto|stai ricevendo) (questa|questo|la nostra) (e-?mail|newsletter|comunicazione|mail|messaggio)",
    "(questa|questo) (e-?mail|mail|newsletter|messaggio) (è stat[ao]|ti è stat[ao]|viene) (inviat|spedit)",
    "(sei|è) iscritt",
    "perché (sei|ti sei|hai|è) (iscritt|registrat|sottoscritt)",
    // nl
    "(je|u) ontvangt (deze|dit|onze) (e-?mail|nieuwsbrief|bericht|mail)",
    "(deze|dit) (e-?mail|nieuwsbrief|bericht|mail) (is|werd|wordt) (verzonden|verstuurd|gestuurd) (naar|aan)",
    "omdat (je|u) (zich |je )?(hebt |heeft )?(aangemeld|ingeschreven|geabonneerd)",
    "(verzonden|verstuurd) (naar|aan) [^\\s@]+@",
    // pt
    "(você )?(recebeu|está recebendo|recebe|estás a receber) (este|esta) (e-?mail|mensagem|newsletter)",
    "(este|esta) (e-?mail|mensagem|newsletter) (foi|é) enviad[ao]",
    "porque (você )?(se )?(inscreveu|cadastrou|registou|registrou|subscreveu)",
  ],
  share: [
    // en
    "forward(ed)? (this|it|to (a|your) (friend|colleague))",
    "(was )?this (e-?mail )?forwarded to you",
    "forwarded this e-?mail",
    "(share|send) (this|it) (post |e-?mail |newsletter |article )?(with|to) (a )?(friend|colleague|others|your)",
    "(refer|recommend) (a friend|us|it|this newsletter|friends)",
    "tell a friend",
    "feel free to share",
    "copy and paste this link",
    "you (currently )?have \\d+ referrals?",
    "referral (link|program|rewards)",
    "share (on|via) (facebook|twitter|linkedin|x|whatsapp|email)",
    "(follow|like|find|connect with|join) us on",
    "sign up (here|for free|now|to receive)",
    "subscribe (here|now|for free|to (get|receive|our))",
    "get (it|this newsletter|this|them) (in|delivered to) your inbox",
    "(want|like) (to get|to receive) this (newsletter|e-?mail)",
    "gift (a |this )?subscription",
    "share (this|the|it|on|via|with)( (post|article|story|issue|newsletter|e-?mail))?",
    "(like|comment|restack|share)( \\d+)?( (like|comment|restack|share)( \\d+)?){1,3}",
    "send (a |any |an empty )?(message|e-?mail|mail) to [^\\s@]*@",
    "(on|to|from|of) this mailing( list)?",
    // the counters under an embedded post or a Substack note: "27 Likes 4 Reposts", "19Likes3Retweets"
    "(?:\\d[\\d.,]*[KkM]? ?(?:likes?|retweets?|reposts?|replies|comments?|restacks?|shares?|views|quotes)\\s*){1,4}(?![\\p{L}])",
    // a label in front of a row of share or follow icons
    "(share|follow)( (us|this|it|on))?\\s*:",
    "connect with us\\s*:",
    "(teilen|folgen|folge uns|folgen Sie uns|partager|suivez-nous|suivre|compartir|compártelo|s[íi]guenos|condividi|seguici|delen|deel|volg ons|volgen|partilhar|compartilhar|siga-nos)\\s*:",
    // de
    "weiterleiten",
    "weiterempfehlen",
    "(empfehlen|teilen) Sie (uns|diesen Newsletter|diese)",
    "durch (einen|eine) (Freund|Bekannte|Kolleg)",
    "Folgen Sie uns",
    "folge uns",
    "Newsletter (abonnieren|bestellen|anmelden)",
    "zum Newsletter anmelden",
    // fr
    "transf[ée]r",
    "partag(ez|er)",
    "suivez-nous",
    "recommander (à|a) (un|vos) ami",
    "inscrivez-vous",
    // es
    "reenv[ií]",
    "comparte",
    "compartir (en|con|este)",
    "s[íi]guenos",
    "recomi[ée]ndanos",
    "suscr[íi]bete",
    // it
    "inoltra",
    "condividi",
    "seguici",
    "iscriviti",
    // nl
    "doorsturen",
    "doorgestuurd",
    "(deel|delen) (deze|dit|het)",
    "volg ons",
    "schrijf (je|u) in",
    // pt
    "encaminh",
    "compartilh",
    "partilh",
    "siga-nos",
    "inscreva-se",
  ],
  legal: [
    // en
    "all rights reserved",
    "(©|\\(c\\)|copyright) ?(\\d{4}|[A-Z])",
    "privacy (policy|notice|statement|center)",
    "terms (of (service|use)|and conditions|& conditions)",
    "(registered|incorporated) (office|in england|company|trademark)",
    "company (number|registration|reg\\.? no)",
    "VAT (number|no\\.?|reg)",
    "trademarks? of",
    "(is|are) (a )?(registered )?trademarks?",
    "published by",
    "reproduc(e|tion of|ing) (this|these) (publication|newsletter|articles?|material|e-?mail)",
    "do(es)? not (necessarily )?(represent|reflect) the (views|opinions?)",
    "powered by",
    "publish(ed)? (on|with) ",
    "(our|the) mailing address is",
    "(do not|don't|please do not|please don't) (reply|respond)",
    "(if you|when you) (reply|respond|hit .?reply)",
    "(respond|reply) to this (mailing|e-?mail|message)",
    "add (us|[^\\s@]+@[^\\s@]+) to your (address book|contacts|safe sender|whitelist)",
    "(address book|safe senders?( list)?|whitelist)",
    "spam (folder|filter)",
    "promotions (tab|folder)",
    "advertise (with|in|on) (us|this)",
    "advertis(e|ing) (with us|inquiries|enquiries|opportunities)",
    "(sponsorship|advertising) (inquiries|enquiries)",
    // retail fine print
    "(prices?|offers?) (are |is )?(valid|subject to)",
    "subject to (change|availability)",
    "while (stocks?|supplies) lasts?",
    "errors and omissions( excepted)?",
    "E ?& ?OE",
    "(prices?|all prices) (include|exclude|excl\\.?|incl\\.?)",
    // de
    "Impressum",
    "Datenschutz",
    "Alle Rechte vorbehalten",
    "Amtsgericht",
    "Registergericht",
    "Handelsregister",
    "HRB ?\\d",
    "HRA ?\\d",
    "USt\\.?-?Id",
    "Umsatzsteuer",
    "Steuernummer",
    "Gesch[äa]ftsf[üu]hr(er|erin|ung|ende)",
    "Vorstand:",
    "Aufsichtsrat",
    "Sitz (der Gesellschaft|ist)",
    "V\\.?i\\.?S\\.?d\\.?P",
    "Verantwortlich (im Sinne|i\\.? ?S\\.? ?d\\.?|für (den )?Inhalt)",
    "Bitte antworten Sie nicht",
    "nicht auf diese (E-Mail|Nachricht|Mail) (antworten|zu antworten)",
    "automatisch (erstellt|generiert|versendet|versandt)",
    "Adressbuch",
    "Haftungsausschluss",
    "Dies ist ein Service",
    "(zzgl|zuzüglich|inkl|inklusive)\\.? (der )?(gesetzlichen )?(MwSt|Mehrwertsteuer|Versand)",
    "solange (der )?Vorrat reicht",
    "(Irrtümer|Druckfehler|Änderungen)( und (Irrtümer|Druckfehler|Änderungen))? vorbehalten",
    "(keine|ohne) (Haftung|Gewähr)",
    "(Angaben|Preise) (sind )?(ohne Gewähr|freibleibend|unverbindlich)",
    "(eingetragene|geschützte) (Marken|Warenzeichen|Namen)",
    "Warenzeichen",
    "Angebote? (freibleibend|unverbindlich)",
    "Zwischenverkauf( vorbehalten)?",
    // fr
    "tous droits réservés",
    "mentions l[ée]gales",
    "(politique|charte) de confidentialit[ée]",
    "donn[ée]es personnelles",
    "RCS ",
    "SIRE[NT]",
    "capital (social )?de",
    "TVA intracommunautaire",
    "(ne pas|ne) r[ée]pond(re|ez) pas",
    "carnet d'adresses",
    "CNIL",
    "RGPD",
    "dans la limite des stocks",
    "sous réserve d'erreurs",
    "prix (TTC|HT)",
    // es
    "todos los derechos reservados",
    "aviso legal",
    "pol[íi]tica de privacidad",
    "protecci[óo]n de datos",
    "(no responda|no respondas|no contestes)",
    "LOPD",
    "registro mercantil",
    "hasta agotar (existencias|stock)",
    "IVA incluido",
    // it
    "tutti i diritti riservati",
    "informativa (sulla )?privacy",
    "P\\.? ?IVA",
    "partita IVA",
    "codice fiscale",
    "non rispondere",
    "trattamento dei (tuoi |suoi )?dati",
    "GDPR",
    "fino ad esaurimento scorte",
    "IVA inclusa",
    // nl
    "alle rechten voorbehouden",
    "privacy(verklaring|beleid|statement)",
    "KvK",
    "BTW[- ]?(nummer|nr)",
    "(niet|geen) (beantwoorden|antwoorden)",
    "reageer niet",
    "algemene voorwaarden",
    "zolang de voorraad strekt",
    "(prijzen )?(incl|inclusief|excl|exclusief)\\.? BTW",
    "(druk|zet)fouten voorbehouden",
    // pt
    "todos os direitos reservados",
    "pol[íi]tica de privacidade",
    "termos de (uso|utiliza[çc][ãa]o)",
    "CNPJ",
    "(não|nao) responda",
    "prote[çc][ãa]o de dados",
    "LGPD",
    "enquanto durarem os (estoques|stocks)",
    "(limitado ao|até ao fim do|até acabar o) (stock|estoque)",
  ],
  contact: [
    "(tel|telefon|telephone|phone|t[ée]l[ée]phone|tel[ée]fono|telefone|fax)\\.? ?:? ?\\+?\\(?\\d",
    "(e-?mail|mail) ?: ?[^\\s@]+@",
    "questions,? (comments,? )?(or |and )?(concerns|feedback|suggestions)",
    "(contact|write to|e-?mail) us (at|on|via)",
    "(customer|reader) (service|support|care)",
    "Kundenservice",
    "Kontakt ?:",
    "service client",
    "atenci[óo]n al cliente",
    "servizio clienti",
    "klantenservice",
    "apoio ao cliente",
  ],
  app: [
    "(open|read|view|continue) in (the )?app",
    "(get|download) (the|our) app",
    "upgrade to (paid|premium)",
    "becom(e|ing) a (free |paid |premium )?(or paid )?(subscriber|member|supporter)",
    "reader-supported publication",
    "start writing",
    "(what|how) did you (think|like)",
    "what'?d you think",
    "how (did we do|was (this|today's) (e-?mail|newsletter|issue|edition))",
    "rate (this|today's) (e-?mail|newsletter|issue|post)",
    "(give|leave|send) (us )?(your )?feedback",
    "leave a comment",
    "start (your own|a) (newsletter|substack|publication)",
    "wie (hat|gefällt) (Ihnen|dir) (dieser|der|unser) Newsletter",
    "qu'avez-vous pensé",
    "¿qu[ée] te ha parecido",
    "cosa ne pensi",
    "wat vond (je|u) van",
    "o que (você )?achou",
  ],
  navigation: [
    "back to (the )?top",
    "(top of page|return to top)",
    "nach oben",
    "zum (Seiten)?anfang",
    "retour en haut",
    "(volver|ir) arriba",
    "torna (su|all'inizio)",
    "naar boven",
    "voltar ao topo",
    // the archive link
    "(view|see|browse|read|visit|find) (all |our |the )?(previous|past|earlier|older|back) (issues|editions|newsletters|posts|campaigns)",
    "(past|previous) issues",
    "(frühere|vergangene|ältere|bisherige) (Ausgaben|Newsletter)",
    "Newsletter-?Archiv",
    "(anciens|précédents) (numéros|newsletters)",
    "(números|ediciones|boletines) anteriores",
    "(numeri|newsletter) (precedenti|arretrati)",
    "(eerdere|vorige) (edities|nieuwsbrieven|uitgaven)",
    "(edições|números) anteriores",
    // the sender's promotion of itself, as a link line of its own
    "click here (to|for) ((learn|find out|read) )?(more )?(information )?about (us|our (newsletters?|newsletter program|services|authors|company|subscriptions?|privacy policy)|(the|this) newsletter)",
    // Words that are chrome as a link of their own but ordinary words in a sentence.
    "cancellati",
  ],
  // Rating widgets under products and posts, feedback buttons under a post: chrome between the
  // items of a newsletter, not a sign of its footer.
  rating: [
    "(more|less|fewer) (posts )?like this",
    "(mehr|weniger) (davon|solche(r)? Beiträge)",
    "rate (this|the) (item|product|article|post|recipe)",
    "(diesen|dieses|den|das) (Artikel|Produkt|Beitrag) bewerten",
    "(évaluez|évaluer|notez|noter) (cet|ce) (article|produit)",
    "(valora|califica|valorar|calificar|eval[úu]a) (este|el) (art[íi]culo|producto)",
    "(valuta|vota|recensisci) (questo|il) (articolo|prodotto)",
    "beoordeel (dit|het) (artikel|product)",
    "(avalie|avaliar|classifique) (este|o) (artigo|produto)",
  ],
};

const LETTER_BEFORE = "(?<![\\p{L}\\p{N}])";
const LETTER = /[\p{L}\p{N}]/u;

function compile(sources: string[]): RegExp {
  // Senders type either apostrophe; the lists are written with the straight one.
  const alternatives = sources.map((source) => source.replace(/'/g, "['’]"));
  return new RegExp(`${LETTER_BEFORE}(?:${alternatives.join("|")})`, "giu");
}

export const PHRASE_PATTERNS: ReadonlyArray<[PhraseCategory, RegExp]> = (
  Object.entries(PHRASES) as [PhraseCategory, string[]][]
).map(([category, sources]) => [category, compile(sources)]);

// The same patterns for lower-cased text. Case-insensitive Unicode matching folds every
// character it compares, and scanning a block once per category repeats that work: matching
// lower-cased text, first with all categories in one pattern, is about three times faster
// and leaves most blocks (those with no chrome words at all) after a single scan.
function lowerCasePattern(source: string): string {
  // Escapes (\p{L}, \s, \w) keep their case; everything else is lower-cased as the text is.
  return source.replace(/\\[pPu]\{[^}]*\}|\\.|[^\\]+/g, (part) =>
    part.startsWith("\\") ? part : part.toLowerCase(),
  );
}
const LOWER_CASE_PATTERNS: ReadonlyArray<[PhraseCategory, RegExp]> = PHRASE_PATTERNS.map(
  ([category, pattern]) => [category, new RegExp(lowerCasePattern(pattern.source), "gu")],
);
const ANY_PHRASE = new RegExp(LOWER_CASE_PATTERNS.map(([, pattern]) => pattern.source).join("|"), "u");

export interface PhraseMatch {
  categories: Set<PhraseCategory>;
  /** Distinct matches. */
  hits: number;
  /** Share of the text's characters inside a match. */
  coverage: number;
}

/** The chrome phrases in a text, and how much of the text they make up. */
export function matchPhrases(text: string): PhraseMatch {
  const categories = new Set<PhraseCategory>();
  if (text.length === 0) return { categories, hits: 0, coverage: 0 };
  const lower = text.toLowerCase();
  // A few characters change length when lower-cased (İ); match indices must stay the text's.
  const sameLength = lower.length === text.length;
  if (sameLength && !ANY_PHRASE.test(lower)) return { categories, hits: 0, coverage: 0 };
  const subject = sameLength ? lower : text;
  const covered = new Uint8Array(text.length);
  let hits = 0;
  for (const [category, pattern] of sameLength ? LOWER_CASE_PATTERNS : PHRASE_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of subject.matchAll(pattern)) {
      if (match[0].length === 0) continue;
      categories.add(category);
      hits++;
      covered.fill(1, match.index ?? 0, (match.index ?? 0) + match[0].length);
    }
  }
  if (hits === 0) return { categories, hits: 0, coverage: 0 };
  let letters = 0;
  let coveredLetters = 0;
  for (let index = 0; index < text.length; index++) {
    if (!LETTER.test(text[index]!)) continue;
    letters++;
    if (covered[index]) coveredLetters++;
  }
  return { categories, hits, coverage: letters > 0 ? coveredLetters / letters : 0 };
}

// The label that marks a paid placement ("Advertisement", "Sponsored by", "In partnership with").
// Kept apart from the chrome phrases: the same words occur in news prose, so only a short block
// made mostly of them counts (see classify-blocks.ts).
const ADVERT_LABELS = compile([
  "advertisement",
  "advertorial",
  "sponsored( by| content| post| message)?",
  "(our |today's |this week's )?sponsors?",
  "(in partnership|together|in collaboration) with",
  "(presented|brought to you) by",
  "Anzeige",
  "Werbung",
  "gesponsert( von)?",
  "(in Kooperation|in Zusammenarbeit|präsentiert) (mit|von)",
  "publicité",
  "sponsoris[ée]",
  "en partenariat avec",
  "publicidad",
  "patrocinado( por)?",
  "en colaboración con",
  "pubblicità",
  "sponsorizzato( da)?",
  "in collaborazione con",
  "advertentie",
  "gesponsord( door)?",
  "in samenwerking met",
  "publicidade",
  "em parceria com",
]);

/** Share of the text's letters that an advertising label covers. */
export function advertLabelCoverage(text: string): number {
  let letters = 0;
  for (const character of text) if (LETTER.test(character)) letters++;
  if (letters === 0) return 0;
  let covered = 0;
  ADVERT_LABELS.lastIndex = 0;
  for (const match of text.matchAll(ADVERT_LABELS)) {
    for (const character of match[0]) if (LETTER.test(character)) covered++;
  }
  return covered / letters;
}

/** True when the text opens with an advertising label ("Sponsored by …", "Anzeige") rather than ends with one ("Acme sponsor"). */
export function opensWithAdvertLabel(text: string): boolean {
  ADVERT_LABELS.lastIndex = 0;
  const match = ADVERT_LABELS.exec(text);
  return match !== null && !/[\p{L}\p{N}]/u.test(text.slice(0, match.index));
}
