// The newsletter as sent, reduced to text, for the report's "words in the source" — a baseline the
// book's words are compared with. Markup is stripped by pattern, not parsed: the cleaner has
// already parsed the HTML once, and this count must cost next to nothing. Text hidden by CSS
// (preheaders) is still counted.

const NOT_SHOWN =
  /<!--[\s\S]*?-->|<(script|style|title|template|xml|noscript)\b[\s\S]*?<\/\1\s*>|<head\b[\s\S]*?<\/head\s*>/gi;
// Tags inside a word ("<b>Fo</b>lio") join; any other tag separates.
const INLINE_TAG =
  /<\/?(?:a|abbr|b|bdi|bdo|big|code|em|font|i|kbd|mark|q|s|small|span|strike|strong|sub|sup|u|wbr)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/gi;
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  rsquo: "’",
  lsquo: "‘",
};

function decodeEntity(_: string, name: string): string {
  if (name[0] === "#") {
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
  }
  // Other named entities are spaces and punctuation (&nbsp;, &mdash;) or letters within a word.
  return (
    NAMED[name.toLowerCase()] ??
    (/^[a-z]+(?:acute|grave|circ|uml|tilde|ring|cedil|slash|lig)$/i.test(name) ? "x" : " ")
  );
}

export function htmlSourceText(html: string): string {
  return html.replace(NOT_SHOWN, " ").replace(INLINE_TAG, "").replace(TAG, " ").replace(ENTITY, decodeEntity);
}

/** The language the newsletter declares on its <html> element, if any (e.g. "de", "pt-BR"). */
export function declaredLanguage(html: string | undefined): string | null {
  const match =
    html && /<html\b[^>]*?\blang\s*=\s*["']?([a-z]{2,3}(?:-[a-z\d]{2,8})*)/i.exec(html.slice(0, 4096));
  return match ? match[1]! : null;
}
