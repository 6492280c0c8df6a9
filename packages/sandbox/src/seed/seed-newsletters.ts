/**
 * Fills a new mailbox with the generated newsletters: 44 issues from 16 publications, dated over
 * the last five weeks (relative to `now`), ten of them labelled Read Later, the rest in INBOX.
 */
import type { Mailbox } from "../gmail/mailbox.ts";
import { buildMessage } from "../mime/build-mime.ts";
import type { IssueContext } from "./publication.ts";
import { PUBLICATIONS, READ_LATER_ISSUES, READ_LATER_LABEL } from "./publications.ts";
import { seededRandom } from "./seeded-random.ts";

const HOUR = 3_600_000;

export interface SeededIssue {
  key: string;
  raw: Buffer;
  labelNames: string[];
  date: Date;
}

export async function generateNewsletters(options: {
  baseUrl: string;
  now: number;
  recipient: string;
}): Promise<SeededIssue[]> {
  const order = seededRandom("folio-seed-order").shuffle(
    PUBLICATIONS.flatMap((pub) => Array.from({ length: pub.issues }, (_, i) => ({ pub, issue: i + 1 }))),
  );
  const spacing = seededRandom("folio-seed-dates");
  let readLaterCount = 0;
  return Promise.all(
    order.map(async ({ pub, issue }, index) => {
      const key = `${pub.slug}#${issue}`;
      // Newest first: roughly one issue every 19 hours, at varied minutes past the hour.
      const at = options.now - 2 * HOUR - index * 19 * HOUR - spacing.int(0, 50) * 60_000;
      const date = new Date(Math.floor(at / 1000) * 1000);
      const rng = seededRandom(key);
      const ctx: IssueContext = {
        pub,
        issue,
        date,
        rng,
        baseUrl: options.baseUrl,
        recipient: options.recipient,
        image: (slug, width, height, ext) => `${options.baseUrl}/images/${slug}-${width}x${height}.${ext}`,
      };
      const readLater = READ_LATER_ISSUES.has(key);
      // Half the Read Later issues were archived out of the inbox, as people do (decided before any await).
      const inInbox = !readLater || readLaterCount++ % 2 === 0;
      const draft = await pub.write(ctx);
      const raw = buildMessage(
        {
          from: draft.from ?? pub.from,
          to: options.recipient,
          subject: draft.subject,
          date,
          messageId: `${pub.slug}.${issue}.${rng.token(16)}@mail.${pub.domain}`,
          extra: draft.extraHeaders ?? [],
          ...(draft.subjectEncoding ? { subjectEncoding: draft.subjectEncoding } : {}),
        },
        draft.body,
        rng.token(20),
      );
      const labelNames = [
        ...(inInbox ? ["INBOX"] : []),
        ...(readLater ? [READ_LATER_LABEL] : []),
        ...(index % 5 < 3 ? ["UNREAD"] : []),
        ...(pub.category ? [pub.category] : []),
      ];
      return { key, raw, labelNames, date };
    }),
  );
}

export async function seedNewsletters(
  mailbox: Mailbox,
  options: { baseUrl: string; now: number },
): Promise<void> {
  const issues = await generateNewsletters({ ...options, recipient: mailbox.email });
  // Oldest first, so insertion order matches arrival order.
  for (const issue of [...issues].reverse()) {
    const labelIds = issue.labelNames.map((name) => mailbox.ensureLabel(name).id);
    mailbox.insert(issue.raw, { labelIds, internalDate: issue.date.getTime(), recordHistory: false });
  }
}
