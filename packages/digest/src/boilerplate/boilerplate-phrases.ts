// The words of newsletter chrome, in English, German, French, Spanish, Italian, Dutch and
// Portuguese, and the view-online and unsubscribe lines of a few more European languages. They
// only confirm what the structure suggests (see classify-blocks.ts): a match never removes a long
// paragraph of prose on its own.
import { allMatches } from "../text/all-matches.ts";
import { matchPrefixes } from "../text/match-prefixes.ts";

export type PhraseCategory =
  | "webVersion"
  | "unsubscribe"
  | "whyReceived"
  | "deliverability"
  | "share"
  | "legal"
  | "disclaimer"
  | "contact"
  | "adSpace"
  | "app"
  | "navigation"
  | "rating";

/** Categories that only ever occur in chrome; one of them makes a short block junk anywhere. */
export const STRONG_CATEGORIES: ReadonlySet<PhraseCategory> = new Set([
  "webVersion",
  "unsubscribe",
  "whyReceived",
  "deliverability",
  "disclaimer",
  "adSpace",
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
    "(back|past|previous) issues (are )?(online|available|archived)( online)? (at|on|here)",
    "view (this|the|today's) (issue|edition|newsletter|e-?mail)( of [^.!?\\n]{1,40}?)? online",
    "(software|program|client|reader) (garbles|mangles|scrambles|breaks) this (newsletter|e-?mail|message)",
    "(link to |view |see )?(the |our )?mirror page",
    // a bilingual letter's pointer to its other half
    "(looking for|for|read) the english version",
    "english version (below|further down)",
    "scroll down for (the )?english",
    // de
    "im (Web-?)?Browser (zu )?(ansehen|anzeigen|öffnen|lesen|aufrufen|betrachten|sehen)",
    "(diese|die|den|diesen) (E-?Mail|Mail|Nachricht|Newsletter) nicht (richtig |korrekt |einwandfrei )?(lesen|sehen|anzeigen|öffnen) (können|kannst|könnt)",
    "(können|kannst) (Sie |du )?(diese|die|den|diesen) (E-?Mail|Mail|Nachricht|Newsletter) nicht (richtig |korrekt )?(lesen|sehen)",
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
    "(n'arrive[sz]? pas|ne parvene[sz] pas|ne pouve[sz] pas) (à |a )?(lire|voir|afficher|visualiser) (correctement )?(cet? |cette )?(e-?mail|message|newsletter|courriel|lettre)",
    // es
    "ver (en (el|tu|su) navegador|(la )?versión (web|online|en línea)|online|en línea|este (correo|email|mensaje) en)",
    "versión (web|online|en línea|navegador)",
    "no se (ve|visualiza|muestra) (correctamente|bien)",
    "(problemas|dificultades) para (ver|visualizar|leer)",
    "(no puedes|no puede|no consigues|no consigue|no logras) (ver|leer|visualizar) (bien |correctamente )?(este|el|esta|la) (correo|e-?mail|mensaje|bolet[íi]n|newsletter)",
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
    "(kun|kan) (je|u) (deze|de|dit|het) (e-?mail|nieuwsbrief|bericht) niet (goed |juist )?(lezen|bekijken|zien)",
    // pt
    "(ver|visualizar|abrir|ler) (esta |este |a |o )?(e-?mail |mensagem |newsletter )?(no|em (seu|o seu|um)|no seu) (navegador|browser)",
    "versão (web|online|para navegador)",
    "(não|nao) (está|esta|consegue|consegues)? ?(a )?(ser )?(visualiz|exib|ver)",
    "problemas (para|ao) (visualizar|ver|ler)",
    // other European languages: the line itself
    "(megtekintés|megnyitás|megnézem) (a )?böngészőben",
    "(wyświetl|zobacz|otwórz) w przeglądarce",
    "zobrazit v prohlížeči",
    "(visa|läs) (nyhetsbrevet |mejlet )?i (din )?webbläsare",
    "(se|vis) (nyhedsbrevet |nyhetsbrevet )?i (din )?(browser|nettleser)",
    "(avaa|näytä) selaimessa",
  ],
  unsubscribe: [
    // en
    "unsubscrib",
    "opt[- ]?(out|-out)",
    // mailing-list software: Mailman's list page, the list's command addresses
    "mailman/(listinfo|options)/",
    "listinfo/[\\w.-]+",
    "[\\w.+]+-(unsubscribe|request|leave|signoff)@[\\w-]+\\.[\\w.-]+",
    "(leave|unsubscribe|signoff)-[\\w.+-]+@[\\w-]+\\.[\\w.-]+",
    "(update|manage|change|edit|modify|set|adjust|review) (your |my |email |e-mail |subscription |mailing |notification |communication )*(preferences|subscriptions?|settings|profile|options|address)",
    "(email|e-mail|subscription|mailing|communication|newsletter) preferences",
    "(this is an? )?announce(ment)?[- ]only (mailing )?list",
    "stop (getting|receiving) (this|these|our|emails|e-mails|further)",
    "(change|update|manage) how you (receive|get) (these|our|this)",
    "no longer (wish|want|like|care) to (receive|get|hear)",
    "(don't|do not|no longer) (want|wish) to receive",
    "prefer not to receive",
    "(remove|delete) (yourself|me|you|your (e-?mail|address|name)) from",
    "(update|change) (all )?your (information|details|data|contact details|e-?mail address)",
    "cancel (your|my|this) (subscription|membership)",
    "(leave|quit) (this|the|our) (mailing )?list",
    "added to or (deleted|removed) from",
    // the header of a mailing list's digest
    "send [\\w.-]+ mailing list submissions to",
    "(you can )?reach the person managing the list",
    "when replying,? please edit your subject line",
    "to (leave|join), send",
    "SIGNOFF ",
    "mailing list options",
    "to change your (e-?mail )?address",
    "to stop receiving",
    "(no longer|not) interested in receiving",
    "receive (fewer|less) (e-?mails?|e-?mail updates|updates|messages|newsletters)",
    "(would )?rather not (receive|get)",
    // a mailing list's commands: "subscribe by sending a mail with 'join' in the subject"
    "(un)?subscribe by (sending|writing|e-?mailing|replying)",
    "with (the word |the text )?(?:'|[\"“”])?(un)?(subscribe|join|leave|remove|signoff)(?:'|[\"“”])? (in|as) the subject",
    // the command with the list's name and the reader's: "send subscribe enews your_name in the body"
    "with (the (word|text|command|line) )?(?:'|[\"“”])?(un)?(subscribe|join|leave|signoff) [^.!?\\n]{0,40}(in|as) the (body|subject|first line)",
    // de
    "abbestell",
    "abmelden",
    "Abmeldung",
    "austragen",
    "nicht mehr (erhalten|empfangen|bekommen|zugeschickt|zugesandt)",
    "keine (weiteren )?(Nachrichten|E-Mails|Mails|Newsletter|Informationen)( dieser Art)? mehr",
    "(Einstellungen|Präferenzen|Daten|Profil|Abonnement|Abo) (ändern|verwalten|anpassen|aktualisieren|bearbeiten|kündigen|konfigurieren)",
    "Newsletter-?(Abonnement|Abo|Einstellungen|Profil)",
    // the profile prompt German mailers print: "Sie möchten persönlich angesprochen werden?"
    "(möchten|möchtest|wollen|willst) ([\\p{L}]+ ){0,3}persönlich angesprochen werden",
    "aus (der|dem|diesem) (Liste|Verteiler|Newsletter|Mailing)(-?Liste)? (zu )?(löschen|loeschen|entfernen|austragen|streichen)",
    "(Liste|Verteiler) zu (löschen|loeschen|entfernen)",
    "(deine|Ihre|die) (E-?Mail[- ]?|Newsletter[- ]?|Benachrichtigungs-?)?(Einstellung(en)?|Präferenzen|Abonnements?|Abos?) (zu )?(ändern|verwalten|anpassen|aktualisieren|bearbeiten|kündigen)",
    "(verwalte|ändere|bearbeite) (deine|Ihre) (E-?Mail[- ]?|Newsletter[- ]?)?(Einstellungen|Präferenzen|Abonnements?|Abos?)",
    "keine (weiteren|künftigen|zukünftigen) (Ausgaben|Zusendungen|E-Mails|Mails|Newsletter|Nachrichten) (mehr )?(erhalten|empfangen|bekommen|wünschen|möchtest|möchten)",
    "weniger (E-?Mails|Mails|Nachrichten|Newsletter) (erhalten|bekommen|empfangen)",
    "mit dem (Betreff|Stichwort|Wort) (?:'|[\"„“”»«])?(abonnieren|anmelden|abmelden|abbestellen|subscribe|unsubscribe)",
    // fr
    "(se |vous )?d[ée]sabonn",
    "d[ée]sinscri",
    "ne (plus|pas) recevoir",
    "ne (souhaitez|souhaites|voulez|veux|désirez|désires) (plus|pas) recevoir",
    "(gérer|gère|gérez|modifier|modifie|modifiez|mettre à jour|mets à jour|mettez à jour) (vos|tes|mes|ses) (préférences|abonnements|informations|coordonnées|paramètres)",
    "recevoir moins (d'e-?mails|de (messages|newsletters|courriels|lettres))",
    "avec (le mot|l'objet|pour objet|comme objet) (?:'|[\"«“”»])? ?(abonnement|inscription|désabonnement|désinscription|subscribe|unsubscribe)",
    // es
    "(darse|darte|darme|dése|date) de baja",
    "(cancelar|anular) (la |tu |su )?suscripci[óo]n",
    "(no )?(deseas|desea|quieres|quiere|deseás) (seguir )?recibir",
    "dejar de recibir",
    "(gestionar|gestiona|gestione|administrar|administra|modificar|modifica|actualizar|actualiza|cambiar|cambia) (tus|sus) (preferencias|suscripciones|datos|ajustes)",
    "con (la palabra|el asunto) (?:'|[\"«“”»])?(suscribir|alta|baja|subscribe|unsubscribe)",
    "desuscrib",
    "recibir menos (correos|e-?mails|mensajes|boletines)",
    // it
    "disiscri",
    "(cancella|annulla|revoca)(re|ti)? (l'|la |la tua )?(iscrizione|sottoscrizione)",
    "non (desideri|vuoi|volete|desidera|desiderate) (più |ulteriormente )?ricevere",
    "(gestisci|gestire|modifica|modificare|aggiorna|aggiornare) (le tue |le sue |le )?(preferenze|iscrizioni|impostazioni)",
    "con (oggetto|la parola) (?:'|[\"«“”»])?(iscrivi|iscrizione|cancella|cancellazione|subscribe|unsubscribe)",
    "cancellar(ti|si|mi) (dalla|dalle) (lista|newsletter|mailing)",
    "ricevere meno (e-?mail|messaggi|newsletter|comunicazioni)",
    // nl
    "afmelden",
    "uitschrijven",
    "abonnement (beheren|opzeggen|wijzigen|stopzetten)",
    "(geen|niet langer) (e-?mails?|nieuwsbrieven|nieuwsbrief|berichten) (meer )?ontvangen",
    "(voorkeuren|gegevens|instellingen) (beheren|wijzigen|aanpassen)",
    "(beheer|wijzig|pas) (je|jouw|uw) (e-?mail-?)?(voorkeuren|gegevens|instellingen|abonnement)",
    "geen verdere (e-?mails?|nieuwsbrieven|edities|uitgaven|berichten)",
    "minder (e-?mails|berichten|nieuwsbrieven) (ontvangen|krijgen)",
    "met (het onderwerp|als onderwerp|het woord) (?:'|[\"“”])?(aanmelden|abonneren|afmelden|uitschrijven|subscribe|unsubscribe)",
    // pt
    "(cancelar|anular) (a |sua |a sua )?(inscri[çc][ãa]o|assinatura|subscri[çc][ãa]o)",
    "descadastr",
    "(não|nao) (deseja|quer|desejar) (mais )?receber",
    "deixar de receber",
    "(gerir|gere|gerenciar|gerencie|administrar|administre|alterar|altere|atualizar|atualize|actualizar|actualize) (as |suas |as suas |tuas |as tuas )?(prefer[êe]ncias|subscri[çc][õo]es|assinaturas|configura[çc][õo]es|defini[çc][õo]es)",
    "com (o assunto|a palavra) (?:'|[\"«“”»])?(assinar|subscrever|inscrever|cancelar|subscribe|unsubscribe)",
    "remover (o seu |seu )?(e-?mail|endere[çc]o) d",
    "receber menos (e-?mails|mensagens|newsletters)",
    // other European languages
    "leiratkoz",
    "wypisz się",
    "rezygnacja z (subskrypcji|newslettera)",
    "odhlásit (se )?z odběru",
    "avregistrera",
    "avsluta (din |ditt )?prenumeration",
    "afmeld (dig|nyhedsbrevet|her)",
    "meld deg av",
    "(peruuta|lopeta) tilaus",
  ],
  whyReceived: [
    // en
    "you (are |'re |were |have |'ve )?(receiving|received|getting|get|got) (this|these|our)",
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
    // unless a sentence only supposes it ("if you're subscribed to the alerts, …")
    "(?<!(if|when|once|unless|whether) )you('re| are|'ve| have)( now| currently| already)?( been)? subscribed",
    // a form or survey that signs its sender up: "By participating, you will be subscribed to …"
    "you will (also |automatically )?be (subscribed|signed up|added) to",
    "vous serez (automatiquement )?(inscrit|abonn[ée])",
    "(quedar[áa]s|ser[áa]s) (autom[áa]ticamente )?(suscrito|inscrito)",
    "sarai (automaticamente )?(iscritt|aggiunt)",
    "(word je|wordt u) (automatisch )?(aangemeld|ingeschreven)",
    "(você será|serás) (automaticamente )?(inscrito|adicionado)",
    "you('re| are) (getting|reading|receiving|on) the free (version|edition|tier|plan)",
    "your ([\\w-]+ )?free trial (is coming to an end|is ending|ends|will end|expires|is about to (end|expire)|has (ended|expired))",
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
    "(?<!(wenn|falls|ob|dass) )(du hast|Sie haben|ihr habt) ([^.!?\\n]{1,60} )?abonniert",
    "(du bist|Sie sind) (als )?(Abonnent|Abonnentin)",
    "(du (erhältst|liest|bekommst)|Sie (erhalten|lesen|bekommen)) die (kostenlose|kostenfreie|Gratis-?) ?(Version|Ausgabe|Fassung)",
    "(dein|Ihr) ([\\w-]+ )?(Probeabo|Testabo|Probe-Abo|Test-Abo|Testzeitraum|Probezeitraum|Probemonat) (läuft|endet|ist bald)",
    // fr
    "vous (recevez|avez reçu|recevrez) (ce|cet|cette|la) (e-?mail|message|courriel|newsletter|lettre)",
    "(ce|cet) (e-?mail|message|courriel) (a été|vous a été|vous est) (envoyé|adressé)",
    "(?<!si )(vous (vous )?(êtes|étiez)|tu es|tu t'es) (bien |actuellement |déjà )?(inscrit|abonné)",
    "(vous recevez|vous lisez|tu reçois|tu lis) la version gratuite",
    "(votre|ton) (essai|période d'essai) gratuite? (se termine|arrive à (son terme|échéance|sa fin)|expire|prend fin)",
    "(car|parce que) vous (êtes|vous êtes|avez)",
    "envoyé à [^\\s@]+@",
    // es
    "(recibes|recibe|has recibido|ha recibido|recibiste|recibió) este (correo|email|e-mail|mensaje|bolet[íi]n)",
    "este (correo|mensaje|email|e-mail|bolet[íi]n) (fue|ha sido|se ha) enviado",
    "(porque|ya que) (te |se )?(suscribiste|suscribió|registraste|registró|diste de alta)",
    "(?<!si )(estás|estas|usted está) (suscrit[oa]|inscrit[oa]|dad[oa] de alta)",
    "te has (suscrito|inscrito|dado de alta)",
    "(recibes|estás leyendo|lees|recibe) la (versión|edición) gratuita",
    "(tu|su) (prueba|periodo de prueba) gratuit[ao] (termina|está por terminar|finaliza|vence|expira|llega a su fin)",
    // it
    "(ricevi|hai ricevuto|riceve|ha ricevuto|stai ricevendo) (questa|questo|la nostra) (e-?mail|newsletter|comunicazione|mail|messaggio)",
    "(questa|questo) (e-?mail|mail|newsletter|messaggio) (è stat[ao]|ti è stat[ao]|viene) (inviat|spedit)",
    "(sei|è) iscritt",
    "perché (sei|ti sei|hai|è) (iscritt|registrat|sottoscritt)",
    "(?<!se )(ti )?sei (abbonat|registrat)[oa]",
    "(ricevi|stai leggendo|leggi) la (versione|edizione) gratuita",
    "(la tua|il tuo) (prova|periodo di prova) gratuit[ao] (sta per (scadere|finire|terminare)|scade|termina|finisce)",
    // nl
    "(je|u) ontvangt (deze|dit|onze) (e-?mail|nieuwsbrief|bericht|mail)",
    "(deze|dit) (e-?mail|nieuwsbrief|bericht|mail) (is|werd|wordt) (verzonden|verstuurd|gestuurd) (naar|aan)",
    "omdat (je|u) (zich |je )?(hebt |heeft )?(aangemeld|ingeschreven|geabonneerd)",
    "(verzonden|verstuurd) (naar|aan) [^\\s@]+@",
    "(je bent|jij bent|u bent) (nu |al )?(geabonneerd|ingeschreven|aangemeld) (op|voor|bij)",
    "(je ontvangt|je leest|u ontvangt|u leest) de gratis (versie|editie)",
    "(je|jouw|uw) (gratis )?proef(periode|abonnement) (loopt (bijna )?af|eindigt|verloopt|is bijna)",
    // pt
    "(você )?(recebeu|está recebendo|recebe|estás a receber) (este|esta) (e-?mail|mensagem|newsletter)",
    "(este|esta) (e-?mail|mensagem|newsletter) (foi|é) enviad[ao]",
    "(te|lhe|nós te|nós lhe) (enviamos|mandamos) (este|esta) (e-?mail|mensagem|newsletter)",
    "porque (você )?(se )?(inscreveu|cadastrou|registou|registrou|subscreveu)",
    "(?<!se )(você está|estás) (inscrit[oa]|subscrit[oa]|cadastrad[oa]|registad[oa]|registrad[oa])",
    "(você é|és) (assinante|subscritor)",
    "(você está (recebendo|lendo)|recebes|estás a (receber|ler)) a (versão|edição) gratuita",
    "(seu|sua|o seu|a sua|teu|tua|o teu|a tua) (teste|período de (teste|avaliação)|avaliação) gratuit[oa] (está (a|para) (terminar|acabar)|termina|expira|acaba)",
  ],
  // Requests to keep the newsletter out of the spam folder and in the main inbox: only senders
  // write them.
  deliverability: [
    // en
    "(prefer|like|rather) to (receive|get) (this |our |the )?(newsletter |e-?mails? |messages? )?(in |as )?(plain[- ]?text|text[- ]only|html)",
    "add ([^.!?\\n]{1,60} )?to your (address book|safe senders?( list)?|whitelist|white list|allow ?list|approved senders)",
    "add (us|[^\\s@]+@[^\\s@]+|our (e-?mail )?address) to your (contacts|contact list)",
    "(whitelist|white-list|allowlist) (us|our (e-?mail |sending )?(address|domain))",
    "mark (us|this (e-?mail|message)|it|our e-?mails) as (safe|not spam|not junk)",
    "reading this (e-?mail |newsletter )?in (gmail|outlook|yahoo|apple mail|(a |your )?webmail)",
    "(move|drag) ([^.!?\\n]{1,40} )?(in)?to (your |the |our )?(primary( tab| folder| inbox)?|main inbox|inbox)",
    "primary (tab|folder|inbox)",
    "to (continue|keep) (receiving|getting) (our (e-?mails|newsletters?|letters?)|these e-?mails|this newsletter)",
    "so (that )?you (never|don't|won't|do not|will never) miss (an?|a single|another|any) (issue|e-?mail|edition|letter|newsletter)",
    "(land|lands|landing|end up|ends up|go|going) in (your |the )?(spam|junk|promotions)",
    // The warning a company's mail gateway writes into every message from outside: the reader's
    // mail system speaking, not the newsletter.
    "originated (from )?outside (of )?(the|your|our) (organi[sz]ation|company|network)",
    "(this|the) (e-?mail|message) (is|was|came|comes) from (an? )?(external|outside) (sender|source|address)",
    "(do not|don't) click (on )?(any )?links,? or open (any )?attachments unless",
    "\\[(external|ext|extern|externe|externo|esterno)( e-?mail| sender| message)?\\]",
    "(caution|warning|attention|notice):? (this is an )?external (e-?mail|sender|message)",
    // de
    "zu (deinem|Ihrem|deinen|Ihren) (Adress(en)?buch|Kontakten|Kontaktliste|sicheren Absendern|Whitelist)( hinzu)?",
    "in (dein|Ihr) Adress(en)?buch( auf| ein)?",
    "(als )?(sicheren|vertrauenswürdigen) Absender",
    "(liest|lesen) (du|Sie) (diese|den|unseren|das|dies) ([^.!?\\n]{1,20} )?(in|bei|mit) (Gmail|Outlook|Yahoo|GMX|Web\\.de|T-Online)",
    "(verschiebe|verschieben Sie|zieh|ziehe|ziehen Sie) ([^.!?\\n]{1,40} )?(in|ins) (den |deinen |Ihren )?(Haupt-?)?(Posteingang|Tab Allgemein|Ordner Allgemein)",
    "(im|in den|in deinem|in Ihrem) (Spam|Junk)(-?Ordner)? (landen|landet|gelandet|landest)",
    "(diese|die) (E-?Mail|Nachricht) (stammt|kommt) von (einem )?externen Absender",
    "(Achtung|Vorsicht|Warnung):? externe (E-?Mail|Nachricht)",
    // fr
    "ajout(ez|e|er)(-nous)? ([^.!?\\n]{1,60} )?(à|a|dans) (votre|ton|vos|tes) (carnet d'adresses|contacts|liste de contacts|liste d'expéditeurs|expéditeurs)",
    "expéditeurs? (approuvés?|de confiance|sûrs?|autorisés?)",
    "(boîte de réception|onglet) principale?",
    "(lisez-vous|vous lisez|tu lis|lis-tu) (cet? |cette )?(e-?mail |courriel |message |newsletter |lettre )?(dans|sur|avec) (Gmail|Outlook|Yahoo)",
    "(atterri[rt]?|arrive|arriver|finir|finit|tomber|tombe) (dans|en) (les |vos |tes )?(spams?|indésirables|courriers? indésirables)",
    "(ce|cet) (courriel|e-?mail|message|mail) provient de l'extérieur de (l'|votre )organisation",
    "(courriel|e-?mail|message) (externe|provenant de l'extérieur)",
    // es
    "añad(e|a|ir)(nos)? ([^.!?\\n]{1,60} )?a (tu|su|tus|sus) (libreta de direcciones|contactos|lista de contactos|lista de remitentes seguros|agenda)",
    "remitentes? (seguros?|de confianza|aprobados?)",
    "(bandeja de entrada|pestaña) principal",
    "(lees|est[áa]s leyendo) (esto|este (correo|email|e-mail|mensaje|boletín)) en (Gmail|Outlook|Yahoo)",
    "(llegue|lleguen|acabe|acaben|termine|terminen|caiga|caigan) en (tu |la )?(carpeta de )?(spam|correo no deseado)",
    "(este )?(correo|mensaje) (se originó|se origin[óo]|proviene|procede) (de )?fuera de (la|su|nuestra) organización",
    "(correo|mensaje) externo:",
    // it
    "aggiungi(ci)? ([^.!?\\n]{1,60} )?(alla tua|alla sua|ai tuoi|ai suoi|nella tua|nella sua) (rubrica|contatti|lista (dei )?contatti|lista dei mittenti)",
    "mittenti? (attendibil[ei]|sicur[oi]|affidabil[ei])",
    "(scheda|cartella|posta in arrivo) principale",
    "(stai leggendo|leggi) (questa|questo) (e-?mail|messaggio|newsletter) (su|in|con) (Gmail|Outlook|Yahoo)",
    "(finisca|finiscano|finisce|finire) (nella|nello|in|tra) (cartella )?(spam|posta indesiderata)",
    "(questa|questo) (e-?mail|messaggio) (proviene|è stat[ao] inviat[ao]) (dall'esterno|da (un mittente )?esterno|da fuori) (dell'|della )?(organizzazione)?",
    "(e-?mail|messaggio) (esterna|esterno):",
    // nl
    "voeg ([^.!?\\n]{1,60} )?toe aan (je|jouw|uw) (adresboek|contacten|contactpersonen|lijst met veilige afzenders)",
    "veilige afzenders?",
    "(tabblad|map) (Primair|Primaire|Promoties)",
    "(lees je|leest u) (deze|dit|de) (e-?mail|nieuwsbrief|bericht) in (Gmail|Outlook|Yahoo)",
    "(belandt|belanden|terechtkomt|terechtkomen|komt|komen) in (je |uw |de )?(spam|spammap|map ongewenste e-?mail)",
    "(deze )?(e-?mail|bericht) (is afkomstig|komt) van buiten (de|uw|je|onze) organisatie",
    "externe (e-?mail|afzender):",
    // pt
    "adicione(-nos)? ([^.!?\\n]{1,60} )?(à|a|aos|nos) (sua|tua|seus|teus) (lista de (contatos|contactos|remetentes)|agenda|catálogo de endereços|livro de endereços|contatos|contactos)",
    "remetentes? (seguros?|confiáveis|de confiança)",
    "(caixa de entrada|aba|separador|guia) principal",
    "(está|estás) (a ler|lendo) (este|esta) (e-?mail|mensagem|newsletter) no (Gmail|Outlook|Yahoo)",
    "(caia|caiam|cair|vá|vão|acabe|acabem) (n[ao]|para a|na pasta de) (spam|lixo)",
    "(este )?(e-?mail|mensagem) (foi originad[oa]|se originou|teve origem|vem|veio) (de )?fora da (sua |nossa )?organização",
    "(e-?mail|mensagem) extern[oa]:",
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
    "tell your friends",
    "send (your |a )?friends? (links?|this)",
    "forward (this )?(e-?mail|message|newsletter)",
    "share (it |this )?with (your )?friends",
    // hu
    "megosztás (a )?(facebookon|twitteren|ismerőseiddel|ismerősökkel)",
    "(ajánlat|hírlevél|levél) továbbítása",
    "(you have|you've) referred \\d+",
    "forward (it|this( e-?mail| newsletter)?) to a friend",
    "(track|see|check|view) (all )?your referrals",
    "share your (unique |personal )?referral link",
    "share (on|via) (facebook|twitter|linkedin|x|whatsapp|email)",
    "(follow|like|find|connect with|join) us on",
    "sign up (here|for free|now|to receive)",
    "subscribe (here|now|for free|to (get|receive|our))",
    "get (it|this newsletter|this|them) (in|delivered to) your inbox",
    "(want|like) (to get|to receive) this (newsletter|e-?mail)",
    "gift (a |this )?subscription",
    "share (this|the|it|on|via|with)( (post|article|story|issue|newsletter|e-?mail))?",
    "(like|comment|restack|share)( \\d+)?( (like|comment|restack|share)( \\d+)?){1,3}",
    "send(ing)? (a |any |an )?(blank |empty )?(message|e-?mail|mail) to:? [^\\s@]*@",
    "pass (this|it)( copy| newsletter| letter| e-?mail| issue)? (on|along)",
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
    "(gib|gebt|geben Sie|reich|reiche|reichen Sie) (diesen|den|unseren) (Newsletter|Rundbrief|Brief) ([^.!?\\n]{1,30} )?weiter",
    "leere (E-Mail|Mail|Nachricht) an",
    // fr
    "transf[ée]r",
    // "partager" and "partagez", not "partageront" in a sentence about costs
    "partag(ez|er)(?![\\p{L}])",
    "suivez-nous",
    "recommander (à|a) (un|vos) ami",
    "inscrivez-vous",
    "faites (circuler|suivre) (cette|ce|notre) (lettre|newsletter|e-?mail|message|courriel)",
    "(envoyant|envoyez|envoie) (un )?(e-?mail|courriel|message) (vide )?à [^\\s@]*@",
    // es
    "reenv[ií]",
    "comparte",
    "compartir (en|con|este)",
    "s[íi]guenos",
    "recomi[ée]ndanos",
    "suscr[íi]bete",
    "(enviando|envía|envíe) un (correo|mensaje|email|e-mail) (en blanco |vacío )?a [^\\s@]*@",
    // it
    "inoltra",
    "condividi",
    "seguici",
    "iscriviti",
    "(fai girare|gira|girate) (questa|la nostra|la) newsletter",
    "(inviando|invia|inviate) (una )?(e-?mail|mail|messaggio) (vuot[ao] )?a [^\\s@]*@",
    // nl
    "doorsturen",
    "doorgestuurd",
    "(deel|delen) (deze|dit|het)",
    "volg ons",
    "schrijf (je|u) in",
    "(stuur|geef) (deze|dit|de) (nieuwsbrief|e-?mail|bericht|brief) (gerust )?door",
    "(stuur|sturen|stuurt) (een )?(lege )?(e-?mail|mail|bericht) naar [^\\s@]*@",
    "(lege )?(e-?mail|mail|bericht) te sturen naar [^\\s@]*@",
    // pt
    "encaminh",
    "compartilh",
    "partilh",
    "siga-nos",
    "inscreva-se",
    "(passe|reencaminhe) (esta|este) (newsletter|e-?mail|mensagem|carta)",
    "(enviando|envie|envia) (um )?(e-?mail|mensagem) (em branco |vazi[oa] )?para [^\\s@]*@",
  ],
  legal: [
    // en
    "all rights reserved",
    "(your )?use of [^.!?\\n]{1,40} is subject to",
    "(©|\\(c\\)|copyright) ?(\\d{4}|[A-Z])",
    "privacy (policy|notice|statement|center)",
    "terms (of (service|use)|and conditions|& conditions)",
    "(registered|incorporated) (office|in england|company|trademark)",
    "company (number|registration|reg\\.? no)",
    "VAT (number|no\\.?|reg)",
    "trademarks? of",
    "(is|are) (a )?(registered )?trademarks?",
    "published by",
    // a franchise's disclaimer
    "independently owned and operated",
    // a charity's or campaign's tax status, under its appeal for money
    "501\\(c\\) ?\\(?\\d\\)?",
    "(contributions|donations|gifts) (to [^.!?\\n]{1,60} )?(are|is) (not )?(fully )?(tax[- ])?deductible",
    "(Spenden|Beiträge|Zuwendungen) (sind|ist) (nicht )?steuerlich (absetzbar|abzugsfähig|begünstigt)",
    "(vos |les )?(dons?|cotisations?) (sont |est )?(déductibles?|(ouvre|ouvrent) droit à (une )?réduction d'impôt)",
    "(los |tus |sus )?(donativos|donaciones) (son |es )?deducibles",
    "(le )?(donazioni|erogazioni) (sono |è )?(fiscalmente )?deducibili",
    "(giften|donaties) (zijn |is )?(fiscaal )?aftrekbaar",
    "(as )?(doações|donativos) (são |é )?dedutíve(l|is)",
    "(copyright|trademark)( and (copyright|trademark))? notices",
    "must (include|retain|carry|reproduce) this (notice|section|statement|copyright notice)",
    // the disclaimer an election campaign must print
    "paid for (and authori[sz]ed )?by",
    "reproduc(e|tion of|ing) (this|these) (publication|newsletter|articles?|material|e-?mail)",
    "do(es)? not (necessarily )?(represent|reflect) the (views|opinions?)",
    "powered by",
    "publish(ed)? (on|with) ",
    "(our|the) mailing address is",
    "(do not|don't|please do not|please don't) (reply|respond)",
    "(if you|when you) (reply|respond|hit .?reply)",
    "(respond|reply) to this (mailing|e-?mail|message)",
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
    "errors (and|or) omissions( excepted)?",
    // liability disclaimers
    "(accepts?|assumes?|takes?|bears?) no (legal )?(liability|responsibility)",
    "(not|cannot be) (held )?(liable|responsible) for (any )?(errors|omissions|loss|damage|inaccurac)",
    "(loss|damage) (or (loss|damage) )?(caused|arising|resulting)",
    "without (any )?warrant(y|ies)",
    "for (general )?information(al)? purposes only",
    "does not constitute (financial |investment |legal |tax )?advice",
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
    "gem(ä|ae)(ß|ss) Art\\.? ?\\d+ (DSGVO|DS-GVO)",
    "Aufsichtsrat",
    "Sitz (der Gesellschaft|ist)",
    "V\\.?i\\.?S\\.?d\\.?P",
    "Verantwortlich (im Sinne|i\\.? ?S\\.? ?d\\.?|für (den )?Inhalt)",
    "Bitte antworten Sie nicht",
    "nicht auf diese (E-Mail|Nachricht|Mail) (antworten|zu antworten)",
    "automatisch (erstellt|generiert|versendet|versandt)",
    "Adress(en)?buch",
    "Haftungsausschluss",
    "Dies ist ein Service",
    "(zzgl|zuzüglich|inkl|inklusive)\\.? (der )?(gesetzlichen )?(MwSt|Mehrwertsteuer|Versand)",
    "solange (der )?Vorrat reicht",
    "(Irrtümer|Druckfehler|Änderungen)( und (Irrtümer|Druckfehler|Änderungen))? vorbehalten",
    "(keine|ohne) (Haftung|Gewähr)",
    "(keine|ohne) (Garantie|Verantwortung) für",
    "(übernehmen|übernimmt) (wir )?keine (Haftung|Gewähr|Verantwortung)",
    "(haften|haftet) nicht für",
    "stellt (keine|keinerlei) (Anlage|Rechts|Steuer|Finanz)beratung dar",
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
    "sans (aucune )?garantie",
    "(décline|déclinons|déclinent) toute responsabilité",
    "(n'est|ne sont|ne sommes) pas responsables? (des|de|du|pour)",
    "(ne saurait|ne sauraient) être tenue?s? (pour )?responsables?",
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
    "sin (ningún tipo de )?garantía",
    "no (se hace|nos hacemos|asume|asumimos) (ningún tipo de |ninguna )?responsab",
    "(declina|declinamos) (toda|cualquier) responsabilidad",
    "a título (meramente )?informativo",
    "salvo error u omisión",
    // it
    "tutti i diritti riservati",
    "informativa (sulla )?privacy",
    "P\\.? ?IVA",
    "partita IVA",
    "codice fiscale",
    "non rispondere",
    "trattamento dei (tuoi |suoi )?dati",
    "GDPR",
    "ai sensi dell?'? ?(art\\.|articolo) ?\\d+",
    "(d\\. ?lgs\\.?|decreto legislativo) (n\\. ?)?\\d+/\\d{4}",
    "codice (della |in materia di protezione dei dati )?privacy",
    "fino ad esaurimento scorte",
    "IVA inclusa",
    "senza (alcuna )?garanzia",
    "(non si assume|non ci assumiamo|non assume|declina|declinano|decliniamo) (alcuna|ogni|nessuna) responsabilità",
    "a (puro )?titolo (puramente )?informativo",
    "salvo errori (e|ed) omissioni",
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
    "zonder (enige )?garantie",
    "(aanvaardt|aanvaarden|aanvaard) geen (enkele )?aansprakelijkheid",
    "(is|zijn) niet aansprakelijk voor",
    "onder voorbehoud van (druk- en zetfouten|fouten)",
    // pt
    "todos os direitos reservados",
    "pol[íi]tica de privacidade",
    "termos de (uso|utiliza[çc][ãa]o)",
    "termos e condi[çc][õo]es",
    "CNPJ",
    "(não|nao) responda",
    "prote[çc][ãa]o de dados",
    "LGPD",
    "enquanto durarem os (estoques|stocks)",
    "(limitado ao|até ao fim do|até acabar o) (stock|estoque)",
    "sem (qualquer )?garantia",
    "(não se responsabiliza|não nos responsabilizamos|não assume|não assumimos) (por|qualquer|nenhuma)",
    "isenção de responsabilidade",
    "salvo erro ou omissão",
    "(a|de) título (meramente )?informativo",
  ],
  // The sender disowning what it printed: no warranty, no advice. Never a story's words.
  disclaimer: [
    // en
    "makes? no (endorsements?|warrant(y|ies)|representations?)",
    "express(ed)? or implied",
    "no (claim|guarantee|warranty|representation) is made",
    "(is|are) (provided )?(for|intended for) (general )?information(al)? purposes only",
    "(does|do|should) not (constitute|be (construed|considered) as) (financial|investment|legal|tax|medical) advice",
    "(this|it) is not (financial|investment|legal|tax|medical) advice",
    "past performance (is|does) not (a )?(guarantee|indicat|reliable indicat)",
    // de
    "(stellt|stellen) keine (Anlage|Rechts|Steuer|Finanz)beratung dar",
    "(ist|sind) keine (Anlage|Rechts|Steuer|Finanz)beratung",
    "ohne Gewähr",
    // fr
    "ne constitue(nt)? pas un conseil (en investissement|financier|juridique|fiscal)",
    // es
    "no constituye(n)? (un )?(asesoramiento|consejo) (financiero|de inversión|legal|fiscal)",
    // it
    "non costituisce (una )?(consulenza|sollecitazione) (finanziaria|all'investimento|legale|fiscale)",
    // nl
    "(is|vormt) geen (financieel|beleggings|juridisch)( )?advies",
    // pt
    "não constitui (aconselhamento|consultoria|recomendação) (financeir|de investimento|jurídic)",
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
    // the tip line: "Got a tip? Send it to …", "Know of a hot story? Send leads to:"
    "(got|have) a (news |story )?tip",
    "know of a ([\\w-]+ )?story",
    "send (us )?(your )?(news )?(tips|leads|story ideas)",
    "(hast du|haben Sie) (einen )?(Tipp|Hinweis) für uns",
    "(une|un) (info|tuyau) à nous (transmettre|signaler)",
    "(tienes|tiene) (una )?(pista|primicia)",
    "(hai|avete) (una )?(segnalazione|notizia) da",
    "(heb je|heeft u) een tip",
    "(tem|tens) (uma )?(dica|pista) para",
    // the offer of help that closes a shop's or service's mail
    "(please )?(don't|do not) hesitate to (contact|reach out to|get in touch with) us",
    "zöger(e|n Sie|t) nicht,? (uns|mich) (zu kontaktieren|anzurufen|zu schreiben)",
    "bei (weiteren )?Fragen (stehen wir|steht|erreichst du|erreichen Sie|wende dich|wenden Sie sich)",
    "n'hésite[zr]? pas à (nous|me) (contacter|écrire|joindre)",
    "no (dudes|dude|dudéis) en (contactar|ponerte en contacto|ponerse en contacto|escribir)",
    "non (esitare|esitate|esiti) a (contattarci|scriverci|contattarmi)",
    "neem (gerust |dan )?contact (met ons )?op",
    "não hesite em (nos )?(contactar|contatar|escrever)",
    "(werben|inserieren) Sie (bei uns|in unserem Newsletter|in diesem Newsletter|hier)",
    "Mediadaten",
    "(faire de la publicité|annoncer) dans (notre|cette) (lettre|newsletter)",
    "(anúnciese|anunciarse|publicidad) en (nuestra|esta) (newsletter|bolet[íi]n)",
    "(pubblicità|inserzioni) (su|in) (questa|nostra) newsletter",
    "adverteren in (onze|deze) (nieuwsbrief|newsletter)",
    "(anuncie|anunciar|publicidade) (na|em) (nossa|esta) (newsletter|news)",
  ],
  // The newsletter selling its own space to advertisers: a pitch to sponsors, never the reader's
  // business, wherever it stands.
  adSpace: [
    "(advertise|advertising) (with|in) (us|this newsletter|our newsletters?)",
    "interested in (advertising|sponsoring|sponsorship)",
    "(advertising|advertisement|sponsorship) opportunities",
    // a question to sponsors, not a sentence about someone who wants to advertise
    "(?:^|(?<=[.!?]\\s))(do you )?(want|like|looking|interested) to (advertise|sponsor)( us| in| with| on)",
    "sponsor (this|our|an?) (or any other )?([\\w-]+ )?(newsletter|issue|edition)",
    "(get in front of|reach|reaching) (an audience of |our |over |more than )?[\\d.,]+\\+? ",
    "(want|like|get) (your )?(product|brand|company|business|startup|app) (to be )?seen by",
  ],
  app: [
    "(open|read|view|continue) in (the )?app",
    "(get|download) (the|our) app",
    "upgrade to (paid|premium)",
    "becom(e|ing) a (free |paid |premium )?(or paid )?(subscriber|member|supporter)",
    // paid posts and plans
    "(paid|premium)[- ](subscriber|member)s?[- ]only",
    "for paid (subscribers|members)",
    "subscribe (today |now )?(and|to) (get|unlock|read|keep) (full |unlimited )?(access|reading)",
    "(annual|yearly|monthly) (subscription|membership) costs",
    "subscription to [^.!?\\n]{1,60} is free",
    "(nur|exklusiv) für (zahlende |Premium-?)?(Abonnent(inn)?en|Mitglieder)",
    "(werde|werden Sie) (jetzt )?(zahlende[rs]?|Premium-?) ?(Abonnent|Abonnentin|Mitglied)",
    "(Abo|Abonnement|Bezug) ([^.!?\\n]{1,40} )?ist kostenlos",
    "réservée? aux (abonnés|membres)( payants| premium)?",
    "(devenez|devenir|deviens) (un )?(abonné|membre) (payant|premium)",
    "l'abonnement (annuel |mensuel )?(est gratuit|coûte)",
    "(solo|exclusivo) para (suscriptores|miembros)( de pago| premium)?",
    "(hazte|convi[ée]rtete en) (suscriptor|miembro|socio) (de pago|premium)",
    "la suscripción (anual |mensual )?(es gratuita|cuesta)",
    "riservat[oa] agli (abbonati|iscritti|membri)( paganti| premium)?",
    "(diventa|diventare) (un )?(abbonato|membro|iscritto|sostenitore) (pagante|premium)",
    "l'abbonamento (annuale |mensile )?(è gratuito|costa)",
    "(alleen|exclusief) voor (betalende )?(abonnees|leden)",
    "(word|wordt) (een )?betalende? (abonnee|lid)",
    "het abonnement (is gratis|kost)",
    "exclusiv[oa] para (assinantes|membros|subscritores)( pagantes| premium)?",
    "(torne-se|seja|torna-te) (um )?(assinante|membro|subscritor) (pago|pagante|premium)",
    "a assinatura (anual |mensal )?(é gratuita|custa)",
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
    // the last line of a mailing list's digest: "End of Linux-Announce Digest"
    "end of [^.!?\\n]{1,60} digest",
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
    "rate (this|the|the above) (item|product|article|post|recipe|issue|newsletter)",
    "(diesen|dieses|den|das) (Artikel|Produkt|Beitrag) bewerten",
    "(évaluez|évaluer|notez|noter) (cet|ce) (article|produit)",
    "(valora|califica|valorar|calificar|eval[úu]a) (este|el) (art[íi]culo|producto)",
    "(valuta|vota|recensisci) (questo|il) (articolo|prodotto)",
    "beoordeel (dit|het) (artikel|product)",
    "(avalie|avaliar|classifique) (este|o) (artigo|produto)",
  ],
};

const LETTER_BEFORE = "(?<![\\p{L}\\p{N}])";
export const LETTER = /[\p{L}\p{N}]/u;

/** Senders type either apostrophe; the lists are written with the straight one. */
function eitherApostrophe(source: string): string {
  return source.replace(/'/g, "['’]");
}

export function compile(sources: string[]): RegExp {
  const alternatives = sources.map(eitherApostrophe);
  return new RegExp(`${LETTER_BEFORE}(?:${alternatives.join("|")})`, "giu");
}

export const PHRASE_PATTERNS: ReadonlyArray<[PhraseCategory, RegExp]> = (
  Object.entries(PHRASES) as [PhraseCategory, string[]][]
).map(([category, sources]) => [category, compile(sources)]);

// The same patterns for lower-cased text: case-insensitive Unicode matching folds every
// character it compares, so matching lower-cased text is about three times faster. The
// categories stay separate patterns: V8 skips its optimisations for a pattern over 20 KB of
// source, and all of them joined in one ran thirty times slower than one scan per category.
function lowerCasePattern(source: string): string {
  // Escapes (\p{L}, \s, \w) keep their case; everything else is lower-cased as the text is.
  return source.replace(/\\[pPu]\{[^}]*\}|\\.|[^\\]+/g, (part) =>
    part.startsWith("\\") ? part : part.toLowerCase(),
  );
}
const LOWER_CASE_PATTERNS: ReadonlyArray<[PhraseCategory, RegExp]> = PHRASE_PATTERNS.map(
  ([category, pattern]) => [category, new RegExp(lowerCasePattern(pattern.source), "gu")],
);

export interface PhraseMatch {
  categories: Set<PhraseCategory>;
  /** Distinct matches. */
  hits: number;
  /** Share of the text's characters inside a match. */
  coverage: number;
  /** The categories of a match that opens the text. */
  opening: Set<PhraseCategory>;
}

// Where a phrase can start. Each pattern is tried (sticky) only at the places whose next three
// characters begin one of its phrases, instead of scanning every block once per category: that
// scan was the largest cost of cleaning a digest. A phrase that can start with almost anything (a
// list's command address, "[\\w.+]+-unsubscribe@…") is looked for on its own, and where it
// matches, the category's pattern is tried too.
const PREFIX_LENGTH = 3;
/** More starts than this, and a phrase is looked for on its own instead. */
const MAX_PHRASE_PREFIXES = 300;
if (LOWER_CASE_PATTERNS.length > 31) throw new Error("Too many phrase categories for a bit mask");
const STICKY_PATTERNS = LOWER_CASE_PATTERNS.map(([, pattern]) => new RegExp(pattern.source, "yu"));
interface PrefixIndex {
  /**
   * Category bits by prefix: for one character by its code, for two and three by a hash. Prefixes
   * that share a hash share their bits, which only adds places where a pattern is tried.
   */
  byLength: [Int32Array, Int32Array, Int32Array];
  /** Per category, its phrases that can start with almost anything. */
  wide: (RegExp | undefined)[];
}

// Built on first use, not when the module loads: a process that never cleans a newsletter
// (the web server between digests) does not pay for it.
let builtIndex: PrefixIndex | undefined;
const prefixIndex = (): PrefixIndex => {
  builtIndex ??= buildPrefixIndex();
  return builtIndex;
};

function buildPrefixIndex(): PrefixIndex {
  const byLength: PrefixIndex["byLength"] = [
    new Int32Array(0x10000),
    new Int32Array(1 << PREFIX_HASH_BITS),
    new Int32Array(1 << PREFIX_HASH_BITS),
  ];
  const wide: (RegExp | undefined)[] = [];
  for (const [index, [category]] of LOWER_CASE_PATTERNS.entries()) {
    const wideSources: string[] = [];
    for (const source of PHRASES[category].map((phrase) => lowerCasePattern(eitherApostrophe(phrase)))) {
      const prefixes = matchPrefixes(source, PREFIX_LENGTH, MAX_PHRASE_PREFIXES);
      if (prefixes.includes("")) {
        wideSources.push(source);
        continue;
      }
      for (const prefix of prefixes) {
        const table = byLength[prefix.length - 1]!;
        const slot = prefixSlot(prefix, 0, prefix.length);
        table[slot] = table[slot]! | (1 << index);
      }
    }
    wide.push(
      wideSources.length > 0 ? new RegExp(`${LETTER_BEFORE}(?:${wideSources.join("|")})`, "gu") : undefined,
    );
  }
  return { byLength, wide };
}

/** Where the phrases that can start with almost anything match, by category bit. */
function wideStarts(text: string, wide: PrefixIndex["wide"]): Map<number, number> {
  const starts = new Map<number, number>();
  for (const [index, pattern] of wide.entries()) {
    if (!pattern) continue;
    pattern.lastIndex = 0;
    // Every start, overlapping ones included: the category's pattern decides at each.
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      starts.set(match.index, (starts.get(match.index) ?? 0) | (1 << index));
      pattern.lastIndex = match.index + 1;
    }
  }
  return starts;
}

const PREFIX_HASH_BITS = 18;
/** Where a prefix of the text at `at` keeps its category bits: the code itself for one character. */
function prefixSlot(text: string, at: number, length: number): number {
  if (length === 1) return text.charCodeAt(at);
  let hash = Math.imul(text.charCodeAt(at), 0x9e3779b1) ^ Math.imul(text.charCodeAt(at + 1), 0x85ebca77);
  if (length === 3) hash ^= Math.imul(text.charCodeAt(at + 2), 0xc2b2ae3d);
  return Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> (32 - PREFIX_HASH_BITS);
}

const letterOrDigit = new Uint8Array(0x10000);
/** Whether the code unit before `at` is a letter or digit: no phrase starts there. */
function followsLetter(text: string, at: number): boolean {
  const code = text.charCodeAt(at - 1);
  // A surrogate half: leave the decision to the pattern's own look-behind.
  if (code >= 0xd800 && code <= 0xdfff) return false;
  let known = letterOrDigit[code]!;
  if (known === 0) {
    known = LETTER.test(String.fromCharCode(code)) ? 1 : 2;
    letterOrDigit[code] = known;
  }
  return known === 1;
}

/** Every match of every category in lower-cased text, as the patterns' own global scans find them. */
function lowerCaseMatches(text: string, found: (category: number, index: number, length: number) => void) {
  const ends = new Array<number>(STICKY_PATTERNS.length).fill(0);
  const index = prefixIndex();
  const [one, two, three] = index.byLength;
  const wide = wideStarts(text, index.wide);
  for (let at = 0; at < text.length; at++) {
    if (at > 0 && followsLetter(text, at)) continue;
    let candidates = one[text.charCodeAt(at)]!;
    if (wide.size > 0) candidates |= wide.get(at) ?? 0;
    if (at + 1 < text.length) candidates |= two[prefixSlot(text, at, 2)]!;
    if (at + 2 < text.length) candidates |= three[prefixSlot(text, at, 3)]!;
    while (candidates !== 0) {
      const category = 31 - Math.clz32(candidates & -candidates);
      candidates &= candidates - 1;
      if (at < ends[category]!) continue;
      const pattern = STICKY_PATTERNS[category]!;
      pattern.lastIndex = at;
      const match = pattern.exec(text);
      if (!match || match[0].length === 0) continue;
      found(category, at, match[0].length);
      ends[category] = at + match[0].length;
    }
  }
}

/** The chrome phrases in a text, and how much of the text they make up. */
export function matchPhrases(text: string): PhraseMatch {
  const categories = new Set<PhraseCategory>();
  const opening = new Set<PhraseCategory>();
  if (text.length === 0) return { categories, hits: 0, coverage: 0, opening };
  const lower = text.toLowerCase();
  const covered = new Uint8Array(text.length);
  let hits = 0;
  const found = (category: PhraseCategory, index: number, length: number) => {
    categories.add(category);
    if (index <= 1) opening.add(category);
    hits++;
    covered.fill(1, index, index + length);
  };
  // A few characters change length when lower-cased (İ); match indices must stay the text's.
  if (lower.length === text.length) {
    lowerCaseMatches(lower, (category, index, length) =>
      found(LOWER_CASE_PATTERNS[category]![0], index, length),
    );
  } else {
    for (const [category, pattern] of PHRASE_PATTERNS) {
      for (const match of allMatches(pattern, text)) {
        if (match[0].length > 0) found(category, match.index, match[0].length);
      }
    }
  }
  if (hits === 0) return { categories, hits: 0, coverage: 0, opening };
  return { categories, hits, coverage: letterCoverage(text, covered), opening };
}

/** The share of the text's letters and digits whose place is marked in `covered`. */
export function letterCoverage(text: string, covered: Uint8Array): number {
  let letters = 0;
  let coveredLetters = 0;
  for (let index = 0; index < text.length; index++) {
    if (!LETTER.test(text[index]!)) continue;
    letters++;
    if (covered[index]) coveredLetters++;
  }
  return letters > 0 ? coveredLetters / letters : 0;
}
