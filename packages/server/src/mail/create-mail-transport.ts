import type { Db } from "@folio/db/client";
import { type Config, ConfigError } from "../env.ts";
import { parseMailbox } from "./mail-address.ts";
import type { MailTransport } from "./mail-transport.ts";
import { createOutboxTransport } from "./outbox-transport.ts";
import { createPostmarkTransport } from "./postmark-transport.ts";

/** The sender the outbox records when MAIL_FROM is not set; never used with Postmark. */
export const OUTBOX_DEFAULT_FROM = "Folio <digest@folio.localhost>";

/**
 * Postmark when POSTMARK_SERVER_TOKEN is set (MAIL_FROM is then required: Postmark only sends from a
 * confirmed sender), otherwise the database outbox.
 */
export function createMailTransport(config: Pick<Config, "mail">, deps: { db: Db }): MailTransport {
  const { postmarkServerToken, postmarkApiUrl, from } = config.mail;
  if (from !== undefined && !parseMailbox(from)) {
    throw new ConfigError(
      `Invalid environment variable MAIL_FROM: "${from}" is not an e-mail address (use "Folio <digest@example.com>" or "digest@example.com").`,
    );
  }
  if (postmarkServerToken) {
    if (!from) {
      throw new ConfigError(
        "MAIL_FROM is required when POSTMARK_SERVER_TOKEN is set: set it to a sender confirmed in Postmark, e.g. MAIL_FROM='Folio <digest@example.com>'.",
      );
    }
    return createPostmarkTransport({ serverToken: postmarkServerToken, from, apiUrl: postmarkApiUrl });
  }
  return createOutboxTransport({ db: deps.db, from: from ?? OUTBOX_DEFAULT_FROM });
}
