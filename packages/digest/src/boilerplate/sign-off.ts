import { type Block, blockText } from "../reading-document.ts";
import type { BlockVerdict } from "./classify-blocks.ts";

// The author's farewell ("Warm regards," and a name) often sits among the footer's chrome — after
// a share prompt, before the unsubscribe lines — and would go with it. It is the author's text,
// not the sender's chrome: the footer gives it back.

const VALEDICTION = new RegExp(
  `^(${[
    // en
    "sincerely( yours)?",
    "yours( truly| sincerely)?",
    "(best|kind|kindest|warm|warmest|many)( regards| wishes)",
    "regards",
    "cheers",
    "love",
    "all the best",
    "until next (time|week)",
    "see you next (time|week)",
    "thanks (again|for reading)",
    // de
    "(mit )?(freundlichen|besten|herzlichen|lieben|sonnigen) grü(ß|ss)en",
    "(viele|beste|herzliche|liebe) grü(ß|ss)e",
    "bis (bald|zum nächsten mal|nächste woche)",
    // fr
    "cordialement",
    "bien à (vous|toi)",
    "(bien )?amicalement",
    "amitiés",
    "à (bientôt|la semaine prochaine)",
    // es
    "(un )?(saludo|abrazo)s?( cordiales?)?",
    "atentamente",
    "hasta (pronto|la próxima)",
    // it
    "(cordiali )?saluti",
    "un (caro )?saluto",
    "a presto",
    // nl
    "met vriendelijke groet(en)?",
    "(hartelijke|vriendelijke|warme) groet(en)?",
    "groetjes",
    "tot (de )?volgende (keer|week)",
    // pt
    "atenciosamente",
    "(com os )?melhores cumprimentos",
    "cumprimentos",
    "abraços?",
    "até (breve|à próxima)",
  ].join("|")})[,.!…]*$`,
  "iu",
);

/** Lines of a name or role under the farewell. */
const MAX_NAME_LINES = 2;
const MAX_NAME_WORDS = 8;

function isFarewell(block: Block): boolean {
  if (block.type !== "paragraph") return false;
  const first = blockText(block).split("\n")[0]!.replace(/\s+/g, " ").trim();
  return VALEDICTION.test(first);
}

/** Indexes of the farewell and the name lines under it, when they stand at or after `from`. */
export function signOffInFooter(blocks: Block[], verdicts: BlockVerdict[], from: number): Set<number> {
  const kept = new Set<number>();
  for (let index = blocks.length - 1; index >= from; index--) {
    if (!isFarewell(blocks[index]!)) continue;
    kept.add(index);
    for (let next = index + 1; next <= index + MAX_NAME_LINES && next < blocks.length; next++) {
      const block = blocks[next]!;
      const verdict = verdicts[next]!;
      const nameLike = verdict.words >= 1 && verdict.words <= MAX_NAME_WORDS && verdict.kind !== "junk";
      if (block.type !== "paragraph" || !nameLike) break;
      kept.add(next);
    }
    break;
  }
  return kept;
}
