import { type CleanNewsletterOptions, cleanNewsletterHtml } from "./clean-newsletter-html.ts";
import { hasMarkup } from "./cleaning/html-tree.ts";
import { HTML_LIMIT_REASON, NEWSLETTER_HTML_LIMIT } from "./newsletter-limits.ts";
import type { ParsedNewsletter } from "./parse-newsletter.ts";
import { readPlainTextNewsletter } from "./read-plain-text-newsletter.ts";
import type { ReadingDocument } from "./reading-document.ts";
import { withoutRepeatedRuns } from "./repeated-copies.ts";
import { wordsIn } from "./retention-floor.ts";

/** The newsletter's reading blocks, each part read once (see repeated-copies.ts). */
export function readNewsletter(parsed: Omit<ParsedNewsletter, "inlineImages">): ReadingDocument {
  const reading = readEither(parsed);
  reading.blocks = withoutRepeatedRuns(reading.blocks);
  return reading;
}

/**
 * A whole HTML page sent as the text part, as some mailers do (the HTML part then holds only a
 * preheader, or is missing): it is read as the page it is.
 */
function isHtmlPage(text: string): boolean {
  return /^\s*</.test(text) && /<(?:!doctype html|html)[\s>]/i.test(text.slice(0, PAGE_START_CHARS));
}
/** Where a page's <html> tag stands at the latest: after a template's comments and a preheader. */
const PAGE_START_CHARS = 4096;

/** Its HTML cleaned (with its fallbacks), else its plain text. */
function readEither(parsed: Omit<ParsedNewsletter, "inlineImages">): ReadingDocument {
  const options: ReadOptions = {
    listUnsubscribe: parsed.listUnsubscribe,
    recipients: parsed.recipients,
    subject: parsed.subject,
    sender: parsed.from,
  };
  // Some mail gateways label the text they made of a newsletter as HTML: read it as the text it is.
  if (parsed.html && !hasMarkup(parsed.html)) return readPlainTextNewsletter(parsed.html, options);
  if (parsed.text !== undefined && isHtmlPage(parsed.text)) {
    // Two pages then: the one that reads more is the letter.
    const page = readHtml(parsed.text, undefined, options);
    if (!parsed.html) return page;
    const reading = readHtml(parsed.html, undefined, options);
    return wordsIn(reading.blocks) >= wordsIn(page.blocks) ? reading : page;
  }
  if (parsed.html) {
    const reading = readHtml(parsed.html, parsed.text, options);
    if (!parsed.text) return reading;
    if (reading.blocks.length > 0) return wordsInPictures(reading, parsed.text, options) ?? reading;
  }
  return readPlainTextNewsletter(parsed.text ?? "", options);
}

/**
 * Words a letter reads at least: an HTML reading of fewer may have its letter in its pictures,
 * and a text part of fewer is a "view the images" note.
 */
const MIN_LETTER_WORDS = 40;
/** How many times the HTML's words its text part must read to be the letter instead. */
const TEXT_PART_RATIO = 3;

/**
 * A letter told in pictures with no alt text (a shop's offer as three images) keeps of its HTML
 * only the menu and the footer; its text part says what the pictures do. When the text part reads
 * several times the words, it is the letter. Undefined when the HTML's reading stands.
 */
function wordsInPictures(
  reading: ReadingDocument,
  text: string,
  options: ReadOptions,
): ReadingDocument | undefined {
  const htmlWords = wordsIn(reading.blocks);
  if (htmlWords >= MIN_LETTER_WORDS) return undefined;
  const plain = readPlainTextNewsletter(text, options);
  const plainWords = wordsIn(plain.blocks);
  return plainWords >= MIN_LETTER_WORDS && plainWords > TEXT_PART_RATIO * htmlWords
    ? { ...plain, fallback: "plain-text" }
    : undefined;
}

type ReadOptions = Pick<CleanNewsletterOptions, "listUnsubscribe" | "recipients" | "subject" | "sender">;

/** The HTML cleaned; its text part, when it has one, is the cleaner's last fallback. */
function readHtml(markup: string, plainText: string | undefined, options: ReadOptions): ReadingDocument {
  // Past the size limit the parser's memory would grow without bound: the rest is left out, and said so.
  const overLimit = markup.length > NEWSLETTER_HTML_LIMIT;
  const html = overLimit ? markup.slice(0, NEWSLETTER_HTML_LIMIT) : markup;
  const reading = cleanNewsletterHtml(html, { ...options, plainText });
  if (overLimit) reading.leftOut ??= HTML_LIMIT_REASON;
  return reading;
}
