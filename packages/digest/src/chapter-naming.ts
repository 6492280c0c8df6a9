import { FORWARD_SUBJECT } from "./boilerplate/forward-header.ts";
import type { ParsedNewsletter } from "./parse-newsletter.ts";
import type { ReadingDocument } from "./reading-document.ts";

// A chapter is named by the newsletter's subject and sender. A newsletter the reader forwarded
// arrives as "Fwd: …" from the reader: its chapter is named by the message inside instead, as the
// forward header at its top gave it (that header itself is not printed).

export interface ChapterNaming {
  subject: string;
  sender: string;
}

export function nameChapter(parsed: ParsedNewsletter, reading: ReadingDocument | undefined): ChapterNaming {
  const naming = { subject: parsed.subject, sender: parsed.from.name || parsed.from.address };
  const forwarded = FORWARD_SUBJECT.test(parsed.subject) ? reading?.forwarded : undefined;
  return {
    subject: forwarded?.subject || naming.subject,
    sender: forwarded?.from || naming.sender,
  };
}
