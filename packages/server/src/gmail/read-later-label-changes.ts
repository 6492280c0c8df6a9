import type { gmail_v1 } from "@googleapis/gmail";
import { gmailErrorStatus } from "./gmail-backoff.ts";
import { GMAIL_UNITS, type GmailCall } from "./gmail-quota-caller.ts";
import type { GmailSyncApi } from "./gmail-sync-api.ts";

/** What changed under the label: ids now in it, ids gone from it, and where the next sync starts. */
export interface LabelChanges {
  kind: "full" | "incremental";
  added: string[];
  removed: string[];
  /** Full listing only: every id under the label now (anything else in the queue has left it). */
  allLabelled?: string[];
  historyId: string;
}

/**
 * Every message id under the label. The history id is read *before* listing, so anything labelled
 * while we list shows up in the next incremental sync rather than being lost.
 */
export async function listWholeLabel(
  gmail: GmailSyncApi,
  call: GmailCall,
  labelId: string,
): Promise<LabelChanges> {
  const profile = await call<gmail_v1.Schema$Profile>(GMAIL_UNITS.getProfile, (o) =>
    gmail.users.getProfile({ userId: "me" }, o),
  );
  const ids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page: gmail_v1.Schema$ListMessagesResponse = await call(GMAIL_UNITS.messagesList, (o) =>
      gmail.users.messages.list(
        { userId: "me", labelIds: [labelId], maxResults: 500, ...(pageToken ? { pageToken } : {}) },
        o,
      ),
    );
    for (const message of page.messages ?? []) if (message.id) ids.push(message.id);
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
  return { kind: "full", added: ids, removed: [], allLabelled: ids, historyId: profile.historyId ?? "" };
}

/**
 * Changes since `startHistoryId`, last event per message winning; null when Gmail no longer has that
 * history (404), so the caller falls back to a full listing.
 */
export async function readLabelHistory(
  gmail: GmailSyncApi,
  call: GmailCall,
  labelId: string,
  startHistoryId: string,
): Promise<LabelChanges | null> {
  const latest = new Map<string, "added" | "removed">();
  let historyId = startHistoryId;
  let pageToken: string | undefined;
  try {
    do {
      const page: gmail_v1.Schema$ListHistoryResponse = await call(GMAIL_UNITS.historyList, (o) =>
        gmail.users.history.list(
          {
            userId: "me",
            startHistoryId,
            labelId,
            historyTypes: ["messageAdded", "messageDeleted", "labelAdded", "labelRemoved"],
            maxResults: 500,
            ...(pageToken ? { pageToken } : {}),
          },
          o,
        ),
      );
      for (const record of page.history ?? []) applyHistoryRecord(record, labelId, latest);
      historyId = page.historyId ?? historyId;
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
  } catch (error) {
    if (gmailErrorStatus(error) === 404) return null;
    throw error;
  }
  const added = [...latest].filter(([, change]) => change === "added").map(([id]) => id);
  const removed = [...latest].filter(([, change]) => change === "removed").map(([id]) => id);
  return { kind: "incremental", added, removed, historyId };
}

function applyHistoryRecord(
  record: gmail_v1.Schema$History,
  labelId: string,
  latest: Map<string, "added" | "removed">,
): void {
  const mark = (message: gmail_v1.Schema$Message | undefined, change: "added" | "removed") => {
    if (!message?.id) return;
    // Re-insert so the map's order stays the order of the last change.
    latest.delete(message.id);
    latest.set(message.id, change);
  };
  for (const { message } of record.messagesAdded ?? [])
    if (message?.labelIds?.includes(labelId)) mark(message, "added");
  for (const entry of record.labelsAdded ?? [])
    if (entry.labelIds?.includes(labelId)) mark(entry.message, "added");
  for (const entry of record.labelsRemoved ?? [])
    if (entry.labelIds?.includes(labelId)) mark(entry.message, "removed");
  for (const { message } of record.messagesDeleted ?? []) mark(message, "removed");
}
