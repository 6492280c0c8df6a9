import type { Block } from "../reading-document.ts";

/**
 * The blocks without the images whose source is in `sources` (tracking pixels, spacers and icons
 * recognised once downloaded): they are not content, so they leave nothing behind, not even alt text.
 */
export function removeImages(blocks: Block[], sources: ReadonlySet<string>): Block[] {
  if (sources.size === 0) return blocks;
  const kept: Block[] = [];
  for (const block of blocks) {
    if (block.type === "image") {
      if (!sources.has(block.src)) kept.push(block);
    } else if (block.type === "list") {
      kept.push({ ...block, items: block.items.map((item) => removeImages(item, sources)) });
    } else if (block.type === "quote") {
      kept.push({ ...block, blocks: removeImages(block.blocks, sources) });
    } else {
      kept.push(block);
    }
  }
  return kept;
}
