import type { Db } from "@folio/db/client";
import { insertOutboxMessage } from "@folio/db/queries";
import { parseMailbox } from "./mail-address.ts";
import {
  deliveryErrorMessages,
  MAX_MAIL_BYTES,
  MailDeliveryError,
  type MailTransport,
  measureMailSize,
  tooLargeError,
} from "./mail-transport.ts";

export interface OutboxTransportOptions {
  db: Db;
  /** The sender recorded when a message names none. */
  from: string;
}

/**
 * Keeps every message in the database instead of sending it, for the zero-config setup; readable at
 * /dev/outbox. It refuses what Postmark would refuse (bad address, over 10 MB) so both setups fail alike.
 */
export function createOutboxTransport(options: OutboxTransportOptions): MailTransport {
  return {
    kind: "outbox",
    async send(message) {
      if (!parseMailbox(message.to)) {
        throw new MailDeliveryError({
          kind: "rejected",
          retryable: false,
          message: deliveryErrorMessages.invalidAddress(message),
          detail: `Invalid 'To' address: '${message.to}'.`,
        });
      }
      const size = measureMailSize(message);
      if (size > MAX_MAIL_BYTES) throw tooLargeError(message, size);
      try {
        const stored = await insertOutboxMessage(options.db, {
          to: message.to,
          from: message.from ?? options.from,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments ?? [],
        });
        return { messageId: stored.id };
      } catch (error) {
        // The outbox is this setup's mail service: when its database fails, the service is unavailable.
        throw new MailDeliveryError({
          kind: "unavailable",
          retryable: true,
          message: deliveryErrorMessages.unavailable(),
          detail: error instanceof Error ? error.message : String(error),
          cause: error,
        });
      }
    },
  };
}
