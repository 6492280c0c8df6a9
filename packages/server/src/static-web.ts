import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./app-env.ts";
import type { RuntimeInfo } from "./trpc/context.ts";

/**
 * The page carries what the app runs against, so the demo banner is there at first paint instead of
 * arriving with an API answer and pushing the page down under the reader's click.
 */
function withRuntime(indexHtml: string, runtime: RuntimeInfo): string {
  const meta = `<meta name="folio-google" content="${runtime.google}"><meta name="folio-mail" content="${runtime.mail}">`;
  return indexHtml.replace("</head>", `${meta}</head>`);
}

/** Serves the built web app; any other GET outside /api falls back to index.html for client routing. */
export function mountBuiltWeb(app: Hono<AppEnv>, distDir: string, runtime: RuntimeInfo): void {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run \`pnpm build\` first.`);
  }
  const indexHtml = withRuntime(readFileSync(indexFile, "utf8"), runtime);
  const servePage = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  };
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
  app.get("/", servePage);
  app.get("/index.html", servePage);
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => (c.req.path.startsWith("/api/") ? c.notFound() : servePage(c)));
}
