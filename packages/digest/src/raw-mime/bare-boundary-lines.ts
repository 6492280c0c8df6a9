/**
 * Some list relays (Yahoo Groups, Lyris) write a multipart's delimiter lines as the boundary
 * value alone, without the "--" RFC 2046 puts before it: with boundary="------=_NextPart_000_01"
 * the lines read "------=_NextPart_000_01". No part is found, and the letter has no content.
 * When not one line of a boundary is well-formed, its bare lines get their "--" back.
 * `lines` are split at "\n"; they are changed in place. Returns whether any line changed.
 */
export function dashBareBoundaryLines(lines: string[], boundaries: readonly string[]): boolean {
  let changed = false;
  for (const boundary of boundaries) {
    if (lines.some((line) => line.startsWith(`--${boundary}`))) continue;
    for (let index = 0; index < lines.length; index++) {
      const content = lines[index]!.trimEnd();
      if (content !== boundary && content !== `${boundary}--`) continue;
      lines[index] = `--${lines[index]}`;
      changed = true;
    }
  }
  return changed;
}
