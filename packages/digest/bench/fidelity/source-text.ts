// The readable text of a source message, measured independently of the cleaner: every text node
// of its HTML part(s) outside scripts, styles and the head, or its plain-text part.
import { parseNewsletter } from "../../src/parse-newsletter.ts";

const RAW_TEXT = /<(script|style|title|head|template|noscript|xml)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 0xfffd);
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10) || 0xfffd);
    return name.toLowerCase() === "nbsp" ? " " : match.length > 1 ? " " : match;
  });
}

export async function sourceText(raw: Buffer): Promise<string> {
  const parsed = await parseNewsletter(raw);
  if (!parsed.html) return parsed.text ?? "";
  return decodeHtmlEntities(
    parsed.html
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(RAW_TEXT, " ")
      .replace(/<[^>]*>/g, " "),
  );
}
