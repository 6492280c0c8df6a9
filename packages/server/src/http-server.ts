import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * How long a client may take to send a request. Node's defaults (5 minutes for the whole request,
 * checked every 30 s) let a client that sends its body a byte at a time hold a connection for
 * minutes; these end it with 408. Answers (event streams included) are not limited: the timeouts
 * cover receiving the request only.
 */
export const REQUEST_TIMEOUTS = {
  /** Headers and body, at most 1 MB (the API's body limit): plenty on any working connection. */
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  /** How often Node looks for connections past those timeouts. */
  checkEveryMs: 5_000,
};

export function createHttpServer(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  timeouts: typeof REQUEST_TIMEOUTS = REQUEST_TIMEOUTS,
): Server {
  return createServer(
    {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: timeouts.headersTimeoutMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    listener,
  );
}
