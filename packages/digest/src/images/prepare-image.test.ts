import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoLikeImage } from "../../test/support/generated-newsletters.ts";
import { gradientImage, ONE_PIXEL_GIF } from "../../test/support/image-server.ts";
import {
  IMAGE_PROFILES,
  ImagePreparationError,
  type ImageProfile,
  inspectImage,
  prepareImage,
} from "./prepare-image.ts";

const profile = (name: ImageProfile["name"]) => IMAGE_PROFILES.find((candidate) => candidate.name === name)!;
const standard = profile("standard");
const minimal = profile("minimal");

async function prepare(bytes: Buffer, profile = standard) {
  const inspected = await inspectImage(bytes);
  if (!inspected) throw new Error("discarded");
  return prepareImage(inspected, profile);
}

describe("prepareImage", () => {
  it("never passes WebP, GIF or SVG on: photos become JPEG, graphics PNG", async () => {
    const webp = await prepare(await photoLikeImage(900, 500, 1, "webp"));
    expect(webp.format).toBe("jpeg");
    expect((await sharp(webp.data).metadata()).format).toBe("jpeg");

    const gif = await prepare(await gradientImage(300, 200, "gif"));
    expect(["png", "jpeg"]).toContain(gif.format);
    const svg = await prepare(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#246"/></svg>',
      ),
    );
    expect(svg.format).toBe("png");
    expect((await sharp(svg.data).metadata()).format).toBe("png");
  });

  it("flattens transparency onto white", async () => {
    const transparent = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const prepared = await prepare(transparent);
    const metadata = await sharp(prepared.data).metadata();
    expect(metadata.hasAlpha).toBe(false);
    const { data } = await sharp(prepared.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(255);
  });

  it("downscales for e-readers and steps down through the profiles", async () => {
    const photo = await photoLikeImage(2400, 1350, 2, "jpeg");
    const sizes: number[] = [];
    for (const candidate of IMAGE_PROFILES) {
      const prepared = await prepare(photo, candidate);
      expect(prepared.width).toBeLessThanOrEqual(candidate.maxWidth);
      expect(prepared.format).toBe("jpeg");
      sizes.push(prepared.data.byteLength);
    }
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const grey = await sharp((await prepare(photo, minimal)).data).metadata();
    expect(grey.channels).toBe(1);
  });

  it("passes a modest baseline JPEG through untouched and never makes progressive JPEGs", async () => {
    const modest = await sharp(await photoLikeImage(800, 450, 3, "jpeg"))
      .jpeg({ quality: 60 })
      .toBuffer();
    const passed = await prepare(modest);
    expect(passed.data).toBe(modest);
    const progressive = await sharp(modest).jpeg({ quality: 90, progressive: true }).toBuffer();
    const converted = await prepare(progressive);
    expect((await sharp(converted.data).metadata()).isProgressive).toBe(false);
  });

  it("applies EXIF orientation", async () => {
    const rotated = await sharp(await photoLikeImage(400, 200, 4, "jpeg"))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const prepared = await prepare(rotated);
    expect([prepared.width, prepared.height]).toEqual([200, 400]);
  });

  it("discards tracking pixels and tiny icons, and rejects non-images", async () => {
    expect(await inspectImage(ONE_PIXEL_GIF)).toBeUndefined();
    expect(await inspectImage(await gradientImage(16, 16, "png"))).toBeUndefined();
    await expect(inspectImage(Buffer.from("<html>not an image</html>"))).rejects.toBeInstanceOf(
      ImagePreparationError,
    );
  });

  it("gives equal images equal keys, and other images or profiles other keys", async () => {
    const bytes = await gradientImage(300, 200, "png");
    const [first, second, other, smaller] = await Promise.all([
      prepare(bytes),
      prepare(Buffer.from(bytes)),
      prepare(await gradientImage(300, 201, "png")),
      prepare(bytes, minimal),
    ]);
    expect(first.key).toBe(second.key);
    expect(other.key).not.toBe(first.key);
    expect(smaller.key).not.toBe(first.key);
  });
});
