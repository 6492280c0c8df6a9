/** GET /images/<name>.<ext> (generated pictures) and GET /t/open/<token>.gif (tracking pixels). */
import type { Hono } from "hono";
import { IMAGE_CONTENT_TYPES, parseImageName, renderImage, TRACKING_PIXEL_GIF } from "./generated-images.ts";

export function registerImageRoutes(app: Hono): void {
  app.get("/images/:file", async (c) => {
    const file = c.req.param("file");
    // Names starting "missing-" stay 404 on purpose: real newsletters contain broken images.
    const name = file.startsWith("missing-") ? undefined : parseImageName(file);
    if (!name) return c.text("Not found", 404);
    const bytes = await renderImage(name);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": IMAGE_CONTENT_TYPES[name.format],
      "Cache-Control": "public, max-age=86400",
    });
  });

  app.get("/t/open/:file", (c) =>
    c.body(new Uint8Array(TRACKING_PIXEL_GIF), 200, {
      "Content-Type": "image/gif",
      "Cache-Control": "no-store",
    }),
  );
}
