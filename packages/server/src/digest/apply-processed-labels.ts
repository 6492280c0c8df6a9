import type { Db } from "@folio/db/client";
import { findQueuedEmailsByIds, getUserPreferences, updateDigest } from "@folio/db/queries";
import { withGmailBackoff } from "../gmail/gmail-backoff.ts";
import { type GmailDeps, withGmail } from "../gmail/gmail-connection.ts";

const BATCH_MODIFY_LIMIT = 1000;

/**
 * Moves a delivered digest's messages from Read Later to Processed in Gmail, one batchModify per
 * 1,000 ids. Safe to repeat: adding and removing labels twice changes nothing.
 */
export async function applyProcessedLabels(
  deps: { db: Db; gmail: GmailDeps },
  digest: { id: string; userId: string; emailIds: string[] },
): Promise<void> {
  const preferences = await getUserPreferences(deps.db, { userId: digest.userId });
  if (!preferences?.processedLabelId || !preferences.readLaterLabelId) return;
  const rows = await findQueuedEmailsByIds(deps.db, { userId: digest.userId, ids: digest.emailIds });
  const gmailIds = rows.map((row) => row.gmailId);
  const gmail = await withGmail(deps.gmail, digest.userId);
  for (let start = 0; start < gmailIds.length; start += BATCH_MODIFY_LIMIT) {
    const ids = gmailIds.slice(start, start + BATCH_MODIFY_LIMIT);
    await withGmailBackoff(() =>
      gmail.messages.batchModify({
        requestBody: {
          ids,
          addLabelIds: [preferences.processedLabelId!],
          removeLabelIds: [preferences.readLaterLabelId!],
        },
      }),
    );
  }
  await updateDigest(deps.db, { digestId: digest.id, values: { labelledAt: new Date() } });
}
