import { cleanNewsletterHtml } from "./clean-newsletter-html.ts";
import { hasMarkup } from "./cleaning/html-tree.ts";
import { HTML_LIMIT_REASON, NEWSLETTER_HTML_LIMIT } from "./newsletter-limits.ts";
import type { ParsedNewsletter } from "./parse-newsletter.ts";
import { readPlainTextNewsletter } from "./read-plain-text-newsletter.ts";
import type { ReadingDocument } from "./reading-document.ts";
import { withoutRepeatedRuns } from "./repeated-copies.ts";

/** The newsletter's reading blocks, each part read once (see repeated-copies.ts). */
export function readNewsletter(parsed: Omit<ParsedNewsletter, "inlineImages">): ReadingDocument {
  const reading = readEither(parsed);
  reading.blocks = withoutRepeatedRuns(reading.blocks);
  return reading;
}

/** Its HTML cleaned (with its fallbacks), else its plain text. */
function readEither(parsed: Omit<ParsedNewsletter, "inlineImages">): ReadingDocument {
  const options = {
    listUnsubscribe: parsed.listUnsubscribe,
    recipients: parsed.recipients,
    subject: parsed.subject,
  };
  // Some mail gateways label the text they made of a newsletter as HTML: read it as the text it is.
  if (parsed.html && !hasMarkup(parsed.html)) return readPlainTextNewsletter(parsed.html, options);
  if (parsed.html) {
    // Past the size limit the parser's memory would grow without bound: the rest is left out, and said so.
    const overLimit = parsed.html.length > NEWSLETTER_HTML_LIMIT;
    const html = overLimit ? parsed.html.slice(0, NEWSLETTER_HTML_LIMIT) : parsed.html;
    const reading = cleanNewsletterHtml(html, { ...options, plainText: parsed.text, sender: parsed.from });
    if (overLimit) reading.leftOut ??= HTML_LIMIT_REASON;
    if (reading.blocks.length > 0 || !parsed.text) return reading;
  }
  return readPlainTextNewsletter(parsed.text ?? "", options);
}
