import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Postmark's `POST /email`, strict in the ways the real API is: the server token
 * header, JSON body, From/To addresses, a body, message streams, base64 attachments and the 10 MB limit.
 * The real `postmark` client reaches it with `new ServerClient(token, { useHttps: false, requestHost })`,
 * i.e. `createPostmarkTransport({ apiUrl: standIn.url, serverToken: standIn.serverToken, … })`.
 */
export interface PostmarkStandIn {
  /** Base URL, e.g. `http://127.0.0.1:43121`; pass it as the transport's `apiUrl`. */
  url: string;
  /** The one token the stand-in accepts in `X-Postmark-Server-Token`. */
  serverToken: string;
  /** Messages it accepted, oldest first. */
  readonly sent: readonly AcceptedEmail[];
  /** Every request it received, accepted or not, oldest first. */
  readonly requests: readonly ReceivedRequest[];
  /** Answers the next `count` `POST /email` requests with `failure` (default: HTTP 500) before any check. */
  failNext(count: number, failure?: StandInFailure): void;
  /** Makes Postmark treat an address as inactive (hard bounce, spam complaint): sending to it gives 406. */
  markInactive(address: string): void;
  /** Resolves with the first accepted message matching `predicate`, waiting for it if need be. */
  waitForSent(predicate?: (email: AcceptedEmail) => boolean, timeoutMs?: number): Promise<AcceptedEmail>;
  /** Forgets recorded messages, requests, queued failures and inactive addresses. */
  reset(): void;
  close(): Promise<void>;
}

export interface PostmarkStandInOptions {
  serverToken?: string;
  /** Message streams that exist on the server (Postmark's default transactional stream is "outbound"). */
  messageStreams?: string[];
  /** Postmark's limit for the whole message, attachments counted as base64. */
  maxMessageBytes?: number;
}

export type StandInFailure =
  /** An HTTP error; 422 answers carry Postmark's `{ ErrorCode, Message }`. */
  | { status: number; errorCode?: number; message?: string }
  /** Drops the connection without answering, like a network failure. */
  | { disconnect: true };

export interface AcceptedEmail {
  messageId: string;
  submittedAt: string;
  serverToken: string;
  from: string;
  to: string;
  subject: string;
  htmlBody: string | undefined;
  textBody: string | undefined;
  messageStream: string;
  tag: string | undefined;
  trackOpens: unknown;
  trackLinks: unknown;
  attachments: AcceptedAttachment[];
  /** The JSON body exactly as received. */
  body: Record<string, unknown>;
}

export interface AcceptedAttachment {
  name: string;
  contentType: string;
  /** Decoded from the base64 `Content`. */
  content: Buffer;
  contentBase64: string;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON when the body was JSON, the raw text otherwise. */
  body: unknown;
  status: number;
  response: unknown;
}

const DEFAULT_TOKEN = "stand-in-server-token";
const TEN_MB = 10 * 1024 * 1024;
/** Requests above this are cut off with 413 before parsing, as Postmark's front end does. */
const MAX_REQUEST_BYTES = 50 * 1024 * 1024;
const MAX_RECIPIENTS = 50;
const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export async function startPostmarkStandIn(options: PostmarkStandInOptions = {}): Promise<PostmarkStandIn> {
  const serverToken = options.serverToken ?? DEFAULT_TOKEN;
  const messageStreams = new Set(options.messageStreams ?? ["outbound"]);
  const maxMessageBytes = options.maxMessageBytes ?? TEN_MB;
  const sent: AcceptedEmail[] = [];
  const requests: ReceivedRequest[] = [];
  const failures: StandInFailure[] = [];
  const inactive = new Set<string>();
  const waiters = new Set<() => void>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) answer(res, 500, { Message: `Stand-in failure: ${String(error)}` });
    });
  });

  function answer(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > MAX_REQUEST_BYTES) {
        record(req, path, null, 413, "Payload Too Large");
        res.writeHead(413, { "Content-Type": "text/plain", Connection: "close" });
        res.end("Payload Too Large");
        return;
      }
      chunks.push(chunk);
    }
    const rawBody = Buffer.concat(chunks).toString("utf8");

    if (req.method !== "POST" || path !== "/email") {
      const response = {
        ErrorCode: 0,
        Message: `The stand-in only implements POST /email, not ${req.method} ${path}.`,
      };
      record(req, path, rawBody, 404, response);
      return answer(res, 404, response);
    }

    const failure = failures.shift();
    if (failure) {
      if ("disconnect" in failure) {
        record(req, path, rawBody, 0, "disconnected");
        req.socket.destroy();
        return;
      }
      const response =
        failure.status === 422
          ? { ErrorCode: failure.errorCode ?? 300, Message: failure.message ?? "Invalid email request" }
          : { Message: failure.message ?? "Internal Server Error" };
      record(req, path, rawBody, failure.status, response);
      return answer(res, failure.status, response);
    }

    const [status, response, body] = checkEmailRequest(req.headers, rawBody);
    record(req, path, body ?? rawBody, status, response);
    answer(res, status, response);
  }

  function record(
    req: IncomingMessage,
    path: string,
    body: unknown,
    status: number,
    response: unknown,
  ): void {
    let parsed = body;
    if (typeof body === "string") {
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = body;
      }
    }
    requests.push({ method: req.method ?? "", path, headers: req.headers, body: parsed, status, response });
  }

  /** Postmark's checks in Postmark's order; answers [status, response body, parsed request]. */
  function checkEmailRequest(
    headers: IncomingHttpHeaders,
    rawBody: string,
  ): [number, Record<string, unknown>, Record<string, unknown>?] {
    const token = headers["x-postmark-server-token"];
    if (typeof token !== "string" || token === "") {
      return [
        401,
        {
          ErrorCode: 10,
          Message:
            "No Account or Server API tokens were supplied in the HTTP headers. Please add a header for either X-Postmark-Server-Token or X-Postmark-Account-Token.",
        },
      ];
    }
    if (token !== serverToken) {
      return [401, { ErrorCode: 10, Message: "Request does not contain a valid Server token." }];
    }
    if (!/^application\/json\b/i.test(headers["content-type"] ?? "")) {
      return [
        422,
        { ErrorCode: 409, Message: "JSON required. Set the 'Content-Type' header to 'application/json'." },
      ];
    }
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(rawBody);
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
      body = parsed as Record<string, unknown>;
    } catch {
      return [422, { ErrorCode: 402, Message: "Invalid JSON: the request body could not be parsed." }];
    }
    const reject = (
      errorCode: number,
      message: string,
    ): [number, Record<string, unknown>, Record<string, unknown>] => [
      422,
      { ErrorCode: errorCode, Message: message },
      body,
    ];

    const from = stringField(body.From);
    if (!from || !isMailbox(from)) return reject(300, `Invalid 'From' address: '${from ?? ""}'.`);
    const to = stringField(body.To);
    if (!to) return reject(300, "Zero recipients specified");
    const recipients = to.split(",").map((recipient) => recipient.trim());
    if (recipients.length > MAX_RECIPIENTS) {
      return reject(300, `Too many recipients: a message may have at most ${MAX_RECIPIENTS}.`);
    }
    const invalid = recipients.find((recipient) => !isMailbox(recipient));
    if (invalid !== undefined) return reject(300, `Invalid 'To' address: '${invalid}'.`);

    const htmlBody = stringField(body.HtmlBody);
    const textBody = stringField(body.TextBody);
    if (!htmlBody && !textBody) return reject(300, "Provide either email TextBody or HtmlBody or both.");

    const messageStream = stringField(body.MessageStream) ?? "outbound";
    if (!messageStreams.has(messageStream)) {
      return reject(1235, `The 'MessageStream' provided does not exist on this server.`);
    }

    const attachments: AcceptedAttachment[] = [];
    const rawAttachments = body.Attachments ?? [];
    if (!Array.isArray(rawAttachments)) return reject(300, "Attachments must be a list.");
    for (const raw of rawAttachments as Record<string, unknown>[]) {
      const name = stringField(raw?.Name);
      const contentBase64 = stringField(raw?.Content);
      const contentType = stringField(raw?.ContentType);
      if (!name) return reject(300, "Attachment name is required.");
      if (contentBase64 === undefined || !/^[A-Za-z0-9+/]*={0,2}$/.test(contentBase64)) {
        return reject(300, `Attachment '${name}' has no valid base64 Content.`);
      }
      if (!contentType) return reject(300, `Attachment '${name}' has no ContentType.`);
      attachments.push({ name, contentType, contentBase64, content: Buffer.from(contentBase64, "base64") });
    }

    const subject = stringField(body.Subject) ?? "";
    const size =
      Buffer.byteLength(subject) +
      Buffer.byteLength(htmlBody ?? "") +
      Buffer.byteLength(textBody ?? "") +
      attachments.reduce((total, attachment) => total + attachment.contentBase64.length, 0);
    if (size > maxMessageBytes) {
      return reject(300, `Attachments too big. The total size should be less than ${maxMessageBytes} bytes.`);
    }

    const inactiveRecipients = recipients.filter((recipient) => inactive.has(bareAddress(recipient)));
    if (inactiveRecipients.length > 0) {
      return reject(
        406,
        `You tried to send to recipient(s) that have been marked as inactive. Found inactive addresses: ${inactiveRecipients.join(", ")}. Inactive recipients are ones that have generated a hard bounce, a spam complaint, or a manual suppression.`,
      );
    }

    const accepted: AcceptedEmail = {
      messageId: randomUUID(),
      submittedAt: new Date().toISOString(),
      serverToken: token,
      from,
      to,
      subject,
      htmlBody,
      textBody,
      messageStream,
      tag: stringField(body.Tag),
      trackOpens: body.TrackOpens,
      trackLinks: body.TrackLinks,
      attachments,
      body,
    };
    sent.push(accepted);
    for (const wake of waiters) wake();
    return [
      200,
      {
        To: to,
        SubmittedAt: accepted.submittedAt,
        MessageID: accepted.messageId,
        ErrorCode: 0,
        Message: "OK",
      },
      body,
    ];
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    serverToken,
    sent,
    requests,
    failNext(count, failure = { status: 500 }) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    markInactive(address) {
      inactive.add(address.trim().toLowerCase());
    },
    waitForSent(predicate = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = sent.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The Postmark stand-in received no matching message within ${timeoutMs} ms.`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    reset() {
      sent.length = 0;
      requests.length = 0;
      failures.length = 0;
      inactive.clear();
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function stringField(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function bareAddress(mailbox: string): string {
  const named = /<([^<>]+)>\s*$/.exec(mailbox);
  return (named?.[1] ?? mailbox).trim().toLowerCase();
}

/** `a@b.c` or `Name <a@b.c>`, as Postmark accepts them. */
function isMailbox(mailbox: string): boolean {
  const trimmed = mailbox.trim();
  const named = /^[^<>]*<([^<>]+)>$/.exec(trimmed);
  return ADDRESS.test((named?.[1] ?? trimmed).trim());
}
