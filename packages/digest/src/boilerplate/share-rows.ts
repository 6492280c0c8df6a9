import { type Block, blockText, isLineBreak } from "../reading-document.ts";
import type { BlockVerdict } from "./classify-blocks.ts";
import { isShareButton, SHARE_NAME } from "./share-row-words.ts";

// The rows a newsletter puts between or after its stories to grow itself — share this newsletter,
// your referral link, rate today's issue, get the app — go whole wherever they stand. A row is
// found from its core (a call to action or a referral link, see share-row-words.ts) and takes the
// neighbouring lines that are about sharing too; a poll is found by its shape, a question over
// link-only answers that can only be votes.

/** Words of at most this many per answer: poll answers are short. */
const ANSWER_WORDS = 8;
const QUESTION_WORDS = 20;
const PROMPT_WORDS = 30;

function oneLinkAnswer(blocks: Block[]): string | undefined {
  if (blocks.length !== 1) return undefined;
  const block = blocks[0]!;
  if (block.type !== "paragraph") return undefined;
  const runs = block.inlines.filter((inline) => !isLineBreak(inline) && inline.text.trim());
  const hrefs = new Set(runs.map((inline) => (isLineBreak(inline) ? undefined : inline.href)));
  const [href] = hrefs;
  if (hrefs.size !== 1 || href === undefined) return undefined;
  const words = blockText(block).trim().split(/\s+/).length;
  return words <= ANSWER_WORDS ? href : undefined;
}

interface Answers {
  /** Index after the last answer block. */
  end: number;
  texts: string[];
  hrefs: string[];
}

/** The link-only answers right after a question: a list of them, or one per paragraph. */
function answersAfter(blocks: Block[], start: number): Answers | undefined {
  const first = blocks[start];
  if (first?.type === "list") {
    const hrefs = first.items.map(oneLinkAnswer);
    if (hrefs.length < 2 || hrefs.some((href) => href === undefined)) return undefined;
    return {
      end: start + 1,
      texts: first.items.map((item) => item.map(blockText).join(" ")),
      hrefs: hrefs as string[],
    };
  }
  const answers: Answers = { end: start, texts: [], hrefs: [] };
  while (answers.end < blocks.length) {
    const href = oneLinkAnswer([blocks[answers.end]!]);
    if (href === undefined) break;
    answers.texts.push(blockText(blocks[answers.end]!));
    answers.hrefs.push(href);
    answers.end++;
  }
  return answers.hrefs.length >= 2 ? answers : undefined;
}

const withoutQuery = (href: string) => href.replace(/[?#].*$/, "");
const EMOJI_LED = /^\s*\p{Extended_Pictographic}/u;

/**
 * What makes answers a poll rather than a story's links to its sources: they start with emoji
 * (a rating scale), they all lead to one address that differs only in its query (the vote), or
 * the question asks about the issue itself (a feedback phrase).
 */
function looksLikePoll(answers: Answers, question: BlockVerdict): boolean {
  if (answers.texts.every((text) => EMOJI_LED.test(text))) return true;
  const targets = new Set(answers.hrefs.map(withoutQuery));
  if (targets.size === 1 && new Set(answers.hrefs).size === answers.hrefs.length) return true;
  return question.feedback === true;
}

/** A poll's label over its question: a few words that name it. */
const POLL_LABEL_WORDS = 8;
const POLL_WORD = /\b(poll|survey|quiz|vote|umfrage|sondage|encuesta|sondaggio|enquête|peiling|enquete)\b/iu;

/** Indexes of poll questions and their answers, and the label over them. */
export function pollBlocks(blocks: Block[], verdicts: BlockVerdict[]): Set<number> {
  const found = new Set<number>();
  const isInstruction = (index: number) =>
    blocks[index]?.type === "paragraph" &&
    verdicts[index]!.kind !== "content" &&
    verdicts[index]!.words <= QUESTION_WORDS;
  for (const [index, block] of blocks.entries()) {
    if (block.type !== "heading" && block.type !== "paragraph") continue;
    const verdict = verdicts[index]!;
    if (verdict.kind === "content") continue;
    // A question, or a prompt in the words of chrome ("We'd love to know what you thought of today's
    // newsletter."), a little longer.
    if (verdict.mentionsChrome ? verdict.words > PROMPT_WORDS : verdict.words > QUESTION_WORDS) continue;
    if (!verdict.mentionsChrome && !/\?\s*$/.test(blockText(block))) continue;
    // The answers may sit under a line telling how to answer ("Choose one of the options below:").
    const answers =
      answersAfter(blocks, index + 1) ??
      (isInstruction(index + 1) ? answersAfter(blocks, index + 2) : undefined);
    if (!answers || !looksLikePoll(answers, verdict)) continue;
    for (let at = index; at < answers.end; at++) found.add(at);
    // Its label over it: "A QUICK POLL BEFORE YOU GO", "Today's survey".
    const label = index - 1;
    if (
      label >= 0 &&
      verdicts[label]!.kind !== "content" &&
      verdicts[label]!.words <= POLL_LABEL_WORDS &&
      POLL_WORD.test(blockText(blocks[label]!))
    )
      found.add(label);
  }
  return found;
}

/** A short line right before an install button ("Join three million readers."): the button's pitch. */
const PITCH_WORDS = 15;

/**
 * Indexes of a share or referral row's parts: from each call to action or referral block, its
 * neighbours that are chrome about sharing too ("You have 2 referrals", "Share The Daily Crumb"),
 * and the short pitch over an install button.
 */
export function shareRowBlocks(blocks: Block[], verdicts: BlockVerdict[]): Set<number> {
  const found = new Set<number>();
  const button = (index: number) =>
    verdicts[index]!.kind !== "content" &&
    verdicts[index]!.words <= 2 &&
    isShareButton(blockText(blocks[index]!));
  const joins = (index: number, label: boolean) => {
    const verdict = verdicts[index]!;
    const block = blocks[index]!;
    if (verdict.shareRow && !verdict.installButton) return true;
    if (verdict.kind === "junk" && verdict.sharing && verdict.words <= 40) return true;
    if (button(index)) return true;
    // A row's label comes before it: after it, "Share prices rise" is the next story's headline.
    return (
      label &&
      (block.type === "heading" || block.type === "paragraph") &&
      verdict.words <= 6 &&
      SHARE_NAME.test(blockText(block).trim())
    );
  };
  // Share buttons side by side ("Share · Tweet · Forward") are a row of their own, with no call to
  // action or referral link to start from: one such word alone may be a label.
  const buttonRow = (index: number) =>
    button(index) && ((index > 0 && button(index - 1)) || (index + 1 < blocks.length && button(index + 1)));
  for (const [index, verdict] of verdicts.entries()) {
    if (!(verdict.shareRow || buttonRow(index)) || found.has(index)) continue;
    let start = index;
    let end = index + 1;
    if (!verdict.installButton) {
      while (start > 0 && joins(start - 1, true)) start--;
      while (end < blocks.length && joins(end, false)) end++;
    }
    for (let at = start; at < end; at++) found.add(at);
    const before = blocks[start - 1];
    if (
      verdict.installButton &&
      before?.type === "paragraph" &&
      verdicts[start - 1]!.kind !== "content" &&
      verdicts[start - 1]!.words <= PITCH_WORDS
    )
      found.add(start - 1);
  }
  return found;
}
