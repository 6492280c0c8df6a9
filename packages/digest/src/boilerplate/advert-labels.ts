import { allMatches } from "../text/all-matches.ts";
import { compile, LETTER } from "./boilerplate-phrases.ts";

// The label that marks a paid placement ("Advertisement", "Sponsored by", "In partnership with").
// Kept apart from the chrome phrases: the same words occur in news prose, so only a short block
// made mostly of them counts (see classify-blocks.ts).
const ADVERT_LABELS = compile([
  "advertisement",
  "advertorial",
  "sponsored( by| content| post| message)?",
  "(our |today's |this week's )?sponsors?",
  "thanks to (our |today's )?sponsors?",
  "(in partnership|together|in collaboration) with",
  "(presented|brought to you|supported|made possible) by",
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

/** True when the text opens with an advertising label ("Sponsored by …", "Anzeige") rather than ends with one ("Acme sponsor"). */
export function opensWithAdvertLabel(text: string): boolean {
  ADVERT_LABELS.lastIndex = 0;
  const match = ADVERT_LABELS.exec(text);
  return match !== null && !/[\p{L}\p{N}]/u.test(text.slice(0, match.index));
}

// A label naming its sponsor: "Sponsored by Royce Partners", "Präsentiert von der Hafenbank". With
// the sponsor's name the label is mostly not label words, so it is known by how it opens instead.
const NAMING_LABEL = compile([
  "(sponsored|presented|brought to you|supported|made possible|powered|underwritten) by",
  "(gesponsert|präsentiert|unterstützt|ermöglicht) (von|durch)",
  "(sponsorisée?|présentée?|soutenue?|offerte?) par",
  "(patrocinad[oa]|presentad[oa]|ofrecid[oa]) por",
  "(sponsorizzat[oa]|presentat[oa]|offert[oa]) da",
  "(gesponsord|aangeboden|mogelijk gemaakt) door",
  "(patrocinad[oa]|apresentad[oa]|oferecid[oa]) por",
  // the label word and a colon before the name: "SPONSOR: Acme - Backups that just work"
  "(sponsor|advertiser|advertisement|anzeige|werbung|publicité|publicidad|pubblicità|advertentie|publicidade) ?:",
]);

/** Words of a label with its sponsor's name. */
const NAMING_LABEL_WORDS = 7;

/** True when a short line is a label naming its sponsor ("Sponsored by Royce Partners"). */
export function namesSponsor(text: string, words: number): boolean {
  if (words > NAMING_LABEL_WORDS) return false;
  NAMING_LABEL.lastIndex = 0;
  const match = NAMING_LABEL.exec(text);
  if (match === null || /[\p{L}\p{N}]/u.test(text.slice(0, match.index))) return false;
  // "Sponsored by the council." is a sentence; after "SPONSOR:" the ad's own headline may ask
  // ("SPONSOR: Is your PC spying on you?").
  const end = match[0].endsWith(":") ? /:$/ : /[.!?:]$/;
  return !end.test(text.trim());
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
  "thanks? (you )?to (our|today's|this week's) sponsors?",
  "today's (issue|newsletter|edition) (is )?(sponsored|brought to you|presented|made possible) by",
  "(dieser|der|unser|diese|die) (newsletter|ausgabe|brief) (wird|ist)( heute| diesmal)? (unterstützt|präsentiert|gesponsert|ermöglicht|gefördert) (von|durch)",
  "(cette|notre|la) (newsletter|lettre|édition) (est|vous est) (sponsorisée|soutenue|présentée|parrainée|offerte|proposée) par",
  "(este|nuestro|el) (boletín|newsletter|número) (está|es|viene) (patrocinado|presentado|apoyado|ofrecido) por",
  "(questa|la nostra|la) newsletter (è|viene) (sponsorizzata|offerta|supportata|presentata|sostenuta) da",
  "(deze|onze) nieuwsbrief (wordt|is) (gesponsord|mede mogelijk gemaakt|mogelijk gemaakt|aangeboden|ondersteund) door",
  "(esta|nossa|a) (newsletter|edição) (é|está sendo) (patrocinada|apoiada|oferecida|apresentada) por",
]);

/**
 * A block opening with such a sentence is the sponsor's when short: the sentence and a line or two
 * of the sponsor's copy. A longer one is the newsletter talking about its sponsors.
 */
const SPONSOR_SENTENCE_WORDS = 40;

// "This issue is sponsored by nobody", "nicht gesponsert": the newsletter saying it has no sponsor.
const NEGATION =
  /(?<![\p{L}\p{N}])(not|no|nobody|no one|none|nicht|kein\w*|niemand\w*|pas|personne|aucun\w*|nadie|ningún|nessuno|niet|geen|niemand|ninguém|nenhum)(?![\p{L}\p{N}])/iu;

/** True when the block opens with a sentence announcing that the newsletter is sponsored. */
export function announcesSponsor(text: string, words: number): boolean {
  if (words > SPONSOR_SENTENCE_WORDS || NEGATION.test(text)) return false;
  SPONSOR_SENTENCE.lastIndex = 0;
  const match = SPONSOR_SENTENCE.exec(text);
  return match !== null && !/[\p{L}\p{N}]/u.test(text.slice(0, match.index));
}
