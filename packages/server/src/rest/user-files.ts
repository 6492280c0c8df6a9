import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { requireUser } from "../auth/session-middleware.ts";
import {
  type FileStore,
  InvalidObjectPathError,
  objectOwner,
  USER_FILES_BUCKET,
} from "../storage/file-store.ts";

/**
 * `GET /api/files/user-files/{userId}/{filename}?expires&signature`: a digest file, for its owner
 * only, through a signed link that expires. A stranger, an old link or a forged one gets 404/403.
 */
export function createUserFileRoutes(files: FileStore) {
  return new Hono<AppEnv>().get(`/files/${USER_FILES_BUCKET}/:userId/:filename`, requireUser, async (c) => {
    const objectPath = `${c.req.param("userId")}/${c.req.param("filename")}`;
    const expires = Number(c.req.query("expires"));
    const signature = c.req.query("signature") ?? "";
    if (objectOwner(objectPath) !== c.var.user!.id) return c.json({ error: "File not found." }, 404);
    if (!files.verifySignature(objectPath, expires, signature)) {
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
    const filename = c.req.param("filename");
    return c.body(new Uint8Array(file.content), 200, {
      "content-type": file.contentType,
      "cache-control": `private, ${file.cacheControl}`,
      "content-disposition": `attachment; filename="${filename}"`,
    });
  });
}
