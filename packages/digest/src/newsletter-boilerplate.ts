import { type Block, blockText } from "./reading-document.ts";

// Phrases that mark the chrome around a newsletter rather than its content.
const BOILERPLATE =
  /unsubscribe|opt[- ]?out\b|(update|manage|change) (your |my |email |e-mail )*(preferences|subscriptions?|settings|profile)|email preferences|subscription preferences|you (are )?(are receiving|received|get(ting)?) this (e-?mail|newsletter|message)|you('re| are) receiving this|this (e-?mail|message) was sent to|sent to [^\s@]+@[^\s@]+|our mailing address|mailing address is|all rights reserved|^\s*(©|\(c\)|copyright)\s|add us to your address book|forward(ed)? (this|to a friend)|was this (e-?mail )?forwarded to you|sign up (here|for free)|view (it |this )?(e-?mail |newsletter |message )?(in|on) (your |a )?(web )?browser|view (this )?(e-?mail|newsletter|issue)? ?online|having trouble (viewing|reading)|(isn't|not) displaying (correctly|properly)|web version|privacy policy|terms of (service|use)|no longer (wish|want) to receive|powered by (mailchimp|substack|beehiiv|convertkit|kit|buttondown|ghost|sendinblue|brevo|mailerlite)|follow us on|why did I get this/i;

// Footers are often long; a boilerplate block this far from the end starts the footer.
const FOOTER_TAIL_CHARS = 1500;
const SHORT_BLOCK_CHARS = 400;

export function isBoilerplateText(text: string): boolean {
  return text.length <= SHORT_BLOCK_CHARS && BOILERPLATE.test(text);
}

// Matches "View in browser"-style links whose target is the newsletter's web version.
export const WEB_VERSION_LINK_TEXT =
  /view (it |this )?(e-?mail |newsletter |message |issue |post )?(in|on) (your |a |the )?(web ?)?browser|view (this )?(e-?mail|newsletter|issue|post|message)? ?online|web ?version|read (it |this )?(online|on the web|in (your )?browser)|open in (your )?browser|view as (a )?web ?page|view on (the )?web/i;

export const UNSUBSCRIBE_LINK_TEXT =
  /unsubscribe|opt[- ]?out|(update|manage|change) (your |my |email )*(preferences|subscriptions?|settings|profile)|email preferences/i;

/**
 * Drop the newsletter's chrome: short blocks that are only boilerplate anywhere, and the whole
 * footer (everything after the first boilerplate block near the end).
 */
export function removeBoilerplate(blocks: Block[]): Block[] {
  const texts = blocks.map((block) => blockText(block).trim());
  const flagged = texts.map(
    (text, index) => blocks[index]?.type !== "image" && text.length > 0 && isBoilerplateText(text),
  );

  const total = texts.reduce((sum, text) => sum + text.length, 0);
  let cut = blocks.length;
  let tail = 0;
  for (let index = blocks.length - 1; index >= 0; index--) {
    tail += texts[index]?.length ?? 0;
    if (tail > FOOTER_TAIL_CHARS) break;
    const before = total - tail;
    // A footer follows real content; a "View in browser" line at the top is not one.
    if (flagged[index] && (before >= 200 || before >= tail)) cut = index;
  }

  const kept: Block[] = [];
  for (let index = 0; index < cut; index++) {
    const block = blocks[index]!;
    if (flagged[index]) continue;
    kept.push(block);
  }
  return kept;
}
