import { senderName } from "./boilerplate/forward-header.ts";
import type { Block } from "./reading-document.ts";

// A list's digest: its contents ("Today's Topics:" over the numbered subjects) and, over each
// message, the header block the list software copies in ("Message: 1", "Date:", "From:",
// "Subject: [list] …", "Message-ID:"). The contents repeat what follows; each header becomes the
// message's title (its subject, without the list's tag) over the poster's name.
export const DIGEST_CONTENTS =
  /^(today's topics|meldungen des tages|thèmes du jour|temas del día|argomenti del giorno|onderwerpen van vandaag|tópicos de hoje|assuntos de hoje)\s*:?$/iu;
const HEADER_LINE =
  /^(message|date|from|to|cc|subject|message-id|content-type|content-transfer-encoding|mime-version|in-reply-to|references|nachricht|mensaje|messaggio|bericht|mensagem)\s*:/i;

/** Header lines with their folded continuations (lines that start with white space) joined on. */
function unfold(lines: string[]): string[] {
  const unfolded: string[] = [];
  for (const line of lines) {
    if (/^\s/.test(line) && unfolded.length > 0) unfolded[unfolded.length - 1] += ` ${line.trim()}`;
    else unfolded.push(line);
  }
  return unfolded;
}

/** MIME lines a digest's header block ends with, left on their own when a blank line came before them. */
const MIME_LINE = /^(content-type|content-transfer-encoding|mime-version)\s*:/i;

/** True when a part is only the MIME lines of the message header above it. */
export function isHeaderTail(lines: string[]): boolean {
  return lines.length > 0 && unfold(lines).every((line) => MIME_LINE.test(line.trim()));
}

export function digestHeader(folded: string[]): Block[] | undefined {
  // Mailman folds long To: and Subject: lines onto a tab-indented next line.
  const lines = unfold(folded);
  if (lines.length < 3 || !lines.every((line) => HEADER_LINE.test(line.trim()))) return undefined;
  // The list's numbering or the message's id marks a digest; a forwarded message's header has neither.
  if (!lines.some((line) => /^(message|message-id)\s*:/i.test(line.trim()))) return undefined;
  const field = (name: string) =>
    lines
      .find((line) => line.trim().toLowerCase().startsWith(`${name}:`))
      ?.replace(/^[^:]+:\s*/, "")
      .trim();
  const subject = field("subject");
  if (!subject) return undefined;
  const title: Block = {
    type: "heading",
    level: 3,
    // "Re: [PyUsers] December meetup venue" reads "Re: December meetup venue".
    inlines: [{ text: subject.replace(/\[[^\]]+\]\s*/, "") }],
  };
  const from = field("from");
  const poster = from ? senderName(from) : undefined;
  return poster ? [title, { type: "paragraph", inlines: [{ text: poster }] }] : [title];
}
