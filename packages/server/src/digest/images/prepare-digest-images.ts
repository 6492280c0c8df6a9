import { createHash } from "node:crypto";
import os from "node:os";
import { limitConcurrency } from "../limit-concurrency.ts";
import { createImageAgents, type FetchImageOptions, fetchImage } from "./fetch-image.ts";
import { IMAGE_PROFILES, type ImageProfile, type PreparedImage, prepareImage } from "./prepare-image.ts";
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
  prepared: number;
  /** Distinct images after deduplication by content. */
  unique: number;
  failed: number;
  blocked: number;
  /** Tracking pixels and tiny icons recognised after download. */
  discarded: number;
}

export interface PrepareDigestImagesOptions {
  /** Every image source found in the newsletters; a Buffer when the bytes are already here (cid:, data:). */
  sources: Map<string, Buffer | undefined>;
  fetch: ImageFetchSettings;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** Test seam for DNS. */
  resolveHost?: FetchImageOptions["resolveHost"];
}

export interface PreparedDigestImages {
  images: Map<string, PreparedImage>;
  failures: Map<string, string>;
  stats: DigestImageStats;
}

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const MAX_DATA_URL_BYTES = 4 * 1024 * 1024;

export function decodeDataUrl(src: string): Buffer | undefined {
  const match = DATA_URL.exec(src);
  if (!match) return undefined;
  const payload = src.slice(match[0].length);
  if (payload.length > (MAX_DATA_URL_BYTES * 4) / 3) return undefined;
  return Buffer.from(payload, "base64");
}

export function imageWorkers(): number {
  return Math.max(2, Math.min(4, os.availableParallelism()));
}

/**
 * Fetches every image once (bounded, guarded), converts it for e-readers at the standard
 * profile, and deduplicates by content. A failing image is recorded and left out.
 */
export async function prepareDigestImages(
  options: PrepareDigestImagesOptions,
): Promise<PreparedDigestImages> {
  const fetchLimit = limitConcurrency(options.fetch.concurrency ?? 8);
  const convertLimit = limitConcurrency(imageWorkers());
  const agents = options.fetch.fetch ? undefined : createImageAgents(options.fetch.concurrency ?? 8);
  const byInputHash = new Map<string, Promise<PreparedImage | undefined>>();
  const images = new Map<string, PreparedImage>();
  const failures = new Map<string, string>();
  const stats: DigestImageStats = {
    requested: options.sources.size,
    prepared: 0,
    unique: 0,
    failed: 0,
    blocked: 0,
    discarded: 0,
  };
  let done = 0;
  const profile = IMAGE_PROFILES[0]!;

  const convert = (bytes: Buffer) => {
    const hash = createHash("sha1").update(bytes).digest("hex");
    let pending = byInputHash.get(hash);
    if (!pending) {
      pending = convertLimit(() => prepareImage(bytes, profile));
      byInputHash.set(hash, pending);
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
      const prepared = await convert(bytes);
      if (prepared) {
        images.set(src, prepared);
        stats.prepared++;
      } else {
        stats.discarded++;
      }
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (
        error instanceof BlockedAddressError ||
        (error as { cause?: unknown }).cause instanceof BlockedAddressError
      )
        stats.blocked++;
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
  stats.unique = new Set([...images.values()].map((image) => image.key)).size;
  return { images, failures, stats };
}

/** Re-encodes already prepared images at a smaller profile, once per distinct image. */
export async function recompressImages(
  images: Map<string, PreparedImage>,
  profile: ImageProfile,
  signal?: AbortSignal,
): Promise<Map<string, PreparedImage>> {
  const limit = limitConcurrency(imageWorkers());
  const byKey = new Map<string, Promise<PreparedImage | undefined>>();
  for (const image of images.values()) {
    if (!byKey.has(image.key)) {
      byKey.set(
        image.key,
        limit(async () => {
          signal?.throwIfAborted();
          return prepareImage(image.data, profile).catch(() => image);
        }),
      );
    }
  }
  const result = new Map<string, PreparedImage>();
  for (const [src, image] of images) {
    const smaller = await byKey.get(image.key);
    if (smaller) result.set(src, smaller.data.byteLength < image.data.byteLength ? smaller : image);
  }
  return result;
}
