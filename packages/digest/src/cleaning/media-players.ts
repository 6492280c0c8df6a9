import {
  childNodes,
  descendants,
  type HtmlElement,
  type HtmlNode,
  isElement,
  isTextNode,
  parentElement,
  textContent,
} from "./html-tree.ts";

// A podcast or video player drawn in a newsletter (Substack's podcast card) is a picture of
// controls: a play button between the elapsed time and the time left ("0:00" … "-1:20:41"), with
// the show and episode names the post itself opens with. Nothing of it can be played in a book.

/** A player's clock: "0:00", "12:34", "-1:20:41". */
const TIME_CODE = /^[-–]?\d{1,2}:\d{2}(?::\d{2})?$/;
/** A player is a card, not a section: a few names and its clock. */
const MAX_PLAYER_WORDS = 40;

/** The element's words, and whether every one of them is inside a link. */
function linkedWords(element: HtmlElement): { words: number; allLinked: boolean } {
  let words = 0;
  let allLinked = true;
  const visit = (node: HtmlNode, linked: boolean) => {
    if (isTextNode(node)) {
      const count = node.value.split(/\s+/).filter(Boolean).length;
      words += count;
      if (count > 0 && !linked) allLinked = false;
      return;
    }
    if (!isElement(node) || node.tagName === "style" || node.tagName === "script") return;
    for (const child of childNodes(node)) visit(child, linked || node.tagName === "a");
  };
  visit(element, false);
  return { words, allLinked };
}

function contains(ancestor: HtmlElement, node: HtmlNode): boolean {
  for (let current: HtmlNode | undefined = node; current; current = parentElement(current))
    if (current === ancestor) return true;
  return false;
}

/** The outermost element around each player's clock that holds nothing but the player's links. */
export function mediaPlayers(body: HtmlElement): Set<HtmlElement> {
  const clocks: HtmlElement[] = [];
  for (const node of descendants(body))
    if (isElement(node) && node.tagName === "a" && TIME_CODE.test(textContent(node).trim()))
      clocks.push(node);
  const players = new Set<HtmlElement>();
  for (const [index, clock] of clocks.entries()) {
    const other = clocks[index + 1];
    if (!other) break;
    let player: HtmlElement | undefined;
    for (let element = parentElement(clock); element && element !== body; element = parentElement(element)) {
      const { words, allLinked } = linkedWords(element);
      if (!allLinked || words > MAX_PLAYER_WORDS) break;
      if (contains(element, other)) player = element;
    }
    if (player) players.add(player);
  }
  return players;
}
