import type { Block } from "../reading-document.ts";
import { endsSentenceInside, SENTENCE_END } from "../text/sentences.ts";
import type { PhraseCategory } from "./boilerplate-phrases.ts";
import type { PhraseMatch } from "./match-phrases.ts";

// Prose in chrome's words: an article about leaving lists or data protection, an author's list
// whose last point plugs the letter. Footers say their chrome densely, open with it and speak of
// this very letter; such prose names it in passing and speaks of newsletters at large.

/**
 * Prose that names chrome in passing: several sentences, none a question, few and sparse chrome
 * phrases, and only of the kinds an article can be about (leaving a list, data protection); a
 * letter never writes about its spam folder or its web version.
 */
const ESSAY_WORDS = 25;
const ESSAY_MAX_HITS = 2;
const ESSAY_MAX_COVERAGE = 0.12;
const ESSAY_TOPICS: ReadonlySet<PhraseCategory> = new Set(["unsubscribe", "legal"]);
/**
 * A footer speaks of this very letter and what the reader may do "at any time" ("Sie können sich
 * jederzeit von diesem Newsletter abmelden"); an article on the topic speaks of newsletters at large.
 */
const ABOUT_THIS_LETTER = new RegExp(
  [
    "\\b(this|these) (e-?mails?|newsletters?|messages?|mailings?|list)\\b|\\bat any time\\b",
    "\\bjederzeit\\b|\\bdiese[mnrs]? (Newsletter|E-?Mails?|Nachricht(en)?|Mailing)\\b",
    "à tout moment|\\b(cette|cet) (lettre|newsletter|e-?mail|infolettre)\\b|\\bce (courriel|message|mail)\\b",
    "en cualquier momento|\\b(este|estos|esta) (correos?|boletín|mensajes?|newsletter)\\b",
    "in qualsiasi momento|\\b(questa|queste|questo) (newsletter|e-?mail|mail|messaggio)\\b",
    "op elk moment|te allen tijde|\\b(deze|dit) (nieuwsbrief|e-?mail|mail|bericht)\\b",
    "a qualquer momento|\\b(esta|este) (mensagem|e-?mail)\\b",
  ].join("|"),
  "iu",
);

export function isEssay(text: string, words: number, phrases: PhraseMatch, structural: boolean): boolean {
  return (
    !structural &&
    words >= ESSAY_WORDS &&
    [...phrases.categories].every((category) => ESSAY_TOPICS.has(category)) &&
    !text.includes("?") &&
    !ABOUT_THIS_LETTER.test(text) &&
    phrases.hits <= ESSAY_MAX_HITS &&
    phrases.opening.size === 0 &&
    phrases.coverage < ESSAY_MAX_COVERAGE &&
    SENTENCE_END.test(text) &&
    endsSentenceInside(text)
  );
}

/**
 * A list of the author's points where one item ends on a plug ("Subscribe to get Trader Tic's
 * thoughts") is the author's list: footers hold no long lists of sentences.
 */
export function isAuthorsList(
  block: Block,
  words: number,
  phrases: PhraseMatch,
  structural: boolean,
): boolean {
  return (
    block.type === "list" &&
    !structural &&
    words >= ESSAY_WORDS &&
    phrases.hits <= ESSAY_MAX_HITS &&
    phrases.coverage < ESSAY_MAX_COVERAGE
  );
}
