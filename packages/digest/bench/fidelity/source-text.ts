// The readable text of a source message: every text node of its HTML (scripts, styles and the
// head excluded, parsed as a browser parses it), or its plain-text part.
import { bodyOf, parseHtmlDocument, textContent } from "../../src/cleaning/html-tree.ts";
import { parseNewsletter } from "../../src/parse-newsletter.ts";

export async function sourceText(raw: Buffer): Promise<string> {
  const parsed = await parseNewsletter(raw);
  if (!parsed.html) return parsed.text ?? "";
  const body = bodyOf(parseHtmlDocument(parsed.html));
  return body ? textContent(body) : "";
}
