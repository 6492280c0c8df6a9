import { type Message, Models, ServerClient } from "postmark";
import {
  deliveryErrorMessages,
  MAX_MAIL_BYTES,
  MailDeliveryError,
  type MailTransport,
  measureMailSize,
  type OutgoingMail,
  tooLargeError,
} from "./mail-transport.ts";

export interface PostmarkTransportOptions {
  serverToken: string;
  /** The default sender, e.g. `Folio <digest@example.com>`; must be a confirmed Postmark sender. */
  from: string;
  /** Postmark's transactional stream unless told otherwise. */
  messageStream?: string;
  /** Where the Postmark API lives; only set to reach a local stand-in. Defaults to https://api.postmarkapp.com. */
  apiUrl?: string | undefined;
  /** Give up on a request after this many seconds (the client's own default is 180). */
  timeoutSeconds?: number;
}

/** Sends through Postmark's HTTP API with the official client; failures become MailDeliveryError. */
export function createPostmarkTransport(options: PostmarkTransportOptions): MailTransport {
  const client = new ServerClient(options.serverToken, {
    ...postmarkEndpoint(options.apiUrl),
    timeout: options.timeoutSeconds ?? 60,
  });
  const messageStream = options.messageStream ?? "outbound";

  return {
    kind: "postmark",
    async send(message) {
      const size = measureMailSize(message);
      // Checked here too so an oversized digest fails fast instead of uploading 10+ MB to be refused.
      if (size > MAX_MAIL_BYTES) throw tooLargeError(message, size);
      const email: Message = {
        From: message.from ?? options.from,
        To: message.to,
        Subject: message.subject,
        HtmlBody: message.html,
        TextBody: message.text,
        MessageStream: messageStream,
        // Folio promises newsletters without tracking; its own mail carries none either.
        TrackOpens: false,
        TrackLinks: Models.LinkTrackingOptions.None,
        ...(message.tag ? { Tag: message.tag } : {}),
        ...(message.attachments?.length
          ? {
              Attachments: message.attachments.map((attachment) => ({
                Name: attachment.name,
                Content: attachment.content.toString("base64"),
                ContentType: attachment.contentType,
                ContentID: null,
              })),
            }
          : {}),
      };
      try {
        const response = await client.sendEmail(email);
        return { messageId: response.MessageID };
      } catch (error) {
        throw toDeliveryError(error, message);
      }
    },
  };
}

function postmarkEndpoint(apiUrl: string | undefined): { useHttps?: boolean; requestHost?: string } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  // The client builds `${scheme}://${requestHost}${path}`, so a path prefix can ride along with the host.
  return {
    useHttps: url.protocol === "https:",
    requestHost: `${url.host}${url.pathname.replace(/\/+$/, "")}`,
  };
}

/** Postmark's documented error codes that Folio tells apart. */
const POSTMARK_ERROR = { badToken: 10, invalidRequest: 300, inactiveRecipient: 406 } as const;

/** Maps a postmark client error (it carries `statusCode` and Postmark's `code`) to what the user is told. */
export function toDeliveryError(error: unknown, message: OutgoingMail): MailDeliveryError {
  const { statusCode, code, text } = readPostmarkError(error);
  const base = { providerCode: code || undefined, statusCode, detail: text, cause: error };

  // No HTTP answer at all: refused connection, DNS failure, timeout.
  if (statusCode === 0) {
    return new MailDeliveryError({
      ...base,
      kind: "unavailable",
      retryable: true,
      message: deliveryErrorMessages.unavailable(),
    });
  }
  if (statusCode === 401 || code === POSTMARK_ERROR.badToken) {
    return new MailDeliveryError({
      ...base,
      kind: "unavailable",
      retryable: false,
      message: deliveryErrorMessages.misconfigured(message),
    });
  }
  if (statusCode === 413 || (code === POSTMARK_ERROR.invalidRequest && /too (big|large)|size/i.test(text))) {
    return new MailDeliveryError({
      ...base,
      kind: "too_large",
      retryable: false,
      message: deliveryErrorMessages.tooLarge(message),
    });
  }
  if (code === POSTMARK_ERROR.inactiveRecipient) {
    return new MailDeliveryError({
      ...base,
      kind: "rejected",
      retryable: false,
      message: deliveryErrorMessages.inactiveRecipient(message),
    });
  }
  if (code === POSTMARK_ERROR.invalidRequest && /'To'|recipient/i.test(text)) {
    return new MailDeliveryError({
      ...base,
      kind: "rejected",
      retryable: false,
      message: deliveryErrorMessages.invalidAddress(message),
    });
  }
  if (statusCode === 429 || statusCode >= 500) {
    return new MailDeliveryError({
      ...base,
      kind: "unavailable",
      retryable: true,
      message: deliveryErrorMessages.unavailable(),
    });
  }
  return new MailDeliveryError({
    ...base,
    kind: "rejected",
    retryable: false,
    message: deliveryErrorMessages.refused(message),
  });
}

function readPostmarkError(error: unknown): { statusCode: number; code: number; text: string } {
  if (error && typeof error === "object") {
    const { statusCode, code, message } = error as {
      statusCode?: unknown;
      code?: unknown;
      message?: unknown;
    };
    return {
      statusCode: typeof statusCode === "number" ? statusCode : 0,
      code: typeof code === "number" ? code : 0,
      text: typeof message === "string" ? message : String(error),
    };
  }
  return { statusCode: 0, code: 0, text: String(error) };
}
