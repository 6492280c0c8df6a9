import { writeFileSync } from "node:fs";
import { buildDigest } from "./src/digest/build-digest.ts";
import { startImageServer, gradientImage, ONE_PIXEL_GIF } from "./test/digest/support/image-server.ts";
import { standardFixtures, malformedSources } from "./test/digest/support/newsletter-fixtures.ts";
const server = await startImageServer();
server.serve("/photo.jpg", { contentType: "image/jpeg", body: await gradientImage(1600, 1000, "jpeg") });
server.serve("/chart.webp", { contentType: "image/webp", body: await gradientImage(900, 500, "webp", 30) });
server.serve("/logo.png", { contentType: "image/png", body: await gradientImage(360, 120, "png", 100) });
server.serve("/pixel.gif", { contentType: "image/gif", body: ONE_PIXEL_GIF });
const images = { photo: server.url("/photo.jpg"), webp: server.url("/chart.webp"), pixel: server.url("/pixel.gif"), logo: server.url("/logo.png") };
const fx = standardFixtures(images, await gradientImage(400, 300, "png", 300));
const t0 = performance.now();
const result = await buildDigest({ sources: [...fx.sources, ...malformedSources()], formats: ["pdf", "epub"], includeTableOfContents: true, includeOriginalLinks: true, date: new Date("2026-11-21T07:00:00Z"),
  imageFetch: { allowHosts: [server.host] }, onProgress: (s, p, d) => { if (p % 50 === 0) console.log(s, p, d); } });
console.log(performance.now() - t0);
console.log(JSON.stringify(result.items, null, 0));
console.log(JSON.stringify(result.stats));
console.log(server.hits);
for (const part of result.parts) for (const f of part.files) { writeFileSync("/tmp/proto/" + f.filename, f.content); console.log(f.filename, f.content.length); }
await server.close();
