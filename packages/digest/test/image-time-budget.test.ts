import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildDigestOptions, buildDigest, type DigestSource } from "../src/index.ts";
import { generateNewsletters } from "./support/generated-newsletters.ts";
import { type ImageServer, startImageServer } from "./support/image-server.ts";

// The digest's images are all fetched at once within one budget (10 s by default); a host that
// never answers costs that budget once, not a timeout per image.
const BUDGET_MS = 10_000;

/** Accepts connections on a port and never answers: an image host that hangs. */
async function startSilentServer(port: number): Promise<{ close(): Promise<void>; connections(): number }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let server: ImageServer;
let sources: DigestSource[];
let imageUrls: Set<string>;

beforeAll(async () => {
  server = await startImageServer();
  const newsletters = await generateNewsletters({ count: 50, server, sections: 2 });
  sources = newsletters.map((newsletter) => newsletter.source);
  imageUrls = new Set(newsletters.flatMap((newsletter) => newsletter.imageUrls));
}, 120_000);

afterAll(async () => {
  await server.close();
});

function options(): BuildDigestOptions {
  return {
    sources,
    formats: ["pdf"],
    includeTableOfContents: true,
    includeOriginalLinks: true,
    date: new Date("2026-11-21T07:00:00Z"),
    imageFetch: { allowHosts: [server.host] },
  };
}

describe("the time a digest spends on images", () => {
  it("is bounded by one budget when every image host hangs, and each missing image is reported", async () => {
    let started = performance.now();
    const available = await buildDigest(options());
    const withImages = performance.now() - started;
    expect(available.stats.images.failed).toBe(0);
    expect(available.stats.images.usable).toBeGreaterThan(50);

    // The same newsletters, their image host now silent.
    const port = Number(server.host.split(":")[1]);
    await server.close();
    const silent = await startSilentServer(port);
    try {
      started = performance.now();
      const unreachable = await buildDigest(options());
      const withoutImages = performance.now() - started;

      expect(silent.connections()).toBeGreaterThan(0);
      expect(unreachable.items.every((item) => item.ok)).toBe(true);
      expect(unreachable.stats.images.usable).toBe(0);
      expect(unreachable.stats.images.failed).toBe(unreachable.stats.images.found);
      expect(unreachable.stats.images.fetchMs).toBeLessThan(BUDGET_MS + 1_000);
      // The budget, not a timeout per image: at most 15 s more than with the images there.
      expect(withoutImages - withImages).toBeLessThan(15_000);
      expect(imageUrls.size).toBeGreaterThan(0);
    } finally {
      await silent.close();
    }
  }, 300_000);
});
