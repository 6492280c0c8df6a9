import { type Block, blockText } from "../reading-document.ts";
import { singleSpaced } from "../text/whitespace.ts";
import { lineText, paragraphLines, paragraphOf } from "./paragraph-lines.ts";

// Some newsletters print the address they were sent to on a line of its own, under the masthead:
// the reader's own address is nothing to read, and a book passed on should not carry it.

function bareAddress(text: string): string {
  return text
    .replace(/^mailto:/i, "")
    .replace(/^[<(["'\s]+|[>)\]"'\s.,;:!]+$/g, "")
    .toLowerCase();
}

// A greeting that names the reader by address, where the sender had no name ("Hi jo@example.com!").
const GREETING =
  /^(hi|hello|hey|dear|hallo|hej|hoi|moin|liebe[rs]?|guten tag|bonjour|salut|cher|chère|hola|estimad[oa]|querid[oa]|ciao|salve|gentile|car[oa]|olá|oi|prezad[oa]|beste|best)\s+/iu;

// The address under a label of a few words ("Ihre E-Mail-Adresse: jo@example.com", "Sent to: …").
const ADDRESS_LABEL = /^[\p{L}\p{M} .'’-]{1,40}:\s*/u;

/** The blocks without the lines that are only one of the recipients' addresses, labelled or greeted. */
export function withoutRecipientLines(blocks: Block[], recipients: readonly string[]): Block[] {
  const addresses = new Set(recipients.map(bareAddress).filter((address) => address.includes("@")));
  if (addresses.size === 0) return blocks;
  const result: Block[] = [];
  for (const block of blocks) {
    // Only a block with an address in it can hold one: the rest need not be split into lines.
    if (!blockText(block).includes("@")) {
      result.push(block);
      continue;
    }
    const lines = paragraphLines(block);
    const isRecipient = (text: string) =>
      addresses.has(bareAddress(text)) ||
      addresses.has(bareAddress(text.replace(GREETING, ""))) ||
      addresses.has(bareAddress(text.replace(ADDRESS_LABEL, "")));
    // A greeting set as a heading ("Hi jo@example.com!") goes whole.
    if (block.type === "heading" && isRecipient(singleSpaced(blockText(block)))) continue;
    const kept = lines.filter((line) => !isRecipient(lineText(line)));
    if (kept.length === lines.length) {
      result.push(block);
      continue;
    }
    const rest = paragraphOf(kept);
    if (rest) result.push(rest);
  }
  return result;
}
