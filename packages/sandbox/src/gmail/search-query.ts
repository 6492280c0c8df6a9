/**
 * A subset of Gmail's search syntax for messages.list `q`: label:, in:, is:, category:, from:, to:,
 * subject:, newer_than:, older_than:, after:, before:, has:attachment, negation with "-", quoted and
 * parenthesised values, and free words. Unknown operators are ignored, as the brief asks.
 */

export interface SearchableMessage {
  labelIds: readonly string[];
  /** Label names in Gmail's search form ("Read Later" → "read-later"). */
  labelSearchNames: readonly string[];
  from: string;
  to: string;
  subject: string;
  internalDate: number;
  hasAttachment: boolean;
  searchText: string;
}

interface Term {
  negate: boolean;
  operator: string | undefined;
  value: string;
}

export interface ParsedQuery {
  /** True when there is nothing to match, so callers can skip parsing messages. */
  isEmpty: boolean;
  matches(message: SearchableMessage, now: number): boolean;
  /** True when the query names trash or spam itself, so list must not hide them. */
  mentionsSpamOrTrash: boolean;
}

const DAY_MS = 86_400_000;

export function labelSearchName(name: string): string {
  return name.toLowerCase().replace(/[\s/&_]+/g, "-");
}

export function parseSearchQuery(q: string | undefined): ParsedQuery {
  const terms = tokenize(q ?? "");
  const mentionsSpamOrTrash = terms.some(
    (t) => !t.negate && t.operator === "in" && ["trash", "spam", "anywhere"].includes(t.value.toLowerCase()),
  );
  return {
    isEmpty: terms.length === 0,
    mentionsSpamOrTrash,
    matches: (message, now) => terms.every((term) => matchTerm(term, message, now) !== term.negate),
  };
}

function tokenize(q: string): Term[] {
  const terms: Term[] = [];
  const pattern = /(-?)(?:([a-z_]+):)?("([^"]*)"|\(([^)]*)\)|[^\s()"]+)/gi;
  for (let m = pattern.exec(q); m; m = pattern.exec(q)) {
    const value = m[4] ?? m[5] ?? m[3] ?? "";
    if (!m[2] && /^(OR|AND)$/.test(value)) continue;
    terms.push({ negate: m[1] === "-", operator: m[2]?.toLowerCase(), value: value.trim() });
  }
  return terms;
}

function matchTerm(term: Term, message: SearchableMessage, now: number): boolean {
  const value = term.value.toLowerCase();
  switch (term.operator) {
    case undefined:
      return value.split(/\s+/).every((word) => message.searchText.includes(word));
    case "label":
      return (
        message.labelSearchNames.includes(labelSearchName(term.value)) ||
        message.labelIds.some((id) => id.toLowerCase() === value)
      );
    case "in":
      return matchIn(value, message);
    case "is":
      return matchIs(value, message);
    case "category": {
      const id = value === "primary" ? "CATEGORY_PERSONAL" : `CATEGORY_${value.toUpperCase()}`;
      return message.labelIds.includes(id);
    }
    case "from":
      return containsAll(message.from, value);
    case "to":
      return containsAll(message.to, value);
    case "subject":
      return containsAll(message.subject, value);
    case "has":
      return value === "attachment" ? message.hasAttachment : true;
    case "newer_than":
    case "older_than": {
      const age = relativeAgeMs(value);
      if (age === undefined) return true;
      return term.operator === "newer_than"
        ? message.internalDate >= now - age
        : message.internalDate < now - age;
    }
    case "after":
    case "newer":
    case "before":
    case "older": {
      const at = parseDateValue(value);
      if (at === undefined) return true;
      return term.operator === "after" || term.operator === "newer"
        ? message.internalDate >= at
        : message.internalDate < at;
    }
    default:
      return !term.negate;
  }
}

function matchIn(value: string, message: SearchableMessage): boolean {
  if (value === "anywhere") return true;
  const id = {
    inbox: "INBOX",
    sent: "SENT",
    trash: "TRASH",
    spam: "SPAM",
    drafts: "DRAFT",
    starred: "STARRED",
  }[value];
  return id ? message.labelIds.includes(id) : message.labelSearchNames.includes(labelSearchName(value));
}

function matchIs(value: string, message: SearchableMessage): boolean {
  switch (value) {
    case "unread":
      return message.labelIds.includes("UNREAD");
    case "read":
      return !message.labelIds.includes("UNREAD");
    case "starred":
      return message.labelIds.includes("STARRED");
    case "important":
      return message.labelIds.includes("IMPORTANT");
    default:
      return true;
  }
}

function containsAll(haystack: string, words: string): boolean {
  const lower = haystack.toLowerCase();
  return words.split(/\s+/).every((word) => lower.includes(word));
}

function relativeAgeMs(value: string): number | undefined {
  const m = /^(\d+)([dmy])$/.exec(value);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n * DAY_MS * (m[2] === "d" ? 1 : m[2] === "m" ? 30 : 365);
}

function parseDateValue(value: string): number | undefined {
  if (/^\d{9,}$/.test(value)) return Number(value) * 1000;
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}
