import type { BlockNote } from "../cleaning/block-sink.ts";
import type { Block } from "../reading-document.ts";
import { lineText, paragraphLines, paragraphOf, splitBlocks } from "./paragraph-lines.ts";

// Mailman appends its list's page to a post, often with no blank line before it ("Greg" over
// "http://xent.com/mailman/listinfo/fork"): the poster's last lines and the list's address are
// then one paragraph, which the address would take to the footer whole. The address lines are cut
// from the paragraph (and in plain text start one of their own), so each part is judged on its own.

/** A line that is only a list's page or its command address, bracketed or not. */
const LIST_ADDRESS_LINE =
  /^<?(?:https?:\/\/\S+\/(?:mailman\/)?(?:listinfo|options)\/\S+|[\w.+-]+-(?:request|unsubscribe|leave|signoff)@[\w.-]+)>?$/i;

/**
 * A line of the list software's own text: "Fork mailing list", an address (the list's, or a
 * member's with a password in Mailman's reminder).
 */
const LIST_FOOTER_LINE = /mailing list$|[\w.+-]+@[\w-]+\.[\w.-]+/i;

/** True when the line is a list's address that may be glued to the poster's last lines. */
export function startsListAddress(line: string, above: string[]): boolean {
  return (
    above.length > 0 &&
    LIST_ADDRESS_LINE.test(line.trim()) &&
    !above.some((text) => LIST_FOOTER_LINE.test(text.replace(/\s+/g, " ").trim()))
  );
}

/** Each paragraph whose last lines are a list's address, with text above them, becomes two blocks. */
export function splitListAddressLines(
  blocks: Block[],
  notes: readonly (BlockNote | undefined)[],
): { blocks: Block[]; notes: (BlockNote | undefined)[] } {
  return splitBlocks(blocks, notes, (block) => {
    const lines = paragraphLines(block);
    let cut = lines.length;
    while (cut > 0 && LIST_ADDRESS_LINE.test(lineText(lines[cut - 1]!))) cut--;
    // Mailman's own footer names the list and its address over its page: one block, all chrome.
    if (cut === lines.length || !startsListAddress(lineText(lines[cut]!), lines.slice(0, cut).map(lineText)))
      return undefined;
    const text = paragraphOf(lines.slice(0, cut));
    const addresses = paragraphOf(lines.slice(cut));
    return text && addresses ? [text, addresses] : undefined;
  });
}
