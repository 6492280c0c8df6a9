import type { BlockNote } from "../cleaning/block-sink.ts";
import { fileName, isSocialAccountLink } from "../cleaning/images.ts";
import {
  type Block,
  blockText,
  type ImageBlock,
  type Inline,
  isLineBreak,
  type TextRun,
} from "../reading-document.ts";
import { countWords } from "../report/count-words.ts";
import { shouted } from "../text/plain-text-shapes.ts";
import { endsSentenceInside, SENTENCE_END } from "../text/sentences.ts";
import { singleSpaced } from "../text/whitespace.ts";
import {
  advertLabelCoverage,
  advertUnderItsLabel,
  announcesSponsor,
  endsWithAdvertLabel,
  isMessageFromSponsor,
  isSponsorLine,
  labelledAsAdvert,
  namesSponsor,
  titledAsAdvert,
} from "./advert-labels.ts";
import { STRONG_CATEGORIES } from "./boilerplate-phrases.ts";
import { matchPhrases } from "./match-phrases.ts";
import { isPageNavigation } from "./page-links.ts";
import { hasPostalAddress } from "./postal-address.ts";
import { isAuthorsList, isEssay } from "./prose-in-chrome-words.ts";
import {
  isAppBadge,
  isAppStoreLink,
  isBuyButton,
  isCallToAction,
  isOrderButton,
  isReferral,
  isSharePrompt,
} from "./share-row-words.ts";

// Each block of a newsletter is judged on how it sits (small type, a template's chrome container,
// a row of nothing but links, an unsubscribe or social link) and then on its words. Words
// alone decide only for short blocks or blocks made mostly of chrome phrases, so a paragraph
// of prose that mentions "unsubscribe" once stays.

export type BlockKind = "junk" | "content" | "neutral";

export interface BlockVerdict {
  kind: BlockKind;
  /** Junk that is removed wherever it stands, not only in the header or footer. */
  strong: boolean;
  /** Neutral, but of the kind footers are made of (small print, links, contact lines). */
  footerLike: boolean;
  /** Chrome phrases occur in it, too few to call it chrome. */
  mentionsChrome: boolean;
  /** A label standing alone that marks a paid placement ("Advertisement", "Sponsored by"). */
  advertLabel?: true;
  /** The label is a sentence announcing the sponsor ("This issue is sponsored by Acme"): its copy follows. */
  announcesAdvert?: true;
  /** A postal address, line by line or in one. */
  address?: true;
  /**
   * The advertisement itself, not a label over one: a round-up's item tagged "(Sponsor)", or the
   * heading of the letter's pitch for its own ad space. It and the blocks that carry on its copy go.
   */
  advertItem?: true;
  /** Chrome that stands between a newsletter's items (ad labels, rating widgets): no sign of a footer. */
  betweenItems?: true;
  /**
   * A title that names chrome in passing ("Unsubscribes surge at streaming services after price
   * hikes"): chrome's words, but a story's title when the story follows it.
   */
  titleInPassing?: true;
  /** A call to share, invite, follow or install, or a referral link: a share row's core. */
  shareRow?: true;
  /** The call is to install the newsletter's app. */
  installButton?: true;
  /** Words about sharing or forwarding occur in it. */
  sharing?: true;
  /** Words asking what the reader thought of the issue occur in it. */
  feedback?: true;
  /** Its first words are chrome's ("To unsubscribe …", "Please do not reply …"). */
  opensWithChrome?: true;
  /** Set smaller than the letter's text. */
  small?: true;
  /** It offers the letter on the web ("View in browser"). */
  webVersion?: true;
  /** An image that shows the letter's own matter: a photo or a picture of an offer, no logo or icon. */
  picture?: true;
  words: number;
}

export interface ClassifyContext {
  /** The List-Unsubscribe header's targets. */
  unsubscribeTargets: string[];
  /** The newsletter's usual text size in px, when it sets one. */
  bodyFontSize?: number;
}

// Link targets that manage the subscription, in the ESPs' and publishers' own URL words (Substack's
// disable_email, Ghost's portal account page, listmonk's subscription form and UUID paths).
const UNSUBSCRIBE_URL =
  /unsub|opt-?out|optout|\/(abmelden|abbestellen|austragen|desabonn|d%C3%A9sabonn|desinscri|baja|disiscri|cancellazione|afmelden|uitschrijven|descadastr)|manage[-_]?(preferences|subscription)|(email|subscription|mail)[-_]?preferences|preference[-_]?cent|list-manage\.com\/(profile|unsubscribe)|\/profile\?.*(u=|id=|email=)|\/action\/disable_email\b|#\/portal\/account\b|\/subscription\/(form\b|[\da-f]{8}-[\da-f]{4}-)/i;

/** A site's address and nothing else: "www.hafenbrief.example", "https://tideline.example/". */
const BARE_SITE = /^(?:https?:\/\/)?(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\/?$/iu;

// Referral, share and subscribe links: a block offering one is a call to action, not content.
const SHARE_URL =
  /[?&](ref|referrer|referral_code|r)=|\/referral|\/share\b|sharer|share\.php|\/intent\/tweet|addtoany|\/subscribe\b|mailto:\?(subject|body)=/i;

// The post's own buttons under or over it, each a link back to the platform with the action named
// in the URL (Substack's "Like", "Comment", "Restack"; Ghost's "More like this", "Less like this",
// "Comment", "Share"), whatever their words and language.
const POST_ACTION_URL =
  /[?&]action=(?:like|comment|restack|share|reply|react)\b|#\/(?:feedback|share)\b|#ghost-comments\b/i;
const POST_ACTION_WORDS = 8;
// A link to the post in the platform's app with no action named: a short button ("Read in app")
// goes, but the post's own title links there too ("Nick Cammarata On Jhana") and stays.
const POST_APP_LINK = /\/app-link\/post\b/i;
const POST_APP_LINK_WORDS = 3;

const CONTENT_WORDS = 20;
const SHORT_WORDS = 25;
/** What a link to an app store says when it is the letter's own app, not a reviewed one. */
const STORE_LINK_WORDS =
  /\b(apps?|ios|iphone|ipad|android|mac|macos|windows|store|play|download|install|herunterladen|télécharger|descargar|scarica|downloaden|baixar)\b/iu;
/** A short block of at least this many words that ends like a sentence is read as one. */
const SENTENCE_WORDS = 8;
/** A sentence this long that names chrome once is prose that uses its words. */
const LONG_SENTENCE_WORDS = 15;
/**
 * Past this share of its letters, the one phrase is what the sentence says. An author's call "If
 * you want to join us this month, reply to this email and I will save you a seat." is 0.26 of it.
 */
const ONE_PHRASE_PROSE_COVERAGE = 0.3;
/**
 * An invitation to write back is a long phrase ("antworte einfach auf diese E-Mail"): in a sentence
 * this long that says more ("Wenn du mitkommen willst, … und ich halte dir einen Platz frei."), the
 * author asks for it. The standing footer line is short ("Fragen? Antworten Sie einfach …").
 */
const ONE_INVITATION_PROSE_COVERAGE = 0.4;
/** Wider than this, an image is no store badge. */
const MAX_BADGE_WIDTH = 300;
/** A link text this long is a post's title, not a network's name or an account. */
const POST_TITLE_WORDS = 5;
/** A heading of this many words names a section, not a network ("Lake Engineering Blog"). */
const SECTION_TITLE_WORDS = 3;
const LONG_PROSE_WORDS = 60;
const NOTICE_MAX_WORDS = 120;
/** Past these words a notice's chrome phrases must cover this share of it. */
const LONG_NOTICE_WORDS = 300;
/** Below this share of chrome's words a heading only names the thing. */
const TITLE_IN_PASSING_COVERAGE = 0.25;
/** Words of a story's title, at least; chrome's headings are a label of a few. */
const STORY_TITLE_WORDS = 5;
const LONG_NOTICE_COVERAGE = 0.05;

/** A time of day: "10 am", "18:30", "10 Uhr", "à 10 h", "alle ore 10", "om 10.30 uur". */
const TIME_OF_DAY =
  /(?<![\p{L}\d])(?:\d{1,2}(?:[:.]\d{2})?\s?(?:uhr|h|am|pm|a\.m\.|p\.m\.|heures?|uur|horas?)(?![\p{L}])|\d{1,2}[:.]\d{2}(?![\d.,])|(?:ore|alle|a las|às) \d{1,2}(?![\d.,]))/iu;

/** The text tells a time of day ("19h", "10 am", "um 18 Uhr"): an event's, not a footer's. */
export function tellsTimeOfDay(text: string): boolean {
  return TIME_OF_DAY.test(text);
}

/**
 * A title line opening in bold ("Zentrale Fahrradwerkstatt (Pause bis 15.02.)") over the entry's
 * lines, one of them telling the time of day.
 */
function isCalendarEntry(block: Block, text: string): boolean {
  if (block.type !== "paragraph" || !TIME_OF_DAY.test(text)) return false;
  const breaks = block.inlines.filter(isLineBreak).length;
  const firstBreak = block.inlines.findIndex(isLineBreak);
  if (breaks < 2 || firstBreak <= 0) return false;
  const title = (block.inlines.slice(0, firstBreak) as TextRun[]).filter((run) => run.text.trim());
  return title[0]?.bold === true && !title.some((run) => run.href);
}

/** An e-mail or web address written out in the text. */
export const WRITTEN_ADDRESS = /[^\s@<>()]+@[^\s@<>()]+\.\w|https?:\/\/|www\./i;

interface LinkStats {
  textChars: number;
  linkChars: number;
  hrefs: string[];
  /** The text of each link, runs of one link joined. */
  linkTexts: string[];
}

// A link whose whole text is a call to subscribe: in a short row of links it marks the row as
// the newsletter's own navigation (its target is often an opaque tracking URL).
const SUBSCRIBE_LINK_TEXT =
  /^(subscribed?( now| here)?|sign up|join( us)?|abonnieren|jetzt abonnieren|anmelden|s'abonner|abonnez-vous|suscr[íi]bete|suscribirse|iscriviti|abbonati|abonneren|aanmelden|abonneer|assinar|subscrever|inscreva-se)[.!]?$/i;

// A link to one of the sender's standing pages: its legal notice, privacy policy, terms, contact or
// help. Two or more of them in a row of links are the footer's, wherever the row stands.
const STANDING_PAGE_LINK_TEXT =
  /^(?:advertise|careers|jobs|press|about(?: us)?|werben|karriere|presse|über uns|publicité|carrières|à propos|publicidad|empleo|sobre nosotros|pubblicità|lavora con noi|chi siamo|adverteren|vacatures|over ons|publicidade|carreiras|sobre nós|privacy(?: policy| notice| statement)?|terms(?: (?:of (?:use|service)|and conditions|& conditions))?|cookies?(?: policy| settings)?|contact(?: us)?|imprint|legal(?: notice)?|disclaimer|accessibility|help(?: cent(?:er|re))?|faq|impressum|datenschutz(?:erklärung|hinweise)?|kontakt|agb|barrierefreiheit|hilfe|mentions légales|(?:politique de )?confidentialité|cgv|cgu|nous contacter|aide|aviso legal|pol[íi]tica de privacidad|privacidad|contacto|ayuda|t[ée]rminos y condiciones|note legali|contatti|contattaci|aiuto|termini e condizioni|colofon|privacyverklaring|(?:algemene )?voorwaarden|klantenservice|pol[íi]tica de privacidade|privacidade|contato|ajuda|termos(?: de uso| e condições)?)$/iu;

function collectInlines(inlines: Inline[], stats: LinkStats): void {
  let previousHref: string | undefined;
  for (const inline of inlines) {
    if (isLineBreak(inline)) {
      previousHref = undefined;
      continue;
    }
    const chars = inline.text.replace(/[\s|•·,/–—-]+/g, "").length;
    stats.textChars += chars;
    if (inline.href) {
      stats.linkChars += chars;
      const joins = stats.hrefs[stats.hrefs.length - 1] === inline.href && previousHref === inline.href;
      if (joins) stats.linkTexts[stats.linkTexts.length - 1] += inline.text;
      else stats.linkTexts.push(inline.text);
      stats.hrefs.push(inline.href);
    }
    previousHref = inline.href;
  }
}

function linkStats(block: Block): LinkStats {
  const stats: LinkStats = { textChars: 0, linkChars: 0, hrefs: [], linkTexts: [] };
  const visit = (current: Block) => {
    switch (current.type) {
      case "heading":
      case "paragraph":
        collectInlines(current.inlines, stats);
        break;
      case "list":
        for (const item of current.items) item.forEach(visit);
        break;
      case "quote":
        current.blocks.forEach(visit);
        break;
      case "table":
        for (const row of current.rows) for (const cell of row) collectInlines(cell.inlines, stats);
        break;
      case "image":
        if (current.href) stats.hrefs.push(current.href);
        break;
    }
  };
  visit(block);
  return stats;
}

/**
 * The link goes where the List-Unsubscribe header points. The query counts: many senders route
 * every link through one redirect path (/d?token, /ls/click?upn=…), the header's among them, and
 * only the token tells the unsubscribe link from an article's.
 */
function sameTarget(href: string, target: string): boolean {
  const strip = (url: string) =>
    url
      .replace(/^https?:\/\//i, "")
      .replace(/#.*$/, "")
      .replace(/\/(?=\?|$)/, "");
  return href === target || (strip(target).length > 8 && strip(href) === strip(target));
}

// A network's icon behind the sender's click-tracking redirect: small, linked, and named for the
// network in its file name or alt text ("icon-facebook.png", "Folge uns auf Instagram").
const SOCIAL_ICON_WIDTH = 64;
const SOCIAL_NAME =
  /(?<![\p{L}])(facebook|instagram|twitter|linkedin|pinterest|youtube|tiktok|xing|whatsapp|telegram|mastodon|threads|bluesky|snapchat)(?![\p{L}])/iu;

const NAMES_NETWORK_LAST = new RegExp(`${SOCIAL_NAME.source}[\\s.!:]*$`, "iu");

/** An icon's file named by the network's short name: "fb.png", "ig-32.png", "yt_icon.gif". */
const SOCIAL_ABBREVIATION = /^(fb|tw|ig|yt|li|pin|tt|wa)(?:[-_]?(?:icon|logo|\d+))*$/i;

/** A person's name, as a credit gives it: "Maria Jensen", "Dr. Travis Bradberry", "Jan van der Berg". */
const PERSON_NAME =
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.? )?\p{Lu}[\p{L}'’-]+(?: (?:van|von|de|der|den|da|di|du|la|le|del|dos|\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}(?:,? Ph\.? ?D\.?)?$/u;

/**
 * A story's author credited by name, the name linked to their profile on a network (a digest's
 * teaser, then "Maria Jensen"): a credit, not a follow link, which names the network or an account.
 */
function isProfileCredit(text: string, linkTexts: string[]): boolean {
  return linkTexts.length === 1 && PERSON_NAME.test(text) && !SOCIAL_NAME.test(text);
}

function isSocialIcon(block: ImageBlock): boolean {
  if (!block.href || block.width === undefined || block.width > SOCIAL_ICON_WIDTH) return false;
  const file = fileName(block.src);
  return (
    SOCIAL_NAME.test(file.replace(/[-_.]/g, " ")) ||
    SOCIAL_ABBREVIATION.test(file.replace(/\.\w+$/, "")) ||
    SOCIAL_NAME.test(block.alt)
  );
}

/** Words of alt text that describe what a picture shows ("Winter tool sale: 30% off drills"). */
const PICTURE_ALT_WORDS = 4;
const PICTURE_MIN_WIDTH = 300;

export function isPicture(block: ImageBlock): boolean {
  if (/\blogos?\b/iu.test(block.alt)) return false;
  if (block.width !== undefined) return block.width >= PICTURE_MIN_WIDTH;
  return countWords(block.alt) >= PICTURE_ALT_WORDS;
}

export function classifyBlock(
  block: Block,
  note: BlockNote | undefined,
  context: ClassifyContext,
): BlockVerdict {
  if (block.type === "rule")
    return { kind: "neutral", strong: false, footerLike: true, mentionsChrome: false, words: 0 };
  const rawText = blockText(block);
  const text = singleSpaced(rawText);
  const words = countWords(text);
  const links = linkStats(block);
  if (block.type === "image") {
    const social = links.hrefs.some(isSocialAccountLink) || isSocialIcon(block) || note?.followIcon === true;
    // A store's badge, linked or not ("Laden im App Store"); unlinked, only a badge's whole words at
    // a badge's size, not a photo of the App Store.
    const badge =
      links.hrefs.length > 0
        ? links.hrefs.every(isAppStoreLink) || isAppBadge(block.alt)
        : isAppBadge(block.alt) && countWords(block.alt) >= 3 && (block.width ?? 0) <= MAX_BADGE_WIDTH;
    const action = links.hrefs.length > 0 && links.hrefs.every((href) => POST_ACTION_URL.test(href));
    const junk = social || badge || action;
    return {
      kind: junk ? "junk" : "neutral",
      strong: junk,
      footerLike: true,
      mentionsChrome: false,
      ...(!junk && isPicture(block) ? { picture: true as const } : {}),
      words: 0,
    };
  }

  const phrases = matchPhrases(text);
  const strongWords = [...phrases.categories].some((category) => STRONG_CATEGORIES.has(category));
  const bodySize = context.bodyFontSize ?? 16;
  const small = note?.fontSize !== undefined && note.fontSize < Math.min(13, bodySize * 0.9);
  const chrome = note?.chrome === true;
  const linkOnly = links.textChars > 0 && links.linkChars / links.textChars >= 0.85;
  // Sentences that give an unsubscribe page's address in passing ("I have tried
  // <https://…/how-to-unsubscribe>, but …"), in few of chrome's words, are the writer's.
  const proseAroundAddress =
    words > 20 && phrases.coverage < 0.15 && phrases.opening.size === 0 && endsSentenceInside(text);
  const unsubscribeLink =
    !proseAroundAddress &&
    links.hrefs.some(
      (href) =>
        UNSUBSCRIBE_URL.test(href) ||
        /^mailto:.*subject=[^&]*(unsub|remove|abmeld|signoff)/i.test(href) ||
        context.unsubscribeTargets.some((target) => sameTarget(href, target)),
    );
  const shareLink = links.hrefs.some((href) => SHARE_URL.test(href));
  // Follow links name the network or the account; links to posts carry the posts' own words
  // ("Cherry pick the keys for JSON.stringify"), and those are the author's picks. A section's
  // heading that links to the publication's page on a network ("Lake Engineering Blog" on Medium)
  // names the section, in no follow words.
  const social =
    links.hrefs.length > 0 &&
    linkOnly &&
    links.hrefs.every(isSocialAccountLink) &&
    !links.linkTexts.some((link) => countWords(link) >= POST_TITLE_WORDS) &&
    !isProfileCredit(text, links.linkTexts) &&
    !(block.type === "heading" && words >= SECTION_TITLE_WORDS && phrases.hits === 0);
  // Address blocks are often set line by line (name, street, postcode and town), with no commas.
  // A block of one line (most of them) is that line: its text, and no second look for an address.
  const lines = rawText.includes("\n")
    ? rawText
        .split("\n")
        .map((line) => singleSpaced(line))
        .join("\n")
    : text;
  // A time of day makes it an event's venue ("We meet at 10 am at the boathouse, 4 Quay Street"),
  // which the letter needs, not the sender's address.
  const address =
    words <= 40 &&
    !TIME_OF_DAY.test(text) &&
    (hasPostalAddress(text) || (lines !== text && hasPostalAddress(lines)));
  const structural = small || chrome || linkOnly || unsubscribeLink;
  // A short line that carries an address to write or go to: the contact part of a footer.
  const contact = words <= 30 && WRITTEN_ADDRESS.test(text);
  const heading = block.type === "heading";
  // A linked title of a few words is a story's headline, its text a click away, not a footer's
  // link: a heading, or a paragraph that is one link in no chrome words (a round-up's item).
  const storyTitle =
    words >= POST_TITLE_WORDS && (heading || (links.linkTexts.length === 1 && phrases.hits === 0));

  const verdict = (kind: BlockKind, strong = false): BlockVerdict => ({
    kind,
    strong,
    footerLike: kind === "neutral" && (small || chrome || (linkOnly && !storyTitle) || contact || words <= 3),
    mentionsChrome: phrases.hits > 0,
    ...(phrases.categories.has("share") ? { sharing: true as const } : {}),
    ...(phrases.categories.has("app") ? { feedback: true as const } : {}),
    // An appeal stands between the stories: no sign of a footer.
    ...(kind === "junk" && phrases.categories.has("appeal") ? { betweenItems: true as const } : {}),
    ...(phrases.opening.size > 0 ? { opensWithChrome: true as const } : {}),
    ...(small ? { small: true as const } : {}),
    ...(phrases.categories.has("webVersion") ? { webVersion: true as const } : {}),
    words,
  });

  if (social) return verdict("junk", true);
  if (
    linkOnly &&
    words <= POST_ACTION_WORDS &&
    links.hrefs.length > 0 &&
    links.hrefs.every(
      (href) => POST_ACTION_URL.test(href) || (words <= POST_APP_LINK_WORDS && POST_APP_LINK.test(href)),
    )
  )
    return { ...verdict("junk", true), betweenItems: true };
  // The issue's own contents or a "Back to top": chrome between the items, no sign of a footer.
  if (isPageNavigation(block)) return { ...verdict("junk", true), betweenItems: true };
  // The letter's app in the stores: the stores' badges, or links to them that name a platform or
  // the app ("iPhone", "Android app"); an app's own name over its review ("Haptic Pro") is a title.
  if (
    linkOnly &&
    words <= 8 &&
    (isAppBadge(text) || (links.hrefs.every(isAppStoreLink) && STORE_LINK_WORDS.test(text)))
  )
    return verdict("junk", true);
  if (words <= 8 && isCallToAction(text)) {
    const install = /\bapp\b/i.test(text) && !/\b(share|teilen|partag|compart|condivid|delen)/i.test(text);
    return { ...verdict("junk", true), shareRow: true, ...(install ? { installButton: true as const } : {}) };
  }
  // Between the products it sells, no sign of a footer.
  if (words <= 4 && (isBuyButton(text) || (linkOnly && isOrderButton(text))))
    return { ...verdict("junk", true), betweenItems: true };
  if (words <= 40 && isReferral(text, links.hrefs)) return { ...verdict("junk", true), shareRow: true };
  // A sentence, not a row: it goes alone, never with the prose around it that mentions sharing.
  if (isSharePrompt(text, words)) return verdict("junk", true);
  // A heading is a label only when it says nothing else ("Together with friends" heads an article).
  const advertCoverage = words <= 6 ? advertLabelCoverage(text) : 0;
  // A heading set in capitals is a template's section label ("TOGETHER WITH ACME" among "APPLE",
  // "OPENAI"), not an article's title.
  const labelHeading = heading && !shouted(text);
  const advertLabel =
    advertCoverage >= (labelHeading ? 0.9 : 0.4) ||
    isMessageFromSponsor(text) ||
    (!heading && (namesSponsor(text, words) || (words <= 4 && endsWithAdvertLabel(text))));
  if (advertLabel) return { ...verdict("junk", true), advertLabel: true, betweenItems: true };
  if (!heading && isSponsorLine(text, words)) return { ...verdict("junk", true), betweenItems: true };
  if (announcesSponsor(lines, words))
    return { ...verdict("junk", true), advertLabel: true, announcesAdvert: true, betweenItems: true };
  if (!heading && advertUnderItsLabel(lines)) return { ...verdict("junk", true), betweenItems: true };
  if (titledAsAdvert(lines) || labelledAsAdvert(lines))
    return { ...verdict("junk", true), advertItem: true, betweenItems: true };
  // A heading that asks for advertisers ("Want to advertise in TLDR?") heads the pitch below it.
  if (heading && words <= 12 && phrases.opening.has("adSpace"))
    return { ...verdict("junk", true), advertItem: true, betweenItems: true };
  // A rating prompt, alone or over its scale of vote links ("Rate the above article: 1 2 3 4 5").
  const ratingScale = words <= 20 && links.hrefs.length >= 2;
  if (
    phrases.categories.size === 1 &&
    phrases.categories.has("rating") &&
    (phrases.coverage >= 0.6 || ratingScale)
  )
    return { ...verdict("junk", true), betweenItems: true };
  // A site named bare and linked ("www.hafenbrief.example"): the sender's address among the
  // footer's lines: it goes with the footer, and stays where it stands in the letter.
  if (linkOnly && !heading && BARE_SITE.test(text)) return verdict("junk");
  const subscribeRow =
    linkOnly && words <= 8 && links.linkTexts.some((link) => SUBSCRIBE_LINK_TEXT.test(link.trim()));
  if (subscribeRow) return verdict("junk", true);
  const standingPages = () => links.linkTexts.filter((link) => STANDING_PAGE_LINK_TEXT.test(link.trim()));
  if (linkOnly && words <= 12 && standingPages().length >= 2) return verdict("junk", true);
  if (unsubscribeLink && words <= 80) return verdict("junk", true);
  // The heading over the follow links ("Connect with us on Twitter") is no article's title.
  if (
    words <= 8 &&
    phrases.categories.has("share") &&
    phrases.coverage >= 0.6 &&
    NAMES_NETWORK_LAST.test(text)
  )
    return verdict("junk", true);
  // A calendar's entry (a bold title, when and where, what happens, whom to ask) is the letter's,
  // however it ends ("Kontakt: Thomas, Telefon 0761 …"); a footer's contact block holds no time of day.
  if (isCalendarEntry(block, text)) return verdict(words >= CONTENT_WORDS ? "content" : "neutral");
  if (phrases.hits > 0) {
    // A block that is mostly chrome phrases ("Unsubscribe", "View in browser", "back to top").
    if (phrases.coverage >= 0.6 && (!heading || structural)) return verdict("junk", true);
    // Sentences of prose that name chrome once or twice in passing (an article on consent and
    // unsubscribing, a town hall's "how to stop the SMS alerts") are the letter's, however their
    // topic sounds: footers say their chrome densely and open with it.
    if (isEssay(text, words, phrases, structural) || isAuthorsList(block, words, phrases, structural))
      return verdict("content");
    if (strongWords && words <= 40) {
      // In the middle of a newsletter only when the block is plainly chrome, not a sentence
      // that happens to name the thing. A block that opens with such words and has more of them
      // is as plain.
      const opensWithChrome = [...phrases.opening].some((category) => STRONG_CATEGORIES.has(category));
      const junk = verdict(
        "junk",
        structural ||
          (!heading &&
            (phrases.coverage >= 0.25 ||
              words <= 12 ||
              // the pitch for the letter's own ad space is chrome from its first words on
              (opensWithChrome && (phrases.hits >= 2 || phrases.opening.has("adSpace"))))),
      );
      return heading &&
        !junk.strong &&
        words >= STORY_TITLE_WORDS &&
        phrases.coverage < TITLE_IN_PASSING_COVERAGE
        ? { ...junk, titleInPassing: true }
        : junk;
    }
    // A link or row of links whose words are chrome ("Click to share", "Recommend it!").
    if (linkOnly && words <= 8) return verdict("junk", true);
    if (shareLink && words <= 40) return verdict("junk", true);
    if (structural && words <= 80) return verdict("junk", chrome || small);
    // A notice that opens by saying why the reader gets the letter, then how to stop it: the
    // footer's, however long it runs on ("You have received this message because … To leave …").
    if (phrases.opening.has("whyReceived") && phrases.categories.size >= 2 && words <= NOTICE_MAX_WORDS)
      return verdict("junk");
    // One sentence that uses one of chrome's words as prose does ("Le transfert de Mbappé est
    // officiel.", "… a way to share it with the province.") is the letter's; a question and a call
    // ("Know someone who'd like this? Forward this newsletter.") is a share line.
    // A long sentence with one short chrome phrase in it is told the same way: a share line asks
    // more than once, or opens with the asking.
    const oneSentence = SENTENCE_END.test(text) && !endsSentenceInside(text);
    const prose =
      oneSentence &&
      ((phrases.singleWords && words >= SENTENCE_WORDS && phrases.coverage < 0.2) ||
        (phrases.hits === 1 &&
          phrases.opening.size === 0 &&
          words >= LONG_SENTENCE_WORDS &&
          phrases.coverage <
            (phrases.categories.has("contact") ? ONE_INVITATION_PROSE_COVERAGE : ONE_PHRASE_PROSE_COVERAGE)));
    // A section's title that names sharing or forwarding in passing ("Utilisez share.example.net
    // pour partager des fichiers") titles an article about it; chrome's headings are its words.
    if (heading && !strongWords && phrases.coverage < TITLE_IN_PASSING_COVERAGE) return verdict("neutral");
    if (words <= SHORT_WORDS && !prose) return verdict("junk");
    // A legal or subscription notice: several chrome phrases, not one word in an essay. A long
    // block must be made of them too: a quoted thread of a thousand words holds a list footer and
    // a company's disclaimer somewhere.
    const notice =
      (phrases.hits >= 3 && (words <= LONG_NOTICE_WORDS || phrases.coverage >= LONG_NOTICE_COVERAGE)) ||
      (phrases.categories.size >= 2 && phrases.coverage >= 0.15);
    if (notice) {
      // One that opens with them is a section of its own ("Tell a friend: … send your friends links …").
      const opensWithChrome = phrases.opening.size > 0 && words <= 40;
      // One that says why the reader gets the letter and how to stop it is the subscription's
      // notice wherever it stands (a data-protection box under the letter's last section).
      const subscriptionNotice =
        phrases.categories.has("whyReceived") && phrases.categories.has("unsubscribe");
      return verdict(
        "junk",
        (strongWords && phrases.coverage >= 0.3) || opensWithChrome || subscriptionNotice,
      );
    }
  }
  if (address) return { ...verdict("junk"), address: true };
  if (chrome && (words <= 30 || small)) return verdict("junk");
  if (
    words >= CONTENT_WORDS &&
    phrases.hits === 0 &&
    !small &&
    !contact &&
    !(chrome && words < LONG_PROSE_WORDS)
  ) {
    return verdict("content");
  }
  return verdict("neutral");
}
