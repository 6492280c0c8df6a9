import type { Db } from "@folio/db/client";
import {
  type DigestRow,
  findDigestBySession,
  findNewQueuedEmailsByIds,
  getUserPreferences,
  insertDigest,
  listDigests,
} from "@folio/db/queries";
import type { FileStore } from "../storage/file-store.ts";
import { type DigestProgressSnapshot, toSnapshot } from "./digest-progress.ts";

export interface GenerateDigestInput {
  emailIds: string[];
  format?: "pdf" | "epub" | "both" | null | undefined;
  includeTableOfContents?: boolean | null | undefined;
  includeOriginalLinks?: boolean | null | undefined;
  customStyles?: unknown;
  sessionId: string;
}

/** Something the user can fix (empty queue, setup incomplete): shown as it is, as a 400. */
export class DigestRequestError extends Error {}

/** Validates a generate request, stores the digest row and hands it to the job queue. */
export async function startDigest(
  deps: { db: Db; enqueue(digestId: string): Promise<void> },
  user: { id: string; email: string },
  input: GenerateDigestInput,
): Promise<{ digestId: string; sessionId: string; status: DigestRow["status"] }> {
  const existing = await findDigestBySession(deps.db, { userId: user.id, sessionId: input.sessionId });
  if (existing) return { digestId: existing.id, sessionId: existing.sessionId, status: existing.status };

  const preferences = await getUserPreferences(deps.db, { userId: user.id });
  if (!preferences?.readLaterLabelId || !preferences.processedLabelId) {
    throw new DigestRequestError("Finish setting up your account in settings before generating a digest.");
  }
  const format = input.format ?? preferences.outputFormat;
  if (!format) {
    throw new DigestRequestError(
      "Please set your preferred output format in the settings page before generating a digest.",
    );
  }
  const rows = await findNewQueuedEmailsByIds(deps.db, {
    userId: user.id,
    ids: [...new Set(input.emailIds)],
  });
  if (rows.length === 0) throw new DigestRequestError("There are no queued emails to put in a digest.");

  const digest = await insertDigest(deps.db, {
    userId: user.id,
    sessionId: input.sessionId,
    format,
    // The spec's fallback makes both options true unless explicitly turned off.
    includeTableOfContents: input.includeTableOfContents ?? true,
    includeOriginalLinks: input.includeOriginalLinks ?? true,
    customStyles: input.customStyles ?? null,
    emailIds: rows.map((row) => row.id),
    itemCount: rows.length,
    destinationEmail: preferences.destinationEmail ?? user.email,
    details: `Preparing ${rows.length} newsletter${rows.length === 1 ? "" : "s"}`,
  });
  await deps.enqueue(digest.id);
  return { digestId: digest.id, sessionId: digest.sessionId, status: digest.status };
}

export async function getDigestProgress(
  db: Db,
  params: { userId: string; sessionId: string },
): Promise<(DigestProgressSnapshot & { digestId: string }) | null> {
  const digest = await findDigestBySession(db, params);
  return digest ? { digestId: digest.id, ...toSnapshot(digest) } : null;
}

const DOWNLOAD_LINK_SECONDS = 60 * 60;

/** The dashboard's digest history, with download links that work for an hour, for the owner only. */
export async function listDigestHistory(deps: { db: Db; files: FileStore }, userId: string) {
  const rows = await listDigests(deps.db, { userId, limit: 20 });
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.sessionId,
    createdAt: row.createdAt,
    status: row.status,
    details: row.details,
    format: row.format,
    itemCount: row.itemCount,
    files: row.files.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
      part: file.part,
      url: deps.files.signedUrl(file.objectPath, DOWNLOAD_LINK_SECONDS),
    })),
  }));
}
