import os from "node:os";
import pLimit from "p-limit";
import type { ImageDataSource, ImagePlacement } from "../digest-document.ts";
import {
  canPassThrough,
  fittedSize,
  type ImageProfile,
  type InspectedImage,
  inspectImage,
  type PreparedImage,
  prepareImage,
} from "./prepare-image.ts";

/** libvips runs one thread per image here; one image per core keeps every core busy. */
export function imageWorkers(): number {
  return Math.max(2, Math.min(4, os.availableParallelism()));
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
    /** Conversions at this profile already under way, by image hash. */
    converted?: Map<string, Promise<PreparedImage>>;
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
    // A conversion begun before the profile was chosen (early-conversion.ts) is awaited, not redone.
    const early = options.converted?.get(image.hash);
    const convert = async () => {
      try {
        if (options.signal?.aborted) return undefined;
        return { ...(await (early ?? prepareImage(image, profile))), key };
      } catch {
        return undefined;
      } finally {
        for (const converted of sourcesByKey.get(key) ?? []) sources.delete(converted);
        done++;
        options.onProgress?.(done, sourcesByKey.size);
      }
    };
    const conversion = early ? convert() : limit(convert);
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
