import type { DigestChapter, ImageDataSource, ImageResolver } from "./digest-document.ts";
import type { ImageLevel } from "./images/prepare-digest-images.ts";
import { blockText, forEachImage } from "./reading-document.ts";
import { splitChapter } from "./split-chapter.ts";

// Postmark refuses a message above 10 MB including base64; every digest e-mail must fit, and a
// digest never fails for size. The ladder, in order: smaller images, fewer images, more e-mails.
// Nothing is ever cut short: a newsletter too big for one e-mail goes on in the next part.

export interface RenderedFile {
  format: "pdf" | "epub";
  content: Buffer;
}

export type { ImageLevel };

export interface VolumePlanInput {
  chapters: DigestChapter[];
  maxEmailBytes: number;
  /** Image sets from best to smallest; the first is used when everything fits. */
  imageLevels: ImageLevel[];
  /** Produces the next, smaller image level (or undefined when there is none). */
  shrinkImages?: (levelIndex: number) => Promise<ImageLevel | undefined>;
  /** How many files each e-mail carries (one per format). */
  fileCount: number;
  /** An estimate for the whole digest at the first image level, to skip renders that cannot fit. */
  estimate?: SizeEstimate;
  render: (
    chapters: DigestChapter[],
    images: ImageResolver,
    imageData: ImageDataSource,
    part?: { index: number; of: number },
  ) => Promise<RenderedFile[]>;
  onAttempt?: (description: string) => void;
}

export interface PlannedVolume {
  chapters: DigestChapter[];
  files: RenderedFile[];
  imageLevel: string;
  droppedImages: number;
  emailBytes: number;
}

/** Room for the e-mail's headers, body and MIME part headers around the attachments. */
export const EMAIL_ENVELOPE_BYTES = 64 * 1024;

/** Size of an e-mail carrying these attachments: base64 (4/3) wrapped at 76 columns with CRLF. */
export function estimateEmailBytes(attachmentSizes: number[]): number {
  let total = EMAIL_ENVELOPE_BYTES;
  for (const size of attachmentSizes) total += Math.ceil((Math.ceil(size / 3) * 4 * 78) / 76);
  return total;
}

function emailBytes(files: RenderedFile[]): number {
  return estimateEmailBytes(files.map((file) => file.content.byteLength));
}

/** Largest total of raw attachment bytes that still fits one e-mail. */
function attachmentBudget(maxEmailBytes: number): number {
  return Math.floor(((maxEmailBytes - EMAIL_ENVELOPE_BYTES) * 3 * 76) / (4 * 78));
}

/** Bytes of each image key these chapters use at this level. */
async function usedImages(chapters: DigestChapter[], level: ImageLevel): Promise<Map<string, number>> {
  const keys = new Set<string>();
  for (const chapter of chapters) {
    forEachImage(chapter.blocks, (block) => {
      const placement = level.placements.get(block.src);
      if (placement) keys.add(placement.key);
    });
  }
  const sizes = await level.sizes();
  const used = new Map<string, number>();
  for (const key of keys) used.set(key, sizes.get(key) ?? 0);
  return used;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

function resolverFor(level: ImageLevel, dropped: Set<string>): ImageResolver {
  return (src) => {
    const placement = level.placements.get(src);
    return placement && !dropped.has(placement.key) ? placement : undefined;
  };
}

const NO_IMAGES: ImageLevel = {
  name: "none",
  placements: new Map(),
  data: async () => undefined,
  sizes: async () => new Map(),
};

/** Bytes all of one e-mail's files would take without images, and the images' bytes per file. */
export interface SizeEstimate {
  textBytes: number;
  imageBytes?: number;
}

interface FitResult {
  volume?: PlannedVolume;
  /** Bytes the files take without any image: how big the text alone is. */
  textOnlyBytes: number;
}

async function nextImageLevel(input: VolumePlanInput, levelIndex: number): Promise<ImageLevel | undefined> {
  const known = input.imageLevels[levelIndex + 1];
  if (known || !input.shrinkImages) return known;
  const made = await input.shrinkImages(levelIndex);
  if (made) input.imageLevels.push(made);
  return made;
}

/**
 * Renders one e-mail's worth of chapters so that it fits, stepping down the image ladder.
 * Sizes are predicted from the last render (text and fonts stay, image bytes change) so most
 * steps that cannot fit are skipped without rendering.
 */
async function fitVolume(
  input: VolumePlanInput,
  chapters: DigestChapter[],
  part: { index: number; of: number } | undefined,
  estimate?: SizeEstimate,
): Promise<FitResult> {
  const budget = attachmentBudget(input.maxEmailBytes);
  const fileCount = Math.max(1, input.fileCount);
  let levelIndex = 0;
  let level: ImageLevel = input.imageLevels[0] ?? NO_IMAGES;
  // Image sizes are only known once every image of a level is converted; asking for them
  // would stop the first layout from running alongside the conversions, so they are looked
  // at only when an estimate says the images may not fit.
  let used: Map<string, number> | undefined;
  const usedBytes = async () => {
    used ??= await usedImages(chapters, level);
    return used;
  };
  let textOnly = estimate?.textBytes;
  let imageEstimate = estimate?.imageBytes;
  const predict = (bytes: number) => (textOnly ?? 0) + fileCount * bytes;

  const attempt = async (dropped: Set<string>): Promise<PlannedVolume | undefined> => {
    const label = dropped.size > 0 ? `, ${dropped.size} left out` : "";
    input.onAttempt?.(`${chapters.length} newsletters, ${level.name} images${label}`);
    const files = await input.render(chapters, resolverFor(level, dropped), level.data, part);
    const total = sum(files.map((file) => file.content.byteLength));
    const sizes = await usedBytes();
    const kept = sum([...sizes].filter(([key]) => !dropped.has(key)).map(([, bytes]) => bytes));
    textOnly = Math.max(0, total - fileCount * kept);
    imageEstimate = undefined;
    const bytes = emailBytes(files);
    if (bytes > input.maxEmailBytes) return undefined;
    return { chapters, files, imageLevel: level.name, droppedImages: dropped.size, emailBytes: bytes };
  };

  // 1. The best images that are predicted to fit (without an estimate, render once to learn).
  for (;;) {
    let fits = true;
    if (textOnly !== undefined) {
      fits = predict(imageEstimate ?? sum((await usedBytes()).values())) <= budget;
      // An estimate that says "too big" is checked against the real sizes before acting on it.
      if (!fits && imageEstimate !== undefined) {
        imageEstimate = undefined;
        fits = predict(sum((await usedBytes()).values())) <= budget;
      }
    }
    if (fits) {
      const volume = await attempt(new Set());
      if (volume) return { volume, textOnlyBytes: textOnly ?? 0 };
      if ((textOnly ?? 0) > budget) return { textOnlyBytes: textOnly ?? 0 };
    }
    const next = await nextImageLevel(input, levelIndex);
    if (!next) break;
    levelIndex++;
    level = next;
    used = undefined;
    imageEstimate = undefined;
  }

  // 2. Fewer images: leave out the heaviest until the prediction fits, then verify.
  const byWeight = [...(await usedBytes())].sort((a, b) => b[1] - a[1]);
  const dropped = new Set<string>();
  let margin = 0.97;
  for (let round = 0; round < 5; round++) {
    let kept = sum(byWeight.filter(([key]) => !dropped.has(key)).map(([, bytes]) => bytes));
    for (const [key, bytes] of byWeight) {
      if (predict(kept) <= budget * margin) break;
      if (dropped.has(key)) continue;
      dropped.add(key);
      kept -= bytes;
    }
    const volume = await attempt(dropped);
    if (volume) return { volume, textOnlyBytes: textOnly ?? 0 };
    if (dropped.size === byWeight.length) break;
    margin -= 0.08;
  }
  return { textOnlyBytes: textOnly ?? 0 };
}

function chapterWeight(chapter: DigestChapter): number {
  return 400 + chapter.blocks.reduce((sum, block) => sum + blockText(block).length, 0);
}

/** Cuts chapters into consecutive groups whose estimated text-only size fits the budget. */
function packChapters(chapters: DigestChapter[], textOnlyBytes: number, budget: number): DigestChapter[][] {
  const weights = chapters.map(chapterWeight);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  // Leave a third of each e-mail for images and for the estimate being off.
  const target = budget * 0.66;
  const groups: DigestChapter[][] = [];
  let current: DigestChapter[] = [];
  let size = 0;
  chapters.forEach((chapter, index) => {
    const estimate = (textOnlyBytes * weights[index]!) / totalWeight;
    if (current.length > 0 && size + estimate > target) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(chapter);
    size += estimate;
  });
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Renders the digest into as few e-mails as possible, each at most maxEmailBytes after base64:
 * first with smaller images, then without the heaviest images, and only then split into parts.
 */
export async function planDigestVolumes(input: VolumePlanInput): Promise<PlannedVolume[]> {
  const whole = await fitVolume(input, input.chapters, undefined, input.estimate);
  if (whole.volume) return [whole.volume];

  const budget = attachmentBudget(input.maxEmailBytes);
  let groups = packChapters(input.chapters, whole.textOnlyBytes, budget);
  // Each round splits one group in two; a digest needs at most a few dozen.
  for (let round = 0; round < 64; round++) {
    const volumes: PlannedVolume[] = [];
    let regroup: DigestChapter[][] | undefined;
    const totalWeight = input.chapters.reduce((sum, chapter) => sum + chapterWeight(chapter), 0);
    for (const [index, group] of groups.entries()) {
      const share = group.reduce((sum, chapter) => sum + chapterWeight(chapter), 0) / totalWeight;
      const estimate = whole.textOnlyBytes * share;
      const fitted = await fitVolume(
        input,
        group,
        { index: index + 1, of: groups.length },
        { textBytes: estimate },
      );
      if (fitted.volume) {
        volumes.push(fitted.volume);
        continue;
      }
      // Even this group's text is too big: split the group, or a lone giant newsletter itself,
      // and start over.
      let replacement: DigestChapter[][];
      if (group.length > 1) {
        replacement = [group.slice(0, Math.ceil(group.length / 2)), group.slice(Math.ceil(group.length / 2))];
      } else {
        const halves = splitChapter(group[0]!);
        if (!halves) throw new Error("A newsletter could not be made to fit the e-mail size limit");
        replacement = [[halves[0]], [halves[1]]];
      }
      regroup = [...groups.slice(0, index), ...replacement, ...groups.slice(index + 1)];
      break;
    }
    if (!regroup) return volumes;
    groups = regroup;
  }
  throw new Error("The digest could not be made to fit the e-mail size limit");
}
