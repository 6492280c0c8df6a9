import { removeBoilerplate, WEB_VERSION_LINK_TEXT } from "./newsletter-boilerplate.ts";
import type { Block, Inline, ReadingDocument } from "./reading-document.ts";
import { findUrls, isBlankText, normalizeText } from "./reading-text.ts";
import { displayUrl, unwrapTrackingLink } from "./unwrap-tracking-link.ts";

const MAX_TEXT_CHARS = 400_000;
const LIST_ITEM = /^\s*(?:[-*•+]|\d{1,3}[.)])\s+/;
const RULE_LINE = /^\s*[-=_*~#]{3,}\s*$/;

function linkify(text: string): Inline[] {
  const inlines: Inline[] = [];
  let position = 0;
  for (const found of findUrls(text)) {
    if (found.index > position) inlines.push({ text: text.slice(position, found.index) });
    const href = unwrapTrackingLink(found.url);
    inlines.push(href ? { text: displayUrl(href), href } : { text: found.url });
    position = found.index + found.length;
  }
  if (position < text.length) inlines.push({ text: text.slice(position) });
  return inlines;
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

/** Hard-wrapped prose (lines of ~60–78 characters) reads better re-flowed. */
function isHardWrapped(lines: string[]): boolean {
  if (lines.length < 2) return false;
  const body = lines.slice(0, -1);
  const wrapped = body.filter((line) => line.trimEnd().length >= 50 && line.trimEnd().length <= 80).length;
  return wrapped / body.length >= 0.7;
}

function paragraphToBlocks(paragraph: string): Block[] {
  const lines = paragraph.split("\n").filter((line) => !isBlankText(line));
  if (lines.length === 0) return [];
  if (lines.length === 1 && RULE_LINE.test(lines[0]!)) return [{ type: "rule" }];
  // A list, possibly introduced by one line ("Links worth your time:").
  const listStart = LIST_ITEM.test(lines[0]!) ? 0 : 1;
  const listLines = lines.slice(listStart);
  if (listLines.length >= (listStart === 0 ? 1 : 2) && listLines.every((line) => LIST_ITEM.test(line))) {
    const list: Block = {
      type: "list",
      ordered: /^\s*\d/.test(listLines[0]!),
      items: listLines.map((line) => [
        { type: "paragraph", inlines: linkify(line.replace(LIST_ITEM, "").trim()) },
      ]),
    };
    return listStart === 0 ? [list] : [{ type: "paragraph", inlines: linkify(lines[0]!.trim()) }, list];
  }
  return [{ type: "paragraph", inlines: lineInlines(lines, isHardWrapped(lines)) }];
}

/** Turns a text-only newsletter into paragraphs, lists and links. */
export function readPlainTextNewsletter(text: string): ReadingDocument {
  let body = normalizeText(text.replace(/\r\n?/g, "\n"));
  if (body.length > MAX_TEXT_CHARS) body = body.slice(0, MAX_TEXT_CHARS);
  // Everything after the conventional signature separator is the sender's footer.
  const signature = body.search(/\n-- \n/);
  if (signature > 0) body = body.slice(0, signature);

  let webVersionUrl: string | undefined;
  const blocks: Block[] = [];
  for (const paragraph of body.split(/\n[ \t]*\n/)) {
    const trimmed = paragraph.replace(/^\n+|\s+$/g, "");
    if (!trimmed) continue;
    if (WEB_VERSION_LINK_TEXT.test(trimmed) && trimmed.length < 300) {
      const url = findUrls(trimmed)[0];
      const href = url ? unwrapTrackingLink(url.url) : undefined;
      if (href && !webVersionUrl) webVersionUrl = href;
      continue;
    }
    blocks.push(...paragraphToBlocks(trimmed));
  }
  const document: ReadingDocument = { blocks: removeBoilerplate(blocks) };
  if (webVersionUrl) document.webVersionUrl = webVersionUrl;
  return document;
}
