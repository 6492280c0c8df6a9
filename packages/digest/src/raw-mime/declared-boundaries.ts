/** The boundary of every multipart Content-Type header in the raw message (folded lines included). */
export function declaredBoundaries(text: string): string[] {
  const boundaries = new Set<string>();
  for (const header of text.matchAll(/^content-type[ \t]*:[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*/gim)) {
    const value = header[0].replace(/\r?\n[ \t]/g, " ");
    const match = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;"]+))/i.exec(value);
    const boundary = match?.[1]?.replace(/\\(.)/g, "$1") ?? match?.[2];
    if (boundary) boundaries.add(boundary);
  }
  return [...boundaries];
}

/** Whether the line opens a part (or closes the multipart) of one of the boundaries. */
export function isDelimiterLine(line: string, boundaries: readonly string[]): boolean {
  return line.startsWith("--") && boundaries.some((boundary) => line.startsWith(boundary, 2));
}
