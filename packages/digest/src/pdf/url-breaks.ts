// pdfmake breaks lines where the Unicode line-breaking rules allow, and they allow a break right
// after the "//" of a URL's scheme: "https://" could end a line alone, the address starting on
// the next. So a URL's scheme is drawn as one piece with the first character after it, a piece
// pdfmake never breaks (noWrap) and keeps on the line of what follows it (it breaks between two
// pieces only where the letters on either side would break as one text). The address still
// breaks after a "/", ".", "-", "?" or "&" further on.
import { allMatches } from "../text/all-matches.ts";

/** A URL's scheme and the first character of what follows it: "https://w". */
const SCHEME_AND_FIRST_CHARACTER = /(?<![\p{L}\p{N}])[a-z][a-z0-9+.-]*:\/\/[^\s]/giu;

export interface TextPiece {
  text: string;
  /** Drawn whole, never broken across lines. */
  whole?: true;
}

/** The text cut so that each URL's scheme stands in an unbreakable piece with what follows it. */
export function keepSchemesWhole(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let position = 0;
  for (const match of allMatches(SCHEME_AND_FIRST_CHARACTER, text)) {
    const start = match.index;
    if (start > position) pieces.push({ text: text.slice(position, start) });
    pieces.push({ text: match[0], whole: true });
    position = start + match[0].length;
  }
  if (position < text.length || pieces.length === 0) pieces.push({ text: text.slice(position) });
  return pieces;
}
