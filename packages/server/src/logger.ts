import pino from "pino";

export type Logger = pino.Logger;

/**
 * Where secrets could sit in a logged object: passwords, tokens (session, OAuth, reset), secrets
 * and the headers that carry them, up to three levels down (e.g. `err.config.headers`).
 * test/security/log-secrets.test.ts runs a whole journey and checks the logs hold none.
 */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "idToken",
  "access_token",
  "refresh_token",
  "id_token",
  "secret",
  "clientSecret",
  "apiKey",
  "key",
];
const SECRET_HEADERS = ["authorization", "Authorization", "cookie", "set-cookie", "x-api-key"];
const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...SECRET_HEADERS.map((header) => `headers["${header}"]`).flatMap((path) => [
    path,
    `*.${path}`,
    `*.*.${path}`,
    // err.response.config.headers: where HTTP clients keep the request they sent.
    `*.*.*.${path}`,
  ]),
];

/** Structured JSON logs; secrets are redacted wherever they might appear. */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: REDACT_PATHS,
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
