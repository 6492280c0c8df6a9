import { createHash } from "node:crypto";
import os from "node:os";
import { limitConcurrency } from "../limit-concurrency.ts";
import { createImageAgents, type FetchImageOptions, fetchImage } from "./fetch-image.ts";
import {
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
  const fetchLimit = limitConcurrency(concurrency);
  const inspectLimit = limitConcurrency(imageWorkers());
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

/**
 * Converts every distinct original at one profile. Images that fail to convert are left out.
 */
export async function prepareImageLevel(
  originals: Map<string, InspectedImage>,
  profile: ImageProfile,
  options: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<Map<string, PreparedImage>> {
  const limit = limitConcurrency(imageWorkers());
  const byHash = new Map<string, Promise<PreparedImage | undefined>>();
  let done = 0;
  for (const image of originals.values()) {
    if (byHash.has(image.hash)) continue;
    byHash.set(
      image.hash,
      limit(async () => {
        options.signal?.throwIfAborted();
        try {
          return await prepareImage(image, profile);
        } catch {
          return undefined;
        } finally {
          done++;
          options.onProgress?.(done, byHash.size);
        }
      }),
    );
  }
  const prepared = new Map<string, PreparedImage>();
  for (const [src, image] of originals) {
    const result = await byHash.get(image.hash);
    if (result) prepared.set(src, result);
  }
  options.signal?.throwIfAborted();
  return prepared;
}
