import type { AppRouter } from "@folio/server/trpc";
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { EventSource } from "eventsource";
import superjson from "superjson";

/** The header Folio reads API keys from. */
export const API_KEY_HEADER = "x-api-key";

export interface FolioClientOptions {
  /** Where Folio runs, e.g. `http://localhost:3000` (no `/api` suffix). */
  url: string;
  /** An API key from Settings → API keys. */
  apiKey: string;
  /** Another fetch implementation (tests, proxies); defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

export type FolioClient = ReturnType<typeof createFolioClient>;

/** Folio's base URL without a trailing slash; throws on anything that is not http(s). */
export function folioBaseUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new TypeError(`Folio's URL must start with http:// or https:// (got ${url}).`);
  return parsed.href.replace(/\/+$/, "");
}

/**
 * A tRPC client for Folio typed by its router, authenticated with an API key: queries and mutations
 * are batched over HTTP; subscriptions (digest progress) stream over SSE. Node has no EventSource
 * (and a browser's cannot send headers), so subscriptions use the `eventsource` package with a fetch
 * that adds the key.
 */
export function createFolioClient(options: FolioClientOptions) {
  const trpcUrl = `${folioBaseUrl(options.url)}/api/trpc`;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const keyHeader = { [API_KEY_HEADER]: options.apiKey };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({
          url: trpcUrl,
          transformer: superjson,
          EventSource,
          eventSourceOptions: {
            fetch: (input, init) => fetchImpl(input, { ...init, headers: { ...init.headers, ...keyHeader } }),
          },
        }),
        // Folio takes at most 10 calls per batch, each counted against the key's limit.
        false: httpBatchLink({
          url: trpcUrl,
          transformer: superjson,
          headers: keyHeader,
          fetch: fetchImpl,
          maxItems: 10,
        }),
      }),
    ],
  });
}

/**
 * Fetches a digest file from one of the download links `digest.get`/`digest.history` return. The
 * link's path is requested from `options.url`, so the key only ever goes to the Folio you configured.
 */
export async function downloadDigestFile(options: FolioClientOptions, fileUrl: string): Promise<Uint8Array> {
  const link = new URL(fileUrl, folioBaseUrl(options.url));
  if (!link.pathname.startsWith("/api/files/")) throw new TypeError(`Not a Folio file link: ${fileUrl}`);
  const target = `${folioBaseUrl(options.url)}${link.pathname}${link.search}`;
  const response = await (options.fetch ?? globalThis.fetch)(target, {
    headers: { [API_KEY_HEADER]: options.apiKey },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new FolioHttpError(response.status, body?.error ?? `Download failed with HTTP ${response.status}.`);
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** A non-tRPC call (a file download) that Folio answered with an error status. */
export class FolioHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "FolioHttpError";
  }
}
