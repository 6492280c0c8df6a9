import { LETTER_BEFORE, PHRASE_SOURCES } from "./boilerplate/boilerplate-phrases.ts";
import { unwrapTrackingLink } from "./unwrap-tracking-link.ts";

// "View in browser" and its translations: the link that leads to the newsletter's web version,
// which becomes the chapter's "Read the original" link.

const webVersion = PHRASE_SOURCES.find(([category]) => category === "webVersion")![1];

export const WEB_VERSION_LINK_TEXT = new RegExp(`${LETTER_BEFORE}(?:${webVersion.join("|")})`, "iu");

/**
 * The web version's address from the raw HTML, hidden parts included: the fallback when the reading
 * found no such link (a plain-text reading, a link in a hidden preheader). Markup is scanned by
 * pattern, not parsed, and only when needed: most readings find the link while reading.
 */
export function findWebVersionUrl(html: string): string | undefined {
  const anchors = /<a\b[^>]*?\bhref\s*=\s*(["'])([^"']+)\1[^>]*>([\s\S]{0,300}?)<\/a>/gi;
  for (const match of html.slice(0, 200_000).matchAll(anchors)) {
    const text = (match[3] ?? "")
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (text.length < 80 && WEB_VERSION_LINK_TEXT.test(text)) {
      const href = unwrapTrackingLink(match[2]!.replace(/&amp;/g, "&"));
      if (href && /^https?:/.test(href)) return href;
    }
  }
  return undefined;
}
