import { endsWithAdvertLabel, namesSponsor } from "./boilerplate/advert-labels.ts";
import { removeForwardHeaders } from "./boilerplate/forward-header.ts";
import { startsListAddress } from "./boilerplate/list-address-lines.ts";
import { withoutRecipientLines } from "./boilerplate/recipient-lines.ts";
import { removeBoilerplate } from "./boilerplate/remove-boilerplate.ts";
import { isFarewellOrSignature } from "./boilerplate/sign-off.ts";
import { DIGEST_CONTENTS, digestHeader, isHeaderTail } from "./list-digest.ts";
import { NEWSLETTER_TEXT_LIMIT, TEXT_LIMIT_REASON } from "./newsletter-limits.ts";
import { type Block, blockText, type Inline, type ReadingDocument } from "./reading-document.ts";
import { findUrls, hasSomethingToRead, isBlankText, normalizeText, RULE_LINE } from "./reading-text.ts";
import { keepsEnough, wordsIn } from "./retention-floor.ts";
import { closingFence } from "./text/code-fences.ts";
import { withoutImageStandIns } from "./text/image-stand-ins.ts";
import { withoutMergeTags } from "./text/merge-tags.ts";
import { withoutPgpArmor } from "./text/pgp-armor.ts";
import { linkify, withoutFollowAddresses } from "./text/plain-text-links.ts";
import { isAsciiArt, isCentred, shouted } from "./text/plain-text-shapes.ts";
import { unwrapTrackingLink } from "./unwrap-tracking-link.ts";
import { WEB_VERSION_LINK_TEXT } from "./web-version-link.ts";

const LIST_ITEM = /^\s*(?:[-*•+]|\d{1,3}[.)])\s+/;
// A rule with a label inside it: "--------ADVERTISEMENT--------", or at the end of a box's bottom
// edge: "\\-----------adv.-/".
const LABELLED_RULE =
  /^\s*[/\\|]?[-=_*~#+]{4,}\s*([^-=_*~#+/\\|].*?)\s*(?:[-=_*~#+]{4,}[-=_*~#+<>]*|[-=_*~#+]{1,3}[/\\|])\s*$/;
/** A rule's label set with a space between its letters ("A D V E R T I S E M E N T"), closed up. */
function closedUp(label: string): string {
  return /^(?:\p{L} ){3,}\p{L}$/u.test(label) ? label.replace(/ /g, "") : label;
}
/**
 * A rule's label that titles the section under it: in capitals, a title's few words, no advert's
 * label ("-----ADVERTISEMENT-----"). A mail program's "----- Original Message -----" is no title.
 */
function isRuleTitle(label: string): boolean {
  return (
    isTitle(label) && label === label.toUpperCase() && /\p{Lu}/u.test(label) && !endsWithAdvertLabel(label)
  );
}
/** Parts between a box's edges, at most, for a label on its bottom edge to name the box. */
const BOX_PARTS = 8;

export interface PlainTextOptions {
  listUnsubscribe?: string[];
  /** The addresses the message was sent to: a line that is only one of them is dropped. */
  recipients?: string[];
  /** The message's subject: a forward ("Fwd: …") may have the forwarder's note above its header. */
  subject?: string;
}

function lineInlines(lines: string[], joinWithSpaces: boolean): Inline[] {
  const inlines: Inline[] = [];
  lines.forEach((line, index) => {
    if (index > 0) {
      if (joinWithSpaces) inlines.push({ text: " " });
      else inlines.push({ lineBreak: true });
    }
    inlines.push(...linkify(joinWithSpaces ? line.trim() : line.trimEnd()));
  });
  return inlines;
}

/**
 * Hard-wrapped prose (lines of ~60–78 characters) reads better re-flowed. Lines that each open
 * with a reference's mark ("[1] https://…") are a list of references, however long.
 */
export function isHardWrapped(lines: string[]): boolean {
  if (lines.length < 2) return false;
  if (lines.every((line) => REFERENCE_LINE.test(line))) return false;
  const body = lines.slice(0, -1);
  const wrapped = body.filter((line) => line.trimEnd().length >= 50 && line.trimEnd().length <= 80).length;
  return wrapped / body.length >= 0.7;
}

/**
 * The items of lines that are a list: each item a marked line ("- ", "2. ") and the lines it wraps
 * onto, indented ("  until the end of February, …") or not; undefined when the lines are not a list.
 * A line between two items can only belong to the item above it: Kit wraps items at 65 columns
 * without indenting, often after a short line ("* Added support for a second layout of" /
 * "harbour_results.extensions.").
 */
function listItems(lines: string[]): string[][] | undefined {
  const items: string[][] = [];
  const lastItem = lines.findLastIndex((line) => LIST_ITEM.test(line));
  for (const [index, line] of lines.entries()) {
    if (LIST_ITEM.test(line)) items.push([line.replace(LIST_ITEM, "").trim()]);
    else if (items.length > 0 && (index < lastItem || /^\s+\S/.test(line) || wrapsOn(lines[index - 1]!)))
      items[items.length - 1]!.push(line.trim());
    else return undefined;
  }
  return items;
}

/** A line long enough to have been wrapped: the next one goes on with it, indented or not. */
const WRAPPED_LINE_CHARS = 50;

/**
 * Some mailers wrap an item onto a line that is not indented ("* Added a check so pagination is
 * not returned when the" / "next page has no results."); a short item's next line is something else.
 */
function wrapsOn(previous: string): boolean {
  return previous.trimEnd().length >= WRAPPED_LINE_CHARS && !/[.!?:]$/.test(previous.trimEnd());
}

/**
 * An item's lines: wrapped prose flows on; a short title over its description keeps its own line.
 * A description starts as a sentence does; a next line in lower case goes on with the first.
 */
function itemInlines([first, ...more]: string[]): Inline[] {
  const titled =
    more.length > 0 && first!.length <= 50 && !/[.!?,;:]$/.test(first!) && !/^\p{Ll}/u.test(more[0]!);
  if (!titled) return linkify([first, ...more].join(" "));
  return [...linkify(first!), { lineBreak: true }, ...linkify(more.join(" "))];
}

/**
 * A numbered list starts at 1 or goes on from the list before it (`nextNumber`): a lone "3. Wir
 * stellen vor" is a numbered section's title, and a book's list would number it 1.
 */
function startsList(line: string, nextNumber: number | undefined): boolean {
  const number = /^\s*(\d+)/.exec(line)?.[1];
  return number === undefined || Number(number) === 1 || Number(number) === nextNumber;
}

function paragraphToBlocks(lines: string[], nextNumber?: number): Block[] {
  if (lines.length === 0) return [];
  // A list, possibly introduced by one line ("Links worth your time:").
  const listStart = LIST_ITEM.test(lines[0]!) ? 0 : 1;
  const listLines = lines.slice(listStart);
  const items =
    listLines.length >= (listStart === 0 ? 1 : 2) && startsList(listLines[0]!, nextNumber)
      ? listItems(listLines)
      : undefined;
  if (items && items.length >= (listStart === 0 ? 1 : 2)) {
    const list: Block = {
      type: "list",
      ordered: /^\s*\d/.test(listLines[0]!),
      items: items.map((item) => [{ type: "paragraph", inlines: itemInlines(item) }]),
    };
    return listStart === 0 ? [list] : [{ type: "paragraph", inlines: linkify(lines[0]!.trim()) }, list];
  }
  if (isAsciiArt(lines)) return [{ type: "preformatted", text: lines.join("\n") }];
  if (isCentred(lines)) return centredBlocks(lines.map((line) => line.trim()));
  const paragraphs = unwrappedParagraphs(lines);
  if (paragraphs) return paragraphs.flatMap((paragraph) => paragraphToBlocks(paragraph));
  return [{ type: "paragraph", inlines: lineInlines(lines, isHardWrapped(lines)) }];
}

/** Longer than any mailer wraps a line at. */
const UNWRAPPED_LINE_CHARS = 100;
const UNWRAPPED_LINE_WORDS = 12;
/** The width hard-wrapped text keeps under. */
const WRAP_WIDTH = 80;

/**
 * A text part that is not wrapped at all ends a line where its writer ended a paragraph, and some
 * senders (Substack's text part among them) put no empty line between paragraphs: a sentence
 * longer than any wrap tells. Each long line is then a paragraph of its own, and a run of short
 * lines (a contents list, a title and its date) stays together; else a pitch ("Thanks for reading!
 * Subscribe for free …") would be judged with, and take, the whole letter around it.
 */
function unwrappedParagraphs(lines: string[]): string[][] | undefined {
  const unwrapped = (line: string) =>
    line.trim().length > UNWRAPPED_LINE_CHARS && line.trim().split(/\s+/).length >= UNWRAPPED_LINE_WORDS;
  if (lines.length < 2 || !lines.some(unwrapped)) return undefined;
  const paragraphs: string[][] = [];
  let short: string[] = [];
  for (const line of lines) {
    if (line.trim().length <= WRAP_WIDTH) {
      short.push(line);
      continue;
    }
    if (short.length > 0) paragraphs.push(short);
    short = [];
    paragraphs.push([line]);
  }
  if (short.length > 0) paragraphs.push(short);
  return paragraphs;
}

/** Centred short lines are a title (and its subtitle); longer centred lines keep their line breaks. */
function centredBlocks(lines: string[]): Block[] {
  const [first, ...rest] = lines;
  if (lines.length <= 3 && lines.every((line) => isTitle(line))) {
    const title: Block = { type: "heading", level: 3, inlines: linkify(first!) };
    return rest.length > 0 ? [title, { type: "paragraph", inlines: lineInlines(rest, false) }] : [title];
  }
  return [{ type: "paragraph", inlines: lineInlines(lines, false) }];
}

// A title underlined with a rule ("CONTRIBUTIONS" over "============="), sometimes with the next
// paragraph glued to the underline ("======Have you got…"). A title is a short line that does not
// end like a statement (a question may be a title); an underline is not much longer than its title
// — a long rule under a short line ("See you next week" over a rule across the page) separates
// sections instead. Some titles carry their underline on their own line ("NEWS ==========").
const GLUED_UNDERLINE = /^\s*([=~_-])\1{2,}(?=[^\s=~_-])(.*)$/u;
const TRAILING_UNDERLINE = /^(.*[^\s=~_-])\s+(([=~_-])\3{3,})\s*$/u;
/** A title between equal signs, as wikis and some weekly news letters set it: "== Other news ==". */
const WIKI_TITLE = /^\s*(={2,4})\s*([^=\s][^=]*?)\s*\1\s*$/u;
const TITLE_MAX_WORDS = 8;
const TITLE_MAX_CHARS = 60;

interface Title {
  title: string;
  level: 2 | 3;
}

/** Lines between a Markdown code fence's "```" lines, as written. */
interface Code {
  code: string;
}

type Part = string[] | "rule" | Title | Code;

/** A title underlined to its own length may run longer: the underline says what it is. */
const MEASURED_TITLE_MAX_WORDS = 16;
const MEASURED_TITLE_MAX_CHARS = 100;

/** A bullet, not a section's number: "1. What is this?" underlined to its length is a title. */
const BULLET_ITEM = /^\s*[-*•+]\s+/;

function isTitle(title: string, measured = false, exclaims = false): boolean {
  return (
    title.split(/\s+/).length <= (measured ? MEASURED_TITLE_MAX_WORDS : TITLE_MAX_WORDS) &&
    title.length <= (measured ? MEASURED_TITLE_MAX_CHARS : TITLE_MAX_CHARS) &&
    /\p{L}/u.test(title) &&
    !(exclaims ? /[.,;]$/ : /[.!,;]$/).test(title) &&
    // A site's bare name may title its section ("Utilisez share.example.net pour partager"); an address may not.
    !findUrls(title).some((found) => /^(?:[a-z][a-z\d+.-]*:|www\.)/i.test(found.url)) &&
    !(measured ? BULLET_ITEM : LIST_ITEM).test(title)
  );
}

function titleLevel(underline: string): 2 | 3 {
  return underline.trim().startsWith("=") ? 2 : 3;
}

/** How a mailing service's text part marks a heading: "** Title" over a full-width rule. */
const STARRED_TITLE = /^\*\*\s+(\S.*)$/u;
const STARRED_TITLE_MAX_WORDS = 30;

function underlinedTitle(lines: string[], underline: string): Title | undefined {
  if (lines.length !== 1) return undefined;
  const title = lines[0]!.trim();
  const starred = STARRED_TITLE.exec(title)?.[1];
  // The service marks every heading so, long ones too: the stars and the rule say what it is.
  if (
    starred !== undefined &&
    starred.split(/\s+/).length <= STARRED_TITLE_MAX_WORDS &&
    findUrls(starred).length === 0
  )
    return { title: starred, level: titleLevel(underline) };
  // "Sponsored by Depot" over a rule names the section's sponsor; it titles nothing.
  if (namesSponsor(title, title.split(/\s+/).length)) return undefined;
  const underlineChars = underline.trim().length;
  // A farewell over a rule shorter than it is underlined by nothing: the rule is a separator right
  // under the letter's last line ("Until next time — The Widget Post team" over "----------" and
  // the footer), which would have gone with the footer as its title. "Inhalt:" over "---" is one.
  if (underlineChars < title.length / 2 && isFarewellOrSignature(title)) return undefined;
  // A double rule under a line, as Markdown's setext title has it, marks a title even when it
  // falls short of the line ("The bot has not signed the agreement!" over "======").
  const doubled = underline.trim().startsWith("=") && underlineChars >= title.length / 2;
  const measured = Math.abs(underlineChars - title.length) <= 2 || doubled;
  if (!isTitle(title, measured, doubled) || underlineChars > Math.max(title.length * 1.5, title.length + 4))
    return undefined;
  return { title, level: titleLevel(underline) };
}

/** A title with its link's address after it, as Kit writes a link: "Pebble Lookup API ( https://… )". */
const LINKED_TITLE = /^(.*\S)\s*\(\s*https?:\/\/[^\s()]+\s*\)$/u;

/**
 * Kit sets a section's title between two rules measured to it; when the title is a link the rules
 * run the page's width, measured to the address after it too. The frame says it is a title.
 */
function framedLinkTitle(lines: string[], underline: string): Title | undefined {
  const line = lines.length === 1 ? lines[0]!.trim() : "";
  const label = LINKED_TITLE.exec(line)?.[1];
  return label !== undefined && isTitle(label) ? { title: line, level: titleLevel(underline) } : undefined;
}

/**
 * Paragraphs are separated by blank lines and by rule lines, which become rules; a rule right
 * under a title is the title's underline, and makes it a heading.
 */
/**
 * Whether a rule follows a labelled rule within a box's lines: the label then stands on the top
 * edge of the box below it ("--- Yahoo! Groups Sponsor ---~-->" over the advert and "---~->"), not
 * on the bottom edge of the one above.
 */
function closesBoxBelow(lines: string[], labelled: number): boolean {
  let seen = 0;
  for (let index = labelled + 1; index < lines.length && seen < BOX_PARTS; index++) {
    const line = lines[index]!;
    if (isBlankText(line)) continue;
    if (RULE_LINE.test(line) || LABELLED_RULE.test(line)) return true;
    seen++;
  }
  return false;
}

function splitParagraphs(body: string): Part[] {
  const parts: Part[] = [];
  let current: string[] = [];
  const end = () => {
    if (current.length > 0) parts.push(current);
    current = [];
  };
  const lines = body.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fenceEnd = closingFence(lines, index);
    if (fenceEnd !== undefined) {
      end();
      parts.push({ code: lines.slice(index + 1, fenceEnd).join("\n") });
      index = fenceEnd;
      continue;
    }
    if (isBlankText(line)) {
      end();
      continue;
    }
    const labelled = LABELLED_RULE.exec(line);
    const glued = labelled ? null : GLUED_UNDERLINE.exec(line);
    const underline = RULE_LINE.test(line)
      ? line
      : glued
        ? line.slice(0, line.length - glued[2]!.length)
        : "";
    const framed = parts.at(-1) === "rule" && RULE_LINE.test(line);
    const title = underline
      ? (underlinedTitle(current, underline) ?? (framed ? framedLinkTitle(current, underline) : undefined))
      : undefined;
    if (title) {
      parts.push(title);
      current = glued ? [glued[2]!] : [];
    } else if (RULE_LINE.test(line)) {
      end();
      parts.push("rule");
    } else if (labelled?.[1]) {
      end();
      const label = closedUp(labelled[1]);
      const opening = parts.lastIndexOf("rule");
      if (
        opening >= 0 &&
        parts.length - opening <= BOX_PARTS &&
        endsWithAdvertLabel(label) &&
        !closesBoxBelow(lines, index)
      ) {
        // An advert label on a box's bottom edge names the box: it is read where it would stand
        // on the top edge, so the placement is known from its first line.
        parts.splice(opening + 1, 0, [label]);
        parts.push("rule");
      } else if (isRuleTitle(label)) {
        // "_____NEWS ANALYSIS_____": the section's title, in capitals on its rule.
        parts.push("rule", { title: label, level: 2 });
      } else {
        parts.push("rule", [label]);
      }
    } else if (startsListAddress(line, current)) {
      end();
      current.push(line);
    } else {
      const trailing = current.length === 0 ? TRAILING_UNDERLINE.exec(line) : null;
      const title = trailing?.[1]?.trim();
      const wiki = current.length === 0 ? WIKI_TITLE.exec(line) : null;
      if (trailing && title && isTitle(title)) parts.push({ title, level: titleLevel(trailing[2]!) });
      else if (wiki && isTitle(wiki[2]!, true))
        parts.push({ title: wiki[2]!, level: wiki[1]!.length <= 2 ? 2 : 3 });
      else current.push(line);
    }
  }
  end();
  return parts;
}

/** Signs (no letters, digits or pictures) a divider line holds at least. */
const DIVIDER_SIGNS = 5;

function isDividerLine(line: string): boolean {
  const signs = line.replace(/\s+/g, "");
  return signs.length >= DIVIDER_SIGNS && !hasSomethingToRead(signs);
}

// A mail program that turns an HTML newsletter into text writes each picture as its address in
// angle brackets ("<http://img.example/rule.gif>"): a picture the reader cannot see, not words.
const IMAGE_ADDRESS = /[ \t]*<https?:\/\/[^\s<>]+\.(?:gif|jpe?g|png|webp|bmp)(?:\?[^\s<>]*)?>/gi;
/**
 * Where a mail program that turned the HTML into text left a picture: "[IMAGE]" (Outlook, Notes),
 * often several to a line with tabs between. Not Markdown's "![image](…)".
 */
const IMAGE_PLACEHOLDER = /[ \t]*(?<!!)\[image\](?!\()[ \t]*/gi;
const LEADING_IMAGE_PLACEHOLDERS = /^(?:[ \t]*\[image\](?!\())+[ \t]*/gim;

function withoutImageAddresses(text: string): string {
  return text
    .replace(IMAGE_ADDRESS, "")
    .replace(LEADING_IMAGE_PLACEHOLDERS, "")
    .replace(IMAGE_PLACEHOLDER, " ");
}

// Mailman's archive and digests put a note where it took an attachment off a post: the
// "next part" rule, then what was scrubbed and where it went ("An HTML attachment was scrubbed...",
// its Name, Type, Size, Desc and URL). Nothing of it is the post's.
const SCRUBBED_ATTACHMENT =
  /^-{5,} next part -{5,}[ \t]*\n(?:(?:An?|Une?) [^\n]*(?:attachment|pièce jointe)[^\n]* (?:was scrubbed|a été)[^\n]*\n(?:(?:Name|Type|Size|Desc|URL|Url|Nom|Taille): [^\n]*(?:\n|$))*)?/gim;

function withoutScrubbedAttachments(text: string): string {
  return text.replace(SCRUBBED_ATTACHMENT, "");
}

// Kit (ConvertKit) writes a link's address on a line of its own between its brackets ("Rspack 2.0
// (" / "https://…" / ") shipped last week"): the brackets and the address belong on one line.
const WRAPPED_LINK = /[ \t]*\([ \t]*\n[ \t]*(https?:\/\/[^\s()]+)[ \t]*\n[ \t]*\)/g;

function joinWrappedLinks(text: string): string {
  return text.replace(WRAPPED_LINK, " ( $1 )");
}

/** A signature is short: four lines by custom, a few more in practice. */
const SIGNATURE_MAX_LINES = 12;
/** The header of the next message of a digest. */
const NEXT_MESSAGE = /^(?:From|Subject): \S/;

/** A reference line: "[1] https://…". */
const REFERENCE_LINE = /^\s*\[(\d{1,3})\]\s+\S/;

/**
 * The reference lines under a signature ("[1] https://…") that the letter cites ("… North America
 * [1]."): the author put the references after signing, and the letter's marks need them.
 */
function citedReferences(rest: string[], letter: string): string[] {
  const references = rest.filter((line) => {
    const mark = REFERENCE_LINE.exec(line)?.[1];
    return mark !== undefined && letter.includes(`[${mark}]`);
  });
  return references.length > 0 ? references.flatMap((line) => ["", line.trim()]) : [];
}

/** Lines a signature holds by custom. */
const CUSTOM_SIGNATURE_LINES = 4;

function goesOnAfterSignature(rest: string[]): boolean {
  const filled = rest.filter((line) => line.trim()).length;
  const paragraphs = rest
    .join("\n")
    .split(/\n\s*\n/)
    .filter((part) => part.trim()).length;
  return paragraphs >= 2 && filled > CUSTOM_SIGNATURE_LINES;
}

/** Words of a signer's line: a name, maybe a role ("Maria Lopez, Chair"). */
const SIGNER_WORDS = 8;

/** A signature that only names its writer, in a line or two: no address, number or link. */
function isSignerName(signature: string[]): boolean {
  const lines = signature.filter((line) => line.trim());
  return (
    lines.length > 0 &&
    lines.length <= 2 &&
    lines.every((line) => !/[\d@/<>|]/.test(line) && line.trim().split(/\s+/).length <= SIGNER_WORDS)
  );
}

/**
 * The text without what follows each conventional signature separator ("-- "). At the end of a
 * letter that is the sender's footer, all of it, unless more than a signature's lines follow. In a digest each message signs off before the
 * next one's header: there the signature ends at the next rule, or failing that at its first blank
 * line, and the next message is read on.
 */
function withoutSignatures(body: string): string {
  const lines = body.split("\n");
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    // A separator whose space a mail client trimmed ("--") may as well divide the letter's
    // sections: it only ends the paragraph above it (a sign-off over a list's footer).
    if (lines[index] === "--") {
      kept.push("");
      continue;
    }
    if (lines[index] !== "-- " || index === 0) {
      kept.push(lines[index]!);
      continue;
    }
    const rest = lines.slice(index + 1);
    if (!rest.some((line) => NEXT_MESSAGE.test(line))) {
      // Paragraphs after the separator, more lines than a signature's: the letter goes on (a P.S.,
      // the next section of a bulletin), and only the paragraph right under the separator signs it.
      if (goesOnAfterSignature(rest)) {
        const blank = rest.findIndex((line) => !line.trim());
        const signature = blank >= 0 ? rest.slice(0, blank) : rest;
        kept.push("", ...(isSignerName(signature) ? signature : []));
        index += signature.length;
        continue;
      }
      kept.push("", ...citedReferences(rest, kept.join("\n")));
      break;
    }
    const rule = rest.findIndex((line) => RULE_LINE.test(line));
    const blank = rest.findIndex((line) => !line.trim());
    const end = rule >= 0 && rule <= SIGNATURE_MAX_LINES ? rule : blank >= 0 ? blank : rest.length;
    index += end;
  }
  return kept.join("\n");
}

const SECTION_NUMBER = /^\s*\d{1,3}[.)]\s+(\S.*)$/u;

/**
 * A numbered line in capitals alone over prose ("1. BIGGER MIRRORS." over its paragraphs) titles a
 * section, with its number, however the numbers run: read as a list, the first section's title
 * became a one-item list that lost its number while the second stayed a paragraph.
 */
function isNumberedSectionTitle(part: string[], next: Part | undefined): boolean {
  const title = part.length === 1 ? SECTION_NUMBER.exec(part[0]!)?.[1] : undefined;
  return (
    title !== undefined &&
    shouted(title) &&
    title.split(/\s+/).length <= TITLE_MAX_WORDS &&
    Array.isArray(next) &&
    !LIST_ITEM.test(next[0]!)
  );
}

/** The text's paragraphs, lists, rules and links, before chrome is taken out. */
export function plainTextBlocks(text: string): { blocks: Block[]; webVersionUrl?: string; overLimit?: true } {
  let body = withoutMergeTags(
    withoutImageStandIns(withoutImageAddresses(normalizeText(withoutPgpArmor(text.replace(/\r\n?/g, "\n"))))),
  );
  const overLimit = body.length > NEWSLETTER_TEXT_LIMIT;
  if (overLimit) body = body.slice(0, NEWSLETTER_TEXT_LIMIT);
  body = withoutSignatures(withoutScrubbedAttachments(joinWrappedLinks(body)));

  let webVersionUrl: string | undefined;
  const blocks: Block[] = [];
  /** The digest's contents were announced: the list under the line goes with it. */
  let skipContents = false;
  // Right after a message header in a digest: a part of its MIME lines alone still belongs to it.
  let afterHeader = false;
  const parts = splitParagraphs(body);
  for (const [index, part] of parts.entries()) {
    if (part === "rule") {
      blocks.push({ type: "rule" });
      continue;
    }
    if ("code" in part) {
      if (!isBlankText(part.code)) blocks.push({ type: "preformatted", text: part.code });
      continue;
    }
    if (!Array.isArray(part)) {
      blocks.push({ type: "heading", level: part.level, inlines: linkify(part.title) });
      continue;
    }
    // A drawing before any words is the masthead's logo.
    if (blocks.length === 0 && isAsciiArt(part)) continue;
    // A line of signs alone between items ("% - % - % - %", "--  . - .--- --."): a divider.
    if (part.length === 1 && isDividerLine(part[0]!)) {
      if (blocks.at(-1)?.type !== "rule") blocks.push({ type: "rule" });
      continue;
    }
    if (part.length === 1 && DIGEST_CONTENTS.test(part[0]!.trim())) {
      skipContents = true;
      continue;
    }
    const header = digestHeader(part);
    if (header) {
      blocks.push(...header);
      afterHeader = true;
      continue;
    }
    if (afterHeader && isHeaderTail(part)) continue;
    afterHeader = false;
    if (skipContents) {
      skipContents = false;
      if (part.every((line) => LIST_ITEM.test(line) || /^\s+\S/.test(line))) continue;
    }
    const joined = part.join("\n");
    if (!webVersionUrl && joined.length < 300 && WEB_VERSION_LINK_TEXT.test(joined)) {
      const url = findUrls(joined)[0];
      const href = url ? unwrapTrackingLink(url.url) : undefined;
      if (href) webVersionUrl = href;
    }
    const last = blocks.at(-1);
    // A short indented line alone between a separator and the text ("** *** *****" over
    // "      Why Keys Are Not Locks"): the section's title, as old text letters set it.
    if (
      last?.type === "rule" &&
      part.length === 1 &&
      /^\s{2,}\S/.test(part[0]!) &&
      isTitle(part[0]!.trim())
    ) {
      blocks.push({ type: "heading", level: 2, inlines: linkify(part[0]!.trim()) });
      continue;
    }
    if (isNumberedSectionTitle(part, parts[index + 1])) {
      blocks.push({ type: "heading", level: 3, inlines: linkify(part[0]!.trim()) });
      continue;
    }
    const nextNumber = last?.type === "list" && last.ordered ? last.items.length + 1 : undefined;
    for (const block of paragraphToBlocks(withoutFollowAddresses(part), nextNumber)) {
      // Items set apart by blank lines ("1) …", "2) …") are one list, numbered on.
      const previous = blocks.at(-1);
      if (block.type === "list" && previous?.type === "list" && previous.ordered === block.ordered)
        previous.items.push(...block.items);
      // A line that held only a mailer's link to a picture is left with nothing to read.
      else if (block.type !== "paragraph" || hasSomethingToRead(blockText(block))) blocks.push(block);
    }
  }
  return {
    blocks,
    ...(webVersionUrl ? { webVersionUrl } : {}),
    ...(overLimit ? { overLimit: true as const } : {}),
  };
}

/** Turns a text-only newsletter into paragraphs, lists and links, without its chrome. */
export function readPlainTextNewsletter(text: string, options: PlainTextOptions = {}): ReadingDocument {
  const { blocks, webVersionUrl, overLimit } = plainTextBlocks(text);
  const read = (strictness: "full" | "gentle" | "none") => {
    const cleaned =
      strictness === "none"
        ? blocks
        : removeBoilerplate(blocks, [], {
            unsubscribeTargets: options.listUnsubscribe ?? [],
            plainText: true,
            gentle: strictness === "gentle",
          }).blocks;
    const forward = removeForwardHeaders(cleaned, options.subject);
    const kept = withoutRecipientLines(forward.blocks, options.recipients ?? []);
    const tidy = kept.filter(
      (block, index) => block.type !== "rule" || (index > 0 && kept[index - 1]?.type !== "rule"),
    );
    while (tidy[0]?.type === "rule") tidy.shift();
    while (tidy[tidy.length - 1]?.type === "rule") tidy.pop();
    const document: ReadingDocument = { blocks: tidy };
    if (webVersionUrl) document.webVersionUrl = webVersionUrl;
    if (overLimit) document.leftOut = TEXT_LIMIT_REASON;
    if (forward.forwarded) document.forwarded = forward.forwarded;
    if (strictness !== "full") document.fallback = strictness === "gentle" ? "gentle" : "whole-text";
    return { document, removedWords: wordsIn(blocks) - wordsIn(cleaned) };
  };
  // Nothing lost: a reading that kept too little of the letter is done again more gently, as the
  // HTML cleaner does; the gentle reading is judged by the words it did not remove as chrome.
  const sourceWords = wordsIn(blocks);
  const full = read("full").document;
  if (keepsEnough(wordsIn(full.blocks), sourceWords)) return full;
  const gentle = read("gentle");
  if (keepsEnough(wordsIn(gentle.document.blocks), sourceWords - gentle.removedWords)) return gentle.document;
  const whole = read("none").document;
  return whole.blocks.length > 0 ? whole : full;
}
