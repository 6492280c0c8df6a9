import type { Db } from "@folio/db/client";
import {
  type DigestRow,
  deleteDigest,
  findDigestBySession,
  findNewQueuedEmailsByIds,
  findUserDigest,
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
  try {
    await deps.enqueue(digest.id);
  } catch (error) {
    // Without its job the row would wait at "starting" for ever, and a retry with the same session
    // would find it and not enqueue it: take the row back, so the start either happened or did not.
    await withRetries(() => deleteDigest(deps.db, { digestId: digest.id })).catch(() => {});
    throw error;
  }
  return { digestId: digest.id, sessionId: digest.sessionId, status: digest.status };
}

/** A few quick tries: a pool whose connections were just cut reconnects on the next attempt. */
async function withRetries(write: () => Promise<void>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
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
  return rows.map((row) => toDigestSummary(deps.files, row));
}

/** One digest as the history shows it (with fresh download links), or null when it is not the user's. */
export async function getDigestSummary(
  deps: { db: Db; files: FileStore },
  params: { userId: string; digestId: string },
) {
  const row = await findUserDigest(deps.db, params);
  return row ? toDigestSummary(deps.files, row) : null;
}

function toDigestSummary(files: FileStore, row: DigestRow) {
  return {
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
      url: files.signedUrl(file.objectPath, DOWNLOAD_LINK_SECONDS),
    })),
  };
}
