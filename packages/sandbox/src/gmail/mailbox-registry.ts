/** All mailboxes by address; a new one is created on first use and, by default, seeded. */
import { Mailbox, type MailboxSnapshot } from "./mailbox.ts";

export type SeedMailbox = (mailbox: Mailbox) => Promise<void>;

export class MailboxRegistry {
  private readonly mailboxes = new Map<string, Mailbox>();
  private readonly creating = new Map<string, Promise<Mailbox>>();

  constructor(
    snapshots: readonly MailboxSnapshot[],
    private readonly seed: SeedMailbox | undefined,
    private readonly onChange: () => void,
  ) {
    for (const s of snapshots) this.mailboxes.set(s.email, new Mailbox(s, onChange));
  }

  get(email: string): Mailbox | undefined {
    return this.mailboxes.get(email.toLowerCase());
  }

  all(): Mailbox[] {
    return [...this.mailboxes.values()];
  }

  /** Concurrent first requests for one address share a single creation (and seeding). */
  ensure(email: string): Promise<Mailbox> {
    const key = email.toLowerCase();
    const existing = this.mailboxes.get(key);
    if (existing) return Promise.resolve(existing);
    let pending = this.creating.get(key);
    if (!pending) {
      pending = (async () => {
        const mailbox = Mailbox.empty(key, this.onChange);
        try {
          if (this.seed) await this.seed(mailbox);
          this.mailboxes.set(key, mailbox);
          this.onChange();
          return mailbox;
        } finally {
          this.creating.delete(key);
        }
      })();
      this.creating.set(key, pending);
    }
    return pending;
  }

  toSnapshot(): MailboxSnapshot[] {
    return this.all().map((m) => m.toSnapshot());
  }
}
