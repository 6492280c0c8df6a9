import { type Block, blockText, isLineBreak } from "../reading-document.ts";
import type { BlockVerdict } from "./classify-blocks.ts";
import { isPageNavigation } from "./page-links.ts";
import { isFarewell, isFarewellOrSignature } from "./sign-off.ts";

// A heading or lead-in line is there for what follows it ("Follow us on our other channels",
// "Too many e-mails? You choose:", "In this issue"). When everything it introduced went as chrome
// — the social row, the preference buttons, the in-issue contents — it is left heading nothing, and
// goes too. It must read like a lead-in (a heading, a whole bold line, or a line ending in a colon
// or a question mark, and never a sentence ending in a full stop), so an author's closing words over
// a share row stay.

const LEAD_IN_WORDS = 12;

function isLeadIn(block: Block, verdict: BlockVerdict): boolean {
  if (verdict.words === 0 || verdict.words > LEAD_IN_WORDS) return false;
  // A sentence, even one set large, says something of its own.
  const text = blockText(block).trim();
  if (/[.!…]["”’)]?$/.test(text)) return false;
  // The letter's closing words set as a heading ("Bis bald, euer Team vom Stadtgarten") head nothing.
  if (isFarewellOrSignature(text)) return false;
  if (block.type !== "heading" && block.type !== "paragraph") return false;
  const runs = block.inlines.filter((inline) => !isLineBreak(inline) && inline.text.trim().length > 0);
  // A linked title is the last item's headline, its story a click away: it leads in to nothing here.
  if (runs.some((run) => !isLineBreak(run) && run.href)) return false;
  if (block.type === "heading") return true;
  // An emoji before the bold words ("📖 Table of Contents") is no part of them.
  const worded = runs.filter((run) => !isLineBreak(run) && /[\p{L}\p{N}]/u.test(run.text));
  return /[:?]$/.test(text) || (worded.length > 0 && worded.every((run) => !isLineBreak(run) && run.bold));
}

/**
 * A short block already judged chrome (its words and its template's markers agree), left only
 * because it stands mid-letter: the caption of a subscribe widget over its button.
 */
function isKeptChrome(block: Block, verdict: BlockVerdict): boolean {
  // An address is no caption: a line with one mid-letter is an event's venue as often. Nor is an
  // entry of lines (a title, a date, what happens, "Kontakt: …"): a listing, however it ends.
  return (
    verdict.kind === "junk" &&
    !verdict.address &&
    verdict.words > 0 &&
    verdict.words <= 30 &&
    !(block.type === "paragraph" && block.inlines.some(isLineBreak))
  );
}

function underFarewell(blocks: Block[], verdicts: BlockVerdict[], index: number): boolean {
  let above = index - 1;
  // Past rules, drawn ones ("--------------") included.
  while (above >= 0 && verdicts[above]!.words === 0) above--;
  return above >= 0 && isFarewell(blocks[above]!);
}

/**
 * Lead-ins whose following blocks were all removed, up to the end, a heading, a rule or another
 * lead-in, and lead-ins right above the issue's own contents ("In this issue"). `removed` is
 * updated in place, from the end, so a chain of orphaned lead-ins goes whole.
 */
export function dropOrphanLeadIns(
  blocks: Block[],
  verdicts: BlockVerdict[],
  removed: boolean[],
  keep: Set<number>,
): void {
  for (let index = blocks.length - 2; index >= 0; index--) {
    if (removed[index] || keep.has(index) || !removed[index + 1]) continue;
    // The name under the farewell ("Best," / a dashed line / "Anna Berger") signs, it leads in to nothing.
    if (underFarewell(blocks, verdicts, index)) continue;
    const leadIn = isLeadIn(blocks[index]!, verdicts[index]!);
    if (!leadIn && !isKeptChrome(blocks[index]!, verdicts[index]!)) continue;
    // An advertisement is not what a block above it was there for: a paid item set right under a
    // title, or any placement under a sentence that only mentions chrome.
    const next = verdicts[index + 1]!;
    if (next.advertItem || (!leadIn && next.advertLabel)) continue;
    let kept = index + 1;
    while (kept < blocks.length && removed[kept]) kept++;
    // A section's title over its sponsor's credit ("Spot the Bug" / "Sponsored by Depot", and the
    // rule under the credit) still titles the section's text after them.
    if (leadIn && next.advertLabel) {
      let text = kept;
      while (text < blocks.length && (removed[text] || blocks[text]!.type === "rule")) text++;
      const body = blocks[text];
      if (body && body.type !== "heading" && !isLeadIn(body, verdicts[text]!)) continue;
    }
    const after = blocks[kept];
    const ends =
      isPageNavigation(blocks[index + 1]!) ||
      after === undefined ||
      after.type === "heading" ||
      after.type === "rule" ||
      isLeadIn(after, verdicts[kept]!);
    if (ends) removed[index] = true;
  }
}
