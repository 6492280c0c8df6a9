import { lineText, paragraphLines } from "../boilerplate/paragraph-lines.ts";
import { isHardWrapped } from "../read-plain-text-newsletter.ts";
import { type Block, type Inline, isLineBreak } from "../reading-document.ts";

// Exchange sends a text/plain message on as HTML it made of it, each line of the text ending in a
// <br>, and marks it so. The lines of hard-wrapped prose then broke mid-sentence on the reader's
// screen; they are re-flowed as the text part's reader re-flows them.

const CONVERTED_FROM_TEXT = /<!--\s*Converted from text\/plain format\s*-->/i;

function flowed(inlines: Inline[]): Inline[] {
  const result: Inline[] = [];
  for (const inline of inlines) {
    if (!isLineBreak(inline)) {
      result.push(inline);
      continue;
    }
    const previous = result.at(-1);
    if (previous && !isLineBreak(previous) && !/\s$/.test(previous.text)) result.push({ text: " " });
  }
  return result;
}

/** The blocks with each hard-wrapped paragraph re-flowed, when the HTML was made of a text part. */
export function reflowConvertedText(html: string, blocks: Block[]): Block[] {
  if (!CONVERTED_FROM_TEXT.test(html)) return blocks;
  return blocks.map((block) => {
    if (block.type !== "paragraph" || !block.inlines.some(isLineBreak)) return block;
    const lines = paragraphLines(block).map(lineText);
    return isHardWrapped(lines) ? { ...block, inlines: flowed(block.inlines) } : block;
  });
}
