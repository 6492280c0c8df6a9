import { type Block, blockText } from "./reading-document.ts";
import { countWords } from "./report/count-words.ts";

// Nothing lost: a cleaned newsletter must keep at least this share of the words its source shows
// (for HTML: scripts, styles and the head excluded). Chrome — preheaders, footers, imprints, navigation —
// rarely makes up more than two thirds of a real newsletter (a short notice under a long legal
// footer comes closest, keeping about 30%), while a cleaning gone wrong (a misread stylesheet
// hiding the body, a template class taken for chrome, a parser losing the body) keeps a few
// percent. Below the floor the newsletter is read again gently (inline styles only, no header
// zone, a footer only among the blocks at its end that look like one), then from its plain-text
// part, then as its whole text. A plain-text newsletter is read again gently, then whole.
export const RETENTION_FLOOR = 0.2;
/** Losses smaller than this many words are too small to second-guess. */
const MIN_LOSS_WORDS = 80;

/**
 * Whether a reading that kept this many of the words it is judged by lost nothing to worry about.
 * A reading of pictures alone (a shop's offers, told image by image) is no empty one.
 */
export function keepsEnough(kept: number, judgedWords: number, pictures = 0): boolean {
  return (
    (kept > 0 || pictures > 0) &&
    (kept >= judgedWords * RETENTION_FLOOR || judgedWords - kept < MIN_LOSS_WORDS)
  );
}

/** The words of a reading's blocks, as the floor counts them. */
export function wordsIn(blocks: Block[]): number {
  return blocks.reduce((sum, block) => sum + countWords(blockText(block)), 0);
}
