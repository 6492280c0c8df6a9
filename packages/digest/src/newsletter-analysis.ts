import type { ParsedNewsletter } from "./parse-newsletter.ts";
import { readNewsletter } from "./read-newsletter.ts";
import { blockText, type ReadingDocument } from "./reading-document.ts";
import { countWords } from "./report/count-words.ts";
import { declaredLanguage, htmlSourceText } from "./report/source-text.ts";
import { detectLanguage } from "./text/detect-language.ts";
import { findWebVersionUrl } from "./web-version-link.ts";

/** What cleaning needs of a parsed newsletter: everything but its inline images' bytes. */
export type AnalysisInput = Omit<ParsedNewsletter, "inlineImages">;

/** One newsletter read into reading blocks, with what the report says of it. Plain data: it crosses threads. */
export interface NewsletterAnalysis {
  /** Words in the source's readable text, for the retention figure. */
  sourceWords: number;
  /** The language the HTML declares, for the report when none could be told. */
  declaredLanguage: string | null;
  reading?: ReadingDocument;
  /** ISO 639-1 code of the newsletter's text, when it could be told. */
  language?: string;
  /** Why the newsletter could not be cleaned up. */
  error?: string;
}

export function analysisInput(parsed: ParsedNewsletter): AnalysisInput {
  const { inlineImages: _bytes, ...input } = parsed;
  return input;
}

/** Reads one newsletter into calm reading blocks and tells its language. Never throws. */
export function analyzeNewsletter(parsed: AnalysisInput): NewsletterAnalysis {
  const { html, text } = parsed;
  const analysis: NewsletterAnalysis = {
    sourceWords: countWords(html ? htmlSourceText(html) : (text ?? "")),
    declaredLanguage: declaredLanguage(html),
  };
  try {
    const reading = readNewsletter(parsed);
    // The link may sit where the reading does not go (a hidden preheader) or the reading may be the
    // plain-text part: the markup is searched for it then.
    if (!reading.webVersionUrl && html) {
      const webVersionUrl = findWebVersionUrl(html);
      if (webVersionUrl) reading.webVersionUrl = webVersionUrl;
    }
    analysis.reading = reading;
    const language = detectLanguage(`${parsed.subject}\n${reading.blocks.map(blockText).join("\n")}`);
    if (language) analysis.language = language;
  } catch (error) {
    analysis.error = `The newsletter could not be cleaned up: ${(error as Error).message}`;
  }
  return analysis;
}
