import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export interface ServedFile {
  contentType: string;
  body: Buffer;
}

export interface ImageServer {
  /** "127.0.0.1:port", the form allowHosts takes. */
  host: string;
  url(path: string): string;
  serve(path: string, file: ServedFile): void;
  redirect(path: string, location: string): void;
  /** How often each path was requested. */
  hits: Map<string, number>;
  files(): [string, ServedFile][];
  close(): Promise<void>;
}

/** A local stand-in for the image CDNs newsletters point at. */
export async function startImageServer(): Promise<ImageServer> {
  const files = new Map<string, ServedFile>();
  const redirects = new Map<string, string>();
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const location = redirects.get(path);
    if (location) {
      response.writeHead(302, { location });
      response.end();
      return;
    }
    const file = files.get(path);
    if (!file) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { "content-type": file.contentType, "content-length": file.body.byteLength });
    response.end(file.body);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  return {
    host,
    url: (path) => `http://${host}${path}`,
    serve: (path, file) => files.set(path, file),
    redirect: (path, location) => redirects.set(path, location),
    hits,
    files: () => [...files],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A photo-like JPEG whose noise does not compress: a worst case for digest size. */
export async function noisyJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality })
    .toBuffer();
}

export async function gradientImage(
  width: number,
  height: number,
  format: "png" | "webp" | "gif" | "jpeg",
  hue = 200,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},70%,75%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="white" fill-opacity="0.6"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  switch (format) {
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp({ quality: 80 }).toBuffer();
    case "gif":
      return image.gif().toBuffer();
    default:
      return image.jpeg({ quality: 85 }).toBuffer();
  }
}

export const ONE_PIXEL_GIF = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);
