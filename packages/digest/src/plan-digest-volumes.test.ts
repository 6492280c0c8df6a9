import { describe, expect, it } from "vitest";
import type { DigestChapter, ImageDataSource, ImagePlacement, ImageResolver } from "./digest-document.ts";
import type { PreparedImage } from "./images/prepare-image.ts";
import {
  estimateEmailBytes,
  type ImageLevel,
  planDigestVolumes,
  type RenderedFile,
} from "./plan-digest-volumes.ts";

// A renderer whose output size is a simple function of its input: text bytes per chapter plus
// the bytes of every image it embeds, once per format. The planner only sees sizes.
function fakeRenderer(textBytesPerChapter: number, formats: ("pdf" | "epub")[] = ["pdf", "epub"]) {
  const calls: { chapters: number; images: number; part?: { index: number; of: number } }[] = [];
  const render = async (
    chapters: DigestChapter[],
    images: ImageResolver,
    imageData: ImageDataSource,
    part?: { index: number; of: number },
  ) => {
    const used = new Set<string>();
    for (const chapter of chapters) {
      for (const block of chapter.blocks) {
        if (block.type !== "image") continue;
        const placement = images(block.src);
        if (placement) used.add(placement.key);
      }
    }
    let imageBytes = 0;
    for (const key of used) imageBytes += (await imageData(key))?.data.byteLength ?? 0;
    calls.push({ chapters: chapters.length, images: used.size, part });
    return formats.map<RenderedFile>((format) => ({
      format,
      content: Buffer.alloc(chapters.length * textBytesPerChapter + imageBytes),
    }));
  };
  return { render, calls };
}

function chapters(count: number, imagesEach: number): DigestChapter[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `n${index}`,
    subject: `Newsletter ${index}`,
    sender: "Sender",
    blocks: [
      { type: "paragraph", inlines: [{ text: "x".repeat(2000) }] },
      ...Array.from({ length: imagesEach }, (_, image) => ({
        type: "image" as const,
        src: `https://img/${index}/${image}`,
        alt: "",
      })),
    ],
  }));
}

function level(name: string, list: DigestChapter[], bytesPerImage: number): ImageLevel {
  const placements = new Map<string, ImagePlacement>();
  const data = new Map<string, PreparedImage>();
  for (const chapter of list) {
    for (const block of chapter.blocks) {
      if (block.type !== "image") continue;
      const key = `${name}:${block.src}`;
      placements.set(block.src, { key, width: 10, height: 10 });
      data.set(key, { key, format: "jpeg", data: Buffer.alloc(bytesPerImage), width: 10, height: 10 });
    }
  }
  return {
    name,
    placements,
    data: async (key) => data.get(key),
    sizes: async () => new Map([...data].map(([key, image]) => [key, image.data.byteLength])),
  };
}

const MB = 1024 * 1024;

describe("planDigestVolumes", () => {
  it("renders once when everything fits", async () => {
    const list = chapters(10, 2);
    const { render, calls } = fakeRenderer(20_000);
    const volumes = await planDigestVolumes({
      chapters: list,
      maxEmailBytes: 10 * MB,
      fileCount: 2,
      imageLevels: [level("standard", list, 50_000)],
      render,
    });
    expect(volumes).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(volumes[0]).toMatchObject({ imageLevel: "standard", droppedImages: 0 });
  });

  it("recompresses images before leaving any out", async () => {
    const list = chapters(20, 3);
    const { render } = fakeRenderer(30_000);
    const volumes = await planDigestVolumes({
      chapters: list,
      maxEmailBytes: 10 * MB,
      fileCount: 2,
      imageLevels: [level("standard", list, 200_000)],
      shrinkImages: async (index) => (index === 0 ? level("compact", list, 40_000) : undefined),
      render,
    });
    expect(volumes).toHaveLength(1);
    expect(volumes[0]).toMatchObject({ imageLevel: "compact", droppedImages: 0 });
    expect(volumes[0]!.emailBytes).toBeLessThanOrEqual(10 * MB);
  });

  it("leaves out the heaviest images when recompressing is not enough", async () => {
    const list = chapters(20, 3);
    const { render } = fakeRenderer(30_000);
    const volumes = await planDigestVolumes({
      chapters: list,
      maxEmailBytes: 4 * MB,
      fileCount: 2,
      imageLevels: [level("standard", list, 200_000)],
      shrinkImages: async (index) => (index === 0 ? level("minimal", list, 60_000) : undefined),
      render,
    });
    expect(volumes).toHaveLength(1);
    expect(volumes[0]!.imageLevel).toBe("minimal");
    expect(volumes[0]!.droppedImages).toBeGreaterThan(0);
    expect(volumes[0]!.droppedImages).toBeLessThan(60);
    expect(volumes[0]!.emailBytes).toBeLessThanOrEqual(4 * MB);
  });

  it("splits into numbered parts when the text alone is too big, each under the cap", async () => {
    const list = chapters(150, 2);
    const { render, calls } = fakeRenderer(60_000);
    const volumes = await planDigestVolumes({
      chapters: list,
      maxEmailBytes: 10 * MB,
      fileCount: 2,
      imageLevels: [level("standard", list, 100_000)],
      render,
    });
    expect(volumes.length).toBeGreaterThan(1);
    expect(volumes.flatMap((volume) => volume.chapters.map((chapter) => chapter.id))).toEqual(
      list.map((chapter) => chapter.id),
    );
    for (const volume of volumes) {
      expect(volume.emailBytes).toBeLessThanOrEqual(10 * MB);
      expect(estimateEmailBytes(volume.files.map((file) => file.content.byteLength))).toBe(volume.emailBytes);
    }
    const partCalls = calls.filter((call) => call.part);
    expect(partCalls.at(-1)?.part?.of).toBe(volumes.length);
  });

  it("shortens a single newsletter that cannot fit on its own", async () => {
    const list = chapters(1, 0);
    list[0]!.blocks = Array.from({ length: 64 }, () => ({
      type: "paragraph" as const,
      inlines: [{ text: "y" }],
    }));
    let renders = 0;
    const volumes = await planDigestVolumes({
      chapters: list,
      maxEmailBytes: 2 * MB,
      fileCount: 1,
      imageLevels: [],
      render: async (group) => {
        renders++;
        return [{ format: "pdf", content: Buffer.alloc(group[0]!.blocks.length * 100_000) }];
      },
    });
    expect(volumes).toHaveLength(1);
    expect(volumes[0]!.emailBytes).toBeLessThanOrEqual(2 * MB);
    expect(JSON.stringify(volumes[0]!.chapters[0]!.blocks)).toContain("shortened");
    expect(renders).toBeLessThan(20);
  });
});

describe("estimateEmailBytes", () => {
  it("accounts for base64 with line breaks plus the envelope", () => {
    const bytes = estimateEmailBytes([3 * MB, 3 * MB]);
    expect(bytes).toBeGreaterThan(8 * MB);
    expect(bytes).toBeLessThan(8.5 * MB);
  });
});
