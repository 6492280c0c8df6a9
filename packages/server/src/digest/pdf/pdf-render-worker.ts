import { parentPort } from "node:worker_threads";
import type { DigestDocument } from "../digest-document.ts";
import type { PreparedImage } from "../images/prepare-image.ts";
import { renderPdf } from "../render-pdf.ts";

// Runs in a worker thread: lays out one PDF at a time so the main thread stays free for the
// EPUB, images and progress events.

export interface RenderRequest {
  type: "render";
  id: number;
  document: DigestDocument;
  images: [string, PreparedImage][];
}

export type WorkerReply =
  | { type: "ready" }
  | { type: "progress"; id: number; fraction: number }
  | { type: "done"; id: number; pdf: Uint8Array }
  | { type: "failed"; id: number; message: string };

const port = parentPort;
if (port) {
  port.on("message", async (request: RenderRequest) => {
    if (request.type !== "render") return;
    const images = new Map(
      request.images.map(([src, image]) => [src, { ...image, data: Buffer.from(image.data) }]),
    );
    let reported = 0;
    try {
      const pdf = await renderPdf({
        document: request.document,
        images: (src) => images.get(src),
        onProgress: (fraction) => {
          // A message per page is plenty for a progress bar.
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
  });
  // Warm up while the main thread parses newsletters: load fonts, compile the layout code.
  renderPdf({
    document: {
      title: "Warm-up",
      date: new Date(0),
      chapters: [
        {
          id: "warm-up",
          subject: "Warm-up",
          sender: "Folio",
          blocks: [{ type: "paragraph", inlines: [{ text: "Warm-up → text" }] }],
        },
      ],
      includeTableOfContents: true,
      includeOriginalLinks: false,
      language: "en",
    },
    images: () => undefined,
  })
    .catch(() => undefined)
    .finally(() => port.postMessage({ type: "ready" } satisfies WorkerReply));
}
