import type { BuildDigestOptions } from "../../src/build-digest.ts";
import { photoLikeImage } from "./generated-newsletters.ts";
import { gradientImage, type ImageServer, ONE_PIXEL_GIF, startImageServer } from "./image-server.ts";
import { standardFixtures } from "./newsletter-fixtures.ts";

/**
 * The standard newsletters with their remote images served locally: a photo (JPEG), a chart (WebP),
 * a logo (PNG) and a tracking pixel. Close the server when done.
 */
export async function serveStandardNewsletters(): Promise<{
  server: ImageServer;
  sources: ReturnType<typeof standardFixtures>["sources"];
}> {
  const server = await startImageServer();
  server.serve("/photo.jpg", { contentType: "image/jpeg", body: await photoLikeImage(1600, 900, 1, "jpeg") });
  server.serve("/chart.webp", { contentType: "image/webp", body: await photoLikeImage(900, 500, 2, "webp") });
  server.serve("/logo.png", { contentType: "image/png", body: await gradientImage(360, 120, "png", 100) });
  server.serve("/pixel.gif", { contentType: "image/gif", body: ONE_PIXEL_GIF });
  const images = {
    photo: server.url("/photo.jpg"),
    webp: server.url("/chart.webp"),
    pixel: server.url("/pixel.gif"),
    logo: server.url("/logo.png"),
  };
  return { server, sources: standardFixtures(images, await gradientImage(400, 300, "png", 300)).sources };
}

/** The options the digest tests build the standard newsletters with: both formats, a fixed date. */
export function standardDigestOptions(
  server: ImageServer,
  sources: BuildDigestOptions["sources"],
): Pick<
  BuildDigestOptions,
  "sources" | "formats" | "includeTableOfContents" | "includeOriginalLinks" | "date" | "imageFetch"
> {
  return {
    sources,
    formats: ["pdf", "epub"],
    includeTableOfContents: true,
    includeOriginalLinks: true,
    date: new Date("2026-11-21T07:00:00Z"),
    imageFetch: { allowHosts: [server.host] },
  };
}
