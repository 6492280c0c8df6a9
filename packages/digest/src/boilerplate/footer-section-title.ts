import { type Block, blockText, isLineBreak } from "../reading-document.ts";
import type { BlockVerdict } from "./classify-blocks.ts";

// A title that names the footer itself ("SMALL PRINT", "About this newsletter", "Impressum") opens a
// section no reader reads as the newsletter: whatever follows it to the end goes, prose included,
// as long as that end is short. Titles a real last article could carry ("Privacy", "Legal") are
// left out.
const FOOTER_SECTION_TITLE = new RegExp(
  `^(?:${[
    // en
    "(the )?(small|fine) print",
    "about this (newsletter|e-?mail|list|mailing list|message|digest|bulletin)",
    "legal (notices?|information|info)",
    "imprint",
    "administrivia",
    "subscription (info|information|details|management|options)",
    "(your|manage your|managing your) (subscription|e-?mail preferences)",
    "(how to )?(unsubscribe|subscribe or unsubscribe|subscribe/unsubscribe)( information| info)?",
    // de
    "impressum",
    "rechtliche (hinweise|angaben)",
    "(das )?kleingedruckte",
    "pflichtangaben",
    "(newsletter )?(abmelden|abbestellen|abmeldung)",
    // fr
    "mentions légales",
    "informations légales",
    "(se )?désabonner|désinscription|désabonnement",
    "à propos de (cette|ce) (lettre|newsletter|courriel|e-?mail)",
    // es
    "aviso legal|información legal",
    "(darse de baja|baja de la suscripción|cancelar (la )?suscripción)",
    // it
    "note legali|informazioni legali",
    "(disiscriviti|cancellazione|annulla l'iscrizione)",
    // nl
    "colofon|juridische informatie",
    "(uitschrijven|afmelden)",
    // pt
    "informações legais",
    "(cancelar (a )?(inscrição|subscrição|assinatura)|descadastr(ar|e-se))",
  ].join("|")})$`,
  "iu",
);

// Rules, arrows and brackets that plain-text newsletters set around a title: ">> SMALL PRINT <<".
const DECORATION = /^[\s>=*_#~[\](){}|:<-]+|[\s<=*_#~[\](){}|:>-]+$/g;

/**
 * Words a footer section may hold after its title: a fifth of the newsletter, at least enough for
 * an imprint under a short letter, never more than a long colophon.
 */
const SECTION_MAX_WORDS = 250;
const SECTION_MIN_WORDS = 80;
const SECTION_MAX_SHARE = 0.2;

function isFooterSectionTitle(block: Block, verdict: BlockVerdict): boolean {
  if (block.type !== "heading" && block.type !== "paragraph") return false;
  if (verdict.words === 0 || verdict.words > 6) return false;
  if (block.inlines.some((inline) => isLineBreak(inline) || inline.href)) return false;
  return FOOTER_SECTION_TITLE.test(blockText(block).replace(DECORATION, ""));
}

/** Words of a paragraph that reads as the letter's prose, not a line of an imprint. */
const PROSE_WORDS = 12;

/**
 * The letter goes on under the title: two paragraphs of prose in the letter's own type, with no
 * chrome in their words, before anything that is chrome. A short letter that says "Impressum" or
 * "The small print" halfway keeps what it says next.
 */
function proseFollows(blocks: Block[], verdicts: BlockVerdict[], title: number): boolean {
  let prose = 0;
  for (let index = title + 1; index < blocks.length; index++) {
    const verdict = verdicts[index]!;
    if (verdict.kind === "junk") return false;
    const block = blocks[index]!;
    if (
      block.type === "paragraph" &&
      verdict.words >= PROSE_WORDS &&
      !verdict.footerLike &&
      !verdict.mentionsChrome &&
      /[.!?…]["”»)]?$/u.test(blockText(block).trim())
    )
      prose++;
    if (prose >= 2) return true;
  }
  return false;
}

/** Where the footer starts once a footer-naming title near the end is taken into account. */
export function footerSectionStart(blocks: Block[], verdicts: BlockVerdict[], footer: number): number {
  const total = verdicts.reduce((sum, verdict) => sum + verdict.words, 0);
  const limit = Math.min(SECTION_MAX_WORDS, Math.max(SECTION_MIN_WORDS, total * SECTION_MAX_SHARE));
  let after = 0;
  for (let index = verdicts.length - 1; index > 0 && after <= limit; index--) {
    if (
      index < footer &&
      isFooterSectionTitle(blocks[index]!, verdicts[index]!) &&
      !proseFollows(blocks, verdicts, index)
    )
      return index;
    after += verdicts[index]!.words;
  }
  return footer;
}
