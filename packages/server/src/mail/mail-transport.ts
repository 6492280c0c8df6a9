/** One e-mail as Folio hands it to a transport. `from` falls back to the transport's configured sender. */
export interface OutgoingMail {
  to: string;
  from?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** A short category ("digest", "confirm-email", …); Postmark shows it in its activity feed. */
  tag?: string;
}

export interface MailAttachment {
  name: string;
  contentType: string;
  content: Buffer;
}

/** Sends e-mail: Postmark in production, the database outbox in the zero-config setup. */
export interface MailTransport {
  kind: "postmark" | "outbox";
  /** Resolves once the provider accepted the message; throws MailDeliveryError when it did not. */
  send(message: OutgoingMail): Promise<{ messageId: string }>;
}

/**
 * Postmark accepts at most 10 MB per message, attachments counted after base64 encoding.
 * Both transports enforce it, so a digest that would bounce in production also fails in development.
 */
export const MAX_MAIL_BYTES = 10 * 1024 * 1024;

/** The size Postmark counts against MAX_MAIL_BYTES: bodies and subject as UTF-8, attachments as base64. */
export function measureMailSize(
  message: Pick<OutgoingMail, "subject" | "html" | "text" | "attachments">,
): number {
  const attachmentBytes = (message.attachments ?? []).reduce(
    (total, attachment) => total + base64Length(attachment.content.length),
    0,
  );
  return (
    Buffer.byteLength(message.subject) +
    Buffer.byteLength(message.html) +
    Buffer.byteLength(message.text) +
    attachmentBytes
  );
}

function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

export type MailDeliveryErrorKind = "rejected" | "unavailable" | "too_large";

export interface MailDeliveryErrorOptions {
  kind: MailDeliveryErrorKind;
  /** Whether sending the same message again later may succeed. */
  retryable: boolean;
  /** Shown to the user as is: says what happened and what they can do. */
  message: string;
  /** The provider's own error code (Postmark's ErrorCode), when it gave one. */
  providerCode?: number | undefined;
  /** What the provider said (or what Folio measured), for logs; never shown to users. */
  detail?: string | undefined;
  /** The HTTP status the provider answered with, 0 when it could not be reached. */
  statusCode?: number | undefined;
  cause?: unknown;
}

/** Why a message was not delivered, in words a user can act on. */
export class MailDeliveryError extends Error {
  override readonly name = "MailDeliveryError";
  readonly kind: MailDeliveryErrorKind;
  readonly retryable: boolean;
  readonly providerCode: number | undefined;
  readonly detail: string | undefined;
  readonly statusCode: number | undefined;

  constructor(options: MailDeliveryErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    this.retryable = options.retryable;
    this.providerCode = options.providerCode;
    this.detail = options.detail;
    this.statusCode = options.statusCode;
  }
}

/** "Your digest" for digests, "The e-mail" for everything else, so one wording fits every sender. */
function subjectOf(message: Pick<OutgoingMail, "tag">): string {
  return message.tag === "digest" ? "Your digest" : "The e-mail";
}

/** The user-facing wording of every delivery failure, shared by both transports. */
export const deliveryErrorMessages = {
  invalidAddress: (message: Pick<OutgoingMail, "to" | "tag">) =>
    `${subjectOf(message)} could not be delivered: the e-mail service rejected the destination address “${message.to}”. Please check that it is a valid e-mail address.`,
  inactiveRecipient: (message: Pick<OutgoingMail, "to" | "tag">) =>
    `${subjectOf(message)} could not be delivered: earlier e-mails to “${message.to}” bounced or were marked as spam, so the e-mail service no longer sends to it. Please use a different destination address.`,
  tooLarge: (message: Pick<OutgoingMail, "tag">) =>
    message.tag === "digest"
      ? "Your digest is too large to send by e-mail (the limit is 10 MB). Please try again with fewer newsletters."
      : "The e-mail is too large to send (the limit is 10 MB).",
  refused: (message: Pick<OutgoingMail, "tag">) =>
    `${subjectOf(message)} could not be sent: the e-mail service refused the message. Please try again later, and contact support if it keeps happening.`,
  misconfigured: (message: Pick<OutgoingMail, "tag">) =>
    `${subjectOf(message)} could not be sent because Folio's e-mail service is not set up correctly. Please try again later, and contact support if it keeps happening.`,
  unavailable: () => "The e-mail service is unavailable right now. Please try again in a few minutes.",
};

/** Thrown before contacting any provider when a message cannot fit the size limit. */
export function tooLargeError(message: OutgoingMail, size: number): MailDeliveryError {
  return new MailDeliveryError({
    kind: "too_large",
    retryable: false,
    message: deliveryErrorMessages.tooLarge(message),
    detail: `The message is ${size} bytes; the limit is ${MAX_MAIL_BYTES} bytes.`,
  });
}
