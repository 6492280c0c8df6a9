import type { IncomingMessage, ServerResponse } from "node:http";

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;

/**
 * The requests whose handlers are still running. A closed connection does not stop its handler —
 * a client that gave up leaves a query in flight — so a shutdown waits for the handlers themselves
 * before it closes the database under them.
 */
export function inFlightRequests() {
  const running = new Set<Promise<unknown>>();
  return {
    track(listener: Listener) {
      return (req: IncomingMessage, res: ServerResponse) => {
        const handled = listener(req, res).catch(() => {});
        running.add(handled);
        void handled.finally(() => running.delete(handled));
      };
    },
    /** Resolves when every handler running now has finished, or after `timeoutMs` at the latest. */
    async settled(timeoutMs: number): Promise<void> {
      if (running.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
