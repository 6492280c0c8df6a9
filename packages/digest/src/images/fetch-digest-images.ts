import { createHash } from "node:crypto";
import pLimit, { type LimitFunction } from "p-limit";
import { describeBudgetFailure, describeImageFailure, ImageBudgetError } from "./describe-image-failure.ts";
import { createImageAgents, type FetchImageOptions, fetchImage } from "./fetch-image.ts";
import { imageWorkers } from "./prepare-digest-images.ts";
import { type InspectedImage, inspectImage } from "./prepare-image.ts";
import { BlockedAddressError } from "./ssrf-guard.ts";

// Every image of a digest is fetched at once, within one time budget for the whole digest (so a
// slow or silent image host costs at most that long, however many images point at it) and a
// limit per host (so one host's images cannot take every connection, and no host is hammered).
// Fetching starts while the newsletters are still being cleaned: each image is asked for as soon
// as its newsletter has been read, and the budget runs from the moment the last one is known.

export interface ImageFetchSettings {
  /** Hosts ("host" or "host:port") exempt from the SSRF guard: IMAGE_FETCH_ALLOW_HOSTS. */
  allowHosts?: string[];
  /** URL prefixes exempt from the SSRF guard: the local sandbox's images, and nothing else of its origin. */
  allowUrlPrefixes?: string[];
  /** Time for all of a digest's images together (default 10 s). */
  budgetMs?: number;
  /** Longest wait for one image (default 10 s, never past the budget). */
  timeoutMs?: number;
  maxBytes?: number;
  /** Images fetched at once in all (default 32). */
  concurrency?: number;
  /** Images fetched at once from one host (default 6, as browsers do). */
  perHostConcurrency?: number;
  fetch?: typeof fetch;
}

export interface DigestImageStats {
  requested: number;
  /** Images that downloaded and decoded. */
  usable: number;
  /** Distinct images after deduplication by content. */
  unique: number;
  failed: number;
  blocked: number;
  /** Tracking pixels and tiny icons recognised after download. */
  discarded: number;
  /** How long fetching took, in milliseconds. */
  fetchMs: number;
}

export interface DigestImageFetchOptions {
  /** The settings; budgetMs is given to finish(), when the images are all known. */
  fetch: Omit<ImageFetchSettings, "budgetMs">;
  signal?: AbortSignal;
  /** Called as each image is settled: with the image when it was fetched and read, otherwise without. */
  onSettled?: (image?: InspectedImage) => void;
  /** Test seam for DNS. */
  resolveHost?: FetchImageOptions["resolveHost"];
}

export interface DigestImageFetch {
  /** Starts fetching one image, once; a Buffer when the bytes are already here (cid:). */
  add(src: string, inline?: Buffer): void;
  /**
   * Waits for every image added, within budgetMs from now: what has not arrived by then fails
   * with the budget as its reason. Progress counts from here on.
   */
  finish(options: {
    budgetMs?: number;
    onProgress?: (done: number, total: number) => void;
  }): Promise<FetchedDigestImages>;
  /** Stops every download under way: the digest failed before its images were needed. */
  cancel(): void;
}

export interface FetchedDigestImages {
  /** Usable originals by the source written in the newsletter; equal content shares one object. */
  originals: Map<string, InspectedImage>;
  /** Why each image that could not be had failed, in words for the digest's report. */
  failures: Map<string, string>;
  /** Tracking pixels, spacers and icons: not content, so not shown at all (not even their alt text). */
  decorative: Set<string>;
  stats: DigestImageStats;
}

export const DEFAULT_IMAGE_BUDGET_MS = 10_000;
const DEFAULT_IMAGE_TIMEOUT_MS = 10_000;
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const DEFAULT_CONCURRENCY = 32;
const DEFAULT_PER_HOST_CONCURRENCY = 6;
const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const MAX_DATA_URL_BYTES = 4 * 1024 * 1024;
// All originals of one digest are held until conversion; past this, further images are skipped.
const MAX_TOTAL_BYTES = 256 * 1024 * 1024;

export function decodeDataUrl(src: string): Buffer | undefined {
  const match = DATA_URL.exec(src);
  if (!match) return undefined;
  const payload = src.slice(match[0].length);
  if (payload.length > (MAX_DATA_URL_BYTES * 4) / 3) return undefined;
  return Buffer.from(payload, "base64");
}

function hostOf(src: string): string {
  try {
    return new URL(src).host.toLowerCase();
  } catch {
    return "";
  }
}

/**
 * Downloads every image once (SSRF-guarded, within the digest's time budget and the per-host
 * limit) and reads its header. A failing image is recorded with its reason and left out; it never
 * fails the digest.
 */
export function startDigestImageFetch(options: DigestImageFetchOptions): DigestImageFetch {
  const started = performance.now();
  const settings = options.fetch;
  const perHost = settings.perHostConcurrency ?? DEFAULT_PER_HOST_CONCURRENCY;
  const fetchLimit = pLimit(settings.concurrency ?? DEFAULT_CONCURRENCY);
  const hostLimits = new Map<string, LimitFunction>();
  const hostLimit = (host: string) => {
    let limit = hostLimits.get(host);
    if (!limit) {
      limit = pLimit(perHost);
      hostLimits.set(host, limit);
    }
    return limit;
  };
  const inspectLimit = pLimit(imageWorkers());
  const agents = settings.fetch ? undefined : createImageAgents(perHost);
  // The budget starts in finish(); until then each image has only its own time limit.
  const budget = new AbortController();
  let budgetMs = DEFAULT_IMAGE_BUDGET_MS;
  let deadline = Number.POSITIVE_INFINITY;
  const signal = options.signal ? AbortSignal.any([options.signal, budget.signal]) : budget.signal;

  const byHash = new Map<string, Promise<InspectedImage | undefined>>();
  const originals = new Map<string, InspectedImage>();
  const failures = new Map<string, string>();
  const decorative = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  const stats: DigestImageStats = {
    requested: 0,
    usable: 0,
    unique: 0,
    failed: 0,
    blocked: 0,
    discarded: 0,
    fetchMs: 0,
  };
  let totalBytes = 0;
  let done = 0;
  let onProgress: ((done: number, total: number) => void) | undefined;

  const inspect = (bytes: Buffer) => {
    const hash = createHash("sha1").update(bytes).digest("hex");
    let inspected = byHash.get(hash);
    if (!inspected) {
      inspected = inspectLimit(() => inspectImage(bytes, hash));
      byHash.set(hash, inspected);
    }
    return inspected;
  };

  const download = (src: string) =>
    hostLimit(hostOf(src))(() =>
      fetchLimit(async () => {
        const remaining = deadline - performance.now();
        if (budget.signal.aborted || remaining <= 0) throw new ImageBudgetError("Image budget spent");
        const fetched = await fetchImage(src, {
          allowHosts: settings.allowHosts,
          allowUrlPrefixes: settings.allowUrlPrefixes,
          // Past the budget's end, so the budget (not this image's own limit) is what stops it;
          // before the budget starts, only a limit set on purpose applies.
          timeoutMs: Number.isFinite(remaining)
            ? Math.ceil(Math.min(settings.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS, remaining + 250))
            : (settings.timeoutMs ?? LONGEST_TIMER_MS),
          maxBytes: settings.maxBytes,
          fetch: settings.fetch,
          signal,
          resolveHost: options.resolveHost,
          agents,
        });
        return fetched.bytes;
      }),
    );

  const handle = async (src: string, inline: Buffer | undefined) => {
    try {
      options.signal?.throwIfAborted();
      let bytes = inline ?? decodeDataUrl(src);
      if (!bytes) {
        if (!/^https?:/i.test(src)) throw new Error("Unsupported image reference");
        bytes = await download(src);
      }
      totalBytes += bytes.byteLength;
      if (totalBytes > MAX_TOTAL_BYTES) throw new Error("Too many image bytes in one digest");
      const inspected = await inspect(bytes);
      if (inspected) {
        originals.set(src, inspected);
        stats.usable++;
      } else {
        decorative.add(src);
        stats.discarded++;
      }
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (error instanceof BlockedAddressError) stats.blocked++;
      else stats.failed++;
      // An image cut off by the budget says so, whatever the socket reported.
      let reason: string;
      if (error instanceof ImageBudgetError) reason = describeBudgetFailure(false, budgetMs);
      else if (budget.signal.aborted && !(error instanceof BlockedAddressError))
        reason = describeBudgetFailure(true, budgetMs);
      else reason = describeImageFailure(error);
      failures.set(src, reason);
    } finally {
      done++;
      options.onSettled?.(originals.get(src));
      onProgress?.(done, pending.size);
    }
  };

  return {
    add(src, inline) {
      if (pending.has(src)) return;
      stats.requested++;
      const handled = handle(src, inline);
      // An abort is reported by finish(); until then the rejection must not go unhandled.
      handled.catch(() => {});
      pending.set(src, handled);
    },
    async finish(finishing) {
      budgetMs = finishing.budgetMs ?? DEFAULT_IMAGE_BUDGET_MS;
      deadline = performance.now() + budgetMs;
      // Aborted as AbortSignal.timeout would be: a download under way fails as "did not answer".
      const timer = setTimeout(
        () => budget.abort(new DOMException("The image budget ran out", "TimeoutError")),
        budgetMs,
      );
      onProgress = finishing.onProgress;
      onProgress?.(done, pending.size);
      try {
        await Promise.all(pending.values());
      } finally {
        clearTimeout(timer);
        agents?.destroy();
      }
      stats.unique = new Set([...originals.values()].map((image) => image.hash)).size;
      stats.fetchMs = Math.round(performance.now() - started);
      // From here on `originals` alone holds the images, so conversion can release each one as it
      // is done with it (prepare-digest-images.ts) instead of the digest keeping them all to the end.
      byHash.clear();
      return { originals, failures, decorative, stats };
    },
    cancel() {
      budget.abort(new DOMException("The digest stopped", "AbortError"));
      agents?.destroy();
    },
  };
}
