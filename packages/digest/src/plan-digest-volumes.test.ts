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

  it("never shortens a newsletter too big for one e-mail: it goes on in the next part", async () => {
    const list = chapters(1, 0);
    list[0]!.blocks = Array.from({ length: 64 }, (_, index) => ({
      type: "paragraph" as const,
      inlines: [{ text: `paragraph ${index}` }],
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
    expect(volumes.length).toBeGreaterThan(1);
    for (const volume of volumes) expect(volume.emailBytes).toBeLessThanOrEqual(2 * MB);
    // Every paragraph is there, once, in order.
    const text = volumes.flatMap((volume) => volume.chapters.flatMap((chapter) => chapter.blocks));
    expect(text).toEqual(list[0]!.blocks);
    expect(JSON.stringify(volumes)).not.toContain("shortened");
    expect(volumes[1]!.chapters[0]!.subject).toBe(`${list[0]!.subject} (continued)`);
    expect(volumes.every((volume) => volume.chapters[0]!.id === list[0]!.id)).toBe(true);
    expect(renders).toBeLessThan(40);
  });

  it("splits a newsletter that is one enormous paragraph, at a space", async () => {
    const list = chapters(1, 0);
    const words = Array.from({ length: 4000 }, (_, index) => `word${index}`);
    list[0]!.blocks = [{ type: "paragraph", inlines: [{ text: words.join(" ") }] }];
    const volumes = await planDigestVolumes({
      chapters: list,
      maxEmailBytes: 2 * MB,
      fileCount: 1,
      imageLevels: [],
      render: async (group) => {
        const length = JSON.stringify(group[0]!.blocks).length;
        return [{ format: "pdf", content: Buffer.alloc(length * 100) }];
      },
    });
    expect(volumes.length).toBeGreaterThan(1);
    const joined = volumes
      .flatMap((volume) => volume.chapters.flatMap((chapter) => chapter.blocks))
      .map((block) =>
        block.type === "paragraph"
          ? block.inlines.map((inline) => ("text" in inline ? inline.text : "")).join("")
          : "",
      )
      .join("");
    expect(joined).toBe(words.join(" "));
  });
});

describe("estimateEmailBytes", () => {
  it("accounts for base64 with line breaks plus the envelope", () => {
    const bytes = estimateEmailBytes([3 * MB, 3 * MB]);
    expect(bytes).toBeGreaterThan(8 * MB);
    expect(bytes).toBeLessThan(8.5 * MB);
  });
});
