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

export interface FetchDigestImagesOptions {
  /** Every image source found in the newsletters; a Buffer when the bytes are already here (cid:). */
  sources: Map<string, Buffer | undefined>;
  fetch: ImageFetchSettings;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** Test seam for DNS. */
  resolveHost?: FetchImageOptions["resolveHost"];
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
export async function fetchDigestImages(options: FetchDigestImagesOptions): Promise<FetchedDigestImages> {
  const started = performance.now();
  const settings = options.fetch;
  const budgetMs = settings.budgetMs ?? DEFAULT_IMAGE_BUDGET_MS;
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
  const budget = AbortSignal.timeout(budgetMs);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  const deadline = started + budgetMs;

  const byHash = new Map<string, Promise<InspectedImage | undefined>>();
  const originals = new Map<string, InspectedImage>();
  const failures = new Map<string, string>();
  const decorative = new Set<string>();
  const stats: DigestImageStats = {
    requested: options.sources.size,
    usable: 0,
    unique: 0,
    failed: 0,
    blocked: 0,
    discarded: 0,
    fetchMs: 0,
  };
  let totalBytes = 0;
  let done = 0;

  const inspect = (bytes: Buffer) => {
    const hash = createHash("sha1").update(bytes).digest("hex");
    let pending = byHash.get(hash);
    if (!pending) {
      pending = inspectLimit(() => inspectImage(bytes, hash));
      byHash.set(hash, pending);
    }
    return pending;
  };

  const download = (src: string) =>
    hostLimit(hostOf(src))(() =>
      fetchLimit(async () => {
        const remaining = deadline - performance.now();
        if (budget.aborted || remaining <= 0) throw new ImageBudgetError("Image budget spent");
        const fetched = await fetchImage(src, {
          allowHosts: settings.allowHosts,
          allowUrlPrefixes: settings.allowUrlPrefixes,
          // Past the budget's end, so the budget (not this image's own limit) is what stops it.
          timeoutMs: Math.ceil(Math.min(settings.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS, remaining + 250)),
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
      else if (budget.aborted && !(error instanceof BlockedAddressError))
        reason = describeBudgetFailure(true, budgetMs);
      else reason = describeImageFailure(error);
      failures.set(src, reason);
    } finally {
      done++;
      options.onProgress?.(done, options.sources.size);
    }
  };

  try {
    await Promise.all([...options.sources].map(([src, inline]) => handle(src, inline)));
  } finally {
    agents?.destroy();
  }
  stats.unique = new Set([...originals.values()].map((image) => image.hash)).size;
  stats.fetchMs = Math.round(performance.now() - started);
  return { originals, failures, decorative, stats };
}
