/**
 * Deterministic images for the seeded newsletters, drawn as SVG and encoded by sharp. A name like
 * "photo-harbour-1200x800.jpg" fixes the picture (slug → colours and shapes), its size and format,
 * so every run and every machine serves the same bytes for the same URL.
 */
import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";

export type ImageFormat = "png" | "jpg" | "gif" | "webp";

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** A 1×1 transparent GIF, the classic open-tracking pixel. */
export const TRACKING_PIXEL_GIF = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

const MAX_SIDE = 2400;
const CACHE_LIMIT = 300;
const cache = new Map<string, Promise<Buffer>>();

export interface ImageName {
  slug: string;
  width: number;
  height: number;
  format: ImageFormat;
}

export function parseImageName(file: string): ImageName | undefined {
  const m = /^([a-z0-9][a-z0-9-]*?)(?:-(\d{1,4})x(\d{1,4}))?\.(png|jpg|jpeg|gif|webp)$/.exec(file);
  if (!m) return undefined;
  const width = Number(m[2] ?? 600);
  const height = Number(m[3] ?? 300);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return undefined;
  const format = (m[4] === "jpeg" ? "jpg" : m[4]) as ImageFormat;
  return { slug: m[1]!, width, height, format };
}

export function renderImage(name: ImageName): Promise<Buffer> {
  const key = `${name.slug}-${name.width}x${name.height}.${name.format}`;
  let pending = cache.get(key);
  if (!pending) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    pending = encode(sharp(Buffer.from(drawSvg(name))), name.format);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

function encode(image: Sharp, format: ImageFormat): Promise<Buffer> {
  switch (format) {
    case "png":
      return image.png().toBuffer();
    case "jpg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer();
    case "gif":
      return image.gif().toBuffer();
    case "webp":
      return image.webp({ quality: 80 }).toBuffer();
  }
}

function palette(slug: string): { hue: number; bytes: Buffer } {
  const bytes = createHash("sha256").update(slug).digest();
  return { hue: (bytes[0]! * 360) / 256, bytes };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .slice(1)
    .filter((w) => !/^\d+$/.test(w))
    .join(" ");
}

function drawSvg({ slug, width: w, height: h }: ImageName): string {
  const { hue, bytes } = palette(slug);
  const kind = slug.split("-")[0];
  const title = escapeXml(titleFromSlug(slug));
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},60%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},55%,38%)"/>
</linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
  const fontSize = Math.max(10, Math.round(Math.min(w / 14, h / 5)));
  const label = title
    ? `<text x="${w / 2}" y="${h / 2}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${title}</text>`
    : "";
  switch (kind) {
    case "spacer":
      return `${open}<rect width="${w}" height="${h}" fill="#fff" fill-opacity="0"/></svg>`;
    case "avatar": {
      const initial = escapeXml((slug.split("-")[1] ?? "?").charAt(0).toUpperCase());
      return `${open}<rect width="${w}" height="${h}" fill="hsl(${hue},55%,45%)"/><text x="50%" y="54%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h * 0.5)}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${initial}</text></svg>`;
    }
    case "photo":
      // Turbulence makes the image compress like a photograph would, so sizes are realistic.
      return `${open}${gradient}<filter id="n"><feTurbulence type="fractalNoise" baseFrequency="${0.6 + (bytes[1]! % 40) / 100}" numOctaves="3" seed="${bytes[2]}"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.55 0"/></filter>
<ellipse cx="${w * 0.7}" cy="${h * 0.3}" rx="${w * 0.12}" ry="${w * 0.12}" fill="hsl(${(hue + 180) % 360},70%,80%)" opacity="0.8"/>
<path d="M0 ${h * 0.75} Q ${w * 0.3} ${h * 0.45} ${w * 0.55} ${h * 0.7} T ${w} ${h * 0.6} V ${h} H 0 Z" fill="hsl(${(hue + 120) % 360},35%,28%)"/>
<rect width="${w}" height="${h}" filter="url(#n)"/></svg>`;
    case "chart": {
      const bars = Array.from(bytes.subarray(3, 11), (b, i) => {
        const bh = ((b % 80) / 100 + 0.15) * h * 0.8;
        const bw = (w * 0.8) / 8;
        return `<rect x="${w * 0.1 + i * bw + bw * 0.15}" y="${h * 0.9 - bh}" width="${bw * 0.7}" height="${bh}" fill="hsl(${hue},60%,${40 + i * 4}%)"/>`;
      }).join("");
      return `${open}<rect width="${w}" height="${h}" fill="#fafafa"/><line x1="${w * 0.08}" y1="${h * 0.9}" x2="${w * 0.92}" y2="${h * 0.9}" stroke="#555" stroke-width="2"/>${bars}</svg>`;
    }
    case "logo":
      return `${open}<rect width="${w}" height="${h}" fill="hsl(${hue},45%,22%)"/><text x="${w / 2}" y="${h / 2}" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${Math.round(h * 0.42)}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${title}</text></svg>`;
    case "product":
      return `${open}<rect width="${w}" height="${h}" fill="hsl(${hue},30%,94%)"/><rect x="${w * 0.25}" y="${h * 0.2}" width="${w * 0.5}" height="${h * 0.6}" rx="${w * 0.08}" fill="hsl(${hue},55%,45%)"/><circle cx="${w / 2}" cy="${h * 0.42}" r="${Math.min(w, h) * 0.1}" fill="hsl(${hue},40%,85%)"/></svg>`;
    default:
      return `${open}${gradient}<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.35}" fill="#fff" opacity="0.12"/><circle cx="${w * 0.1}" cy="${h * 0.9}" r="${h * 0.45}" fill="#000" opacity="0.1"/>${label}</svg>`;
  }
}
