// The queue's rules from the product specification (§2, §3, §4), kept free of React so they are easy to test.

import type { OutputFormat } from "@folio/contracts";

export interface LabelSyncProgress {
  labelName: string | null;
  indexedCount: number;
  remainingLabelCount: number;
  totalToProcess: number | null;
}

/** indexedCount ÷ totalToProcess (or indexed + remaining when the total is missing), 0–100, rounded. */
export function syncPercent(progress: LabelSyncProgress): number {
  const total = progress.totalToProcess || progress.indexedCount + progress.remainingLabelCount;
  if (!total) return 100;
  return clampPercent((progress.indexedCount / total) * 100);
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

export function syncHeadline(progress: LabelSyncProgress, syncing: boolean): string {
  const label = progress.labelName ?? "Read Later";
  if (syncing) return `Syncing ${label}...`;
  if (progress.remainingLabelCount > 0) return `${label} ready to sync`;
  return "Emails synced";
}

export function syncDetail(progress: LabelSyncProgress): string {
  const total = progress.totalToProcess ?? progress.indexedCount + progress.remainingLabelCount;
  const tail =
    progress.remainingLabelCount > 0 ? `• ${progress.remainingLabelCount} still in Gmail` : "• All caught up";
  return `Indexed ${progress.indexedCount} of ${total} ${tail}`;
}

/**
 * 'Generate PDF + EPUB', 'Generate PDF', 'Generate EPUB' or 'Generate Digest', followed by how many
 * newsletters it takes ('Generate PDF + EPUB · 303': the whole queue, not the page shown);
 * 'Generating...' while busy.
 */
export function generateButtonLabel(
  format: OutputFormat | null | undefined,
  busy: boolean,
  queued?: number | null,
): string {
  if (busy) return "Generating...";
  const label =
    format === "both"
      ? "Generate PDF + EPUB"
      : format
        ? `Generate ${format.toUpperCase()}`
        : "Generate Digest";
  return queued ? `${label} · ${queued.toLocaleString("en-US")}` : label;
}

/** Only 'new' items, each Gmail message once (by gmail_id, falling back to id). */
export function visibleQueueItems<T extends { id: string; gmailId?: string | null; status: string }>(
  items: T[],
): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (item.status !== "new") return false;
    const key = item.gmailId || item.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Queue load errors: the Gmail-connection one gets the spec's wording, others show as they are. */
export function queueLoadErrorMessage(error: string | null | undefined): string {
  if (!error) return "Failed to load emails";
  if (/connect (your )?gmail/i.test(error)) return "Please connect your Gmail account in settings first";
  return error;
}

export const FIRST_DIGEST_FLAG = "hasGeneratedDigest";

export function hasGeneratedDigest(storage: Pick<Storage, "getItem"> = localStorage): boolean {
  return storage.getItem(FIRST_DIGEST_FLAG) === "true";
}

export type DigestStatus =
  | "starting"
  | "loading"
  | "analyzing"
  | "optimizing"
  | "sending"
  | "completed"
  | "error";

/** The progress panel's status table (spec §4). */
export const DIGEST_STATUS_DISPLAY: Record<DigestStatus, { label: string; colour: string }> = {
  starting: { label: "starting", colour: "blue" },
  loading: { label: "Loading Emails", colour: "blue" },
  analyzing: { label: "Analyzing Size", colour: "purple" },
  optimizing: { label: "Optimizing Batch", colour: "purple" },
  sending: { label: "Sending Digest", colour: "orange" },
  completed: { label: "completed", colour: "green" },
  error: { label: "error", colour: "red" },
};
