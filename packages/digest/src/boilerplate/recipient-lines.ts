import type { Block } from "../reading-document.ts";
import { lineText, paragraphLines, paragraphOf } from "./paragraph-lines.ts";

// Some newsletters print the address they were sent to on a line of its own, under the masthead:
// the reader's own address is nothing to read, and a book passed on should not carry it.

function bareAddress(text: string): string {
  return text
    .replace(/^mailto:/i, "")
    .replace(/^[<(["'\s]+|[>)\]"'\s.,;:]+$/g, "")
    .toLowerCase();
}

/** The blocks without the lines that are only one of the recipients' addresses. */
export function withoutRecipientLines(blocks: Block[], recipients: readonly string[]): Block[] {
  const addresses = new Set(recipients.map(bareAddress).filter((address) => address.includes("@")));
  if (addresses.size === 0) return blocks;
  const result: Block[] = [];
  for (const block of blocks) {
    const lines = paragraphLines(block);
    const kept = lines.filter((line) => !addresses.has(bareAddress(lineText(line))));
    if (kept.length === lines.length) {
      result.push(block);
      continue;
    }
    const rest = paragraphOf(kept);
    if (rest) result.push(rest);
  }
  return result;
}
