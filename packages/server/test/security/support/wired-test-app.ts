/** The test app with the real Gmail label sync wired (pg-boss worker + the app's own Gmail access). */
import type { DbHandle } from "@folio/db/client";
import { createEmailSyncService, type EmailSyncService } from "../../../src/gmail/email-sync-service.ts";
import { createGetGmailForUser } from "../../../src/gmail/gmail-connection.ts";
import type { GetGmailForUser } from "../../../src/gmail/gmail-sync-api.ts";
import { createJobQueue } from "../../../src/jobs/create-job-queue.ts";
import { registerEmailSyncWorker } from "../../../src/jobs/email-sync-job.ts";
import { createTestApp } from "../../support/test-app.ts";

export async function createTestAppWithSync(
  handle: DbHandle,
  options: Omit<NonNullable<Parameters<typeof createTestApp>[1]>, "emailSync">,
): Promise<ReturnType<typeof createTestApp> & { emailSync: EmailSyncService; stop(): Promise<void> }> {
  // The sync reaches Gmail through the app's better-auth, which exists only once the app does.
  let gmailFor: GetGmailForUser = async () => {
    throw new Error("the app is not built yet");
  };
  const getGmailForUser: GetGmailForUser = (userId) => gmailFor(userId);
  const queue = createJobQueue(handle);
  await queue.start();
  const workers = await registerEmailSyncWorker(queue, {
    db: handle.db,
    getGmailForUser,
    pollingIntervalSeconds: 0.5,
  });
  const emailSync = createEmailSyncService({
    db: handle.db,
    queue,
    getGmailForUser,
    workerIds: workers.workerIds,
  });
  const testApp = createTestApp(handle, { ...options, emailSync });
  gmailFor = createGetGmailForUser(testApp.gmail);
  return {
    ...testApp,
    emailSync,
    stop: () => queue.stop({ graceful: false, wait: true, timeout: 5000 }),
  };
}
