import pLimit from "p-limit";
import {
  type CalibrationSamples,
  calibratePhotos,
  pickImageProfile,
  type SizedFormat,
} from "../choose-image-profile.ts";
import type { ImageProfile, InspectedImage, PreparedImage } from "./prepare-image.ts";
import { prepareImage } from "./prepare-image.ts";

// Image conversion waits for the image profile, and the profile for the whole digest's text and
// images; meanwhile the digest's thread cleans newsletters on one core and the other has little to
// do. From half the newsletters on, the profile what is known points to (text and images scaled up
// to the whole digest) is a guess good enough to convert on that idle core, one image at a time;
// each newsletter and image that comes in refines it. When the digest's real choice is the last
// guess, the conversions done are used; otherwise they are dropped and cost only idle time. Either
// way the files are those the real choice makes.

/** Smaller digests are cleaned too quickly for a guess to gain anything. */
const GUESS_FROM_NEWSLETTERS = 4;
/** The share of newsletters cleaned before the first guess. */
const GUESS_AT_SHARE = 0.5;

export interface EarlyConversion {
  /** One more newsletter is cleaned, with this many characters of text; `imagesFound` so far in all. */
  analyzed(textCharacters: number, imagesFound: number): void;
  /** One image is settled: fetched and read, or (none) failed or left out. */
  settled(image?: InspectedImage): void;
  /**
   * The profile is chosen (none: the digest stopped): the conversions at it that have started,
   * by image hash, for the digest's own conversion to use. Nothing more is begun.
   */
  finish(profile?: ImageProfile): Map<string, Promise<PreparedImage>>;
  /** The current guess and how many conversions at it have begun. */
  progress(): { guess?: string; begun: number };
  /** The photos the guess was calibrated with, for the digest's own choice to reuse. */
  calibrationSamples: CalibrationSamples;
}

export function startEarlyConversion(options: {
  newsletters: number;
  formats: SizedFormat[];
  maxEmailBytes: number;
  signal?: AbortSignal;
}): EarlyConversion {
  const offered = new Map<string, InspectedImage>();
  /** Conversions begun, by profile and image hash. */
  const started = new Map<string, Map<string, Promise<PreparedImage>>>();
  const limit = pLimit(1);
  let photoFactor: number | undefined;
  let calibrating = false;
  let guess: ImageProfile | undefined;
  let finished = false;
  let analyzed = 0;
  let textCharacters = 0;
  let imagesFound = 0;
  let imagesSettled = 0;
  const calibrationSamples: CalibrationSamples = new Map();

  const convert = (image: InspectedImage, profile: ImageProfile) => {
    limit(async () => {
      if (finished || options.signal?.aborted || profile !== guess) return;
      const byHash = started.get(profile.name) ?? new Map<string, Promise<PreparedImage>>();
      started.set(profile.name, byHash);
      if (byHash.has(image.hash)) return;
      const conversion = prepareImage(image, profile);
      // A failure is the digest's own conversion's to report, when it awaits this one.
      conversion.catch(() => {});
      byHash.set(image.hash, conversion);
      await conversion.catch(() => {});
    });
  };

  const reguess = () => {
    if (finished || photoFactor === undefined || offered.size === 0) return;
    const textShare = analyzed / options.newsletters;
    // Images settle after their newsletters are read: those settled stand for all those found.
    const imageShare = textShare * Math.min(1, imagesSettled / Math.max(1, imagesFound));
    const { profile } = pickImageProfile(
      {
        images: [...offered.values()],
        textCharacters,
        textShare,
        imageShare,
        newsletters: options.newsletters,
        formats: options.formats,
        maxEmailBytes: options.maxEmailBytes,
      },
      photoFactor,
    );
    if (profile === guess) return;
    limit.clearQueue();
    guess = profile;
    for (const image of offered.values()) convert(image, profile);
  };

  return {
    calibrationSamples,
    analyzed(characters, found) {
      analyzed++;
      textCharacters += characters;
      imagesFound = found;
      if (options.newsletters < GUESS_FROM_NEWSLETTERS) return;
      if (analyzed < options.newsletters * GUESS_AT_SHARE) return;
      if (photoFactor !== undefined) return reguess();
      if (calibrating) return;
      calibrating = true;
      calibratePhotos([...offered.values()], calibrationSamples)
        .then((factor) => {
          photoFactor = factor;
          reguess();
        })
        .catch(() => {});
    },
    settled(image) {
      if (finished) return;
      imagesSettled++;
      if (!image || offered.has(image.hash)) return;
      offered.set(image.hash, image);
      if (guess) convert(image, guess);
      reguess();
    },
    progress() {
      return { guess: guess?.name, begun: (guess && started.get(guess.name)?.size) ?? 0 };
    },
    finish(profile) {
      finished = true;
      limit.clearQueue();
      const converted = (profile && started.get(profile.name)) ?? new Map();
      // The originals are the digest's to release as it converts them, and conversions at a
      // dropped guess are of no use: neither is held here for the rest of the digest.
      offered.clear();
      started.clear();
      return converted;
    },
  };
}
