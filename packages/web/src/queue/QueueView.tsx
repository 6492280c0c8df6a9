import { type OutputFormat, QUEUE_PAGE_SIZE } from "@folio/contracts";
import { useCallback, useState } from "react";
import { Message } from "../components/Message.tsx";
import { Spinner } from "../components/Spinner.tsx";
import { trpc } from "../trpc.ts";
import { DigestHistory } from "./DigestHistory.tsx";
import { DigestProgressPanel } from "./DigestProgressPanel.tsx";
import { EmptyQueueWelcome } from "./EmptyQueueWelcome.tsx";
import {
  generateButtonLabel,
  hasGeneratedDigest,
  queueLoadErrorMessage,
  visibleQueueItems,
} from "./queue-rules.ts";
import { SyncProgressBar } from "./SyncProgressBar.tsx";
import { useDigestGeneration } from "./use-digest-generation.ts";
import { type Flash, useEmailCheck } from "./use-email-check.ts";

const SETUP_HINT = "Complete your setup in settings first";

/** The queue (spec §2 'Queue view'): sync bar, Check for New Emails, Generate, the list and its hints. */
export function QueueView({
  setupComplete,
  outputFormat,
}: {
  setupComplete: boolean;
  outputFormat: OutputFormat | null;
}) {
  const [flash, setFlash] = useState<Flash>(null);
  const onFlash = useCallback((next: Flash) => setFlash(next), []);
  const emails = trpc.emails.list.useInfiniteQuery(
    { limit: QUEUE_PAGE_SIZE },
    { enabled: setupComplete, getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const emailCheck = useEmailCheck({ enabled: setupComplete, onFlash });
  const digest = useDigestGeneration(onFlash);

  if (!setupComplete) {
    return (
      <section className="queue" aria-label="Queue">
        <p className="muted">Finish setting up your account in settings before checking for new emails.</p>
        <div className="queue__actions">
          <button type="button" className="button" disabled>
            Check for New Emails
          </button>
          <button type="button" className="button" disabled>
            {generateButtonLabel(outputFormat, false)}
          </button>
        </div>
        <p className="field__hint">{SETUP_HINT}</p>
      </section>
    );
  }

  const items = visibleQueueItems(emails.data?.pages.flatMap((page) => page.items) ?? []);
  // Generate takes the whole queue, however many pages are shown; the newest page knows how many.
  const queued = emails.data?.pages.at(-1)?.total ?? items.length;
  const progress = emailCheck.status.data;
  const empty = emails.isSuccess && items.length === 0;

  return (
    <section className="queue" aria-label="Queue">
      {flash && <Message tone={flash.tone}>{flash.text}</Message>}
      {emails.isError && <Message tone="error">{queueLoadErrorMessage(emails.error.message)}</Message>}
      {emailCheck.status.isError && <Message tone="error">Failed to fetch email sync status</Message>}
      {progress && (
        <SyncProgressBar
          progress={{
            labelName: progress.labelName,
            indexedCount: progress.indexedCount,
            remainingLabelCount: progress.remainingLabelCount,
            totalToProcess: progress.totalToProcess,
          }}
          syncing={emailCheck.running || emailCheck.checking}
        />
      )}
      <div className="queue__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={emailCheck.check}
          disabled={emailCheck.checking}
        >
          {emailCheck.checking ? "Checking..." : "Check for New Emails"}
        </button>
        <button
          type="button"
          className="button"
          disabled={queued === 0 || !outputFormat || digest.generating}
          onClick={() => outputFormat && void digest.start(outputFormat)}
        >
          {generateButtonLabel(outputFormat, digest.generating, queued)}
        </button>
      </div>
      {digest.progress && <DigestProgressPanel progress={digest.progress} />}
      {!outputFormat && (
        <Message tone="warning">
          Please set your preferred output format in the settings page before generating a digest.
        </Message>
      )}
      {items.length > 0 && !hasGeneratedDigest() && (
        <Message tone="info">
          When you generate a digest, these emails are marked as processed and moved to your Processed label
          in Gmail.
        </Message>
      )}
      {emails.isPending && <Spinner label="Loading your queue…" />}
      {empty && <EmptyQueueWelcome labelName={progress?.labelName ?? "Read Later"} />}
      {items.length > 0 && (
        <ul className="queue__list" aria-label="Queued newsletters">
          {items.map((item) => (
            <li key={item.gmailId || item.id} className="queue-item">
              <span className="queue-item__subject">{item.subject || "(no subject)"}</span>
              <span className="queue-item__sender">{item.fromEmail}</span>
            </li>
          ))}
        </ul>
      )}
      <DigestHistory />
      {emails.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          disabled={emails.isFetchingNextPage}
          onClick={() => void emails.fetchNextPage()}
        >
          {emails.isFetchingNextPage ? "Loading..." : "Show more"}
        </button>
      )}
    </section>
  );
}
