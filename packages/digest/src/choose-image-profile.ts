import {
  canPassThrough,
  fittedSize,
  IMAGE_PROFILES,
  type ImageProfile,
  type InspectedImage,
  prepareImage,
} from "./images/prepare-image.ts";
import { EMAIL_ENVELOPE_BYTES } from "./plan-digest-volumes.ts";

// A digest should be quick to send and to download on an e-reader's Wi-Fi, not merely under
// the e-mail cap: around 80 KB per newsletter as PDF and 40 KB as EPUB, with a floor so small
// digests keep their best images. Images are converted once, at the best profile within goal.

export type SizedFormat = "pdf" | "epub";

export const SIZE_GOALS: Record<SizedFormat, { floor: number; perNewsletter: number }> = {
  pdf: { floor: 3 * 1024 * 1024, perNewsletter: 80 * 1024 },
  epub: { floor: 1.5 * 1024 * 1024, perNewsletter: 40 * 1024 },
};

// Measured on the generated benchmark newsletters: output bytes per character of reading text
// (pages, links, text streams; EPUB is compressed XHTML), plus what every file carries
// regardless (font subsets, stylesheet, navigation).
const TEXT_BYTES_PER_CHAR: Record<SizedFormat, number> = { pdf: 2.1, epub: 0.3 };
const FIXED_BYTES: Record<SizedFormat, number> = { pdf: 150 * 1024, epub: 24 * 1024 };

// JPEG bytes per output pixel for photographs at each profile (measured on photo-like images
// and scaled per digest by calibratePhotos), and for palette PNG graphics.
const PHOTO_BYTES_PER_PIXEL: Record<ImageProfile["name"], number> = {
  standard: 0.16,
  compact: 0.113,
  "e-ink": 0.087,
  small: 0.074,
  minimal: 0.067,
};
const GRAPHIC_BYTES_PER_PIXEL = 0.12;
const CALIBRATION_SAMPLES = 3;

export function sizeGoal(format: SizedFormat, newsletters: number): number {
  const goal = SIZE_GOALS[format];
  return Math.max(goal.floor, goal.perNewsletter * newsletters);
}

export function estimateTextBytes(format: SizedFormat, textCharacters: number): number {
  return FIXED_BYTES[format] + TEXT_BYTES_PER_CHAR[format] * textCharacters;
}

function estimateImage(image: InspectedImage, profile: ImageProfile, photoFactor: number): number {
  if (canPassThrough(image, profile)) return image.bytes.byteLength;
  const { width, height } = fittedSize(image, profile);
  const perPixel =
    image.kind === "photo" ? PHOTO_BYTES_PER_PIXEL[profile.name] * photoFactor : GRAPHIC_BYTES_PER_PIXEL;
  return width * height * perPixel;
}

/**
 * Compressed bytes of the photos encoded as calibration samples, by image hash. A digest calibrates
 * twice (a guess while its newsletters are cleaned, then its real choice), often on the same
 * photos: each is encoded once.
 */
export type CalibrationSamples = Map<string, Promise<number | undefined>>;

/** How much this digest's photos differ from the reference: encode a few and compare. */
export async function calibratePhotos(
  images: InspectedImage[],
  encoded: CalibrationSamples = new Map(),
): Promise<number> {
  const photos = images
    .filter((image) => image.kind === "photo")
    .sort((a, b) => b.width * b.height - a.width * a.height);
  if (photos.length === 0) return 1;
  const step = Math.max(1, Math.floor(photos.length / CALIBRATION_SAMPLES));
  const samples = photos.filter((_, index) => index % step === 0).slice(0, CALIBRATION_SAMPLES);
  const profile = IMAGE_PROFILES.find((candidate) => candidate.name === "compact")!;
  const sizes = await Promise.all(
    samples.map((image) => {
      let size = encoded.get(image.hash);
      if (!size) {
        size = prepareImage(image, profile).then(
          (prepared) => prepared.data.byteLength,
          () => undefined,
        );
        encoded.set(image.hash, size);
      }
      return size;
    }),
  );
  let actual = 0;
  let predicted = 0;
  for (const [index, size] of sizes.entries()) {
    if (size === undefined) continue;
    actual += size;
    predicted += estimateImage(samples[index]!, profile, 1);
  }
  if (actual === 0 || predicted === 0) return 1;
  return Math.min(3, Math.max(0.3, actual / predicted));
}

export interface ProfileChoice {
  profile: ImageProfile;
  /** Estimated bytes per format at the chosen profile. */
  estimates: Partial<Record<SizedFormat, number>>;
  /** Estimated bytes of all requested files without images. */
  textBytes: number;
  /** Estimated bytes of the images, which every file carries once. */
  imageBytes: number;
}

export interface ProfileInput {
  images: InspectedImage[];
  /** Samples an earlier calibration of this digest encoded (early-conversion.ts). */
  calibrationSamples?: CalibrationSamples;
  textCharacters: number;
  newsletters: number;
  formats: SizedFormat[];
  maxEmailBytes: number;
}

/**
 * Picks the best image profile whose estimated files stay within the size goals and one
 * e-mail. Falls back to the smallest profile; the volume planner takes it from there.
 */
export async function chooseImageProfile(input: ProfileInput): Promise<ProfileChoice> {
  return pickImageProfile(input, await calibratePhotos(uniqueImages(input.images), input.calibrationSamples));
}

function uniqueImages(images: InspectedImage[]): InspectedImage[] {
  return [...new Map(images.map((image) => [image.hash, image])).values()];
}

/**
 * chooseImageProfile with the photos already calibrated. A guess made on the way gives the part of
 * the digest its images and characters are (`imageShare`, `textShare`), and is scaled up by it.
 */
export function pickImageProfile(
  input: ProfileInput & { imageShare?: number; textShare?: number },
  photoFactor: number,
): ProfileChoice {
  const unique = uniqueImages(input.images);
  const imageScale = 1 / (input.imageShare ?? 1);
  const textScale = 1 / (input.textShare ?? 1);
  let last: ProfileChoice | undefined;
  for (const profile of IMAGE_PROFILES) {
    const imageBytes =
      imageScale * unique.reduce((sum, image) => sum + estimateImage(image, profile, photoFactor), 0);
    const estimates: Partial<Record<SizedFormat, number>> = {};
    let emailBytes = EMAIL_ENVELOPE_BYTES;
    let textBytes = 0;
    let fits = true;
    for (const format of input.formats) {
      const text = estimateTextBytes(format, input.textCharacters * textScale);
      const estimate = text + imageBytes;
      textBytes += text;
      estimates[format] = Math.round(estimate);
      emailBytes += (estimate * 4) / 3;
      if (estimate > sizeGoal(format, input.newsletters)) fits = false;
    }
    last = { profile, estimates, textBytes: Math.round(textBytes), imageBytes: Math.round(imageBytes) };
    if (fits && emailBytes <= input.maxEmailBytes * 0.95) return last;
  }
  return last!;
}
