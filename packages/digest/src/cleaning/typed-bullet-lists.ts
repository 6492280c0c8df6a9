import type { Block, Inline, ListBlock, ParagraphBlock } from "../reading-document.ts";

// Word (and anyone who types a list by hand) sets a list as paragraphs that each begin with a
// bullet character: "• The ferry runs again from Monday." Two or more such paragraphs in a row are
// read as the list they are, so the book sets them as one, indented, with its own bullets. One such
// paragraph alone stays as it was written.

/** A bullet, and the space after it. Dashes are left alone: a line may begin with one for other reasons. */
const BULLET = /^[\s\u00a0]*[•·▪◦‣●○■□][\s\u00a0]+(?=\S)/u;

/** The paragraph's text without its leading bullet, or undefined when it does not begin with one. */
export function withoutBullet(paragraph: ParagraphBlock): ParagraphBlock | undefined {
  const [first, ...rest] = paragraph.inlines;
  if (!first || "lineBreak" in first || rest.some((inline) => "lineBreak" in inline)) return undefined;
  // The bullet may stand in a run of its own (Word sets it in the Symbol font), the words after it.
  const joined = `${first.text}${rest.length > 0 && "text" in rest[0]! ? rest[0].text : ""}`;
  const bullet = BULLET.exec(joined);
  if (!bullet) return undefined;
  const cut = bullet[0].length;
  if (cut <= first.text.length) {
    const text = first.text.slice(cut);
    return { type: "paragraph", inlines: text ? [{ ...first, text }, ...rest] : rest };
  }
  const second = rest[0] as Inline & { text: string };
  return {
    type: "paragraph",
    inlines: [{ ...second, text: second.text.slice(cut - first.text.length) }, ...rest.slice(1)],
  };
}

export function typedBulletLists(blocks: Block[]): Block[] {
  const result: Block[] = [];
  let run: { paragraph: ParagraphBlock; item: ParagraphBlock }[] = [];
  const endRun = () => {
    if (run.length >= 2) {
      const list: ListBlock = { type: "list", ordered: false, items: run.map(({ item }) => [item]) };
      result.push(list);
    } else {
      result.push(...run.map(({ paragraph }) => paragraph));
    }
    run = [];
  };
  for (const block of blocks) {
    const item = block.type === "paragraph" ? withoutBullet(block) : undefined;
    if (item && block.type === "paragraph") {
      run.push({ paragraph: block, item });
      continue;
    }
    endRun();
    result.push(block);
  }
  endRun();
  return result;
}
