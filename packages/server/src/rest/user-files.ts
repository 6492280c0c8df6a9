import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { requireUser } from "../auth/session-middleware.ts";
import {
  type FileStore,
  InvalidObjectPathError,
  objectOwner,
  USER_FILES_BUCKET,
} from "../storage/file-store.ts";

/**
 * `GET /api/files/user-files/{userId}/{digestId}/{file}?expires&signature` (and the older
 * `{userId}/{file}`): a digest file, for its owner only, through a signed link that expires. A
 * stranger, an old link or a forged one gets 404/403. It downloads under the name its e-mail gave it.
 */
export function createUserFileRoutes(files: FileStore) {
  const serve = async (c: Context<AppEnv>, objectPath: string) => {
    // Only the digits the link was signed with: `0x…`, `N.0` or ` N` would name the same time.
    const expiresText = c.req.query("expires") ?? "";
    const expires = /^\d{1,15}$/.test(expiresText) ? Number(expiresText) : Number.NaN;
    const signature = c.req.query("signature") ?? "";
    if (objectOwner(objectPath) !== c.var.user!.id) return c.json({ error: "File not found." }, 404);
    if (Number.isNaN(expires) || !files.verifySignature(objectPath, expires, signature)) {
      return c.json(
        { error: "This download link has expired. Open your digest history for a fresh one." },
        403,
      );
    }
    let file: Awaited<ReturnType<FileStore["download"]>>;
    try {
      file = await files.download(objectPath);
    } catch (error) {
      if (error instanceof InvalidObjectPathError) return c.json({ error: "File not found." }, 404);
      throw error;
    }
    if (!file) return c.json({ error: "File not found." }, 404);
    const filename = file.downloadName ?? objectPath.split("/").at(-1)!;
    return c.body(new Uint8Array(file.content), 200, {
      "content-type": file.contentType,
      "cache-control": `private, ${file.cacheControl}`,
      "content-disposition": contentDisposition(filename),
    });
  };
  return new Hono<AppEnv>()
    .get(`/files/${USER_FILES_BUCKET}/:userId/:filename`, requireUser, (c) =>
      serve(c, `${c.req.param("userId")}/${c.req.param("filename")}`),
    )
    .get(`/files/${USER_FILES_BUCKET}/:userId/:digestId/:filename`, requireUser, (c) =>
      serve(c, `${c.req.param("userId")}/${c.req.param("digestId")}/${c.req.param("filename")}`),
    );
}

/** `attachment` with the name in plain ASCII for old clients and in full (RFC 6266/5987) for the rest. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
