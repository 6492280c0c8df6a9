import type { BlockNote } from "../cleaning/block-sink.ts";
import {
  type Block,
  blockText,
  holdsLink,
  type Inline,
  isLineBreak,
  type TextRun,
} from "../reading-document.ts";
import { singleSpaced } from "../text/whitespace.ts";
import type { PhraseCategory } from "./boilerplate-phrases.ts";
import type { BlockVerdict } from "./classify-blocks.ts";
import { matchPhrases } from "./match-phrases.ts";
import { paragraphLines, paragraphOf, splitBlocks } from "./paragraph-lines.ts";
import { isNameLine, isSignatureLine } from "./signature.ts";

// The author's farewell ("Warm regards," and a name) often sits among the footer's chrome — after
// a share prompt, before the unsubscribe lines — and would go with it. It is the author's text,
// not the sender's chrome: the footer gives it back. The same goes for a signature with no
// farewell words ("— Maria", "Maria & the team"), known by its shape and by where it stands: at
// the footer's start, past nothing but prompts to share or reply.

const VALEDICTION = new RegExp(
  `^¡?(${[
    // en
    "sincerely( yours)?",
    "yours( truly| sincerely)?",
    "(best|kind|kindest|warm|warmest|many)( regards| wishes)( from [\\p{L} .-]+)?",
    "regards",
    "best",
    "cheers",
    "love",
    "all the best",
    "until next (time|week)",
    "see you next (time|week)",
    "see (ya|you) (tomorrow|soon|then|next issue|on \\p{L}+day)",
    "thanks (again|for reading)",
    "(many )?thanks( so much| a lot)?",
    "thank you( so much| all)?",
    "happy reading",
    "enjoy( the (issue|read|weekend|week))?",
    "(take care|stay safe|talk soon|warmly|peace|xoxo)",
    "onward( and upward)?",
    // "Alright, that's all we got for the start of the week!", "That's a wrap for today"
    "((alright|all right|ok(ay)?|well|and),? )?that['’]?s (all|it|a wrap)( (we|i)( have|['’]ve)?( got)?)?( for [\\p{L} ]{1,30})?",
    // de
    // any greeting's adjective ("Vertrauensvolle Grüße aus Köln", "mit sonnigen Grüßen")
    "(mit )?(\\p{L}+en )?grü(ß|ss)en( aus [\\p{L} .-]+)?",
    "(\\p{L}+e )?grü(ß|ss)e( aus [\\p{L} .-]+)?",
    "bis (bald|zum nächsten mal|nächste woche|dann)",
    "herzlich(st)?",
    "alles gute",
    "viel (spaß|spass|vergnügen|freude) beim lesen",
    // fr
    "cordialement",
    "bien à (vous|toi)",
    "(bien )?amicalement",
    "amitiés",
    "à (très )?(bientôt|la semaine prochaine)",
    "sportivement",
    "chaleureusement",
    "au plaisir( de vous (revoir|retrouver|lire|voir))?",
    "bonne (lecture|journée|semaine|soirée)",
    "(avec )?(nos |mes )?(meilleures|sincères) salutations",
    // es
    "(un )?(saludo|abrazo)s?( cordiales?)?",
    "atentamente",
    "hasta (pronto|la próxima)",
    "un (cordial|afectuoso|fuerte) (saludo|abrazo)",
    "nos vemos( pronto| la próxima( semana)?)?",
    "(feliz|buena) lectura",
    "cordialmente",
    // it
    "(cordiali )?saluti",
    "un (caro )?saluto",
    "a presto",
    "buona (lettura|giornata|settimana)",
    "alla prossima",
    "un abbraccio",
    // nl
    "met vriendelijke groet(en)?",
    "(hartelijke|vriendelijke|warme) groet(en)?",
    "groetjes",
    "tot (de )?volgende (keer|week)",
    "(met )?sportieve groet(en)?",
    "veel (lees)?plezier",
    "tot (ziens|snel|gauw)",
    // pt
    "atenciosamente",
    "(com os )?melhores cumprimentos",
    "cumprimentos",
    "abraços?",
    "até (breve|à próxima|já|logo)",
    "boa leitura",
    "beijinhos",
    "beijos",
    "saudações",
  ].join("|")})[,.!…]*$`,
  "iu",
);

/** Lines of a name or role under the farewell. */
const MAX_NAME_LINES = 2;
const MAX_NAME_WORDS = 10;

/** A closing sentence that ends on its verb, the name on the next line: "Einen guten Tag wünscht" / "Miriam Hofer". */
const WISHES_ABOVE_NAME =
  /\b(wünscht|wünschen|grüßt|grüßen)( Ihnen| euch| dir)?( Ihr| Ihre| Euer| Eure| dein| deine)?[,.:]?$/iu;

/** Farewell words, alone or with the signature after a comma or a dash ("Bis bald, euer Team vom Stadtgarten"). */
function isFarewellLine(text: string): boolean {
  // A wave or a heart before the words ("👋 That's a wrap!") is no part of them.
  const line = text.replace(/^(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\s)+/u, "");
  if (VALEDICTION.test(line)) return true;
  // The signer after a comma or a dash ("Until next time — The Code team").
  const cut = /,\s|\s[—–-]\s/u.exec(line);
  if (!cut || cut.index === 0 || !VALEDICTION.test(line.slice(0, cut.index))) return false;
  const signer = line.slice(cut.index + cut[0].length).trim();
  // "Un saluto, il direttivo", "Amicalement, le bureau": a body of people, not capitalised.
  return isSignatureLine(signer) || /^(?:\p{L}+ ){0,2}\p{L}+$/u.test(signer);
}

/** A line that closes the letter: a farewell ("Bis bald!") or a signature ("— Maria", "Das Team der Hafenpost"). */
export function isFarewellOrSignature(line: string): boolean {
  const text = singleSpaced(line);
  return isFarewellLine(text) || isSignatureLine(text);
}

export function isFarewell(block: Block): boolean {
  if (block.type !== "paragraph" && block.type !== "heading") return false;
  const lines = blockText(block)
    .split("\n")
    .map((line) => singleSpaced(line));
  if (isFarewellLine(lines[0]!)) return true;
  // The editor's closing paragraph, signed: its last line a name or role under the wishes.
  const name = lines.at(-1)!;
  return (
    lines.length >= 2 &&
    WISHES_ABOVE_NAME.test(lines.at(-2)!) &&
    name.split(" ").length <= MAX_NAME_WORDS &&
    !/[.!?]$/.test(name)
  );
}

/**
 * Indexes of the farewell and the name lines under it, when they stand at or after `from`; a
 * farewell right above the footer takes its name lines back from it too.
 */
function farewellInFooter(blocks: Block[], verdicts: BlockVerdict[], from: number): Set<number> {
  const kept = new Set<number>();
  for (let index = blocks.length - 1; index >= Math.max(0, from - 1); index--) {
    if (!isFarewell(blocks[index]!)) continue;
    kept.add(index);
    if (index - 1 >= from && isContactCard(blocks[index - 1]!, verdicts[index - 1]!)) kept.add(index - 1);
    for (let next = index + 1; next <= index + MAX_NAME_LINES && next < blocks.length; next++) {
      const block = blocks[next]!;
      const verdict = verdicts[next]!;
      // A name or a role, not the footer's question under it ("Can we help?")
      const nameLike =
        verdict.words >= 1 &&
        verdict.words <= MAX_NAME_WORDS &&
        verdict.kind !== "junk" &&
        !blockText(block).trim().endsWith("?");
      if (block.type !== "paragraph" || !nameLike) break;
      kept.add(next);
    }
    break;
  }
  return kept;
}

/** Words of a contact card: a label, a name, an address, a number and an e-mail address. */
const CONTACT_CARD_WORDS = 40;

/**
 * Whom to ask, set right above the farewell ("Contact :" / "Maria Lefèvre" / "12 rue de la Paix" /
 * "Tél. …"): the letter's last item, not the sender's footer, which comes after the farewell.
 * Contact words only; a call to share or to unsubscribe there is chrome as ever.
 */
function isContactCard(block: Block, verdict: BlockVerdict): boolean {
  if (block.type !== "paragraph" || verdict.kind !== "junk" || verdict.strong) return false;
  if (verdict.words > CONTACT_CARD_WORDS) return false;
  // Its links write or call; a link to a page is something else's (a preferences page, a shop).
  if (
    block.inlines.some(
      (inline) => !isLineBreak(inline) && inline.href && !/^(mailto|tel):/i.test(inline.href),
    )
  )
    return false;
  const { categories } = matchPhrases(blockText(block));
  return (
    (categories.size > 0 || verdict.address === true) &&
    [...categories].every((category) => category === "contact")
  );
}

/** Chrome the author puts between their last words and their name: calls to share, write in, reply or rate. */
const PROMPT_CATEGORIES: ReadonlySet<PhraseCategory> = new Set([
  "share",
  "app",
  "rating",
  "navigation",
  "contact",
]);
/** How far into the footer a signature may stand. */
const SIGNATURE_REACH = 6;

/** The lines of a block, as set. */
function lines(block: Block): string[] {
  if (block.type !== "paragraph" && block.type !== "heading") return [];
  const result = [""];
  for (const inline of block.inlines) {
    if (isLineBreak(inline)) result.push("");
    else result[result.length - 1] += inline.text;
  }
  return result.map((line) => line.trim()).filter(Boolean);
}

/** A block holding a signature (and at most a role under it), no link and no chrome words. */
function isSignature(block: Block, verdict: BlockVerdict): boolean {
  if (verdict.strong || verdict.mentionsChrome || verdict.words > MAX_NAME_WORDS) return false;
  if (block.type !== "paragraph" && block.type !== "heading") return false;
  if (holdsLink(block)) return false;
  const [first, ...more] = lines(block);
  return first !== undefined && more.length < MAX_NAME_LINES && isSignatureLine(first);
}

/**
 * How a poster signs over a list's footer: a name or two, capitalised or not, maybe after dashes
 * or a slash ("Priya", "kre", "--Harlan", "/Anders", "Stephen Liu").
 */
const POSTER_NAME = /^(?:-{1,2}\s?|[/~.])?\p{L}[\p{L}'’.-]*(?: \p{L}[\p{L}'’.-]*)?$/u;
const POSTER_NAME_CHARS = 24;

/**
 * A name alone over the rule a mailing list sets above its footer ("Priya" / "_____"): the
 * poster's name. Not a company's: a company signs in more words, or over its address.
 */
function isNameOverListFooter(blocks: Block[], verdicts: BlockVerdict[], index: number): boolean {
  const block = blocks[index]!;
  const verdict = verdicts[index]!;
  if (block.type !== "paragraph" || verdict.words > 2 || verdict.mentionsChrome) return false;
  if (holdsLink(block)) return false;
  const text = blockText(block).trim();
  return (
    blocks[index + 1]?.type === "rule" &&
    text.length <= POSTER_NAME_CHARS &&
    (isNameLine(text) || POSTER_NAME.test(text))
  );
}

/** The author's own closing line ("That's all for this week!"): no chrome words, not junk. */
function isClosingLine(block: Block, verdict: BlockVerdict): boolean {
  return block.type === "paragraph" && verdict.kind === "neutral" && !verdict.mentionsChrome;
}

/** Images, rules and calls to share or reply: what may stand between the author's words and name. */
function isPrompt(block: Block, verdict: BlockVerdict): boolean {
  if (block.type === "image" || block.type === "rule") return true;
  if (isClosingLine(block, verdict)) return true;
  const { categories } = matchPhrases(blockText(block));
  return categories.size > 0 && [...categories].every((category) => PROMPT_CATEGORIES.has(category));
}

/**
 * A signature without farewell words in the footer's first blocks, past nothing but prompts, and
 * the author's closing lines right above it.
 */
function signatureInFooter(blocks: Block[], verdicts: BlockVerdict[], from: number): Set<number> {
  const kept = new Set<number>();
  const end = Math.min(blocks.length, from + SIGNATURE_REACH);
  for (let index = from; index < end; index++) {
    const block = blocks[index]!;
    const verdict = verdicts[index]!;
    if (isSignature(block, verdict) || isNameOverListFooter(blocks, verdicts, index)) {
      kept.add(index);
      for (let above = index - 1; above >= from && isClosingLine(blocks[above]!, verdicts[above]!); above--)
        kept.add(above);
      break;
    }
    if (!isPrompt(block, verdict)) break;
  }
  return kept;
}

/**
 * The line that credits the writers, editors or artists ("Words by Ian Vanagas, who …",
 * "This issue was written by Neal and edited by Sam"): the author's, wherever the footer begins.
 */
const CREDIT = new RegExp(
  `^(?:(?:this|today['’]s) (?:issue|edition|newsletter|email|post|letter) (?:was )?)?(?:${[
    "(?:words|writing|reporting|editing|art|artwork|illustrations?|photos?|photography|charts?|design)( and \\p{L}+)? by",
    "(?:written|edited|reported|illustrated|photographed|designed|compiled|curated)( and \\p{L}+)? by",
    "(?:geschrieben|verfasst|zusammengestellt) von",
    "(?:écrit|rédigé|préparé)e? par",
    "(?:escrito|redactado|editado) por",
    "(?:scritto|curato) da",
    "(?:geschreven|samengesteld) door",
  ].join("|")}) \\p{Lu}`,
  "u",
);
/** Thanks for the making: "Special thanks to Jay Avery for editing this issue". */
const THANKS_CREDIT =
  /^(?:(?:special|many|big|huge) )?thanks to \p{Lu}[^.!?\n]{0,60} for (?:editing|copy-?editing|proofreading|writing|reporting|illustrating|the (?:edits?|photos?|illustrations?|art|artwork|charts?))/u;
/** A credit is a line or two, not a paragraph that happens to begin so. */
const MAX_CREDIT_WORDS = 40;

function creditsInFooter(blocks: Block[], verdicts: BlockVerdict[], from: number): number[] {
  const found: number[] = [];
  for (let index = from; index < blocks.length; index++) {
    const block = blocks[index]!;
    const verdict = verdicts[index]!;
    if (block.type !== "paragraph" || verdict.kind === "junk" || verdict.mentionsChrome) continue;
    if (verdict.words > MAX_CREDIT_WORDS) continue;
    const text = singleSpaced(blockText(block));
    // The opening word may be capitalised; the name after "by" must be.
    const opening = text.charAt(0).toLowerCase() + text.slice(1);
    if (CREDIT.test(opening) || THANKS_CREDIT.test(opening)) found.push(index);
  }
  return found;
}

/** Indexes of the author's sign-off among the footer's blocks (those at or after `from`). */
export function signOffInFooter(blocks: Block[], verdicts: BlockVerdict[], from: number): Set<number> {
  return new Set([
    ...farewellInFooter(blocks, verdicts, from),
    ...signatureInFooter(blocks, verdicts, from),
    ...creditsInFooter(blocks, verdicts, from),
  ]);
}

/** Where a paragraph's last lines are a farewell and a name, after lines of something else. */
function farewellCut(block: Block): number | undefined {
  if (block.type !== "paragraph") return undefined;
  const starts = [0];
  block.inlines.forEach((inline, index) => {
    if (isLineBreak(inline)) starts.push(index + 1);
  });
  const lineAt = (line: number) =>
    block.inlines
      .slice(starts[line], (starts[line + 1] ?? block.inlines.length + 1) - 1)
      .map((inline) => (isLineBreak(inline) ? "" : inline.text))
      .join("")
      .replace(/\s+/g, " ")
      .trim();
  for (let line = 1; line < starts.length; line++) {
    if (!VALEDICTION.test(lineAt(line))) continue;
    let after = 0;
    for (let next = line + 1; next < starts.length; next++) if (lineAt(next)) after++;
    return after <= MAX_NAME_LINES ? starts[line] : undefined;
  }
  return undefined;
}

function withoutEdgeBreaks(inlines: Inline[]): Inline[] {
  let from = 0;
  let to = inlines.length;
  while (from < to && isLineBreak(inlines[from]!)) from++;
  while (to > from && isLineBreak(inlines[to - 1]!)) to--;
  return inlines.slice(from, to);
}

/**
 * A farewell that closes a paragraph's last line after sentences of something else, ending on the
 * comma that hands over to the name below ("Questions? Just hit reply or join chat. Enjoy,"): the
 * paragraph cut before it, between sentences.
 */
function trailingFarewell(block: Block): Block[] | undefined {
  const lines = paragraphLines(block);
  const last = lines.at(-1);
  if (!last) return undefined;
  const text = last.map((run) => run.text).join("");
  const match = /[.!?…]\s+([^.!?…]+,)\s*$/u.exec(text);
  if (!match || !isFarewellLine(singleSpaced(match[1]!))) return undefined;
  let at = text.length - match[0].length + match[0].search(/[^.!?…\s]/u);
  const before: TextRun[] = [];
  const after: TextRun[] = [];
  for (const run of last) {
    if (at >= run.text.length) before.push(run);
    else if (at <= 0) after.push(run);
    else {
      before.push({ ...run, text: run.text.slice(0, at) });
      after.push({ ...run, text: run.text.slice(at) });
    }
    at -= run.text.length;
  }
  const head = paragraphOf([...lines.slice(0, -1), before]);
  const farewell = paragraphOf([after]);
  return head && farewell ? [head, farewell] : undefined;
}

/**
 * A farewell set in the same <br>-broken paragraph as the lines above it (the sender's promotion,
 * a share prompt), or after its last sentence, is cut from them: each part is then judged on its
 * own, and the footer can give the farewell back while its chrome goes.
 */
export function splitAtFarewells(
  blocks: Block[],
  notes: readonly (BlockNote | undefined)[],
): { blocks: Block[]; notes: (BlockNote | undefined)[] } {
  return splitBlocks(blocks, notes, (block) => {
    const cut = farewellCut(block);
    if (cut === undefined) return trailingFarewell(block);
    if (block.type !== "paragraph") return undefined;
    const head = withoutEdgeBreaks(block.inlines.slice(0, cut));
    return head.length === 0
      ? undefined
      : [
          { ...block, inlines: head },
          { ...block, inlines: block.inlines.slice(cut) },
        ];
  });
}
