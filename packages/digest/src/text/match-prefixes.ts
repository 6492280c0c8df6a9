// The first few characters any match of a regular expression can start with, worked out from its
// source. Phrase matching uses them to try its large patterns only where a match could begin,
// instead of at every character of every block.
//
// Over-approximate by design: whatever the analysis cannot follow (a negated class, ".", a Unicode
// property, a backreference, a class too large to list) ends the prefix there, so a shorter prefix
// (or none: "try everywhere") stands for it. Lookarounds consume nothing and are skipped. A pattern
// with more prefixes than the caller can use ("[\w.+]+-…" has 65³) is "try everywhere" as soon as
// the count passes the limit, before the list is built.

/** A prefix, and whether a match may go on with anything after it (true) or it was cut short. */
interface Prefix {
  text: string;
  /** The analysis stopped here: any character may follow. */
  open: boolean;
}

type Node =
  | { kind: "set"; chars: string[] | "any" }
  | { kind: "group"; alternatives: Node[][] }
  | { kind: "empty" }
  | { kind: "repeat"; node: Node; min: number; max: number };

const MAX_CLASS_CHARS = 80;

/** Thrown inside the analysis when the prefixes outnumber the caller's limit. */
class TooMany extends Error {}
const WHITESPACE = [..." \t\n\v\f\r\u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff"].concat(
  Array.from({ length: 11 }, (_, index) => String.fromCharCode(0x2000 + index)),
);
const DIGITS = [..."0123456789"];
const WORD = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"];

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  parse(): Node {
    const node = this.alternatives();
    if (this.at < this.source.length) throw new Error(`Unexpected ")" in ${this.source}`);
    return node;
  }

  private peek(): string | undefined {
    return this.source[this.at];
  }

  private alternatives(): Node {
    const alternatives: Node[][] = [this.sequence()];
    while (this.peek() === "|") {
      this.at++;
      alternatives.push(this.sequence());
    }
    return { kind: "group", alternatives };
  }

  private sequence(): Node[] {
    const nodes: Node[] = [];
    while (this.at < this.source.length && this.peek() !== "|" && this.peek() !== ")") {
      nodes.push(this.quantified(this.atom()));
    }
    return nodes;
  }

  private quantified(node: Node): Node {
    const next = this.peek();
    let min: number;
    let max: number;
    if (next === "?" || next === "*" || next === "+") {
      this.at++;
      [min, max] = next === "?" ? [0, 1] : next === "*" ? [0, Infinity] : [1, Infinity];
    } else if (next === "{" && /^\{\d+(,\d*)?\}/.test(this.source.slice(this.at))) {
      const [text, low, high] = /^\{(\d+)(?:,(\d*))?\}/.exec(this.source.slice(this.at))!;
      this.at += text.length;
      min = Number(low);
      max = high === undefined ? min : high === "" ? Infinity : Number(high);
    } else {
      return node;
    }
    if (this.peek() === "?") this.at++; // lazy: the same characters can match
    return { kind: "repeat", node, min, max };
  }

  private atom(): Node {
    const char = this.source[this.at++]!;
    if (char === "(") {
      let lookaround = false;
      if (this.peek() === "?") {
        const head = /^\?(?::|<?[=!]|<[\w$]+>)/.exec(this.source.slice(this.at))?.[0];
        if (!head) throw new Error(`Unknown group in ${this.source}`);
        lookaround = /^\?<?[=!]$/.test(head);
        this.at += head.length;
      }
      const inner = this.alternatives();
      if (this.source[this.at++] !== ")") throw new Error(`Unclosed group in ${this.source}`);
      return lookaround ? { kind: "empty" } : inner;
    }
    if (char === "[") return this.characterClass();
    if (char === "\\") return this.escape();
    if (char === ".") return { kind: "set", chars: "any" };
    if (char === "^" || char === "$") return { kind: "empty" };
    return { kind: "set", chars: [char] };
  }

  private escape(): Node {
    const char = this.source[this.at++]!;
    if (char === "p" || char === "P") {
      this.at = this.source.indexOf("}", this.at) + 1;
      return { kind: "set", chars: "any" };
    }
    if (char === "b" || char === "B") return { kind: "empty" };
    const set = escapeSet(char, this.source, this.at);
    if (char === "u" || char === "x") this.at += set.consumed;
    return { kind: "set", chars: set.chars };
  }

  private characterClass(): Node {
    let negated = false;
    if (this.peek() === "^") {
      negated = true;
      this.at++;
    }
    const chars = new Set<string>();
    let any = negated;
    let previous: string | undefined;
    while (this.at < this.source.length && this.peek() !== "]") {
      let char = this.source[this.at++]!;
      if (char === "\\") {
        const escaped = this.source[this.at++]!;
        if (escaped === "p" || escaped === "P") {
          this.at = this.source.indexOf("}", this.at) + 1;
          any = true;
          previous = undefined;
          continue;
        }
        const set = escapeSet(escaped, this.source, this.at);
        if (escaped === "u" || escaped === "x") this.at += set.consumed;
        if (set.chars === "any") any = true;
        else if (set.chars.length === 1) {
          char = set.chars[0]!;
        } else {
          for (const member of set.chars) chars.add(member);
          previous = undefined;
          continue;
        }
      } else if (char === "-" && previous !== undefined && this.peek() !== "]") {
        let last = this.source[this.at++]!;
        if (last === "\\") {
          const set = escapeSet(this.source[this.at++]!, this.source, this.at);
          if (set.chars === "any" || set.chars.length !== 1) {
            any = true;
            continue;
          }
          last = set.chars[0]!;
        }
        const from = previous.codePointAt(0)!;
        const to = last.codePointAt(0)!;
        if (to - from > MAX_CLASS_CHARS) any = true;
        else for (let code = from; code <= to; code++) chars.add(String.fromCodePoint(code));
        previous = undefined;
        continue;
      }
      chars.add(char);
      previous = char;
    }
    this.at++; // "]"
    return { kind: "set", chars: any || chars.size > MAX_CLASS_CHARS ? "any" : [...chars] };
  }
}

function escapeSet(char: string, source: string, at: number): { chars: string[] | "any"; consumed: number } {
  switch (char) {
    case "d":
      return { chars: DIGITS, consumed: 0 };
    case "s":
      return { chars: WHITESPACE, consumed: 0 };
    case "w":
      return { chars: WORD, consumed: 0 };
    case "n":
      return { chars: ["\n"], consumed: 0 };
    case "t":
      return { chars: ["\t"], consumed: 0 };
    case "r":
      return { chars: ["\r"], consumed: 0 };
    case "u": {
      const hex = /^\{([\da-f]+)\}|^([\da-f]{4})/i.exec(source.slice(at));
      if (!hex) return { chars: "any", consumed: 0 };
      return {
        chars: [String.fromCodePoint(Number.parseInt(hex[1] ?? hex[2]!, 16))],
        consumed: hex[0].length,
      };
    }
    case "x": {
      const hex = /^[\da-f]{2}/i.exec(source.slice(at));
      return hex
        ? { chars: [String.fromCharCode(Number.parseInt(hex[0], 16))], consumed: 2 }
        : { chars: "any", consumed: 0 };
    }
    default:
      // Other letters are classes or backreferences this analysis does not follow; punctuation is itself.
      return /[a-z0-9]/i.test(char) ? { chars: "any", consumed: 0 } : { chars: [char], consumed: 0 };
  }
}

/** The prefixes (at most `length` characters) a node's matches start with. */
function prefixes(node: Node, length: number, limit: number): Prefix[] {
  switch (node.kind) {
    case "empty":
      return [{ text: "", open: false }];
    case "set":
      return node.chars === "any"
        ? [{ text: "", open: true }]
        : node.chars.map((char) => ({ text: char, open: false }));
    case "group":
      return node.alternatives.flatMap((sequence) =>
        sequence.reduce<Prefix[]>(
          (heads, item) => extend(heads, item, length, limit),
          [{ text: "", open: false }],
        ),
      );
    case "repeat": {
      let heads: Prefix[] = [{ text: "", open: false }];
      for (let count = 0; count < node.min && count < length; count++)
        heads = extend(heads, node.node, length, limit);
      if (node.min >= length) return heads;
      let grown = heads;
      for (let count = node.min; count < node.max && count < length; count++) {
        grown = extend(grown, node.node, length, limit);
        heads = heads.concat(grown);
      }
      return heads;
    }
  }
}

/** The heads continued by what the node matches, up to `length` characters. */
function extend(heads: Prefix[], node: Node, length: number, limit: number): Prefix[] {
  const result: Prefix[] = [];
  let tails: Prefix[] | undefined;
  for (const head of heads) {
    if (head.open || head.text.length >= length) {
      result.push(head);
      continue;
    }
    tails ??= prefixes(node, length, limit);
    if (result.length + tails.length > limit * 4) throw new TooMany();
    for (const tail of tails) {
      const text = (head.text + tail.text).slice(0, length);
      result.push({ text, open: tail.open && text.length < length });
    }
  }
  const unique = dedupe(result);
  if (unique.length > limit) throw new TooMany();
  return unique;
}

function dedupe(list: Prefix[]): Prefix[] {
  const seen = new Map<string, Prefix>();
  for (const prefix of list) {
    const key = `${prefix.open ? 1 : 0}${prefix.text}`;
    if (!seen.has(key)) seen.set(key, prefix);
  }
  return [...seen.values()];
}

/**
 * Strings of at most `length` characters such that every match of the pattern starts with one of
 * them. An empty string among them means a match may start with anything; so does `[""]` when
 * there would be more than `limit` of them.
 */
export function matchPrefixes(source: string, length: number, limit = 4096): string[] {
  try {
    const found = prefixes(new Parser(source).parse(), length, limit);
    return [...new Set(found.map((prefix) => prefix.text))];
  } catch (error) {
    if (error instanceof TooMany) return [""];
    throw error;
  }
}
