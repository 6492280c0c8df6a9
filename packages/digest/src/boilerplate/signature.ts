import { singleSpaced } from "../text/whitespace.ts";

// The author's signature when no farewell words come before it: a name after a dash ("— Maria"),
// names signing together or with their team ("Maria & Tom", "Jana und das Team der Hafenpost",
// "Giulia e la redazione"), the team on its own ("Das Hafenpost-Team", "L'équipe Tideline") or an
// initial ("M.", "–JB"). A single name without a dash is left out: in a footer it is as likely a
// company's name ("Tideline Press") as the author's.

// A name is one or two capitalised words holding lower-case letters ("Maria", "Jean-Luc McKay"),
// or initials with dots; "Q&A" and "FAQ" are not names. Case-sensitive: under the i flag, \p{Lu}
// would match any letter.
const NAME_WORD = "\\p{Lu}(?:[\\p{L}\\p{M}'’-]*\\p{Ll}[\\p{L}\\p{M}'’-]*|\\.)";
const NAME = new RegExp(`^${NAME_WORD}(?: ${NAME_WORD})?$`, "u");
const INITIALS = /^(?:\p{Lu}\.?\s?){1,3}$/u;

// Words that open a team's name: articles and possessives, en/de/fr/es/it/nl/pt.
const TEAM_OPENERS =
  "the|your|our|das|die|ihr|ihre|euer|eure|dein|deine|unser|unsere|ganze|l['’]|la|le|votre|ton|toute|el|tu|su|vuestro|todo|il|lo|vostro|tutta|tutto|het|de|je|jullie|uw|hele|o|a|os|as|vossa|vosso|sua|seu|toda";
const TEAM_WORDS =
  "team|crew|staff|équipe|equipo|equipa|equipe|squadra|redaktion|rédaction|redacción|redazione|redactie|redação|redacção";
/** "the Tideline crew", "The Ferry Post team", "das Team der Hafenpost", "Hafenpost-Team", "toute l'équipe de Tideline". */
const TEAM = new RegExp(
  `^(?:(?:${TEAM_OPENERS})\\s*)*(?:[\\p{L}\\p{M}.-]+[\\s-]){0,3}(?:${TEAM_WORDS})(?:\\s+[\\p{L}\\p{M}'’.-]+){0,3}$`,
  "iu",
);
const TEAM_WITH_OPENER = new RegExp(`^(?:${TEAM_OPENERS})(?:\\s|(?<=['’]))`, "iu");

/** Joins between names: "&", "+", a comma and "and" in each language. */
const JOIN = /\s*[&+,]\s*|\s+(?:and|und|et|y|e|en)\s+/u;
const DASH = /^[—–~-]\s*/u;

const MAX_WORDS = 8;

/** True when the line is one or two capitalised words: a person's name as much as a title. */
export function isNameLine(line: string): boolean {
  return NAME.test(singleSpaced(line));
}

/** True when the line is an author's signature standing without farewell words. */
export function isSignatureLine(line: string): boolean {
  const text = singleSpaced(line);
  if (text.split(" ").length > MAX_WORDS) return false;
  const dashed = DASH.test(text);
  const rest = text.replace(DASH, "");
  if (rest.length === 0) return false;
  if (INITIALS.test(rest)) return dashed || /\./.test(rest) || rest.length === 1;
  const parts = rest.split(JOIN);
  if (parts.some((part) => !NAME.test(part) && !TEAM.test(part))) return false;
  if (parts.length >= 2 || dashed) return true;
  return TEAM.test(rest) && TEAM_WITH_OPENER.test(rest);
}
