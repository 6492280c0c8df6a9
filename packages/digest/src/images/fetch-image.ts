import http from "node:http";
import https from "node:https";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import {
  createGuardedLookup,
  ensureIpLiteralIsPublic,
  isAllowedHost,
  isAllowedUrl,
  type ResolveHost,
  resolveHostWithDns,
  resolvePublicAddresses,
} from "./ssrf-guard.ts";

export interface FetchImageOptions {
  /** Hosts ("host" or "host:port") exempt from the SSRF guard: an operator's image proxy. */
  allowHosts?: readonly string[];
  /** URL prefixes exempt from the SSRF guard: the local sandbox's images. */
  allowUrlPrefixes?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** When given, requests go through it (redirects are still followed and checked by hand). */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  resolveHost?: ResolveHost;
  /** Keep-alive agents shared by one digest's fetches. */
  agents?: ImageAgents;
}

export interface FetchedImage {
  bytes: Buffer;
  contentType: string;
  finalUrl: string;
}

export class ImageFetchError extends Error {
  override name = "ImageFetchError";
  constructor(
    message: string,
    /** The image server's HTTP status, when it answered with something other than the image. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ImageAgents {
  http: http.Agent;
  https: https.Agent;
  destroy(): void;
}

export function createImageAgents(maxSockets: number): ImageAgents {
  const httpAgent = new http.Agent({ keepAlive: true, maxSockets });
  const httpsAgent = new https.Agent({ keepAlive: true, maxSockets });
  return {
    http: httpAgent,
    https: httpsAgent,
    destroy() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REQUEST_HEADERS = {
  "user-agent": "Mozilla/5.0 (compatible; FolioDigest/1.0; +https://folio.app)",
  accept: "image/jpeg,image/png,image/gif;q=0.9,image/webp;q=0.8,image/svg+xml;q=0.5,image/*;q=0.4",
  "accept-encoding": "gzip, deflate, br",
};

interface HopResult {
  status: number;
  location?: string;
  contentType: string;
  bytes?: Buffer;
}

async function readLimited(stream: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new ImageFetchError(`Image larger than ${maxBytes} bytes`);
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return Buffer.concat(chunks, total);
}

function decodedStream(body: Readable, encoding: string | undefined): Readable {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return body.pipe(zlib.createGunzip());
    case "deflate":
      return body.pipe(zlib.createInflate());
    case "br":
      return body.pipe(zlib.createBrotliDecompress());
    default:
      return body;
  }
}

function hopWithNodeHttp(
  url: URL,
  guarded: boolean,
  options: Required<Pick<FetchImageOptions, "maxBytes" | "resolveHost">> & FetchImageOptions,
  signal: AbortSignal,
): Promise<HopResult> {
  if (guarded) ensureIpLiteralIsPublic(url);
  const isHttps = url.protocol === "https:";
  const request = isHttps ? https.request : http.request;
  return new Promise<HopResult>((resolve, reject) => {
    const req = request(
      url,
      {
        method: "GET",
        headers: REQUEST_HEADERS,
        signal,
        agent: isHttps ? options.agents?.https : options.agents?.http,
        ...(guarded ? { lookup: createGuardedLookup(options.resolveHost) } : {}),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "");
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, contentType, location: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          resolve({ status, contentType });
          return;
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > options.maxBytes) {
          res.destroy();
          reject(new ImageFetchError(`Image larger than ${options.maxBytes} bytes`));
          return;
        }
        readLimited(decodedStream(res, res.headers["content-encoding"]), options.maxBytes).then(
          (bytes) => resolve({ status, contentType, bytes }),
          (error: Error) => {
            res.destroy();
            reject(error);
          },
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function hopWithFetch(
  url: URL,
  guarded: boolean,
  options: Required<Pick<FetchImageOptions, "maxBytes" | "resolveHost">> & FetchImageOptions,
  signal: AbortSignal,
): Promise<HopResult> {
  // A caller-supplied fetch resolves names itself; check the answers just before it does.
  if (guarded) await resolvePublicAddresses(url, options.resolveHost);
  const response = await options.fetch!(url, { redirect: "manual", signal, headers: REQUEST_HEADERS });
  const contentType = response.headers.get("content-type") ?? "";
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    return { status: response.status, contentType, location: response.headers.get("location") ?? undefined };
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    return { status: response.status, contentType };
  }
  if (Number(response.headers.get("content-length") ?? 0) > options.maxBytes) {
    await response.body.cancel();
    throw new ImageFetchError(`Image larger than ${options.maxBytes} bytes`);
  }
  const bytes = await readLimited(response.body as unknown as AsyncIterable<Uint8Array>, options.maxBytes);
  return { status: response.status, contentType, bytes };
}

/**
 * Downloads one image: http(s) only, with a time limit, a size cap, the SSRF guard on every
 * hop, and redirects followed by hand so each new location is checked again.
 */
export async function fetchImage(source: string, options: FetchImageOptions = {}): Promise<FetchedImage> {
  const settings = {
    ...options,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    resolveHost: options.resolveHost ?? resolveHostWithDns,
  };
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;

  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new ImageFetchError(`Invalid image URL: ${source}`);
  }
  for (let hop = 0; hop <= maxRedirects; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new ImageFetchError(`Unsupported image URL scheme ${url.protocol}`);
    }
    if (url.username || url.password) throw new ImageFetchError("Image URLs with credentials are refused");
    const guarded =
      !isAllowedHost(url, options.allowHosts ?? []) && !isAllowedUrl(url, options.allowUrlPrefixes ?? []);
    const result = options.fetch
      ? await hopWithFetch(url, guarded, settings, signal)
      : await hopWithNodeHttp(url, guarded, settings, signal);
    if (result.location !== undefined) {
      url = new URL(result.location, url);
      continue;
    }
    if (!result.bytes)
      throw new ImageFetchError(`Image request failed with status ${result.status}`, result.status);
    return { bytes: result.bytes, contentType: result.contentType, finalUrl: url.href };
  }
  throw new ImageFetchError("Too many redirects");
}
