import { allMatches } from "../text/all-matches.ts";
import { singleSpaced } from "../text/whitespace.ts";
import { compile, eitherApostrophe, LETTER } from "./boilerplate-phrases.ts";

// The label that marks a paid placement ("Advertisement", "Sponsored by", "In partnership with").
// Kept apart from the chrome phrases: the same words occur in news prose, so only a short block
// made mostly of them counts (see classify-blocks.ts).
/** "A message from our sponsor, Tidewater:" */
const MESSAGE_FROM_SPONSOR_WORDS = "a (word|message|note) from (our|today's|this week's) sponsors?";

const ADVERT_LABELS = compile([
  "advertisement",
  "advertorial",
  "advertising (sponsor|partner)",
  // the abbreviation on a plain-text box's edge ("-----adv.-/")
  "adv(\\.|(?![\\p{L}]))",
  "sponsored( by| content| post| message| links?)?",
  // a whole word: "sponsor" begins "sponsorisé" and "sponsorizzato", which have their own entries
  "(our |today's |this week's )?sponsors?(?![\\p{L}])",
  MESSAGE_FROM_SPONSOR_WORDS,
  // a conference's tiers: "PLATINUM SPONSORS Apple Computer …"
  "(platinum|gold|silver|bronze|diamond|premier|premium) (sponsors?|partners?)",
  // "With thanks to our conference sponsors:"
  "(with )?(many )?thanks to (all )?(our |today's |this week's )?([\\p{L}-]+ )?sponsors?",
  "(in partnership|together|in collaboration) with",
  "(presented|brought to you|supported|made possible) by",
  "paid partnership( with)?",
  // "Contenuto sponsorizzato", "Contenido patrocinado": the content word first
  "(gesponserter|bezahlter) (Inhalt|Beitrag)",
  "contenu sponsoris[ée]",
  "contenido patrocinado",
  "contenuto sponsorizzato",
  "gesponsorde (inhoud|content)",
  "conte[úu]do patrocinado",
  "Anzeige",
  "Werbung",
  "gesponsert( von)?",
  "(in Kooperation|in Zusammenarbeit|präsentiert) (mit|von)",
  "(mit (freundlicher )?Unterstützung|unterstützt) (von|durch)",
  "publicité",
  "sponsoris[ée]",
  "en partenariat avec",
  "(avec le soutien|soutenu par|avec l'appui) de",
  "publicidad",
  "patrocinado( por)?",
  "en colaboración con",
  "con el (apoyo|patrocinio) de",
  "pubblicità",
  "sponsorizzato( da)?",
  "in collaborazione con",
  "con il (supporto|sostegno) di",
  "advertentie",
  "gesponsord( door)?",
  "in samenwerking met",
  "(mede )?mogelijk gemaakt door",
  "publicidade",
  "em parceria com",
  "com o apoio d[aeo]",
]);

/** Share of the text's letters that an advertising label covers. */
export function advertLabelCoverage(text: string): number {
  let letters = 0;
  for (const character of text) if (LETTER.test(character)) letters++;
  if (letters === 0) return 0;
  let covered = 0;
  for (const match of allMatches(ADVERT_LABELS, text)) {
    for (const character of match[0]) if (LETTER.test(character)) covered++;
  }
  return covered / letters;
}

/**
 * True when a short label ends with an advertising label: the network's own name before it
 * ("Yahoo! Groups Sponsor", "Partner-Anzeige").
 */
export function endsWithAdvertLabel(text: string): boolean {
  const trimmed = text.replace(/[\s:.!-]+$/u, "");
  for (const match of allMatches(ADVERT_LABELS, trimmed)) {
    if (match.index + match[0].length === trimmed.length) return true;
  }
  return false;
}

// An item's title line tagged in brackets at its end, as link round-ups tag their items ("… (5 minute
// read)", "… (GitHub Repo)") and their paid ones ("… (Sponsor)").
const TITLE_TAG = /[([]\s*([^()[\]\n]{1,30}?)\s*[)\]]\s*$/u;
const TITLE_WORDS = 20;

/** The bracketed tag that ends the first line of an item with more lines under it, if any. */
export function itemTitleTag(text: string): string | undefined {
  const [first, ...rest] = text.trim().split("\n");
  if (rest.every((line) => line.trim().length === 0)) return undefined;
  if (first!.split(/\s+/).length > TITLE_WORDS) return undefined;
  return TITLE_TAG.exec(first!)?.[1];
}

/** True when the text is an item whose title is tagged as paid: "Pricing in the AI era (Sponsor)". */
export function titledAsAdvert(text: string): boolean {
  const tag = itemTitleTag(text);
  return tag !== undefined && (/^(ad|paid|promoted|partner)$/i.test(tag) || advertLabelCoverage(tag) >= 0.9);
}

/** The label and its colon before a sponsor's name: "Sponsor: Acme", "Anzeige: Hafenbank". */
const LABEL_WITH_NAME =
  /^(?:sponsor|sponsored by|advertiser|advertisement|anzeige|werbung|publicité|publicidad|pubblicità|advertentie|publicidade) ?: ?\S/iu;

/** True when an item's first line is a label naming its sponsor, with the copy under it ("Sponsor: Acme" / "…"). */
export function labelledAsAdvert(text: string): boolean {
  const [first, ...rest] = text.trim().split("\n");
  if (rest.every((line) => line.trim().length === 0)) return false;
  const words = first!.trim().split(/\s+/).length;
  return LABEL_WITH_NAME.test(first!.trim()) && namesSponsor(first!.trim(), words);
}

const LONE_LABEL_WORDS = 3;

/**
 * True when a paragraph's first line is the label alone, the copy on the lines under it, as text
 * parts set a placement ("ADVERTISEMENT:" / "Example Jobs Board: thousands of …"): the whole
 * placement, and no more.
 */
export function advertUnderItsLabel(text: string): boolean {
  const [first, ...rest] = text.trim().split("\n");
  if (rest.every((line) => line.trim().length === 0)) return false;
  const label = first!.trim();
  return label.split(/\s+/).length <= LONE_LABEL_WORDS && advertLabelCoverage(label) >= 0.9;
}

// The badge a round-up sets after an item's copy ("… tools, and jobs for API developers. Sponsored"):
// one or two label words after the copy's last sentence, on its line (a label on a line of its own
// may head what follows).
const BADGE = /[.!?…)"”»][^\S\n]+([\p{L}-]+(?: [\p{L}-]+)?)\s*$/u;

/** True when a paragraph's copy ends in an advertising badge: the item is a paid one. */
export function endsWithAdvertBadge(text: string): boolean {
  const badge = BADGE.exec(text.trim())?.[1];
  return badge !== undefined && (/^(ad|paid|promoted)$/i.test(badge) || advertLabelCoverage(badge) >= 0.9);
}

/** The tag that marks a paid post or item at its end: "… Start your free trial now. #ad", "… [sponsored]". */
const AD_HASHTAG =
  /(?:^|\s)(?:#(?:ad|ads|advert|advertisement|sponsored|sponsor|anzeige|werbung|pub|publicité|publicidad|pubblicità|advertentie|publicidade)|\[(?:ad|sponsored|sponsor|advertisement|promoted|partner|anzeige|werbung)\])\s*$/iu;

/** True when an item ends in an advertising hashtag. */
export function endsWithAdHashtag(text: string): boolean {
  return AD_HASHTAG.test(text);
}

/** True when the text opens with an advertising label ("Sponsored by …", "Anzeige") rather than ends with one ("Acme sponsor"). */
export function opensWithAdvertLabel(text: string): boolean {
  ADVERT_LABELS.lastIndex = 0;
  const match = ADVERT_LABELS.exec(text);
  return match !== null && !/[\p{L}\p{N}]/u.test(text.slice(0, match.index));
}

// A label naming its sponsor: "Sponsored by Royce Partners", "Präsentiert von der Hafenbank". With
// the sponsor's name the label is mostly not label words, so it is known by how it opens instead.
const NAMING_LABEL = compile([
  "(sponsored|presented|brought to you|supported|made possible|powered|underwritten|promoted) by",
  "(gesponsert|präsentiert|unterstützt|ermöglicht) (von|durch)",
  "(sponsorisée?|présentée?|soutenue?|offerte?) par",
  "(patrocinad[oa]|presentad[oa]|ofrecid[oa]) por",
  "(sponsorizzat[oa]|presentat[oa]|offert[oa]) da",
  "(gesponsord|aangeboden|mogelijk gemaakt) door",
  "(patrocinad[oa]|apresentad[oa]|oferecid[oa]) por",
  // the label word and a colon before the name: "SPONSOR: Acme - Backups that just work"
  "(sponsor|advertiser|advertisement|anzeige|werbung|publicité|publicidad|pubblicità|advertentie|publicidade) ?:",
]);

const MESSAGE_FROM_SPONSOR = new RegExp(`^${eitherApostrophe(MESSAGE_FROM_SPONSOR_WORDS)}\\b`, "iu");

/**
 * "A message from our sponsor, Tidewater:": a label however it is set, a heading too, leading in to
 * the placement with its colon. A sentence that goes on is the author's.
 */
export function isMessageFromSponsor(text: string): boolean {
  const trimmed = text.trim();
  return (
    MESSAGE_FROM_SPONSOR.test(trimmed) &&
    !/[.!?]$/.test(trimmed) &&
    trimmed.split(/\s+/).length <= NAMING_LABEL_WORDS
  );
}

/** Words of a label with its sponsor's name. */
const NAMING_LABEL_WORDS = 7;

// What a section is brought by, named before the label: "GTC COVERAGE BROUGHT TO YOU BY IREN".
// Not "powered by", which names a product's parts as often ("Search powered by AI").
const SECTION_SPONSOR = compile([
  "(sponsored|presented|brought to you|made possible|underwritten) by",
  "(gesponsert|präsentiert|ermöglicht) (von|durch)",
  "(sponsorisée?|présentée?|offerte?) par",
  "(patrocinad[oa]|presentad[oa]|ofrecid[oa]) por",
  "(sponsorizzat[oa]|presentat[oa]|offert[oa]) da",
  "(gesponsord|aangeboden|mogelijk gemaakt) door",
  "(patrocinad[oa]|apresentad[oa]|oferecid[oa]) por",
]);
/** Words of the sponsor's name after such a label. */
const SPONSOR_NAME_WORDS = 3;

/**
 * True when a short line is a label naming its sponsor: "Sponsored by Royce Partners", or what it
 * sponsors first ("GTC coverage brought to you by IREN").
 */
export function namesSponsor(text: string, words: number): boolean {
  if (words > NAMING_LABEL_WORDS) return false;
  if (isMessageFromSponsor(text)) return true;
  NAMING_LABEL.lastIndex = 0;
  const match = NAMING_LABEL.exec(text);
  if (match !== null && !/[\p{L}\p{N}]/u.test(text.slice(0, match.index))) {
    // "Sponsored by the council." is a sentence; after "SPONSOR:" the ad's own headline may ask
    // ("SPONSOR: Is your PC spying on you?").
    const end = match[0].endsWith(":") ? /:$/ : /[.!?:]$/;
    return !end.test(text.trim());
  }
  SECTION_SPONSOR.lastIndex = 0;
  const section = SECTION_SPONSOR.exec(text);
  if (section === null || /[.!?:]$/.test(text.trim())) return false;
  const name = text
    .slice(section.index + section[0].length)
    .split(/\s+/)
    .filter(Boolean);
  return name.length > 0 && name.length <= SPONSOR_NAME_WORDS;
}

// A placement in one line: the label, the sponsor's name and its tagline after a dash, a bar or a
// colon ("Sponsored by Northwind — the jacket that keeps you dry", "Präsentiert von der Hafenbank |
// Ihre Bank am Fluss"). The copy ends with the line; nothing after it is the sponsor's.
const TAGLINE_SEPARATOR = /\s[—–|-]\s|:\s/u;
/** Words of such a line. */
const SPONSOR_LINE_WORDS = 20;

/** True when a line is a whole placement: label, sponsor and tagline. */
export function isSponsorLine(text: string, words: number): boolean {
  if (words <= NAMING_LABEL_WORDS || words > SPONSOR_LINE_WORDS || text.includes("\n")) return false;
  NAMING_LABEL.lastIndex = 0;
  const match = NAMING_LABEL.exec(text);
  if (match === null || /[\p{L}\p{N}]/u.test(text.slice(0, match.index))) return false;
  // "Presented by: Acme — …": a colon after the label is the label's.
  const rest = text.slice(match.index + match[0].length).replace(/^\s*:/, "");
  const separator = TAGLINE_SEPARATOR.exec(rest);
  if (separator === null) return false;
  const name = rest.slice(0, separator.index);
  const tagline = rest.slice(separator.index + separator[0].length);
  // A sentence that sets a clause between dashes ("Supported by the city — and by its volunteers —
  // the fair returns") or lists before the dash is prose.
  if (/[,;.!?]/.test(name) || /\s[—–]\s/.test(tagline)) return false;
  const nameWords = name.split(/\s+/).filter(Boolean).length;
  return nameWords > 0 && nameWords <= SPONSOR_NAME_WORDS + 1;
}

/** Words of the label line that opens a block of advertising copy ("SPONSORED BY: ACME"). */
const LABEL_LINE_WORDS = 6;

/** True when the text's first line is an advertising label and more lines follow it. */
export function leadsWithAdvertLabel(text: string): boolean {
  const [first, ...rest] = text.split("\n");
  if (rest.every((line) => line.trim().length === 0)) return false;
  const label = first!.trim();
  const words = label.split(/\s+/).filter((word) => LETTER.test(word)).length;
  return (
    words > 0 && words <= LABEL_LINE_WORDS && opensWithAdvertLabel(label) && advertLabelCoverage(label) >= 0.4
  );
}

// A sentence that announces a paid placement: "This issue is sponsored in part by Acme", "Thanks to
// our sponsor", "Dieser Newsletter wird unterstützt von …". Only the newsletter itself as the
// subject counts, at the start of a short block.
const SPONSOR_SENTENCE = compile([
  "(this|today's|this week's|the|our) ([\\w.-]+ )?(newsletter|issue|edition|e-?mail|episode|letter|digest|post|week's issue)( is| was| has been| comes)? (sponsored|supported|brought to you|presented|made possible|powered|underwritten|paid for)( in part| today| this week)? by",
  "(this|today's|this week's) (edition|issue) of [^.!?\\n]{1,40}? (is|was|has been|comes) (sponsored|supported|brought to you|presented|made possible|underwritten|paid for)( in part| today| this week)? by",
  "thanks? (you )?to (our|today's|this week's) sponsors?",
  "today's (issue|newsletter|edition) (is )?(sponsored|brought to you|presented|made possible) by",
  // the letter by its name: "Today's Milk Road is brought to you by LEX"
  "(today's|this week's) [^.!?\\n]{1,30}? (is|was|comes) (sponsored|brought to you|presented) by",
  // the issue by its day: "Tuesday 27th August's issue is presented by FusionAuth"
  "[^.!?\\n]{1,30}?'s (newsletter|issue|edition|letter|digest|e-?mail) (is|was|comes|has been) (sponsored|supported|brought to you|presented|made possible|underwritten|paid for) by",
  "(dieser|der|unser|diese|die) (newsletter|ausgabe|brief) (wird|ist)( heute| diesmal)? (unterstützt|präsentiert|gesponsert|ermöglicht|gefördert) (von|durch)",
  "(cette|notre|la) (newsletter|lettre|édition) (est|vous est) (sponsorisée|soutenue|présentée|parrainée|offerte|proposée) par",
  "(este|nuestro|el) (boletín|newsletter|número) (está|es|viene) (patrocinado|presentado|apoyado|ofrecido) por",
  "(questa|la nostra|la) newsletter (è|viene) (sponsorizzata|offerta|supportata|presentata|sostenuta) da",
  "(deze|onze) nieuwsbrief (wordt|is) (gesponsord|mede mogelijk gemaakt|mogelijk gemaakt|aangeboden|ondersteund) door",
  "(esta|nossa|a) (newsletter|edição) (é|está sendo) (patrocinada|apoiada|oferecida|apresentada) por",
]);

/**
 * A block opening with such a sentence is the sponsor's when short: the sentence and a line or two
 * of the sponsor's copy. A longer one is the newsletter talking about its sponsors, unless the
 * sentence is a line of its own over the copy.
 */
const SPONSOR_SENTENCE_WORDS = 40;

// "This issue is sponsored by nobody", "nicht gesponsert": the newsletter saying it has no sponsor.
const NEGATION =
  /(?<![\p{L}\p{N}])(not|no|nobody|no one|none|nicht|kein\w*|niemand\w*|pas|personne|aucun\w*|nadie|ningún|nessuno|niet|geen|niemand|ninguém|nenhum)(?![\p{L}\p{N}])/iu;

/**
 * Words of a block whose first line announces the sponsors alone, and the lines under it are their
 * copy ("This week's newsletter is brought to you by SnapCI and Twilio." over a paragraph on each).
 */
const ANNOUNCED_COPY_WORDS = 90;
const ANNOUNCEMENT_LINE_WORDS = 20;

/**
 * True when the block opens with a sentence announcing that the newsletter is sponsored. `lines`
 * is the block's text with its line breaks.
 */
export function announcesSponsor(lines: string, words: number): boolean {
  if (words > ANNOUNCED_COPY_WORDS) return false;
  const firstLine = lines.trimStart().split("\n")[0]!;
  const alone = lines.trim() !== firstLine.trim();
  if (words > SPONSOR_SENTENCE_WORDS && !(alone && firstLine.split(/\s+/).length <= ANNOUNCEMENT_LINE_WORDS))
    return false;
  const text = (words > SPONSOR_SENTENCE_WORDS ? firstLine : lines).replace(/\s+/g, " ").trim();
  if (NEGATION.test(text)) return false;
  SPONSOR_SENTENCE.lastIndex = 0;
  const match = SPONSOR_SENTENCE.exec(text);
  return match !== null && !/[\p{L}\p{N}]/u.test(text.slice(0, match.index));
}

/** Words of a sponsor's name after its label. */
const SPONSOR_NAME_MAX_WORDS = 4;

/**
 * The sponsor a label or an announcing sentence names after its words ("TOGETHER WITH ACME",
 * "Tuesday's issue is presented by FusionAuth"): its name, or none.
 */
export function labelledSponsor(text: string): string | undefined {
  const line = singleSpaced(text);
  for (const pattern of [SPONSOR_SENTENCE, NAMING_LABEL, ADVERT_LABELS]) {
    pattern.lastIndex = 0;
    const match = pattern.exec(line);
    if (match === null || /[\p{L}\p{N}]/u.test(line.slice(0, match.index))) continue;
    const name = line.slice(match.index + match[0].length).replace(/^[\s,:–—-]+|[\s.!:]+$/gu, "");
    const words = name.split(" ").length;
    if (name && /^\p{L}/u.test(name) && words <= SPONSOR_NAME_MAX_WORDS) return name;
  }
  return undefined;
}

/** True when a text names the sponsor: the name as whole words, in any case. */
export function namesTheSponsor(text: string, sponsor: string): boolean {
  const escaped = sponsor.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

/** True when a line says the item above it was paid for: "Promoted by Gitpod". */
export function promotesItemAbove(text: string): boolean {
  return /^promoted by [\p{L}\p{N}]/iu.test(text.trim()) && !/[.!?]$/.test(text.trim());
}
