import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildDigestOptions, type BuiltDigest, buildDigest, type DigestSource } from "../src/index.ts";
import { epubcheckAvailable, pdfInfo, pdfLinks, pdfText, runEpubcheck } from "./support/document-tools.ts";
import { gradientImage, type ImageServer } from "./support/image-server.ts";
import { buildNewsletterMessage } from "./support/mime-builder.ts";
import { malformedSources, SUBJECTS } from "./support/newsletter-fixtures.ts";
import { serveStandardNewsletters, standardDigestOptions } from "./support/standard-digest-sources.ts";

const run = promisify(execFile);

let server: ImageServer;
let sources: DigestSource[];

function options(overrides: Partial<BuildDigestOptions> = {}): BuildDigestOptions {
  return { ...standardDigestOptions(server, sources), ...overrides };
}

function file(digest: BuiltDigest, extension: "pdf" | "epub"): Buffer {
  const found = digest.parts[0]?.files.find((candidate) => candidate.filename.endsWith(`.${extension}`));
  if (!found) throw new Error(`no ${extension} in the digest`);
  return found.content;
}

async function unzip(epub: Buffer): Promise<Map<string, string>> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "folio-epub-test-"));
  try {
    await writeFile(path.join(directory, "book.epub"), epub);
    await run("unzip", ["-q", "book.epub", "-d", "book"], { cwd: directory });
    const files = new Map<string, string>();
    const walk = async (folder: string, prefix: string) => {
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) await walk(full, `${prefix}${entry.name}/`);
        else files.set(`${prefix}${entry.name}`, (await readFile(full)).toString("utf8"));
      }
    };
    await walk(path.join(directory, "book"), "");
    return files;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  ({ server, sources } = await serveStandardNewsletters());
});

afterAll(async () => {
  await server.close();
});

describe("buildDigest", () => {
  let digest: BuiltDigest;
  let text: string;
  const progress: { stage: string; value: number }[] = [];

  beforeAll(async () => {
    digest = await buildDigest(
      options({ onProgress: (stage, value) => progress.push({ stage, value }), title: "Saturday Reading" }),
    );
    text = await pdfText(file(digest, "pdf"));
  }, 120_000);

  it("produces one e-mail with a dated PDF and EPUB", () => {
    expect(digest.parts).toHaveLength(1);
    expect(digest.parts[0]).toMatchObject({ index: 1, of: 1 });
    expect(digest.parts[0]!.files.map((candidate) => [candidate.filename, candidate.contentType])).toEqual([
      ["folio-digest-2026-11-21.pdf", "application/pdf"],
      ["folio-digest-2026-11-21.epub", "application/epub+zip"],
    ]);
    expect(digest.parts[0]!.itemIds).toEqual(sources.map((source) => source.id));
    expect(digest.items.every((item) => item.ok)).toBe(true);
  });

  it("puts a cover, a table of contents and every newsletter in the PDF", async () => {
    expect(text).toContain("Saturday Reading");
    expect(text).toContain("8 newsletters");
    expect(text).toContain("Contents");
    for (const subject of Object.values(SUBJECTS)) expect(text).toContain(subject);
    expect(text.match(/Read the original/g)?.length).toBe(8);
    const info = await pdfInfo(file(digest, "pdf"));
    expect(info.Title).toBe("Saturday Reading");
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(10);
  });

  it("keeps accents, arrows, CJK, Korean and Greek intact", () => {
    for (const fragment of [
      "Crème brûlée",
      "façade",
      "«guillemets»",
      "→",
      "東京の秋",
      "紅葉が始まりました",
      "한국어",
      "Ελληνικά",
      "Русский",
      "Ünïcödé",
    ]) {
      expect(text).toContain(fragment);
    }
  });

  it("reads text-only, multipart/related and table newsletters", () => {
    expect(text).toContain("This is a plain text newsletter");
    expect(text).toContain("An image carried inside the message");
    expect(text).toContain("Revenue by region");
    expect(text).toMatch(/North\s+1,200\s+1,450/);
  });

  it("leaves out preheaders, scripts, forms, footers and unsubscribe links", () => {
    expect(text).not.toContain("Hidden preheader");
    expect(text).not.toMatch(/Unsubscribe|receiving this email|Garden Lane|View this email/i);
    expect(text).toContain("Spring is here");
    expect(text).toContain("Monstera deliciosa");
  });

  it("links to unwrapped destinations without campaign parameters", () => {
    const links = pdfLinks(file(digest, "pdf"));
    expect(links).toContain("https://shop.example.com/sale?ref=spring");
    expect(links).toContain("https://www.nature.example/articles/coral");
    expect(links).toContain("https://blog.example.org/post/42");
    expect(links).toContain("https://research.example.edu/paper.pdf");
    expect(links).toContain("https://news.example.com/web/123");
    expect(links.some((link) => /utm_|mc_cid|click\.example\.com/.test(link))).toBe(false);
  });

  it("fetches each image once and never the tracking pixel", () => {
    expect(server.hits.get("/photo.jpg")).toBe(1);
    expect(server.hits.get("/chart.webp")).toBe(1);
    expect(server.hits.get("/pixel.gif")).toBeUndefined();
    expect(digest.stats.images).toMatchObject({ failed: 0, blocked: 0 });
    expect(digest.stats.images.usable).toBeGreaterThanOrEqual(4);
  });

  it("writes an EPUB that passes epubcheck with a navigable table of contents", async () => {
    const epub = file(digest, "epub");
    expect(epubcheckAvailable()).toBe(true);
    const check = await runEpubcheck(epub);
    expect(check.errors + check.fatals, check.output).toBe(0);

    const files = await unzip(epub);
    const opf = files.get("OEBPS/content.opf")!;
    expect(opf.match(/<dc:title>/g)).toHaveLength(1);
    expect(opf).toContain("<dc:language>en</dc:language>");
    expect(opf).toMatch(/<dc:description>8 newsletters/);
    expect([...files.keys()].some((name) => /\.(webp|gif|svg)$/i.test(name))).toBe(false);
    expect(
      [...files.keys()].filter((name) => name.startsWith("OEBPS/images/")).length,
    ).toBeGreaterThanOrEqual(4);
    const nav = files.get("OEBPS/toc.xhtml")!;
    expect(nav).toContain('epub:type="toc"');
    for (const subject of Object.values(SUBJECTS)) expect(nav).toContain(subject.replace("&", "&amp;"));
    const chapters = [...files.entries()].filter(([name]) => /newsletter-\d+\.xhtml$/.test(name));
    expect(chapters).toHaveLength(8);
    const all = chapters.map(([, content]) => content).join("\n");
    expect(all).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(all).toMatch(/Read the original/);
    expect(all).not.toMatch(/<script|onclick|onload|<iframe|<form|Hidden preheader/i);
  }, 120_000);

  it("reports progress through every stage, ending at 100", () => {
    const stages = [...new Set(progress.map((entry) => entry.stage))];
    expect(stages).toEqual(["loading", "analyzing", "optimizing", "rendering"]);
    expect(progress.every((entry) => entry.value >= 0 && entry.value <= 100)).toBe(true);
    expect(progress.at(-1)).toEqual({ stage: "rendering", value: 100 });
  });
});

describe("buildDigest options", () => {
  it("leaves out the table of contents and original links when asked", async () => {
    const digest = await buildDigest(
      options({ includeTableOfContents: false, includeOriginalLinks: false, formats: ["pdf"] }),
    );
    const text = await pdfText(file(digest, "pdf"));
    expect(text).not.toContain("Read the original");
    expect(text).not.toContain("Contents");
    expect(text).toContain(SUBJECTS.cjk);
    expect(text).toMatch(/Folio Digest — 21\s+November 2026/);
  }, 120_000);

  it("builds only the EPUB when only EPUB is asked for, and it still validates", async () => {
    const digest = await buildDigest(options({ formats: ["epub"], includeTableOfContents: false }));
    expect(digest.parts[0]!.files.map((candidate) => candidate.filename)).toEqual([
      "folio-digest-2026-11-21.epub",
    ]);
    const check = await runEpubcheck(file(digest, "epub"));
    expect(check.errors + check.fatals, check.output).toBe(0);
  }, 120_000);

  it("refuses images on private addresses without allowHosts and still builds the digest", async () => {
    const digest = await buildDigest(options({ imageFetch: {}, formats: ["pdf"] }));
    expect(digest.stats.images.blocked).toBeGreaterThanOrEqual(3);
    expect(digest.stats.images.usable).toBe(1);
    expect(digest.items.every((item) => item.ok)).toBe(true);
    expect(await pdfText(file(digest, "pdf"))).toContain(SUBJECTS.promo);
  }, 120_000);

  it("gives each newsletter its own inline images, even when two senders name them alike", async () => {
    // Outlook names the first inline image of every message image001.png.
    const letter = async (hue: number, words: string) =>
      buildNewsletterMessage({
        subject: `Photo ${hue}`,
        html: `<p>${words}</p><img src="cid:image001.png@01DA" alt="" width="320" height="200">`,
        related: [
          {
            contentId: "image001.png@01DA",
            contentType: "image/png",
            data: await gradientImage(320, 200, "png", hue),
          },
        ],
      });
    const digest = await buildDigest(
      options({
        sources: [
          { id: "first", raw: await letter(10, "The first letter shows a red picture.") },
          { id: "second", raw: await letter(200, "The second letter shows a blue picture.") },
        ],
        formats: ["epub"],
      }),
    );
    expect(digest.stats.images).toMatchObject({ found: 2, usable: 2, unique: 2, failed: 0 });
    const book = await unzip(file(digest, "epub"));
    const pictureIn = (words: string) => {
      const chapter = [...book.values()].find((content) => content.includes(words))!;
      return /<img[^>]+src="([^"]+)"/.exec(chapter)?.[1];
    };
    const first = pictureIn("red picture");
    expect(first).toBeDefined();
    expect(pictureIn("blue picture")).not.toBe(first);
  }, 60_000);

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(buildDigest(options({ signal: controller.signal }))).rejects.toThrow();
  });
});

describe("malformed newsletters", () => {
  it("marks unreadable messages and produces the rest", async () => {
    // Over 20 MB of e-mail, almost all of it markup past the HTML limit: the message is read up
    // to the limit and says what it left out (the long-text limit has its own test).
    const huge = buildNewsletterMessage({
      subject: "Twenty Megabytes",
      html: `<html><body><p>The first paragraph of a very large letter.</p><!--${" padding".repeat(2_000_000)}--><p>PAST-THE-HTML-LIMIT</p></body></html>`,
      encoding: "base64",
    });
    expect(huge.byteLength).toBeGreaterThan(20 * 1024 * 1024);
    const digest = await buildDigest(
      options({
        sources: [...sources.slice(0, 2), ...malformedSources(), { id: "huge", raw: huge }],
      }),
    );
    const byId = new Map(digest.items.map((item) => [item.id, item]));
    for (const id of ["empty", "garbage", "deep-nesting"]) {
      expect(byId.get(id)?.ok, id).toBe(false);
      expect(byId.get(id)?.error, id).toBeTruthy();
    }
    expect(byId.get("text-only")?.ok).toBe(true);
    expect(byId.get("huge")?.ok).toBe(true);
    // No delimiter line at all: the multipart's body is read as text.
    expect(byId.get("broken-multipart")?.ok).toBe(true);

    const text = await pdfText(file(digest, "pdf"));
    expect(text.match(/This newsletter could not be read/g)?.length).toBe(
      digest.items.filter((item) => !item.ok).length,
    );
    expect(text).toContain(SUBJECTS.textOnly);
    expect(text).toContain("Twenty Megabytes");
    expect(text).toContain("The first paragraph of a very large letter.");
    expect(text).not.toContain("PAST-THE-HTML-LIMIT");
    expect(text.replace(/\s+/g, " ")).toContain("The newsletter's HTML is larger than 12 MB");
    const check = await runEpubcheck(file(digest, "epub"));
    expect(check.errors + check.fatals, check.output).toBe(0);
  }, 600_000);
});
