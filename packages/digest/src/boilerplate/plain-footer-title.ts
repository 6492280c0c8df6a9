import { type Block, blockText, isLineBreak } from "../reading-document.ts";
import { shouted } from "../text/plain-text-shapes.ts";
import { compile } from "./boilerplate-phrases.ts";
import type { BlockVerdict } from "./classify-blocks.ts";
import { isNameLine, isSignatureLine } from "./signature.ts";

// Plain text has no headings: the title of a footer's section is a short line of its own with no
// link and no sentence's closing punctuation ("Stay in touch", "Bleib auf dem Laufenden"). The
// author's last words can look the same ("Happy sailing", "Maria Keller"), so a bare line counts
// as a title only when it says what footers are titled with, or shouts it in capitals; a rule
// line that underlines it or sets it apart makes any short line a title.

/** Words of a plain-text title line. */
const PLAIN_TITLE_WORDS = 6;

const FOOTER_TITLE = compile([
  "(stay|keep|get) in touch",
  "(follow|connect with|find|contact) us",
  "about( us| this (newsletter|e-?mail|list))?",
  "contacts?",
  "(your|manage your) (subscription|preferences|account)",
  "(bleib|bleiben sie|bleibt) (auf dem laufenden|in kontakt|dran)",
  "(folge|folgen sie|folgt) uns",
  "(über uns|kontakt|impressum)",
  "(restons|rester|restez) en contact",
  "suivez-nous",
  "(à propos|qui sommes-nous|contact)",
  "(sigue|siga|sigamos|mantente|manténgase) en contacto( con nosotros)?",
  "(síguenos|sobre nosotros|contacto)",
  "(restiamo|resta|rimani|rimaniamo) in contatto",
  "(seguici|chi siamo|contatti)",
  "(blijf|blijven) (op de hoogte|in contact)",
  "(volg ons|over ons)",
  "(mantenha-se|fique) (a par|em contacto|em contato|por dentro)",
  "(siga-nos|sobre nós|contacto|contato)",
]);

function soundsLikeFooterTitle(text: string): boolean {
  FOOTER_TITLE.lastIndex = 0;
  const match = FOOTER_TITLE.exec(text);
  return match !== null && match.index === 0 && match[0].length >= text.replace(/[\s:]+$/, "").length - 1;
}

/** `ruled`: a rule line stands right above the line or right under it. */
export function isPlainTitle(block: Block, verdict: BlockVerdict, ruled: boolean): boolean {
  if (block.type !== "paragraph" || verdict.words === 0 || verdict.words > PLAIN_TITLE_WORDS) return false;
  if (block.inlines.some((inline) => isLineBreak(inline) || inline.href)) return false;
  const text = blockText(block).trim();
  if (/[.!?…,;]$/.test(text)) return false;
  if (ruled) return true;
  if (isNameLine(text) || isSignatureLine(text)) return false;
  return shouted(text) || soundsLikeFooterTitle(text);
}
