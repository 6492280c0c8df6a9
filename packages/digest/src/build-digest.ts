import { availableParallelism } from "node:os";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { type AnalysisHelper, analysisHelper, runningAnalysisHelper } from "./analysis-helper.ts";
import { analyzeNewsletters } from "./analyze-newsletters.ts";
import { nameChapter } from "./chapter-naming.ts";
import { chooseImageProfile } from "./choose-image-profile.ts";
import {
  type DigestChapter,
  type DigestDocument,
  type ImageDataSource,
  type ImageResolver,
  newsletterCount,
} from "./digest-document.ts";
import { startTimeBudget, type TimeBudgetSetting } from "./digest-time-budget.ts";
import { startEarlyConversion } from "./images/early-conversion.ts";
import {
  DEFAULT_IMAGE_BUDGET_MS,
  type DigestImageStats,
  type FetchedDigestImages,
  type ImageFetchSettings,
  startDigestImageFetch,
} from "./images/fetch-digest-images.ts";
import {
  deriveImageLevel,
  type ImageLevel,
  imageWorkers,
  startImageLevel,
} from "./images/prepare-digest-images.ts";
import { IMAGE_PROFILES } from "./images/prepare-image.ts";
import { removeImages } from "./images/remove-images.ts";
import { analysisInput, type NewsletterAnalysis } from "./newsletter-analysis.ts";
import { leftOutNote } from "./newsletter-limits.ts";
import {
  cidKey,
  type ParsedNewsletter,
  parseNewsletter,
  UnreadableNewsletterError,
} from "./parse-newsletter.ts";
import { planDigestVolumes, type RenderedFile } from "./plan-digest-volumes.ts";
import { type Block, blockText, forEachImage, type ReadingDocument } from "./reading-document.ts";
import { renderEpub } from "./render-epub.ts";
import { renderPdf } from "./render-pdf.ts";
import type { DigestReport, PartReport } from "./report/digest-report.ts";
import { type ChapterLayout, reportNewsletter } from "./report/newsletter-report.ts";
import { type ReaderSummary, readerSummary } from "./report/reader-summary.ts";
import { majorityLanguage } from "./text/detect-language.ts";

export interface DigestSource {
  id: string;
  /** RFC 822 as Gmail format=raw gives it (base64url-decoded bytes). */
  raw: Buffer | string;
}

export type DigestFormat = "pdf" | "epub";
export type DigestStage = "loading" | "analyzing" | "optimizing" | "rendering";

export interface BuildDigestOptions {
  sources: DigestSource[];
  formats: DigestFormat[];
  includeTableOfContents: boolean;
  includeOriginalLinks: boolean;
  /** Defaults to "Folio Digest — {date}". */
  title?: string;
  date: Date;
  imageFetch: ImageFetchSettings;
  /** False: no image is downloaded; those inside the messages (cid:, data:) are still used. */
  downloadImages?: boolean;
  /** Whole e-mail after base64; defaults to Postmark's 10 MB. */
  maxEmailBytes?: number;
  onProgress?: (stage: DigestStage, progress: number, details: string) => void;
  signal?: AbortSignal;
  /**
   * The digest's time budget (SEC-7): past it the build stops at the next step with a
   * DigestTimeBudgetError. None when unset (the command line, benchmarks).
   */
  timeBudget?: TimeBudgetSetting;
  /** The clock the time budget is kept by, in milliseconds (tests inject one); performance.now by default. */
  now?: () => number;
  /** False: every newsletter is cleaned on this thread, none on the helper thread. */
  parallel?: boolean;
}

/** From this many newsletters on, a helper thread that has loaded the cleaner shares the cleaning. */
const HELPER_FROM = 8;
/**
 * Starting the helper costs about half a second of CPU (bundling the cleaner, compiling it, and
 * running it cold): a smaller digest starts one only when it is done, for the next digest of a
 * long-running worker.
 */
const COLD_HELPER_FROM = 100;

/**
 * Whether a helper thread would have a core to itself: the digest's own thread and the image
 * conversions (imageWorkers()) keep the others busy. On two cores a helper only took CPU from the
 * conversions: 50 newsletters with images built in 2.0–3.1 s warm with a loaded helper and in
 * 1.4–2.7 s without; 200 in 5.3–6.4 s and 5.1–5.4 s.
 */
function helperHasACore(): boolean {
  return availableParallelism() > imageWorkers() + 1;
}

function chooseHelper(newsletters: number, parallel: boolean | undefined): AnalysisHelper | undefined {
  if (parallel === false || newsletters < HELPER_FROM || !helperHasACore()) return undefined;
  return runningAnalysisHelper() ?? (newsletters >= COLD_HELPER_FROM ? analysisHelper() : undefined);
}

export interface DigestFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface DigestPart {
  index: number;
  of: number;
  files: DigestFile[];
  itemIds: string[];
}

export interface DigestItem {
  id: string;
  subject: string;
  from: string;
  date: Date;
  ok: boolean;
  error?: string;
}

export interface DigestStats {
  newsletters: number;
  unreadable: number;
  /** As fetched (fetchMs is at most the digest's time budget for images), and as they went into the files. */
  images: Omit<DigestImageStats, "requested"> & {
    found: number;
    /** Image profile of the final files ("standard", "compact", "minimal"). */
    profile: string;
    leftOut: number;
  };
  parts: number;
  renders: number;
  bytes: { pdf: number; epub: number; largestEmail: number };
  durationsMs: { loading: number; analyzing: number; optimizing: number; rendering: number; total: number };
}

export interface BuiltDigest {
  parts: DigestPart[];
  items: DigestItem[];
  stats: DigestStats;
  /** Per newsletter: words, images, links and warnings; per part: its files. */
  report: DigestReport;
  /** The report as a reader sees it: kept with the digest, summed up in the delivery e-mail. */
  summary: ReaderSummary;
}

export const DEFAULT_MAX_EMAIL_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES: Record<DigestFormat, string> = { pdf: "application/pdf", epub: "application/epub+zip" };

interface LoadedItem {
  source: DigestSource;
  parsed?: ParsedNewsletter;
  reading?: ReadingDocument;
  error?: string;
  /** Header details of a message whose body could not be read. */
  headers?: UnreadableNewsletterError["headers"];
  /** ISO 639-1 code of the newsletter's text, when it could be told. */
  language?: string;
  /** The language the HTML declares, for the report when none could be told. */
  declaredLanguage: string | null;
  sourceWords: number;
  warnings: string[];
}

// When cleaning kept too little of a newsletter, it is shown less cleaned rather than cut; the
// reader is told why the chapter may carry more of the sender's chrome than usual.
const FALLBACK_WARNINGS: Record<NonNullable<ReadingDocument["fallback"]>, string> = {
  gentle:
    "The newsletter's layout hid most of its text from the usual cleaning; it is shown with lighter cleaning.",
  "plain-text": "The newsletter's HTML yielded too little text; its plain-text version is shown instead.",
  "whole-text": "The newsletter's layout hid most of its text from cleaning; all of its text is shown.",
};

/** Characters of a chapter's text: what the image profile's size estimate goes by. */
function textCharacters(subject: string | undefined, blocks: Block[] | undefined): number {
  return (subject?.length ?? 0) + (blocks ?? []).reduce((total, block) => total + blockText(block).length, 0);
}

/** Applies a newsletter's analysis to its item, and hands each of its images to findImage. */
function takeAnalysis(
  item: LoadedItem,
  index: number,
  analysis: NewsletterAnalysis,
  findImage: (src: string, inline?: Buffer) => void,
): void {
  const parsed = item.parsed!;
  item.sourceWords = analysis.sourceWords;
  item.declaredLanguage = analysis.declaredLanguage;
  if (analysis.language) item.language = analysis.language;
  if (analysis.error) {
    item.error = analysis.error;
    item.warnings.push(analysis.error);
  }
  const reading = analysis.reading;
  if (reading && !analysis.error) {
    item.reading = reading;
    const fallback = reading.fallback ? FALLBACK_WARNINGS[reading.fallback] : undefined;
    if (fallback) item.warnings.push(fallback);
    forEachImage(reading.blocks, (image) => {
      if (!image.src.toLowerCase().startsWith("cid:")) return findImage(image.src);
      // Content ids are the sender's own names (Outlook calls every first image image001.png):
      // one newsletter's cid: never stands for another's part. Without its part there is nothing to show.
      const key = cidKey(image.src);
      const bytes = parsed.inlineImages.get(key);
      image.src = `${key}#${index + 1}`;
      if (bytes) findImage(image.src, bytes);
    });
  }
  // The markup is not needed any more; a large digest should not hold it until the end.
  parsed.html = undefined;
  parsed.text = undefined;
}

/** One newsletter's layout from its halves in consecutive parts (each part has its own images). */
function joinLayouts(first: ChapterLayout, next: ChapterLayout): ChapterLayout {
  return {
    chapter: { ...first.chapter, blocks: [...first.chapter.blocks, ...next.chapter.blocks] },
    images: (src) => first.images(src) ?? next.images(src),
    imageData: async (key) => (await first.imageData(key)) ?? next.imageData(key),
    parts: first.parts + next.parts,
  };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function digestFilename(
  date: Date,
  format: DigestFormat,
  part?: { index: number; of: number },
): string {
  const suffix = part && part.of > 1 ? `-part-${part.index}` : "";
  return `folio-digest-${isoDay(date)}${suffix}.${format}`;
}

function defaultTitle(date: Date): string {
  const day = date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Folio Digest — ${day}`;
}

function gmailMessageLink(messageId: string): string {
  return `https://mail.google.com/mail/u/0/#search/rfc822msgid%3A${encodeURIComponent(messageId.replace(/^<|>$/g, ""))}`;
}

/**
 * Turns raw newsletter messages into digest files (PDF, EPUB or both), split into e-mails
 * that each fit maxEmailBytes. A newsletter that cannot be read is marked, never fatal.
 */
export async function buildDigest(options: BuildDigestOptions): Promise<BuiltDigest> {
  const started = performance.now();
  const { signal } = options;
  const report = (stage: DigestStage, progress: number, details: string) =>
    options.onProgress?.(stage, Math.max(0, Math.min(100, Math.round(progress))), details);
  const formats = [...new Set(options.formats)];
  if (formats.length === 0) throw new Error("No digest format requested");
  const maxEmailBytes = options.maxEmailBytes ?? DEFAULT_MAX_EMAIL_BYTES;
  const title = options.title?.trim() || defaultTitle(options.date);
  const durations = { loading: 0, analyzing: 0, optimizing: 0, rendering: 0, total: 0 };
  const budget = startTimeBudget(options.timeBudget, options.now);
  // Started now, so a new helper thread loads the cleaner while this one reads the messages.
  const helper = chooseHelper(options.sources.length, options.parallel);

  // Loading: MIME parsing.
  let stageStart = performance.now();
  const loaded: LoadedItem[] = [];
  for (const [index, source] of options.sources.entries()) {
    signal?.throwIfAborted();
    budget.check("reading the newsletters");
    report(
      "loading",
      (index / Math.max(1, options.sources.length)) * 100,
      `Reading newsletter ${index + 1} of ${options.sources.length}`,
    );
    try {
      const parsed = await parseNewsletter(source.raw);
      loaded.push({ source, parsed, sourceWords: 0, declaredLanguage: null, warnings: [] });
    } catch (error) {
      const headers = error instanceof UnreadableNewsletterError ? error.headers : {};
      const message = (error as Error).message;
      loaded.push({
        source,
        error: message,
        headers,
        sourceWords: 0,
        declaredLanguage: null,
        warnings: [message],
      });
    }
  }
  report("loading", 100, `Read ${newsletterCount(options.sources.length)}`);
  durations.loading = performance.now() - stageStart;

  // Analyzing: reduce every newsletter to calm reading blocks and collect its images.
  stageStart = performance.now();
  // Every image found, in order of appearance; each is fetched as soon as its newsletter is read.
  const imageSources = new Set<string>();
  const remote = (src: string) => /^https?:/i.test(src);
  const early = startEarlyConversion({
    newsletters: options.sources.length,
    formats,
    maxEmailBytes,
    signal,
  });
  const images = startDigestImageFetch({ fetch: options.imageFetch, signal, onSettled: early.settled });
  const findImage = (src: string, inline?: Buffer) => {
    if (imageSources.has(src)) return;
    imageSources.add(src);
    if (options.downloadImages !== false || !remote(src)) images.add(src, inline);
  };
  try {
    await analyzeNewsletters(
      loaded.map((item) => item.parsed && analysisInput(item.parsed)),
      {
        helper,
        beforeEach: (index) => {
          signal?.throwIfAborted();
          budget.check("cleaning up the newsletters");
          report(
            "analyzing",
            (index / Math.max(1, loaded.length)) * 100,
            `Cleaning up ${loaded[index]!.parsed?.subject ?? "newsletter"}`,
          );
        },
        onAnalyzed: (index, analysis) => {
          takeAnalysis(loaded[index]!, index, analysis, findImage);
          early.analyzed(
            textCharacters(loaded[index]!.parsed?.subject, loaded[index]!.reading?.blocks),
            imageSources.size,
          );
        },
      },
    );
  } catch (error) {
    images.cancel();
    early.finish();
    throw error;
  }
  report("analyzing", 100, `Found ${imageSources.size} images`);
  durations.analyzing = performance.now() - stageStart;

  // Optimizing: wait for the images (within the time budget), pick the image profile the size
  // goals allow, convert.
  stageStart = performance.now();
  report("optimizing", 0, `Fetching ${imageSources.size} images`);
  let fetched: FetchedDigestImages;
  try {
    fetched = await images.finish({
      budgetMs: Math.min(options.imageFetch.budgetMs ?? DEFAULT_IMAGE_BUDGET_MS, budget.remainingMs()),
      onProgress: (done, total) =>
        report("optimizing", (done / Math.max(1, total)) * 45, `Fetched ${done} of ${total} images`),
    });
    signal?.throwIfAborted();
    budget.check("fetching images");
  } catch (error) {
    early.finish();
    throw error;
  }
  for (const src of imageSources) {
    if (!remote(src) || options.downloadImages !== false) continue;
    fetched.failures.set(src, "Image downloads were turned off");
    fetched.stats.failed++;
  }
  // Conversion releases the originals as it goes; the report needs to know which ones there were.
  const imageOutcomes = {
    requested: new Set(imageSources),
    failures: fetched.failures,
    usable: new Set(fetched.originals.keys()),
  };
  for (const item of loaded) {
    if (item.reading) item.reading.blocks = removeImages(item.reading.blocks, fetched.decorative);
  }
  const chapters: DigestChapter[] = loaded.map((item) => {
    const parsed = item.parsed;
    const naming = parsed && nameChapter(parsed, item.reading);
    const chapter: DigestChapter = {
      id: item.source.id,
      subject: naming?.subject ?? item.headers?.subject ?? "Unreadable newsletter",
      sender: naming?.sender ?? item.headers?.sender ?? "",
      blocks: item.reading?.blocks ?? [],
    };
    const date = parsed?.date ?? item.headers?.date;
    if (date) chapter.date = date;
    const webVersion = item.reading?.webVersionUrl;
    if (webVersion) chapter.originalUrl = webVersion;
    else if (parsed?.messageId) chapter.originalUrl = gmailMessageLink(parsed.messageId);
    if (!item.reading) chapter.unreadable = true;
    if (item.language) chapter.language = item.language;
    if (item.reading?.leftOut) {
      chapter.leftOut = item.reading.leftOut;
      chapter.blocks = [...chapter.blocks, leftOutNote(item.reading.leftOut)];
    }
    return chapter;
  });
  const choice = await chooseImageProfile({
    images: [...fetched.originals.values()],
    calibrationSamples: early.calibrationSamples,
    textCharacters: chapters.reduce(
      (sum, chapter) => sum + textCharacters(chapter.subject, chapter.blocks),
      0,
    ),
    newsletters: chapters.length,
    formats,
    maxEmailBytes,
  });
  const profileIndex = IMAGE_PROFILES.indexOf(choice.profile);
  report("optimizing", 50, `Converting images for e-readers (${choice.profile.name})`);
  // Conversion runs on libvips' threads while the PDF is laid out, so the two stages overlap;
  // progress reports "optimizing" until the first layout starts, then only "rendering".
  let renderingStarted = false;
  const firstLevel = startImageLevel(fetched.originals, choice.profile, {
    order: imageSources.values(),
    signal,
    converted: early.finish(choice.profile),
    onProgress: (done, total) => {
      if (!renderingStarted) {
        report("optimizing", 50 + (done / Math.max(1, total)) * 50, `Optimized ${done} of ${total} images`);
      }
      if (done === total) durations.optimizing = performance.now() - stageStart;
    },
  });
  if (firstLevel.placements.size === 0) durations.optimizing = performance.now() - stageStart;
  const renderingReport = (progress: number, details: string) => {
    renderingStarted = true;
    report("rendering", progress, details);
  };

  // Rendering, planned so every e-mail fits.
  const renderStart = performance.now();
  let renders = 0;
  // The images each render was given, by its files: the report reads those of the renders kept.
  const renderedWith = new WeakMap<RenderedFile[], Pick<ChapterLayout, "images" | "imageData">>();
  const render = async (
    group: DigestChapter[],
    images: ImageResolver,
    imageData: ImageDataSource,
    part?: { index: number; of: number },
  ): Promise<RenderedFile[]> => {
    signal?.throwIfAborted();
    budget.check("laying out the book");
    renders++;
    const document: DigestDocument = {
      title,
      date: options.date,
      chapters: group,
      includeTableOfContents: options.includeTableOfContents,
      includeOriginalLinks: options.includeOriginalLinks,
      language: majorityLanguage(group.map((chapter) => chapter.language)),
      about: { newsletters: loaded.length, imageFailures: fetched.failures },
    };
    if (part) document.part = part;
    const label = part ? ` part ${part.index} of ${part.of}` : "";
    renderingReport(0, `Rendering ${formats.map((format) => format.toUpperCase()).join(" and ")}${label}`);
    await yieldToEventLoop();
    // The PDF is laid out from the images' sizes alone and takes their bytes once converted;
    // the EPUB waits for the converted images.
    const onProgress = (fraction: number) => renderingReport(fraction * 95, `Rendering PDF${label}`);
    const pdf = formats.includes("pdf") ? renderPdf({ document, images, imageData, onProgress }) : undefined;
    const epub = formats.includes("epub") ? renderEpub({ document, images, imageData }) : undefined;
    const [pdfContent, epubContent] = await Promise.all([pdf, epub]);
    const files = formats.map((format) => ({
      format,
      content: format === "pdf" ? pdfContent! : epubContent!,
    }));
    renderedWith.set(files, { images, imageData });
    return files;
  };

  const levels: ImageLevel[] = [firstLevel];
  const volumes = await planDigestVolumes({
    chapters,
    maxEmailBytes,
    fileCount: formats.length,
    estimate: { textBytes: choice.textBytes, imageBytes: choice.imageBytes },
    imageLevels: [firstLevel],
    shrinkImages: async (levelIndex) => {
      const profile = IMAGE_PROFILES[profileIndex + levelIndex + 1];
      const from: ImageLevel | undefined = levels[levelIndex];
      if (!profile || !from) return undefined;
      budget.check("laying out the book");
      renderingReport(0, `Shrinking images to fit the e-mail size limit (${profile.name})`);
      const next = await deriveImageLevel(from, profile, { signal });
      levels.push(next);
      return next;
    },
    render,
    onAttempt: (description) => renderingReport(0, `Laying out ${description}`),
  });
  report("rendering", 100, `Rendered ${volumes.length === 1 ? "the digest" : `${volumes.length} parts`}`);
  durations.rendering = performance.now() - renderStart;
  durations.total = performance.now() - started;
  // The next digest of this process finds the helper loaded (see COLD_HELPER_FROM).
  if (!helper && options.parallel !== false && options.sources.length >= HELPER_FROM && helperHasACore()) {
    setImmediate(analysisHelper);
  }

  const parts: DigestPart[] = volumes.map((volume, index) => {
    const part = { index: index + 1, of: volumes.length };
    return {
      ...part,
      itemIds: volume.chapters.map((chapter) => chapter.id),
      files: volume.files.map((file) => ({
        filename: digestFilename(options.date, file.format, part),
        contentType: CONTENT_TYPES[file.format],
        content: file.content,
      })),
    };
  });

  const items: DigestItem[] = loaded.map((item, index) => {
    const chapter = chapters[index]!;
    const digestItem: DigestItem = {
      id: item.source.id,
      subject: chapter.subject,
      from: chapter.sender,
      date: chapter.date ?? options.date,
      ok: !chapter.unreadable,
    };
    if (item.error) digestItem.error = item.error;
    return digestItem;
  });

  const layouts = new Map<string, ChapterLayout>();
  for (const volume of volumes) {
    const rendered = renderedWith.get(volume.files);
    if (!rendered) continue;
    for (const chapter of volume.chapters) {
      // A newsletter too big for one e-mail goes on in the next part: its halves make one entry.
      const earlier = layouts.get(chapter.id);
      layouts.set(
        chapter.id,
        earlier
          ? joinLayouts(earlier, { chapter, ...rendered, parts: 1 })
          : { chapter, ...rendered, parts: 1 },
      );
    }
  }
  const digestReport: DigestReport = {
    title,
    newsletters: await Promise.all(
      loaded.map((item, index) => {
        const chapter = chapters[index]!;
        const facts = {
          id: item.source.id,
          subject: chapter.subject,
          sender: chapter.sender,
          language: item.language ?? item.declaredLanguage,
          readable: !chapter.unreadable,
          sourceWords: item.sourceWords,
          warnings: item.warnings,
        };
        return reportNewsletter(facts, layouts.get(chapter.id), imageOutcomes);
      }),
    ),
    parts: parts.map(
      (part, index): PartReport => ({
        index: part.index,
        of: part.of,
        newsletterIds: part.itemIds,
        files: part.files.map((file, fileIndex) => ({
          filename: file.filename,
          format: volumes[index]!.files[fileIndex]!.format,
          bytes: file.content.byteLength,
        })),
      }),
    ),
    imageProfiles: volumes.map((volume) => volume.imageLevel),
    timingsMs: { ...durations },
  };

  const sizeOf = (format: DigestFormat) =>
    volumes.reduce(
      (sum, volume) => sum + (volume.files.find((file) => file.format === format)?.content.byteLength ?? 0),
      0,
    );
  return {
    parts,
    items,
    stats: {
      newsletters: loaded.length,
      unreadable: items.filter((item) => !item.ok).length,
      images: {
        ...withoutRequested(fetched.stats),
        found: imageSources.size,
        profile: volumes.map((volume) => volume.imageLevel).join(", "),
        leftOut: volumes.reduce((sum, volume) => sum + volume.droppedImages, 0),
      },
      parts: volumes.length,
      renders,
      bytes: {
        pdf: sizeOf("pdf"),
        epub: sizeOf("epub"),
        largestEmail: Math.max(...volumes.map((volume) => volume.emailBytes)),
      },
      durationsMs: durations,
    },
    report: digestReport,
    summary: readerSummary(
      digestReport,
      chapters.flatMap((chapter) =>
        chapter.leftOut ? [{ subject: chapter.subject, reason: chapter.leftOut }] : [],
      ),
    ),
  };
}

function withoutRequested({ requested: _, ...stats }: DigestImageStats): Omit<DigestImageStats, "requested"> {
  return stats;
}
