import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";

/** Serves the built web app; any other GET outside /api falls back to index.html for client routing. */
export function mountBuiltWeb(app: Hono<AppEnv>, distDir: string): void {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run \`pnpm build\` first.`);
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
