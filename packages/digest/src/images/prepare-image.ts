import { createHash } from "node:crypto";
import sharp, { type JpegOptions, type Metadata, type SharpOptions } from "sharp";

// Each digest decodes an image once; libvips' operation cache would only hold memory.
sharp.cache(false);

export interface ImageProfile {
  name: "standard" | "compact" | "e-ink" | "small" | "minimal";
  maxWidth: number;
  maxHeight: number;
  jpegQuality: number;
  grayscale: boolean;
  /** Send a suitable JPEG on unchanged instead of re-encoding it. */
  passThrough: boolean;
}

/**
 * From best to smallest; the size planner picks the first that keeps the digest within its
 * size goals and steps further down when an e-mail would still be too big. E-ink screens show
 * 16 greys, so the smaller profiles drop colour before they drop much resolution.
 */
export const IMAGE_PROFILES: readonly ImageProfile[] = [
  { name: "standard", maxWidth: 1200, maxHeight: 1600, jpegQuality: 72, grayscale: false, passThrough: true },
  { name: "compact", maxWidth: 800, maxHeight: 1100, jpegQuality: 62, grayscale: false, passThrough: false },
  { name: "e-ink", maxWidth: 720, maxHeight: 960, jpegQuality: 55, grayscale: true, passThrough: false },
  { name: "small", maxWidth: 600, maxHeight: 800, jpegQuality: 50, grayscale: true, passThrough: false },
  { name: "minimal", maxWidth: 480, maxHeight: 640, jpegQuality: 45, grayscale: true, passThrough: false },
];

/** A downloaded image, decoded far enough to know what it is. */
export interface InspectedImage {
  /** Hash of the original bytes: the same picture under two URLs is handled once. */
  hash: string;
  bytes: Buffer;
  format: string;
  /** Displayed size, after EXIF orientation. */
  width: number;
  height: number;
  kind: "photo" | "graphic";
  /** The header fields conversion decisions need (not the EXIF/ICC/XMP blobs sharp also returns). */
  metadata: Pick<Metadata, "isProgressive" | "space" | "channels" | "orientation" | "hasAlpha">;
}

export interface PreparedImage {
  /** Hash of the source image and the profile: equal images share a key and are embedded once. */
  key: string;
  format: "jpeg" | "png";
  data: Buffer;
  width: number;
  height: number;
}

export class ImagePreparationError extends Error {
  override name = "ImagePreparationError";
}

// Open trackers, spacers and icons this small carry nothing for a reader.
const MIN_SIDE = 4;
const ICON_SIDE = 24;
const MAX_INPUT_PIXELS = 50_000_000;
// Above this many bytes per pixel a JPEG is worth re-encoding even at the best profile.
const PASS_THROUGH_BYTES_PER_PIXEL = 0.3;
// PNG/GIF files this heavy per pixel hold photographs, which JPEG stores far better.
const PHOTO_BYTES_PER_PIXEL = 0.6;
const INPUT_OPTIONS: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, density: 144, failOn: "none" };

const PHOTO_FORMATS = new Set(["jpeg", "jpg", "webp", "heif", "avif", "tiff", "jp2", "jxl"]);

function hashOf(data: Buffer): string {
  return createHash("sha1").update(data).digest("hex");
}

/**
 * Reads an image's header. Returns undefined for tracking pixels and tiny icons; throws
 * ImagePreparationError for bytes that are not an image sharp can read.
 */
export async function inspectImage(bytes: Buffer, knownHash?: string): Promise<InspectedImage | undefined> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, INPUT_OPTIONS).metadata();
  } catch (error) {
    throw new ImagePreparationError(`Unreadable image: ${(error as Error).message}`);
  }
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = (rotated ? metadata.height : metadata.width) ?? 0;
  const height = (rotated ? metadata.width : metadata.height) ?? 0;
  if (width < MIN_SIDE || height < MIN_SIDE) return undefined;
  if (width <= ICON_SIDE && height <= ICON_SIDE) return undefined;
  if (width * height > MAX_INPUT_PIXELS) throw new ImagePreparationError("Image has too many pixels");
  const format = metadata.format ?? "unknown";
  const heavy = bytes.byteLength / (width * height) >= PHOTO_BYTES_PER_PIXEL;
  const kind = PHOTO_FORMATS.has(format) || heavy ? "photo" : "graphic";
  const { isProgressive, space, channels, orientation, hasAlpha } = metadata;
  return {
    hash: knownHash ?? hashOf(bytes),
    bytes,
    format,
    width,
    height,
    kind,
    metadata: { isProgressive, space, channels, orientation, hasAlpha },
  };
}

/** The size an image will have under a profile (fit inside, never enlarged). */
export function fittedSize(
  image: { width: number; height: number },
  profile: ImageProfile,
): { width: number; height: number } {
  const scale = Math.min(1, profile.maxWidth / image.width, profile.maxHeight / image.height);
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
}

export function canPassThrough(image: InspectedImage, profile: ImageProfile): boolean {
  const { metadata } = image;
  return (
    profile.passThrough &&
    image.width <= profile.maxWidth &&
    image.height <= profile.maxHeight &&
    image.format === "jpeg" &&
    !metadata.isProgressive &&
    (metadata.space === "srgb" || metadata.space === "b-w") &&
    (metadata.channels === 3 || metadata.channels === 1) &&
    (metadata.orientation ?? 1) === 1 &&
    image.bytes.byteLength <= image.width * image.height * PASS_THROUGH_BYTES_PER_PIXEL
  );
}

function jpegOptions(profile: ImageProfile): JpegOptions {
  // Table 3 (ImageMagick's) is ~20% smaller than the default at the same quality, at no cost;
  // baseline because older Kindles stumble on progressive JPEGs.
  return {
    quality: profile.jpegQuality,
    progressive: false,
    chromaSubsampling: "4:2:0",
    quantisationTable: 3,
  };
}

/**
 * Converts an image (JPEG, PNG, GIF, WebP, AVIF, SVG…) into a JPEG (photos) or an opaque
 * palette PNG (graphics) that pdfmake and every e-reader accept, sized for the profile.
 */
export async function prepareImage(image: InspectedImage, profile: ImageProfile): Promise<PreparedImage> {
  if (canPassThrough(image, profile)) {
    return {
      key: `img_${image.hash.slice(0, 20)}`,
      format: "jpeg",
      data: image.bytes,
      width: image.width,
      height: image.height,
    };
  }
  try {
    let pipeline = sharp(image.bytes, INPUT_OPTIONS).rotate().resize({
      width: profile.maxWidth,
      height: profile.maxHeight,
      fit: "inside",
      withoutEnlargement: true,
    });
    // Pages and e-ink screens are white: flattening keeps pdfmake off its slow alpha path.
    if (image.metadata.hasAlpha) pipeline = pipeline.flatten({ background: "#ffffff" });
    // The output colour space alone makes the image grey, after resizing. sharp's grayscale() would
    // do it before, on every pixel of the original: half the time of converting a photo.
    pipeline = pipeline.toColourspace(profile.grayscale ? "b-w" : "srgb");

    let output: { data: Buffer; info: { width: number; height: number } };
    let format: "jpeg" | "png";
    if (image.kind === "photo") {
      output = await pipeline.jpeg(jpegOptions(profile)).toBuffer({ resolveWithObject: true });
      format = "jpeg";
    } else {
      // Logos, charts, screenshots: a palette PNG stays crisp and small.
      output = await pipeline
        .png({ palette: true, quality: 90, effort: 2, compressionLevel: 7, dither: 0.5 })
        .toBuffer({ resolveWithObject: true });
      format = "png";
    }
    return {
      // From the source and the profile, not from the output: equal images get equal keys even where
      // the encoder is not byte-for-byte repeatable (a palette PNG's quantiser under load).
      key: `img_${hashOf(Buffer.from(`${image.hash}:${profile.name}`)).slice(0, 20)}`,
      format,
      data: output.data,
      width: output.info.width,
      height: output.info.height,
    };
  } catch (error) {
    throw new ImagePreparationError(`Image conversion failed: ${(error as Error).message}`);
  }
}
