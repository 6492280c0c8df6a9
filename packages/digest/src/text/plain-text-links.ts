import { isSocialAccountLink } from "../cleaning/images.ts";
import type { Inline } from "../reading-document.ts";
import { findUrls } from "../reading-text.ts";
import { unwrapTrackingLink } from "../unwrap-tracking-link.ts";

// Links in a plain-text newsletter. A URL the author wrote stays as written, and links. Mailing
// services write an HTML link's words with its target after them in brackets, at the end of a line
// ("En savoir plus (https://…)", "Passez à l'attaque <https://…>"): the words are the link, as in
// the HTML, and the bracketed address goes.

/** A label longer than this is a sentence that happens to end in an address: the address stays. */
const LABEL_MAX_WORDS = 6;
/**
 * What follows such a link: the line's end or the next link of a row ("… préférences (…) or Se
 * désabonner (…)"). An address in brackets inside a sentence ("DEF CON (http://…). DEF CON is …")
 * is the author's, and stays as written.
 */
const LABEL_END = /^\s*(?:$|(?:[|·•/–—-]|or|ou|oder|o|of)\s)/iu;
/** Where a link's label starts at the latest: after a sentence's end, a colon or a bar. */
const LABEL_START = /^(?:.*(?:[.!?:;|•]\s+|\s[-–—]\s+))?(.*)$/su;

/**
 * An opening bracket before an address, maybe with a space inside it ("( https://…"); Substack's
 * text part writes a link's target in square brackets ("the new sensor [ https://… ] logs …").
 */
const OPENING = /\s([(<[])\s?$/u;
/**
 * A whole line's opening bracket and its space: Customer.io writes a picture's link so, before its
 * title ("( https://… )Title"). An address written "<https://…>" on its own line is the author's.
 */
const LINE_OPENING = /^\s*(\()\s$/u;
const CLOSING: Record<string, RegExp> = { "(": /^\s?\)/u, "<": /^\s?>/u, "[": /^\s?\]/u };
/** Words of a picture's title after its link at a line's start. */
const TITLE_MAX_WORDS = 12;

/** URLs become links; their text stays exactly as the author wrote it, or labels them (see above). */
export function linkify(text: string): Inline[] {
  const inlines: Inline[] = [];
  let position = 0;
  for (const found of findUrls(text)) {
    const end = found.index + found.length;
    const href = unwrapTrackingLink(found.url);
    const before = text.slice(position, found.index);
    const opening = OPENING.exec(before) ?? LINE_OPENING.exec(before);
    const closing = opening ? CLOSING[opening[1]!]!.exec(text.slice(end)) : null;
    const after = closing ? end + closing[0].length : end;
    if (href && opening && closing && opening.index === 0 && position === 0) {
      // "( https://… )Start a new project with AI": the words after the picture's link are its title.
      const title = text.slice(after).trim();
      if (!title) return inlines;
      // A longer text is the item's prose, after a picture the text part cannot show.
      if (title.split(/\s+/).length > TITLE_MAX_WORDS || findUrls(title).length > 0) return linkify(title);
      return [{ text: title, href }];
    }
    // "( https://… )" with spaces inside is a mailer's way of writing a link, never an author's,
    // wherever it stands in the sentence ("Rspack 2.0 ( https://… ) shipped last week"); so is a
    // click tracker's address in brackets ("Learn more <http://…/s/r?l=5902&m=101BN…> about …").
    const spaced =
      (opening?.[0].endsWith(" ") === true && closing?.[0].startsWith(" ") === true) ||
      (closing !== null && isTrackingAddress(found.url));
    const bracketed =
      href &&
      opening &&
      closing &&
      (opening.index > 0 || (spaced && inlines.length > 0)) &&
      (spaced || LABEL_END.test(text.slice(after)));
    const words = bracketed ? before.slice(0, opening!.index) : "";
    const label = bracketed ? LABEL_START.exec(words)?.[1]?.trim() : undefined;
    if (label && /\p{L}/u.test(label) && label.split(/\s+/).length <= LABEL_MAX_WORDS) {
      const lead = words.slice(0, words.lastIndexOf(label));
      if (lead) inlines.push({ text: lead });
      inlines.push({ text: label, href });
      position = after;
      continue;
    }
    if (bracketed && spaced) {
      // Too long a sentence to tell the link's words: the sentence stays, the address goes.
      inlines.push({ text: words });
      position = after;
      continue;
    }
    if (before) inlines.push({ text: before });
    const written = text.slice(found.index, end);
    inlines.push(href ? { text: written, href } : { text: written });
    position = end;
  }
  if (position < text.length) inlines.push({ text: text.slice(position) });
  return inlines;
}

/**
 * A mailer's click-tracking address: a query of two parameters or more, or one long token
 * ("?l=5902&m=101BN3c3", "?qs=3f9a0c…", "/c/3ohphdu3g4eo8rhr…"). An author's address names its page.
 */
function isTrackingAddress(url: string): boolean {
  const [address = "", query] = url.split("?", 2);
  if (query !== undefined) {
    const parameters = query.split("&").filter(Boolean);
    return parameters.length >= 2 || parameters.some((parameter) => /=[\w%.-]{12,}/.test(parameter));
  }
  return /\/(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{16,}(?:\/|$)/i.test(address.replace(/^\w+:\/\/[^/]+/, ""));
}

/** The line is a bare address and nothing else; the address, when it is. */
function bareAddress(line: string): string | undefined {
  const trimmed = line.trim();
  const [url] = findUrls(trimmed);
  return url !== undefined && url.index === 0 && url.length === trimmed.length ? url.url : undefined;
}

/**
 * A paragraph's lines without a follow row written as bare addresses, one a line
 * ("https://www.facebook.com/…", "https://instagram.com/@…", the site's own among them): a run of
 * bare addresses, at least two and half of them social network accounts, is the plain-text
 * part's version of the HTML's row of icons.
 */
export function withoutFollowAddresses(lines: string[]): string[] {
  const kept: string[] = [];
  for (let start = 0; start < lines.length; ) {
    let end = start;
    while (end < lines.length && bareAddress(lines[end]!) !== undefined) end++;
    if (end === start) {
      kept.push(lines[start]!);
      start++;
      continue;
    }
    const run = lines.slice(start, end);
    const follow = run.filter((line) => isSocialAccountLink(bareAddress(line)!)).length;
    if (follow < 2 || follow * 2 < run.length) kept.push(...run);
    start = end;
  }
  return kept;
}
