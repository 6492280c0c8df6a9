import { Writable } from "node:stream";
import type pino from "pino";
import { createLogger, type Logger } from "../../src/logger.ts";

/** Folio's real logger (redaction included), writing each JSON line into `lines` for a test to read. */
export function capturedLogger(
  level: pino.LevelWithSilent,
  lines: string[] = [],
): { log: Logger; lines: string[] } {
  const log = createLogger(
    level,
    new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    }),
  );
  return { log, lines };
}
