import { Worker } from "node:worker_threads";
import type { DigestDocument, ImageDataSource, ImagePlacement, ImageResolver } from "../digest-document.ts";
import { forEachImage } from "../reading-document.ts";
import type { WorkerReply, WorkerRequest } from "./pdf-render-worker.ts";

// PDF layout is the longest single step of a digest and pure JavaScript. In a worker thread
// it runs beside the EPUB and image work, and with a young generation large enough that its
// short-lived layout objects do not keep the garbage collector busy.

export interface PdfRenderer {
  render(
    document: DigestDocument,
    images: ImageResolver,
    imageData: ImageDataSource,
    onProgress?: (fraction: number) => void,
  ): Promise<Buffer>;
  close(): Promise<void>;
}

const YOUNG_GENERATION_MB = 32;

// The worker's code is TypeScript: start it through tsx's loader when it is available (dev,
// tests, `tsx main.ts`), or import it directly when the server runs from compiled files.
const BOOTSTRAP = `
const { workerData } = require("node:worker_threads");
const start = workerData.tsx
  ? import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry))
  : import(workerData.entry);
start.catch((error) => { throw error; });
`;

function tsxApi(): string | undefined {
  if (!import.meta.url.endsWith(".ts")) return undefined;
  try {
    return import.meta.resolve("tsx/esm/api");
  } catch {
    return undefined;
  }
}

function placementsFor(document: DigestDocument, images: ImageResolver): [string, ImagePlacement][] {
  const used = new Map<string, ImagePlacement>();
  for (const chapter of document.chapters) {
    forEachImage(chapter.blocks, (block) => {
      const image = images(block.src);
      if (image) used.set(block.src, image);
    });
  }
  return [...used];
}

function inThreadRenderer(): PdfRenderer {
  return {
    // Loaded only when needed: with a working worker, pdfmake and the fonts stay out of this thread.
    render: async (document, images, imageData, onProgress) => {
      const { renderPdf } = await import("../render-pdf.ts");
      return renderPdf({ document, images, imageData, onProgress });
    },
    close: async () => undefined,
  };
}

/** Starts a PDF worker (falling back to rendering in this thread if it cannot start). */
export function startPdfRenderer(): PdfRenderer {
  let worker: Worker;
  try {
    const entry = new URL(
      `./pdf-render-worker.${import.meta.url.endsWith(".ts") ? "ts" : "js"}`,
      import.meta.url,
    );
    worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { entry: entry.href, tsx: tsxApi() },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
  } catch {
    return inThreadRenderer();
  }

  let broken: Error | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    {
      resolve: (pdf: Buffer) => void;
      reject: (error: Error) => void;
      imageData: ImageDataSource;
      onProgress?: (fraction: number) => void;
    }
  >();
  const send = (message: WorkerRequest) => worker.postMessage(message);
  const fail = (error: Error) => {
    broken = error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  worker.on("message", (reply: WorkerReply) => {
    if (reply.type === "ready") return;
    const request = pending.get(reply.id);
    if (!request) return;
    if (reply.type === "progress") request.onProgress?.(reply.fraction);
    else if (reply.type === "need-images") {
      for (const key of reply.keys) {
        request.imageData(key).then(
          (image) => send({ type: "image", id: reply.id, key, image: image ?? null }),
          () => send({ type: "image", id: reply.id, key, image: null }),
        );
      }
    } else {
      pending.delete(reply.id);
      if (reply.type === "done")
        request.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else request.reject(new Error(reply.message));
    }
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`PDF worker exited with code ${code}`)));

  const fallback = inThreadRenderer();
  return {
    render(document, images, imageData, onProgress) {
      // A worker that could not start (or died) must not cost the digest: lay out here instead.
      if (broken) return fallback.render(document, images, imageData, onProgress);
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject, imageData, onProgress });
        send({ type: "render", id, document, placements: placementsFor(document, images) });
      }).catch((error: Error) => {
        if (broken) return fallback.render(document, images, imageData, onProgress);
        throw error;
      });
    },
    async close() {
      worker.removeAllListeners("exit");
      await worker.terminate();
    },
  };
}
