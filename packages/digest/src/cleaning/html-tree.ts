import { type DefaultTreeAdapterMap, parse } from "parse5";

// Newsletter HTML parsed exactly as a browser parses it (parse5 implements the HTML standard's
// tree construction): text after </html>, a stray empty <head> before the real one, unclosed
// tags and misnested tables all end up where a browser would show them.

export type HtmlNode = DefaultTreeAdapterMap["node"];
export type HtmlElement = DefaultTreeAdapterMap["element"];
export type HtmlDocument = DefaultTreeAdapterMap["document"];

export function parseHtmlDocument(html: string): HtmlDocument {
  return parse(html);
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return "tagName" in node;
}

export function isTextNode(node: HtmlNode): node is DefaultTreeAdapterMap["textNode"] {
  return node.nodeName === "#text";
}

/** The element a node sits in; none above the document's root element. */
export function parentElement(node: HtmlNode): HtmlElement | undefined {
  const parent = "parentNode" in node ? (node.parentNode as HtmlNode | null) : null;
  return parent && isElement(parent) ? parent : undefined;
}

export function childNodes(node: HtmlNode): HtmlNode[] {
  return "childNodes" in node ? node.childNodes : [];
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  for (const attr of element.attrs) if (attr.name === name) return attr.value;
  return undefined;
}

export function hasAttribute(element: HtmlElement, name: string): boolean {
  return element.attrs.some((attr) => attr.name === name);
}

/** Elements in document order (iterative: newsletters nest thousands of levels deep). */
export function* descendants(root: HtmlNode): Generator<HtmlNode> {
  const stack: HtmlNode[] = [...childNodes(root)].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    const children = childNodes(node);
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
}

const NO_TEXT = new Set(["script", "style", "template", "noscript", "title", "head", "xml"]);

/** All character data below a node, outside scripts and styles. */
export function textContent(root: HtmlNode): string {
  let text = "";
  const stack: HtmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isTextNode(node)) {
      text += node.value;
      continue;
    }
    if (isElement(node) && NO_TEXT.has(node.tagName)) continue;
    const children = childNodes(node);
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return text;
}

export function findFirst(
  root: HtmlNode,
  matches: (element: HtmlElement) => boolean,
): HtmlElement | undefined {
  for (const node of descendants(root)) if (isElement(node) && matches(node)) return node;
  return undefined;
}

export function findAll(root: HtmlNode, matches: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (const node of descendants(root)) if (isElement(node) && matches(node)) found.push(node);
  return found;
}

export function bodyOf(document: HtmlDocument): HtmlElement | undefined {
  const html = document.childNodes.find(
    (node): node is HtmlElement => isElement(node) && node.tagName === "html",
  );
  return html?.childNodes.find((node): node is HtmlElement => isElement(node) && node.tagName === "body");
}

export function headOf(document: HtmlDocument): HtmlElement | undefined {
  const html = document.childNodes.find(
    (node): node is HtmlElement => isElement(node) && node.tagName === "html",
  );
  return html?.childNodes.find((node): node is HtmlElement => isElement(node) && node.tagName === "head");
}

// A start or end tag: "<p>", "</td>", "<br/>", "<img src=…>" — not an address in angle brackets
// ("<http://…>", "<ann@example.com>") as text mails write them.
const TAG = /<\/?[a-z][a-z\d]*(?:\s[^<>]*)?\/?>/i;

/** True when the text holds at least one HTML tag. */
export function hasMarkup(text: string): boolean {
  return TAG.test(text);
}
