import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Spec §3 "Stored files": one bucket, objects in each user's folder: `{userId}/{digestId}/{file}`, one
 * folder per digest (files of digests made before that are at `{userId}/{file}` and still served).
 */
export const USER_FILES_BUCKET = "user-files";
const DEFAULT_CACHE_CONTROL = "max-age=3600";

export interface StoredFile {
  content: Buffer;
  contentType: string;
  cacheControl: string;
  /** The name to save it under, when the upload gave one. */
  downloadName?: string | undefined;
}

export interface UploadOptions {
  contentType: string;
  /** Seconds, as the spec's storage client takes it; default 3600. */
  cacheControlSeconds?: number;
  /** Replace an existing object (the spec uploads with overwrite allowed). */
  upsert?: boolean;
  /** The name a download is saved under (any text; the object path stays plain). */
  downloadName?: string;
}

/** Where digest files live: local disk by default; an S3-compatible store can implement the same. */
export interface FileStore {
  upload(objectPath: string, content: Buffer, options: UploadOptions): Promise<void>;
  download(objectPath: string): Promise<StoredFile | null>;
  remove(objectPaths: string[]): Promise<void>;
  /** Removes every object of one user (account deletion), recorded or not. */
  removeOwner(userId: string): Promise<void>;
  /** A link that works until `expiresInSeconds` from now, and only for the object's owner. */
  signedUrl(objectPath: string, expiresInSeconds: number, now?: Date): string;
  verifySignature(objectPath: string, expires: number, signature: string, now?: Date): boolean;
}

export class FileExistsError extends Error {}
export class InvalidObjectPathError extends Error {}

/** `{userId}/{…folders}/{filename}`; checked when used, so there is no way out of the user's folder. */
export function userObjectPath(userId: string, ...rest: string[]): string {
  return [userId, ...rest].join("/");
}

export function objectOwner(objectPath: string): string {
  return objectPath.split("/")[0] ?? "";
}

function assertSafeObjectPath(objectPath: string): void {
  const parts = objectPath.split("/");
  const ok =
    (parts.length === 2 || parts.length === 3) &&
    parts.every(
      (part) => part.length > 0 && part.length <= 200 && /^[\w.-]+$/.test(part) && !/^\.+$/.test(part),
    );
  if (!ok) throw new InvalidObjectPathError(`Invalid object path: ${objectPath}`);
}

export function createLocalFileStore(options: {
  root: string;
  secret: string;
  publicBaseUrl: string;
}): FileStore {
  const bucketDir = path.join(options.root, USER_FILES_BUCKET);
  const fileFor = (objectPath: string) => path.join(bucketDir, ...objectPath.split("/"));
  const sign = (objectPath: string, expires: number) =>
    createHmac("sha256", options.secret)
      .update(`${USER_FILES_BUCKET}/${objectPath}:${expires}`)
      .digest("base64url");

  return {
    async upload(objectPath, content, uploadOptions) {
      assertSafeObjectPath(objectPath);
      const file = fileFor(objectPath);
      await mkdir(path.dirname(file), { recursive: true });
      if (
        !uploadOptions.upsert &&
        (await readFile(file).then(
          () => true,
          () => false,
        ))
      ) {
        throw new FileExistsError(`${objectPath} already exists`);
      }
      const meta = {
        contentType: uploadOptions.contentType,
        cacheControl: `max-age=${uploadOptions.cacheControlSeconds ?? 3600}`,
        downloadName: uploadOptions.downloadName,
      };
      // Write beside, then rename: a reader never sees half a file.
      await writeFile(`${file}.tmp`, content);
      await writeFile(`${file}.meta.json`, JSON.stringify(meta));
      await rename(`${file}.tmp`, file);
    },
    async download(objectPath) {
      assertSafeObjectPath(objectPath);
      const file = fileFor(objectPath);
      try {
        const [content, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, "utf8")]);
        const parsed = JSON.parse(meta) as {
          contentType: string;
          cacheControl?: string;
          downloadName?: string;
        };
        return {
          content,
          contentType: parsed.contentType,
          cacheControl: parsed.cacheControl ?? DEFAULT_CACHE_CONTROL,
          downloadName: parsed.downloadName,
        };
      } catch {
        return null;
      }
    },
    async remove(objectPaths) {
      for (const objectPath of objectPaths) {
        assertSafeObjectPath(objectPath);
        const file = fileFor(objectPath);
        await rm(file, { force: true });
        await rm(`${file}.meta.json`, { force: true });
      }
    },
    async removeOwner(userId) {
      // The same rule as an object path's first part, so no id can point outside the bucket.
      assertSafeObjectPath(userObjectPath(userId, "any"));
      await rm(path.join(bucketDir, userId), { recursive: true, force: true });
    },
    signedUrl(objectPath, expiresInSeconds, now = new Date()) {
      assertSafeObjectPath(objectPath);
      const expires = Math.floor(now.getTime() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({ expires: String(expires), signature: sign(objectPath, expires) });
      return `${options.publicBaseUrl}/api/files/${USER_FILES_BUCKET}/${objectPath}?${query}`;
    },
    verifySignature(objectPath, expires, signature, now = new Date()) {
      if (!Number.isFinite(expires) || expires < Math.floor(now.getTime() / 1000)) return false;
      const expected = Buffer.from(sign(objectPath, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
