import { type Block, blockText } from "./reading-document.ts";
import { countWords } from "./report/count-words.ts";
import { singleSpaced } from "./text/whitespace.ts";

// Some mailers write each part of a letter twice, one copy for phones and one for desktops, and
// leave hiding one of them to the mail program's styles; a text part has no styles, and both
// copies arrive ("Example now connects with Slack …" / "Explore the integration", twice over). A run
// of blocks said again right after itself is read once.

/** Blocks in a copied run, at most: a part of a letter, not the letter. */
const MAX_RUN = 6;
/** A run this short ("Read more", a rule) may well stand twice in a row on purpose. */
const MIN_WORDS = 10;

function key(block: Block): string {
  return block.type === "image" ? `image ${block.src}` : `${block.type} ${singleSpaced(blockText(block))}`;
}

/** The blocks with each run that repeats right after itself read once. */
export function withoutRepeatedRuns(blocks: Block[]): Block[] {
  const keys = blocks.map(key);
  // Counted only for a run that repeats: most blocks are in none.
  const words: (number | undefined)[] = [];
  const wordsAt = (at: number): number => {
    words[at] ??= countWords(blockText(blocks[at]!));
    return words[at];
  };
  const kept: Block[] = [];
  let index = 0;
  next: while (index < blocks.length) {
    for (let run = 1; run <= MAX_RUN && index + 2 * run <= blocks.length; run++) {
      let same = true;
      for (let offset = 0; offset < run && same; offset++)
        same = keys[index + offset] === keys[index + run + offset];
      let runWords = 0;
      for (let offset = 0; offset < run && same; offset++) runWords += wordsAt(index + offset);
      if (same && runWords >= MIN_WORDS) {
        kept.push(...blocks.slice(index, index + run));
        index += 2 * run;
        continue next;
      }
    }
    kept.push(blocks[index]!);
    index++;
  }
  return kept;
}
