import { createHash } from "node:crypto";
import os from "node:os";
import pLimit from "p-limit";
import type { ImageDataSource, ImagePlacement } from "../digest-document.ts";
import { createImageAgents, type FetchImageOptions, fetchImage } from "./fetch-image.ts";
import {
  canPassThrough,
  fittedSize,
  type ImageProfile,
  type InspectedImage,
  inspectImage,
  type PreparedImage,
  prepareImage,
} from "./prepare-image.ts";
import { BlockedAddressError } from "./ssrf-guard.ts";

export interface ImageFetchSettings {
  allowHosts?: string[];
  timeoutMs?: number;
  maxBytes?: number;
  concurrency?: number;
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
  failures: Map<string, string>;
  stats: DigestImageStats;
}

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

/** libvips runs one thread per image here; one image per core keeps every core busy. */
export function imageWorkers(): number {
  return Math.max(2, Math.min(4, os.availableParallelism()));
}

/**
 * Downloads every image once (bounded, time-limited, SSRF-guarded) and reads its header.
 * A failing image is recorded and left out; it never fails the digest.
 */
export async function fetchDigestImages(options: FetchDigestImagesOptions): Promise<FetchedDigestImages> {
  const concurrency = options.fetch.concurrency ?? 8;
  const fetchLimit = pLimit(concurrency);
  const inspectLimit = pLimit(imageWorkers());
  const agents = options.fetch.fetch ? undefined : createImageAgents(concurrency);
  const byHash = new Map<string, Promise<InspectedImage | undefined>>();
  const originals = new Map<string, InspectedImage>();
  const failures = new Map<string, string>();
  const stats: DigestImageStats = {
    requested: options.sources.size,
    usable: 0,
    unique: 0,
    failed: 0,
    blocked: 0,
    discarded: 0,
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

  const handle = async (src: string, inline: Buffer | undefined) => {
    try {
      options.signal?.throwIfAborted();
      let bytes = inline ?? decodeDataUrl(src);
      if (!bytes) {
        if (!/^https?:/i.test(src)) throw new Error("Unsupported image reference");
        const fetched = await fetchLimit(() =>
          fetchImage(src, {
            allowHosts: options.fetch.allowHosts,
            timeoutMs: options.fetch.timeoutMs,
            maxBytes: options.fetch.maxBytes,
            fetch: options.fetch.fetch,
            signal: options.signal,
            resolveHost: options.resolveHost,
            agents,
          }),
        );
        bytes = fetched.bytes;
      }
      totalBytes += bytes.byteLength;
      if (totalBytes > MAX_TOTAL_BYTES) throw new Error("Too many image bytes in one digest");
      const inspected = await inspect(bytes);
      if (inspected) {
        originals.set(src, inspected);
        stats.usable++;
      } else {
        stats.discarded++;
      }
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (error instanceof BlockedAddressError) stats.blocked++;
      else stats.failed++;
      failures.set(src, (error as Error).message);
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
  return { originals, failures, stats };
}

/** One image profile applied to a digest's images: sizes now, bytes as conversions finish. */
export interface ImageLevel {
  name: string;
  /** By the source written in the newsletter. */
  placements: Map<string, ImagePlacement>;
  data: ImageDataSource;
  /** Bytes per key, once every image of the level is converted (failed ones are absent). */
  sizes(): Promise<Map<string, number>>;
}

/**
 * Starts converting every distinct source image at one profile, in document order, and returns
 * at once: placements are known from the headers, so layout need not wait. One conversion per
 * core runs at a time (more only adds memory: each libvips thread grows its own malloc arena).
 * Each source is released (removed from `sources`) once converted.
 */
export function startImageLevel(
  sources: Map<string, InspectedImage>,
  profile: ImageProfile,
  options: {
    order?: Iterable<string>;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
  } = {},
): ImageLevel {
  const placements = new Map<string, ImagePlacement>();
  const byKey = new Map<string, Promise<PreparedImage | undefined>>();
  const limit = pLimit(imageWorkers());
  const sourcesByKey = new Map<string, string[]>();
  let done = 0;
  const order = [...new Set([...(options.order ?? []), ...sources.keys()])];
  for (const src of order) {
    const image = sources.get(src);
    if (!image) continue;
    const key = `${profile.name}-${image.hash.slice(0, 20)}`;
    const size = canPassThrough(image, profile) ? image : fittedSize(image, profile);
    placements.set(src, { key, width: size.width, height: size.height });
    const sharing = sourcesByKey.get(key);
    if (sharing) {
      sharing.push(src);
      continue;
    }
    sourcesByKey.set(key, [src]);
    const conversion = limit(async () => {
      try {
        if (options.signal?.aborted) return undefined;
        return { ...(await prepareImage(image, profile)), key };
      } catch {
        return undefined;
      } finally {
        for (const converted of sourcesByKey.get(key) ?? []) sources.delete(converted);
        done++;
        options.onProgress?.(done, sourcesByKey.size);
      }
    });
    byKey.set(key, conversion);
  }
  return {
    name: profile.name,
    placements,
    data: (key) => byKey.get(key) ?? Promise.resolve(undefined),
    async sizes() {
      const sizes = new Map<string, number>();
      for (const [key, conversion] of byKey) {
        const prepared = await conversion;
        if (prepared) sizes.set(key, prepared.data.byteLength);
      }
      return sizes;
    },
  };
}

/** The next, smaller level, made from an earlier level's images (their originals are gone). */
export async function deriveImageLevel(
  from: ImageLevel,
  profile: ImageProfile,
  options: { signal?: AbortSignal } = {},
): Promise<ImageLevel> {
  const inspected = new Map<string, Promise<InspectedImage | undefined>>();
  const sources = new Map<string, InspectedImage>();
  for (const [src, placement] of from.placements) {
    let pending = inspected.get(placement.key);
    if (!pending) {
      pending = from
        .data(placement.key)
        .then((prepared) => (prepared ? inspectImage(prepared.data).catch(() => undefined) : undefined));
      inspected.set(placement.key, pending);
    }
    const image = await pending;
    if (image) sources.set(src, image);
  }
  return startImageLevel(sources, profile, { order: from.placements.keys(), signal: options.signal });
}
