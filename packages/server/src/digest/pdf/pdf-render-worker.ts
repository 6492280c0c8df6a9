import { parentPort } from "node:worker_threads";
import type { DigestDocument, ImagePlacement } from "../digest-document.ts";
import type { PreparedImage } from "../images/prepare-image.ts";
import { renderPdf } from "../render-pdf.ts";

// Runs in a worker thread: lays out one PDF at a time so the main thread stays free to convert
// images (which the layout asks for only once it is done) and to build the EPUB.

export type WorkerRequest =
  | { type: "render"; id: number; document: DigestDocument; placements: [string, ImagePlacement][] }
  | { type: "image"; id: number; key: string; image: PreparedImage | null };

export type WorkerReply =
  | { type: "ready" }
  | { type: "need-images"; id: number; keys: string[] }
  | { type: "progress"; id: number; fraction: number }
  | { type: "done"; id: number; pdf: Uint8Array }
  | { type: "failed"; id: number; message: string };

// The smallest JPEG there is (1×1 white), so the warm-up exercises the image path too.
const WARM_UP_JPEG = Buffer.from(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z",
  "base64",
);

const port = parentPort;
if (port) {
  const waiting = new Map<string, (image: PreparedImage | undefined) => void>();

  const render = async (request: Extract<WorkerRequest, { type: "render" }>) => {
    const placements = new Map(request.placements);
    let reported = 0;
    try {
      const pdf = await renderPdf({
        document: request.document,
        images: (src) => placements.get(src),
        imageData: (key) =>
          new Promise((resolve) => {
            waiting.set(`${request.id}:${key}`, resolve);
            port.postMessage({ type: "need-images", id: request.id, keys: [key] } satisfies WorkerReply);
          }),
        onProgress: (fraction) => {
          // A message per few pages is plenty for a progress bar.
          if (fraction - reported >= 0.02 || fraction === 1) {
            reported = fraction;
            port.postMessage({ type: "progress", id: request.id, fraction } satisfies WorkerReply);
          }
        },
      });
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      port.postMessage({ type: "done", id: request.id, pdf: bytes } satisfies WorkerReply);
    } catch (error) {
      port.postMessage({
        type: "failed",
        id: request.id,
        message: (error as Error).message,
      } satisfies WorkerReply);
    }
  };

  port.on("message", (request: WorkerRequest) => {
    if (request.type === "render") void render(request);
    else if (request.type === "image") {
      const resolve = waiting.get(`${request.id}:${request.key}`);
      waiting.delete(`${request.id}:${request.key}`);
      resolve?.(request.image ? { ...request.image, data: Buffer.from(request.image.data) } : undefined);
    }
  });

  // Warm up while the main thread parses newsletters: load fonts, compile the layout code.
  const paragraph = {
    type: "paragraph" as const,
    inlines: [{ text: "Warm-up → text, " }, { text: "a link", href: "https://example.org/" }],
  };
  renderPdf({
    document: {
      title: "Warm-up",
      date: new Date(0),
      chapters: [
        {
          id: "warm-up",
          subject: "Warm-up",
          sender: "Folio",
          originalUrl: "https://example.org/",
          blocks: [
            { type: "heading", level: 2, inlines: [{ text: "Heading" }] },
            paragraph,
            { type: "image", src: "warm-up", alt: "" },
            { type: "list", ordered: false, items: [[paragraph], [paragraph]] },
            {
              type: "table",
              rows: [
                [{ inlines: [{ text: "A" }], header: true }],
                [{ inlines: [{ text: "1" }], header: false }],
              ],
            },
            paragraph,
          ],
        },
      ],
      includeTableOfContents: true,
      includeOriginalLinks: true,
      language: "en",
    },
    images: () => ({ key: "warm-up", width: 1, height: 1 }),
    imageData: async () => ({ key: "warm-up", format: "jpeg", data: WARM_UP_JPEG, width: 1, height: 1 }),
  })
    .catch(() => undefined)
    .finally(() => port.postMessage({ type: "ready" } satisfies WorkerReply));
}
