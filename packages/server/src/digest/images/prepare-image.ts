import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";

// Each digest decodes an image once; libvips' operation cache would only hold memory.
sharp.cache(false);

export interface ImageProfile {
  name: "standard" | "compact" | "minimal";
  maxWidth: number;
  maxHeight: number;
  jpegQuality: number;
  grayscale: boolean;
  /** Send a suitable JPEG on unchanged instead of re-encoding it. */
  passThrough: boolean;
}

/** From best to smallest; the volume planner steps down this list when a digest is too big. */
export const IMAGE_PROFILES: readonly ImageProfile[] = [
  { name: "standard", maxWidth: 1200, maxHeight: 1600, jpegQuality: 72, grayscale: false, passThrough: true },
  { name: "compact", maxWidth: 800, maxHeight: 1100, jpegQuality: 56, grayscale: false, passThrough: false },
  { name: "minimal", maxWidth: 560, maxHeight: 760, jpegQuality: 42, grayscale: true, passThrough: false },
];

export interface PreparedImage {
  /** Content hash: equal images share a key and are embedded once. */
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
// Above this many bytes per pixel a JPEG is worth re-encoding.
const PASS_THROUGH_BYTES_PER_PIXEL = 0.5;

function keyFor(data: Buffer): string {
  return `img_${createHash("sha1").update(data).digest("hex").slice(0, 20)}`;
}

const PHOTO_FORMATS = new Set(["jpeg", "jpg", "webp", "heif", "avif", "tiff", "jp2", "jxl"]);

/**
 * Converts any image a newsletter may carry (JPEG, PNG, GIF, WebP, AVIF, SVG…) into a JPEG
 * (photos) or an opaque palette PNG (graphics) that pdfmake and every e-reader accept,
 * downscaled for a 6" screen. Returns undefined for tracking pixels and tiny icons.
 */
export async function prepareImage(input: Buffer, profile: ImageProfile): Promise<PreparedImage | undefined> {
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, density: 144, failOn: "none" };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw new ImagePreparationError(`Unreadable image: ${(error as Error).message}`);
  }
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = (rotated ? metadata.height : metadata.width) ?? 0;
  const height = (rotated ? metadata.width : metadata.height) ?? 0;
  if (width < MIN_SIDE || height < MIN_SIDE) return undefined;
  if (width <= ICON_SIDE && height <= ICON_SIDE) return undefined;

  const fits = width <= profile.maxWidth && height <= profile.maxHeight;
  if (
    profile.passThrough &&
    fits &&
    metadata.format === "jpeg" &&
    !metadata.isProgressive &&
    (metadata.space === "srgb" || metadata.space === "b-w") &&
    (metadata.channels === 3 || metadata.channels === 1) &&
    (metadata.orientation ?? 1) === 1 &&
    input.byteLength <= width * height * PASS_THROUGH_BYTES_PER_PIXEL
  ) {
    return { key: keyFor(input), format: "jpeg", data: input, width, height };
  }

  try {
    let pipeline = sharp(input, options).rotate().resize({
      width: profile.maxWidth,
      height: profile.maxHeight,
      fit: "inside",
      withoutEnlargement: true,
    });
    // Pages and e-ink screens are white: flattening keeps pdfmake off its slow alpha path.
    if (metadata.hasAlpha) pipeline = pipeline.flatten({ background: "#ffffff" });
    if (profile.grayscale) pipeline = pipeline.grayscale();
    pipeline = pipeline.toColourspace(profile.grayscale ? "b-w" : "srgb");

    const jpeg = (from: Sharp) =>
      from
        .jpeg({
          quality: profile.jpegQuality,
          progressive: false,
          chromaSubsampling: "4:2:0",
          mozjpeg: false,
        })
        .toBuffer({ resolveWithObject: true });

    if (PHOTO_FORMATS.has(metadata.format ?? "")) {
      const { data, info } = await jpeg(pipeline);
      return { key: keyFor(data), format: "jpeg", data, width: info.width, height: info.height };
    }

    // Graphics (logos, charts, GIFs, SVG): a palette PNG stays crisp and small; photographs
    // that arrived as PNG are better off as JPEG.
    const { data: raw, info: rawInfo } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    const rawInput = { raw: { width: rawInfo.width, height: rawInfo.height, channels: rawInfo.channels } };
    const png = await sharp(raw, rawInput)
      .png({ palette: true, quality: 90, effort: 2, compressionLevel: 7, dither: 0.5 })
      .toBuffer({ resolveWithObject: true });
    const pixels = rawInfo.width * rawInfo.height;
    if (png.data.byteLength <= Math.max(24_000, pixels * 0.18)) {
      return {
        key: keyFor(png.data),
        format: "png",
        data: png.data,
        width: png.info.width,
        height: png.info.height,
      };
    }
    const photo = await jpeg(sharp(raw, rawInput));
    const best =
      photo.data.byteLength < png.data.byteLength
        ? { ...photo, format: "jpeg" as const }
        : { ...png, format: "png" as const };
    return {
      key: keyFor(best.data),
      format: best.format,
      data: best.data,
      width: best.info.width,
      height: best.info.height,
    };
  } catch (error) {
    throw new ImagePreparationError(`Image conversion failed: ${(error as Error).message}`);
  }
}
