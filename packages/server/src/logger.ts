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

/**
 * A failed statement's error names its bound values — drizzle's message and stack say
 * "Failed query: <sql>\nparams: <values>", and errors that wrap it (better-auth's) repeat that text.
 * Those values are whatever the statement carried: a session token, an OAuth token being saved, an
 * API key's hash. The SQL stays (it says what failed); the values go, in the text and in any
 * `params`/`parameters` field, down the error's causes.
 */
const QUERY_PARAMS_TEXT = /params: .*$/gm;
const QUERY_PARAMS_FIELDS = new Set(["params", "parameters"]);

function withoutQueryParams(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(QUERY_PARAMS_TEXT, "params: [redacted]");
  if (depth > 5 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => withoutQueryParams(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      QUERY_PARAMS_FIELDS.has(key) ? "[redacted]" : withoutQueryParams(item, depth + 1),
    ]),
  );
}

/** Structured JSON logs; secrets are redacted wherever they might appear. */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { err: (error: Error) => withoutQueryParams(pino.stdSerializers.err(error)) },
    redact: {
      paths: REDACT_PATHS,
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
