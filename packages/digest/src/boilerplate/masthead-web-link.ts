import {
  type Block,
  type HeadingBlock,
  type Inline,
  inlineText,
  isLineBreak,
  type ParagraphBlock,
  type TextRun,
} from "../reading-document.ts";
import { countWords } from "../report/count-words.ts";
import { singleSpaced } from "../text/whitespace.ts";
import { WEB_VERSION_LINK_TEXT } from "../web-version-link.ts";

// A masthead line often ends in a link to the newsletter's web copy: "No. 12 — 4 May 2026 —
// Read on Site", or has it on a line of its own under the title. The issue number and date belong to the reader; the link only leads to a copy
// they already hold. So the link and the separator before it go, and the rest of the line stays.
// The line is a row of labels joined by separators, not a sentence: no words are taken out of
// prose.

// Link words that lead to the web copy, beyond the "view in browser" phrases: "Read on <site>",
// "Auf der Website lesen", "Lire sur <site>", "Online lezen". Only the whole text of a short link counts.
const READ_ELSEWHERE = new RegExp(
  `^(?:${[
    "(read|view|open)( it| this| the (full )?(issue|post|edition|letter|newsletter))? (online|on .{1,30}|at .{1,30})",
    "(online|im Web|im Browser|(auf|bei) .{1,30}) (lesen|ansehen|öffnen)",
    "(lire|voir|consulter)( la suite| la lettre| le numéro)? (en ligne|sur .{1,30})",
    "(leer|ver)( más| el boletín| el número)? (online|en .{1,30})",
    "(leggi|leggere|visualizza|vedi)( tutto| la newsletter| il numero)? (online|sul web|su .{1,30})",
    "(lees|bekijk)( het| de nieuwsbrief| deze editie)? (online|op .{1,30})",
    "(online|op .{1,30}) (lezen|bekijken)",
    "(ler|ver|leia|veja)( mais| a newsletter| a edição)? (online|n[oa] .{1,30}|em .{1,30})",
  ].join("|")})$`,
  "iu",
);
const LINK_WORDS = 6;
/** A masthead line is short: a title, an issue number, a date. */
const MASTHEAD_WORDS = 12;
const SEPARATOR_AT_END = /\s*[—–|·•/-]\s*$/u;

function isWebCopyLink(text: string): boolean {
  const words = singleSpaced(text);
  return countWords(words) <= LINK_WORDS && (READ_ELSEWHERE.test(words) || WEB_VERSION_LINK_TEXT.test(words));
}

const isSpace = (inline: Inline) => isLineBreak(inline) || (!inline.href && inline.text.trim() === "");

/**
 * The masthead without a line of its own that is only the web-copy link ("Year in Review: 2018" over
 * "View this email in your browser"); undefined when it has none.
 */
function withoutWebVersionLine(block: ParagraphBlock | HeadingBlock): Block | undefined {
  const lines: TextRun[][] = [[]];
  for (const inline of block.inlines) {
    if (isLineBreak(inline)) lines.push([]);
    else lines[lines.length - 1]!.push(inline);
  }
  const filled = lines.filter((line) => inlineText(line).trim() !== "");
  if (filled.length < 2) return undefined;
  const isLinkLine = (line: TextRun[]) => {
    const hrefs = new Set(line.filter((run) => run.text.trim()).map((run) => run.href));
    return hrefs.size === 1 && !hrefs.has(undefined) && isWebCopyLink(inlineText(line));
  };
  const rest = filled.filter((line) => !isLinkLine(line));
  if (rest.length === filled.length || rest.length === 0) return undefined;
  const inlines = rest.flatMap((line, index): Inline[] =>
    index === 0 ? line : [{ lineBreak: true }, ...line],
  );
  if (countWords(inlineText(inlines)) > MASTHEAD_WORDS) return undefined;
  return { ...block, inlines };
}

/** The line without a trailing web-copy link and its separator; undefined when it has none. */
export function withoutWebVersionLink(block: Block): Block | undefined {
  if (block.type !== "paragraph" && block.type !== "heading") return undefined;
  const line = withoutWebVersionLine(block);
  if (line) return line;
  let end = block.inlines.length;
  while (end > 0 && isSpace(block.inlines[end - 1]!)) end--;
  const last = block.inlines[end - 1];
  if (!last || isLineBreak(last) || !last.href) return undefined;
  let start = end - 1;
  while (start > 0) {
    const previous = block.inlines[start - 1]!;
    if (isLineBreak(previous) || previous.href !== last.href) break;
    start--;
  }
  if (!isWebCopyLink(inlineText(block.inlines.slice(start, end)))) return undefined;

  // The separator must stand right before the link: "2026 — Read online", not "see it online".
  const joint = block.inlines[start - 1];
  if (!joint || isLineBreak(joint) || joint.href || !SEPARATOR_AT_END.test(joint.text)) return undefined;
  const rest = joint.text.replace(SEPARATOR_AT_END, "");
  const inlines = [...block.inlines.slice(0, start - 1), ...(rest ? [{ ...joint, text: rest }] : [])];
  const words = countWords(inlineText(inlines));
  if (words === 0 || words > MASTHEAD_WORDS) return undefined;
  return { ...block, inlines };
}
