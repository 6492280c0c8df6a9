import type { DbHandle } from "@folio/db/client";
import {
  claimDigestLease,
  countEarlierDigestsOnDay,
  type DigestRow,
  findDigest,
  findQueuedEmailsByIds,
  markQueuedEmailsProcessed,
  recordDigestDelivery,
  releaseDigestLease,
  renewDigestLease,
  updateDigest,
  whenUnderDigestEmailLimit,
} from "@folio/db/queries";
import type { DigestFileRecord } from "@folio/db/schema";
import {
  type BuiltDigest,
  type DigestFormat,
  type DigestSource,
  type DigestStage,
  DigestTimeBudgetError,
  describeReaderSummary,
  startTimeBudget,
} from "@folio/digest";
import { buildDigestOffThread } from "@folio/digest/off-thread";
import { gmailErrorStatus, withGmailBackoff } from "../gmail/gmail-backoff.ts";
import { type GmailDeps, withGmail } from "../gmail/gmail-connection.ts";
import { GmailNotConnectedError, GmailTokenInvalidError } from "../gmail/gmail-errors.ts";
import { forEachConcurrently } from "../gmail/gmail-quota-caller.ts";
import { DEFAULT_JOB_LEASE_MS, keepLeaseAlive, LeaseLostError, newLeaseOwner } from "../jobs/job-lease.ts";
import type { Logger } from "../logger.ts";
import { MailDeliveryError, type MailTransport } from "../mail/mail-transport.ts";
import { renderDigestEmail } from "../mail/templates/digest-email.ts";
import type { FileStore } from "../storage/file-store.ts";
import { applyProcessedLabels } from "./apply-processed-labels.ts";
import { digestDownloadName, digestObjectPath, formatOfContentType } from "./digest-file-names.ts";
import {
  DEFAULT_DIGEST_LIMITS,
  DEFAULT_DIGEST_TIME_BUDGET_MS,
  DigestLimitError,
  type DigestLimits,
  leftInQueueNote,
  MAX_NEWSLETTERS_PER_DIGEST,
} from "./digest-limits.ts";
import { type DigestStatus, publishDigestProgress } from "./digest-progress.ts";

export interface DigestJobDeps {
  handle: Pick<DbHandle, "db" | "notify">;
  gmail: GmailDeps;
  mail: MailTransport;
  files: FileStore;
  log: Logger;
  /** Image hosts exempt from the SSRF guard (IMAGE_FETCH_ALLOW_HOSTS): self-hosted image proxies. */
  imageAllowHosts: string[];
  /** Image URL prefixes exempt from the SSRF guard: the sandbox's images in the zero-config default. */
  imageAllowUrlPrefixes?: string[] | undefined;
  /** Called when labelling in Gmail failed after delivery, to retry it later without sending again. */
  retryLabelsLater(digestId: string): Promise<void>;
  /** How long a run's claim on the digest lasts without a heartbeat (default DEFAULT_JOB_LEASE_MS). */
  leaseMs?: number | undefined;
  /** The worker whose runs these are (newWorkerName), named in every run's lease owner. */
  worker?: string | undefined;
  /** The daily e-mail limit each part is checked against (default DEFAULT_DIGEST_LIMITS). */
  limits?: DigestLimits | undefined;
  /** The clock deliveries are recorded and counted by (tests fix it); default the system's. */
  now?: (() => Date) | undefined;
  /** The size one digest e-mail may reach (default Postmark's 10 MB; tests lower it to get parts). */
  maxEmailBytes?: number | undefined;
  /**
   * How long loading and building one digest may take (DIGEST_TIME_BUDGET_SECONDS; default
   * DEFAULT_DIGEST_TIME_BUDGET_MS), kept by `now`: past it the digest ends in error and the worker
   * goes on to the next one.
   */
  timeBudgetMs?: number | undefined;
}

const GMAIL_CONCURRENCY = 5;

/** Where each stage of buildDigest lands on the 0–100 bar and which status the user sees. */
const STAGES: Record<DigestStage, { status: DigestStatus; from: number; to: number }> = {
  loading: { status: "loading", from: 35, to: 45 },
  analyzing: { status: "analyzing", from: 45, to: 60 },
  optimizing: { status: "optimizing", from: 60, to: 75 },
  rendering: { status: "optimizing", from: 75, to: 85 },
};

export function formatsOf(format: DigestRow["format"]): DigestFormat[] {
  return format === "both" ? ["pdf", "epub"] : [format];
}

/**
 * The digest job: load → build → store → send → mark processed → label in Gmail. Every step records
 * what it finished, so a job resumed after a crash goes on where it stopped and never sends a part twice.
 * A run first claims the digest's lease and renews it while it works; every write it makes is fenced
 * by that lease, so a run presumed dead (and replaced) can no longer change the digest or send it.
 */
export async function runDigestJob(
  deps: DigestJobDeps,
  digestId: string,
  run: { jobId?: string | undefined } = {},
): Promise<void> {
  const owner = newLeaseOwner(deps.worker);
  const leaseMs = deps.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  // Null: finished already, or a live run holds it (a duplicate job) — nothing to do either way.
  const digest = await claimDigestLease(deps.handle.db, { digestId, owner, leaseMs, jobId: run.jobId });
  if (!digest) return;
  const lease = keepLeaseAlive(
    () => renewDigestLease(deps.handle.db, { digestId, owner, leaseMs }),
    leaseMs,
    deps.log,
  );
  try {
    await runClaimedDigest(deps, digest, owner);
  } finally {
    lease.stop();
    await releaseDigestLease(deps.handle.db, { digestId, owner });
  }
}

async function runClaimedDigest(deps: DigestJobDeps, claimed: DigestRow, owner: string): Promise<void> {
  let digest = claimed;
  const digestId = digest.id;
  /** Said after "Sent …" when not everything queued went out (the daily e-mail limit). */
  let completionNote: string | undefined;
  // An error leaves the bar where the job stopped, not where it started.
  let lastProgress = digest.progress;
  const publish: Publish = async (status, progress, details, extra = {}) => {
    lastProgress = progress;
    const held = await publishDigestProgress(
      deps.handle,
      digestId,
      { status, progress, details, extra },
      owner,
    );
    if (!held) throw new LeaseLostError();
  };
  const update = async (values: Parameters<typeof updateDigest>[1]["values"]) => {
    if (!(await updateDigest(deps.handle.db, { digestId, values, leaseOwner: owner }))) {
      throw new LeaseLostError();
    }
  };

  try {
    if (!digest.sentAt) {
      if (digest.sendingPart !== null) {
        // The process stopped while handing a part to the mail service: it may have gone out.
        await publish(
          "error",
          digest.progress,
          `We could not confirm whether part ${digest.sendingPart} of your digest was sent. Check your inbox before generating again.`,
        );
        return;
      }
      const built = await loadAndBuild(deps, digest, publish);
      // The account was deleted while the digest was built: store and send nothing.
      if (!(await findDigest(deps.handle.db, { digestId }))) return;
      const files = await storeFiles(deps, digest, built);
      await update({
        files,
        partsTotal: built.parts.length,
        itemCount: built.items.length,
        report: built.summary,
      });
      const delivery = await sendParts(deps, digest, built, files, publish, update);
      if (delivery.kind === "failed") return;
      if (delivery.kind === "stopped-at-daily-limit") {
        const kept = await keepOnlySentParts(deps, digest, built, files, delivery.partsSent, update);
        if (!kept) {
          await publish("error", lastProgress, delivery.message(digest.itemCount || digest.emailIds.length));
          return;
        }
        digest = { ...digest, ...kept.digest };
        completionNote = delivery.message(kept.leftOut);
      }
    }

    await markQueuedEmailsProcessed(deps.handle.db, { userId: digest.userId, ids: digest.emailIds });
    const labelled = await applyProcessedLabels({ db: deps.handle.db, gmail: deps.gmail }, digest).then(
      () => true,
      async (error: unknown) => {
        deps.log.warn({ err: error, digestId }, "moving digest e-mails to Processed failed; will retry");
        await deps.retryLabelsLater(digestId);
        return false;
      },
    );
    const count = digest.itemCount || digest.emailIds.length;
    const sent = labelled
      ? `Sent ${count} newsletter${count === 1 ? "" : "s"} to ${digest.destinationEmail}.`
      : `Sent to ${digest.destinationEmail}. Moving the emails to your Processed label in Gmail will be retried.`;
    const perDigest = deps.limits?.newslettersPerDigest ?? MAX_NEWSLETTERS_PER_DIGEST;
    const left =
      completionNote ?? (digest.leftInQueue > 0 ? leftInQueueNote(digest.leftInQueue, perDigest) : undefined);
    await publish("completed", 100, left ? `${sent} ${left}` : sent, { completedAt: new Date() });
  } catch (error) {
    if (error instanceof LeaseLostError) {
      deps.log.warn({ digestId }, error.message);
      return;
    }
    deps.log.error({ err: error, digestId }, "digest generation failed");
    await publish("error", lastProgress, failureMessage(error)).catch((publishError: unknown) => {
      if (!(publishError instanceof LeaseLostError)) throw publishError;
    });
  }
}

/** What the user is told when the job fails before delivery: something to act on when there is one. */
function failureMessage(error: unknown): string {
  if (error instanceof GmailTokenInvalidError || error instanceof DigestTimeBudgetError) return error.message;
  if (error instanceof GmailNotConnectedError) return "Please connect your Gmail account in settings first";
  return "Failed to generate digest";
}

type Publish = (
  status: DigestStatus,
  progress: number,
  details: string | null,
  extra?: object,
) => Promise<void>;

async function loadAndBuild(deps: DigestJobDeps, digest: DigestRow, publish: Publish): Promise<BuiltDigest> {
  const clock = deps.now ?? (() => new Date());
  const budgetMs = deps.timeBudgetMs ?? DEFAULT_DIGEST_TIME_BUDGET_MS;
  const budget = startTimeBudget({ ms: budgetMs }, () => clock().getTime());
  const rows = await findQueuedEmailsByIds(deps.handle.db, { userId: digest.userId, ids: digest.emailIds });
  const total = rows.length;
  await publish("loading", 5, `Loading ${total} email${total === 1 ? "" : "s"} from Gmail…`);
  const gmail = await withGmail(deps.gmail, digest.userId);
  const sources: DigestSource[] = [];
  let loaded = 0;
  await forEachConcurrently(rows, GMAIL_CONCURRENCY, async (row) => {
    // Before each fetch, so a digest out of time fetches nothing more.
    budget.check("loading the newsletters");
    let raw: Buffer = Buffer.alloc(0);
    try {
      const message = await withGmailBackoff(() => gmail.messages.get({ id: row.gmailId, format: "raw" }));
      raw = Buffer.from(message.raw ?? "", "base64url");
    } catch (error) {
      // A message deleted in Gmail is shown as unreadable in the digest rather than failing it. Anything
      // else (a revoked grant, an outage) fails the digest: sending it would mark unread newsletters processed.
      if (gmailErrorStatus(error) !== 404) throw error;
      deps.log.warn({ err: error, gmailId: row.gmailId }, "a queued e-mail is gone from Gmail");
    }
    sources.push({ id: row.id, raw });
    loaded += 1;
    if (loaded % 5 === 0 || loaded === total) {
      await publish("loading", 5 + (30 * loaded) / Math.max(1, total), `Loaded ${loaded} of ${total} emails`);
    }
  });
  // The digest's order (the queue's: newest first) whatever order the fetches finished in.
  const order = new Map(digest.emailIds.map((id, index) => [id, index]));
  sources.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  let lastWrite = 0;
  // Progress writes are chained and awaited before the job goes on: a late one can neither overwrite
  // a later status (even "error") nor crash the process as an unhandled rejection.
  let progressWrites = Promise.resolve();
  try {
    return await buildDigestOffThread({
      sources,
      formats: formatsOf(digest.format),
      includeTableOfContents: digest.includeTableOfContents,
      includeOriginalLinks: digest.includeOriginalLinks,
      date: digest.createdAt,
      // The rest of the budget, kept on the digest thread by its own clock.
      timeBudget: { ms: budgetMs, spentMs: budgetMs - budget.remainingMs() },
      ...(deps.maxEmailBytes ? { maxEmailBytes: deps.maxEmailBytes } : {}),
      imageFetch: { allowHosts: deps.imageAllowHosts, allowUrlPrefixes: deps.imageAllowUrlPrefixes ?? [] },
      onProgress: (stage, progress, details) => {
        // Progress is a database write and a NOTIFY: a few per second is plenty.
        const now = Date.now();
        if (now - lastWrite < 250 && progress < 100) return;
        lastWrite = now;
        const { status, from, to } = STAGES[stage];
        progressWrites = progressWrites
          .then(() => publish(status, from + ((to - from) * progress) / 100, details))
          .catch((error: unknown) => {
            deps.log.warn({ err: error, digestId: digest.id }, "could not record digest progress");
          });
      },
    });
  } finally {
    await progressWrites;
  }
}

/**
 * Stores each part's files in the digest's own folder, named for the reader ("Folio Digest
 * 2026-11-24 (2).epub"). A part already sent (a run resumed after a crash) keeps the file it was
 * sent with, so the history always downloads exactly what the e-mail carried.
 */
async function storeFiles(
  deps: DigestJobDeps,
  digest: DigestRow,
  built: BuiltDigest,
): Promise<DigestFileRecord[]> {
  const dayNumber =
    1 +
    (await countEarlierDigestsOnDay(deps.handle.db, {
      userId: digest.userId,
      digestId: digest.id,
      createdAt: digest.createdAt,
    }));
  const records: DigestFileRecord[] = [];
  for (const part of built.parts) {
    const sentBefore = part.index <= digest.partsSent;
    for (const file of part.files) {
      const naming = {
        date: digest.createdAt,
        format: formatOfContentType(file.contentType),
        part: { index: part.index, of: part.of },
      };
      const objectPath = digestObjectPath(digest.userId, digest.id, naming);
      const kept = sentBefore && digest.files.find((record) => record.objectPath === objectPath);
      if (kept) {
        records.push(kept);
        continue;
      }
      const filename = digestDownloadName({ ...naming, dayNumber });
      await deps.files.upload(objectPath, file.content, {
        contentType: file.contentType,
        downloadName: filename,
        // Only this digest's own, not yet sent file can be there: a run that stopped before sending it.
        upsert: true,
      });
      records.push({
        filename,
        contentType: file.contentType,
        size: file.content.length,
        objectPath,
        part: part.index,
      });
    }
  }
  return records;
}

type UpdateHeld = (values: Parameters<typeof updateDigest>[1]["values"]) => Promise<void>;

type Delivery =
  | { kind: "sent" }
  | { kind: "failed" }
  /** The daily e-mail limit stopped it before part `partsSent + 1`; `message` says so for `n` left. */
  | { kind: "stopped-at-daily-limit"; partsSent: number; message: (left: number) => string };

/**
 * Sends each part not yet sent, each within the daily e-mail limit; attachments carry the stored
 * files' names. "failed" when delivery failed (nothing is marked processed then).
 */
async function sendParts(
  deps: DigestJobDeps,
  digest: DigestRow,
  built: BuiltDigest,
  files: DigestFileRecord[],
  publish: Publish,
  update: UpdateHeld,
): Promise<Delivery> {
  const now = deps.now ?? (() => new Date());
  const maxEmails = (deps.limits ?? DEFAULT_DIGEST_LIMITS).emailsPerDay;
  const itemsById = new Map(built.items.map((item) => [item.id, item]));
  for (const part of built.parts) {
    if (part.index <= digest.partsSent) continue;
    const retryAt = await whenUnderDigestEmailLimit(deps.handle.db, {
      userId: digest.userId,
      now: now(),
      max: maxEmails,
    });
    if (retryAt) {
      const limit = DigestLimitError.emails(maxEmails, retryAt, now()).message;
      return {
        kind: "stopped-at-daily-limit",
        partsSent: part.index - 1,
        message: (left) =>
          `${left} newsletter${left === 1 ? "" : "s"} stay${left === 1 ? "s" : ""} in your queue: ${limit}`,
      };
    }
    await publish(
      "sending",
      85 + (10 * (part.index - 1)) / built.parts.length,
      `Sending part ${part.index} of ${part.of}`,
      {
        sendingPart: part.index,
      },
    );
    const email = renderDigestEmail({
      date: digest.createdAt,
      items: part.itemIds.flatMap((id) => {
        const item = itemsById.get(id);
        return item ? [{ subject: item.subject, from: item.from }] : [];
      }),
      part: { index: part.index, of: part.of },
      formats: formatsOf(digest.format),
      report: describeReaderSummary(built.summary),
    });
    const stored = files.filter((record) => record.part === part.index);
    try {
      await deps.mail.send({
        to: digest.destinationEmail,
        ...email,
        attachments: part.files.map((file, index) => ({
          name: stored[index]?.filename ?? file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
        tag: "digest",
      });
    } catch (error) {
      const message = error instanceof MailDeliveryError ? error.message : "Failed to generate digest";
      deps.log.warn({ err: error, digestId: digest.id }, "digest delivery failed");
      await publish("error", 85, message, { sendingPart: null });
      return { kind: "failed" };
    }
    await recordDigestDelivery(deps.handle.db, {
      userId: digest.userId,
      digestId: digest.id,
      part: part.index,
      sentAt: now(),
    });
    await update({ partsSent: part.index, sendingPart: null });
  }
  await update({ sentAt: new Date() });
  return { kind: "sent" };
}

/**
 * After the daily e-mail limit stopped a digest part-way: the digest becomes what was sent — its
 * newsletters, its files — and the rest goes back to the queue (the claim lapses as the digest
 * finishes). Null when nothing was sent.
 */
async function keepOnlySentParts(
  deps: DigestJobDeps,
  digest: DigestRow,
  built: BuiltDigest,
  files: DigestFileRecord[],
  partsSent: number,
  update: UpdateHeld,
): Promise<{ digest: Pick<DigestRow, "emailIds" | "itemCount">; leftOut: number } | null> {
  const unsent = files.filter((record) => record.part > partsSent);
  await deps.files.remove(unsent.map((record) => record.objectPath));
  const kept = files.filter((record) => record.part <= partsSent);
  if (partsSent === 0) {
    await update({ files: kept });
    return null;
  }
  const emailIds = built.parts.filter((part) => part.index <= partsSent).flatMap((part) => part.itemIds);
  const values = { emailIds, itemCount: emailIds.length };
  await update({ ...values, files: kept, sentAt: new Date() });
  return { digest: values, leftOut: digest.emailIds.length - emailIds.length };
}
