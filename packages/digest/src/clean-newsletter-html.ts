import { isPicture } from "./boilerplate/classify-blocks.ts";
import { removeForwardHeaders } from "./boilerplate/forward-header.ts";
import { withoutRecipientLines } from "./boilerplate/recipient-lines.ts";
import { removeBoilerplate } from "./boilerplate/remove-boilerplate.ts";
import { BlockSink } from "./cleaning/block-sink.ts";
import {
  demoteBodySizedHeadings,
  dominantFontSize,
  promoteBoldTitles,
} from "./cleaning/body-sized-headings.ts";
import { reflowConvertedText } from "./cleaning/converted-text.ts";
import { parseCss } from "./cleaning/css.ts";
import { collectHiddenClasses } from "./cleaning/hidden-content.ts";
import {
  attribute,
  bodyOf,
  findFirst,
  headOf,
  parseHtmlDocument,
  textContent,
} from "./cleaning/html-tree.ts";
import { imageMenuRows } from "./cleaning/image-menus.ts";
import { paragraphsOf, splitLineBreakLayout } from "./cleaning/line-break-layout.ts";
import { joinLoneMarks } from "./cleaning/lone-marks.ts";
import { mediaPlayers } from "./cleaning/media-players.ts";
import { reactionCountRows } from "./cleaning/reaction-counts.ts";
import { NewsletterHtmlReader } from "./cleaning/read-html.ts";
import { type NewsletterSender, quietRedundantAlts } from "./cleaning/redundant-alts.ts";
import { deriveStyle } from "./cleaning/run-style.ts";
import { typedBulletLists } from "./cleaning/typed-bullet-lists.ts";
import { TEXT_LIMIT_REASON } from "./newsletter-limits.ts";
import { readPlainTextNewsletter } from "./read-plain-text-newsletter.ts";
import { type Block, blockText, forEachImage, type ReadingDocument } from "./reading-document.ts";
import { hasSomethingToRead } from "./reading-text.ts";
import { countWords } from "./report/count-words.ts";
import { keepsEnough, RETENTION_FLOOR, wordsIn } from "./retention-floor.ts";
import { nonSpaceLength } from "./text/whitespace.ts";

export { isTrackingPixelUrl } from "./cleaning/images.ts";

export interface CleanNewsletterOptions {
  /** Base for relative image and link URLs (from the message's Content-Base or <base>). */
  baseHref?: string;
  /** The List-Unsubscribe header's targets: links to them mark footer chrome. */
  listUnsubscribe?: string[];
  /** The addresses the message was sent to: a line that is only one of them is dropped. */
  recipients?: string[];
  /** The message's text/plain alternative, the fallback when the HTML yields too little. */
  plainText?: string;
  /** The message's subject: a forward ("Fwd: …") may have the forwarder's note above its header. */
  subject?: string;
  /** Who sent it: a masthead logo whose alt text only names the sender repeats the chapter's byline. */
  sender?: NewsletterSender;
}

type Strictness = "full" | "gentle" | "none";

/** A row of symbols that sets scenes apart ("* * *", "+++", "~~~"). */
const SCENE_BREAK = /^\s*([*+~#=_-]\s*){3,}$/u;

/**
 * A paragraph or heading left with nothing to read — a bullet from its own table cell ("•") whose
 * link went with the contents it listed, a template's stray "/>" — goes; a row of symbols that sets
 * scenes apart becomes a rule.
 */
function withoutEmptyLines(block: Block): Block | undefined {
  if (block.type !== "paragraph" && block.type !== "heading") return block;
  const text = blockText(block);
  if (hasSomethingToRead(text)) return block;
  return SCENE_BREAK.test(text) ? { type: "rule" } : undefined;
}

function tidyBlocks(blocks: Block[]): Block[] {
  const tidy: Block[] = [];
  for (const original of joinLoneMarks(blocks)) {
    const whole = withoutEmptyLines(original);
    for (const block of whole ? paragraphsOf(whole) : []) {
      const previous = tidy[tidy.length - 1];
      if (block.type === "rule" && (!previous || previous.type === "rule")) continue;
      if (block.type === "image" && previous?.type === "image" && previous.src === block.src) continue;
      tidy.push(block);
    }
  }
  while (tidy[tidy.length - 1]?.type === "rule") tidy.pop();
  while (tidy[0]?.type === "rule") tidy.shift();
  return typedBulletLists(tidy);
}

/** Reduces newsletter HTML to calm reading blocks: no scripts, styles, trackers or chrome. */
export function cleanNewsletterHtml(html: string, options: CleanNewsletterOptions = {}): ReadingDocument {
  const document = parseHtmlDocument(html);
  const body = bodyOf(document);
  if (!body) return { blocks: [], words: { source: 0, kept: 0 } };
  const head = headOf(document);
  const base =
    head && findFirst(head, (element) => element.tagName === "base" && !!attribute(element, "href"));
  const baseHref = (base && attribute(base, "href")) ?? options.baseHref;
  const hiddenClasses = collectHiddenClasses(document);
  const bodyText = textContent(body);
  const sourceWords = countWords(bodyText);
  const bodyChars = nonSpaceLength(bodyText);
  // Read as nothing: a player's controls, a post's reaction counts and a menu of picture buttons.
  const skipped = new Set([...mediaPlayers(body), ...reactionCountRows(body), ...imageMenuRows(body)]);

  /** The reading, and (for a gentle one, the only one judged by them) how many words its cleaning removed as chrome. */
  const read = (strictness: Strictness): { reading: ReadingDocument; removedWords?: number } => {
    const reader = new NewsletterHtmlReader({
      hidden: { classes: hiddenClasses, inlineOnly: strictness !== "full" },
      baseHref: baseHref && /^https?:\/\//i.test(baseHref) ? baseHref : undefined,
      bodyChars,
      skipped: strictness === "none" ? undefined : skipped,
    });
    const sink = new BlockSink();
    // Text inherits what <body> sets (its font size above all), as in a browser.
    reader.readChildren(body, deriveStyle({}, "body", parseCss(attribute(body, "style"))), sink, 0);
    const quieted = quietRedundantAlts(sink.finish(), sink.notes, options.sender);
    const layout = splitLineBreakLayout(quieted, sink.notes, bodyChars);
    const sized = promoteBoldTitles(demoteBodySizedHeadings(layout.blocks, layout.notes), layout.notes);
    let blocks = reflowConvertedText(html, sized);
    // Counting every block's words again is no small part of a reading: done only when needed.
    const readWords = strictness === "gentle" ? wordsIn(blocks) : undefined;
    if (strictness !== "none") {
      blocks = removeBoilerplate(blocks, layout.notes, {
        unsubscribeTargets: options.listUnsubscribe ?? [],
        bodyFontSize: dominantFontSize(blocks, layout.notes),
        gentle: strictness === "gentle",
      }).blocks;
    }
    const forward = removeForwardHeaders(blocks, options.subject);
    blocks = tidyBlocks(withoutRecipientLines(forward.blocks, options.recipients ?? []));
    const kept = wordsIn(blocks);
    const result: ReadingDocument = { blocks, words: { source: sourceWords, kept } };
    if (forward.forwarded) result.forwarded = forward.forwarded;
    // Over the size limit the rest is left out, and the digest says so (chapter and report).
    if (reader.truncated) result.leftOut = TEXT_LIMIT_REASON;
    if (strictness !== "full") result.fallback = strictness === "gentle" ? "gentle" : "whole-text";
    if (reader.webVersionUrl) result.webVersionUrl = reader.webVersionUrl;
    return { reading: result, ...(readWords === undefined ? {} : { removedWords: readWords - kept }) };
  };

  const enough = (candidate: ReadingDocument, judgedWords = sourceWords) => {
    const kept = candidate.words?.kept ?? 0;
    // Pictures only matter to a reading that kept no words.
    let pictures = 0;
    if (kept === 0)
      forEachImage(candidate.blocks, (image) => {
        if (isPicture(image)) pictures++;
      });
    return keepsEnough(kept, judgedWords, pictures);
  };
  const full = read("full").reading;
  if (enough(full)) return full;
  // A gentle reading removes only what is plainly chrome, so the floor judges the words it lost
  // otherwise: those it hid or never read. (A short offer under a long legal footer and a shop's
  // menu keeps less than the floor of all its words, and rightly so.)
  const { reading: gentle, removedWords } = read("gentle");
  if (enough(gentle, sourceWords - removedWords!))
    return { ...gentle, webVersionUrl: full.webVersionUrl ?? gentle.webVersionUrl };
  if (options.plainText?.trim()) {
    const plain = readPlainTextNewsletter(options.plainText, {
      listUnsubscribe: options.listUnsubscribe,
      recipients: options.recipients,
      subject: options.subject,
    });
    const plainWords = wordsIn(plain.blocks);
    if (plainWords >= sourceWords * RETENTION_FLOOR) {
      return { ...plain, words: { source: sourceWords, kept: plainWords }, fallback: "plain-text" };
    }
  }
  const whole = read("none").reading;
  return whole.blocks.length > 0 ? whole : full;
}
