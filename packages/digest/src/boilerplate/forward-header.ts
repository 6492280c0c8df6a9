import { type Block, blockText, type ForwardedMessage } from "../reading-document.ts";
import { countWords } from "../report/count-words.ts";
import { lineText, paragraphLines, paragraphOf } from "./paragraph-lines.ts";

// A newsletter the reader forwarded to Folio starts with the mail program's forward header
// ("---------- Forwarded message ---------", From, Date, Subject, To), sometimes twice when it was
// forwarded along a chain. It prints personal addresses and says nothing of the newsletter: it goes.
// Only at the top of the text — further down, the same lines are an exchange the author quotes.

// The line that opens a forward header in Gmail, Outlook, Apple Mail and Thunderbird, in the
// languages they are set to.
const MARKER = new RegExp(
  `^[-–—_=*\\s]*(?:${[
    "forwarded message",
    "original message",
    "begin forwarded message",
    "weitergeleitete nachricht",
    "ursprüngliche nachricht",
    "anfang der weitergeleiteten nachricht",
    "message transféré",
    "message d'origine",
    "début du message (?:réexpédié|transféré)",
    "doorgestuurd bericht",
    "oorspronkelijk bericht",
    "begin doorgestuurd bericht",
    "messaggio inoltrato",
    "messaggio originale",
    "inizio messaggio inoltrato",
    "mensaje reenviado",
    "mensaje original",
    "comienzo del mensaje reenviado",
    "mensagem encaminhada",
    "mensagem original",
    "início da mensagem (?:reencaminhada|encaminhada)",
  ].join("|")})[-–—_=*\\s]*:?$`,
  "iu",
);

/** The marker lines that open a quoted original in a reply, not a forward. */
const REPLY_MARKER =
  /original message|ursprüngliche nachricht|message d'origine|oorspronkelijk bericht|messaggio originale|mensaje original|mensagem original/iu;

const FIELDS: Record<"from" | "subject" | "date" | "other", string[]> = {
  from: ["from", "de", "von", "van", "da"],
  subject: ["subject", "objet", "betreff", "onderwerp", "oggetto", "asunto", "assunto"],
  date: [
    "date",
    "datum",
    "data",
    "fecha",
    "sent",
    "gesendet",
    "envoyé",
    "verzonden",
    "inviato",
    "enviado(?: el)?",
    "enviada",
  ],
  other: ["to", "à", "a", "an", "aan", "para", "cc", "bcc", "reply-to", "antwort an", "répondre à"],
};

type Field = keyof typeof FIELDS;

const HEADER_LINE = new RegExp(`^(${Object.values(FIELDS).flat().join("|")})\\s*:(.*)$`, "iu");
const FIELD_NAMES = (Object.entries(FIELDS) as [Field, string[]][]).map(
  ([field, names]) => [field, new RegExp(`^(?:${names.join("|")})$`, "iu")] as const,
);

interface HeaderLine {
  field: Field;
  value: string;
}

function headerLine(text: string): HeaderLine | undefined {
  const match = HEADER_LINE.exec(text);
  if (!match) return undefined;
  const [field] = FIELD_NAMES.find(([, names]) => names.test(match[1]!))!;
  return { field, value: match[2]!.trim() };
}

/** "Ada Lovelace <ada@example.org>" → "Ada Lovelace"; a bare address stays as it is. */
export function senderName(value: string): string | undefined {
  const withoutAddress = value
    .replace(/\[mailto:[^\]]*\]/gi, "")
    .replace(/<[^>]*>/g, "")
    .replace(/^["'\s]+|["'\s]+$/g, "")
    .trim();
  if (withoutAddress) return withoutAddress;
  return /<([^>]+)>/.exec(value)?.[1]?.trim() || undefined;
}

interface FoundHeader {
  message: ForwardedMessage;
  /** Index after the last block the header took. */
  end: number;
  /** What followed the header inside its last block. */
  rest?: Block;
  /** It opens with a mail program's line that says a message was forwarded ("---------- Forwarded message ---------"), not quoted in a reply. */
  forwardMarked: boolean;
}

/** The forward header that starts at blocks[index], if one does. */
function forwardHeaderAt(blocks: Block[], index: number): FoundHeader | undefined {
  const first = paragraphLines(blocks[index]!);
  if (first.length === 0) return undefined;
  // Every block is asked; a line's text is made only when the header has come that far, as most
  // blocks' first line ends it.
  const head = lineText(first[0]!);
  const marked = MARKER.test(head);
  const headers: HeaderLine[] = [];
  let at = marked ? 1 : 0;
  for (; at < first.length; at++) {
    const text = at === 0 ? head : lineText(first[at]!);
    // Apple Mail leaves an empty line under its marker.
    if (marked && headers.length === 0 && text.trim() === "") continue;
    const header = headerLine(text);
    if (!header) break;
    headers.push(header);
  }
  let end = index + 1;
  // Apple Mail sets each header line in a block of its own, under the marker's.
  if (marked && at === first.length) {
    while (end < blocks.length) {
      const next = paragraphLines(blocks[end]!).map((line) => headerLine(lineText(line)));
      if (next.length === 0 || next.some((header) => !header)) break;
      headers.push(...(next as HeaderLine[]));
      end++;
    }
  }
  const has = (field: Field) => headers.some((header) => header.field === field);
  // Without the marker line (Outlook), only a full header block is a forward header.
  const complete = has("from") && (has("subject") || has("date"));
  if (!complete || (!marked && !(has("subject") && has("date") && headers.length >= 3))) return undefined;
  const value = (field: Field) => headers.find((header) => header.field === field)?.value || undefined;
  const from = value("from");
  const message: ForwardedMessage = {};
  const subject = value("subject");
  if (subject) message.subject = subject;
  const sender = from ? senderName(from) : undefined;
  if (sender) message.from = sender;
  const rest = end === index + 1 && at < first.length ? paragraphOf(first.slice(at)) : undefined;
  const forwardMarked = marked && !REPLY_MARKER.test(head);
  return rest ? { message, end, rest, forwardMarked } : { message, end, forwardMarked };
}

/** The subject of a message someone forwarded: "Fwd: …", "WG: …", "TR: …", "[List] Fwd: …". */
export const FORWARD_SUBJECT = /^\s*(?:\[[^\]]{1,40}\]\s*)*(?:fwd?|wg|tr|rv|enc|doorst)\s*:/i;

// In a message forwarded as such (its subject says so), what the person forwarding wrote above the
// header ("FYI", a greeting, their signature) is theirs, not the newsletter's: a header below a
// short note is still the top of the forwarded letter. Elsewhere only a header at the very top is
// one; further down the same lines are an exchange the author quotes.
const FORWARD_NOTE_WORDS = 60;

/** The forward header nearest the top, after at most a short note of the forwarder's. */
function firstForwardHeader(
  blocks: Block[],
  afterNote: boolean,
): { start: number; found: FoundHeader } | undefined {
  let words = 0;
  for (let index = 0; index < blocks.length && words <= (afterNote ? FORWARD_NOTE_WORDS : 0); index++) {
    if (blocks[index]!.type === "rule") continue;
    const found = forwardHeaderAt(blocks, index);
    if (found) return { start: index, found };
    words += countWords(blockText(blocks[index]!));
  }
  return undefined;
}

/** The first header anywhere that opens with a mail program's line saying it was forwarded. */
function markedForwardHeader(blocks: Block[]): { start: number; found: FoundHeader } | undefined {
  for (let index = 0; index < blocks.length; index++) {
    const found = forwardHeaderAt(blocks, index);
    if (found?.forwardMarked) return { start: index, found };
  }
  return undefined;
}

/** The blocks without the forward headers at their top, and what the innermost one said. */
export function removeForwardHeaders(
  blocks: Block[],
  subject = "",
): { blocks: Block[]; forwarded?: ForwardedMessage } {
  let remaining = blocks;
  let forwarded: ForwardedMessage | undefined;
  for (;;) {
    const header = firstForwardHeader(remaining, FORWARD_SUBJECT.test(subject));
    if (!header) break;
    forwarded = header.found.message;
    remaining = [...(header.found.rest ? [header.found.rest] : []), ...remaining.slice(header.found.end)];
  }
  // Under a longer note, the note is a letter of its own and stays; a header marked as a forward's
  // between it and the forwarded letter still goes (it names the reader's address, and repeats the
  // subject). A reply's quoted original ("-----Original Message-----") is an exchange the author
  // quotes, and stays.
  if (!forwarded) {
    const marked = markedForwardHeader(remaining);
    if (marked) {
      forwarded = marked.found.message;
      remaining = [
        ...remaining.slice(0, marked.start),
        ...(marked.found.rest ? [marked.found.rest] : []),
        ...remaining.slice(marked.found.end),
      ];
    }
  }
  return forwarded ? { blocks: remaining, forwarded } : { blocks: remaining };
}
