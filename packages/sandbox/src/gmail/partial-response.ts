/**
 * Google's `fields` parameter ("messages(id,threadId),nextPageToken", "payload/headers"): keeps only
 * the selected members, so clients that ask for partial responses see what Google would send.
 */

type Selection = Map<string, Selection | true>;

export function parseFields(fields: string): Selection {
  let pos = 0;
  const parseList = (): Selection => {
    const selection: Selection = new Map();
    while (pos < fields.length && fields[pos] !== ")") {
      const path: string[] = [];
      let name = "";
      while (pos < fields.length && !",()".includes(fields[pos]!)) {
        if (fields[pos] === "/") {
          path.push(name.trim());
          name = "";
        } else name += fields[pos];
        pos++;
      }
      path.push(name.trim());
      let leaf: Selection | true = true;
      if (fields[pos] === "(") {
        pos++;
        leaf = parseList();
        pos++; // ")"
      }
      addPath(selection, path, leaf);
      if (fields[pos] === ",") pos++;
    }
    return selection;
  };
  return parseList();
}

function addPath(selection: Selection, path: string[], leaf: Selection | true): void {
  const [head, ...rest] = path;
  if (!head) return;
  if (rest.length === 0) {
    const existing = selection.get(head);
    selection.set(head, existing instanceof Map && leaf instanceof Map ? merge(existing, leaf) : leaf);
    return;
  }
  let child = selection.get(head);
  if (child === true) return;
  if (!child) {
    child = new Map();
    selection.set(head, child);
  }
  addPath(child, rest, leaf);
}

function merge(a: Selection, b: Selection): Selection {
  for (const [k, v] of b) a.set(k, v);
  return a;
}

export function applyFields(value: unknown, selection: Selection): unknown {
  if (Array.isArray(value)) return value.map((item) => applyFields(item, selection));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of selection) {
    const member = (value as Record<string, unknown>)[key];
    if (member === undefined) continue;
    out[key] = sub === true ? member : applyFields(member, sub);
  }
  return out;
}
