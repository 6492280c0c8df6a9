import type { DigestChapter, ImageDataSource, ImageResolver } from "../digest-document.ts";
import { type Block, blockText, forEachImage, type Inline, isLineBreak } from "../reading-document.ts";
import { countWords } from "./count-words.ts";
import type { ImageProblem, NewsletterReport } from "./digest-report.ts";

/** What was learnt about one newsletter before layout. */
export interface NewsletterFacts {
  id: string;
  subject: string;
  sender: string;
  language: string | null;
  readable: boolean;
  sourceWords: number;
  warnings: string[];
}

/** The digest's images: why each one that did not arrive failed, and which ones arrived usable. */
export interface ImageOutcomes {
  /** Every image the digest asked for (a `cid:` reference without its part is not among them). */
  requested: ReadonlySet<string>;
  failures: ReadonlyMap<string, string>;
  usable: ReadonlySet<string>;
}

/** How the chapter was finally laid out: the images the renderers were given. */
export interface ChapterLayout {
  chapter: DigestChapter;
  images: ImageResolver;
  imageData: ImageDataSource;
  /** How many parts of the digest the newsletter spans (more than 1 when too big for one e-mail). */
  parts: number;
}

const MAX_URL_LENGTH = 300;
const NOT_IN_MESSAGE = "The message does not contain this inline image";
const NOT_CONTENT = "A tracking pixel or icon, not part of the content";
const TOO_BIG = "Left out to keep the e-mail under its size limit";
const NOT_CONVERTED = "The image could not be converted";

/** A URL as the report shows it: data: URLs by their type and size, very long ones cut. */
function reportUrl(src: string): string {
  if (src.startsWith("data:")) return `${src.slice(0, src.indexOf(",") + 1)}… (${src.length} characters)`;
  return src.length > MAX_URL_LENGTH ? `${src.slice(0, MAX_URL_LENGTH)}…` : src;
}

function countLinkRuns(inlines: Inline[]): number {
  let count = 0;
  let previous: string | undefined;
  for (const inline of inlines) {
    const href = isLineBreak(inline) ? undefined : inline.href;
    if (href && href !== previous) count++;
    previous = href;
  }
  return count;
}

function countLinks(blocks: Block[]): number {
  let count = 0;
  for (const block of blocks) {
    switch (block.type) {
      case "heading":
      case "paragraph":
        count += countLinkRuns(block.inlines);
        break;
      case "image":
        if (block.href) count++;
        break;
      case "list":
        for (const item of block.items) count += countLinks(item);
        break;
      case "quote":
        count += countLinks(block.blocks);
        break;
      case "table":
        if (block.caption) count += countLinkRuns(block.caption);
        for (const row of block.rows) for (const cell of row) count += countLinkRuns(cell.inlines);
        break;
    }
  }
  return count;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The report's entry for one newsletter, once the book is laid out. */
export async function reportNewsletter(
  facts: NewsletterFacts,
  layout: ChapterLayout | undefined,
  outcomes: ImageOutcomes,
): Promise<NewsletterReport> {
  const blocks = layout?.chapter.blocks ?? [];
  const sources = new Set<string>();
  forEachImage(blocks, (image) => sources.add(image.src));
  const failed: ImageProblem[] = [];
  const leftOut: ImageProblem[] = [];
  let embedded = 0;
  for (const src of sources) {
    const url = reportUrl(src);
    const failure = outcomes.failures.get(src);
    const placement = layout?.images(src);
    if (failure) failed.push({ url, reason: failure });
    else if (!outcomes.requested.has(src)) failed.push({ url, reason: NOT_IN_MESSAGE });
    else if (!outcomes.usable.has(src)) leftOut.push({ url, reason: NOT_CONTENT });
    else if (!placement) leftOut.push({ url, reason: TOO_BIG });
    else if (!(await layout?.imageData(placement.key))) failed.push({ url, reason: NOT_CONVERTED });
    else embedded++;
  }

  const warnings = [...facts.warnings];
  if (layout && layout.parts > 1)
    warnings.push(
      `The newsletter goes on over ${layout.parts} parts of the digest to fit the e-mail size limit; nothing is left out.`,
    );
  if (layout?.chapter.leftOut) warnings.push(layout.chapter.leftOut);
  if (facts.readable && blocks.length === 0) warnings.push("Nothing readable was found in this newsletter.");
  if (failed.length > 0)
    warnings.push(`${plural(failed.length, "image is", "images are")} missing: see images.failed.`);
  const sizeLeftOut = leftOut.filter((problem) => problem.reason === TOO_BIG).length;
  if (sizeLeftOut > 0)
    warnings.push(
      `${plural(sizeLeftOut, "image was", "images were")} left out to keep the e-mail small enough.`,
    );

  return {
    id: facts.id,
    subject: facts.subject,
    sender: facts.sender,
    language: facts.language,
    readable: facts.readable,
    words: {
      source: facts.sourceWords,
      kept: countWords(blocks.map(blockText).join("\n")),
    },
    images: { found: sources.size, embedded, failed, leftOut },
    linksKept: countLinks(blocks),
    warnings,
  };
}
