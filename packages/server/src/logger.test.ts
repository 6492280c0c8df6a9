import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";

describe("createLogger", () => {
  it("redacts passwords, tokens and secret headers, also inside errors and nested objects", () => {
    const lines: string[] = [];
    const log = createLogger(
      "debug",
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      }),
    );
    const gmailError = Object.assign(new Error("Not Found"), {
      config: { headers: { Authorization: "Bearer SECRET-access" } },
      response: { config: { headers: { authorization: "Bearer SECRET-nested" } } },
    });
    log.error(
      { err: gmailError, refresh_token: "SECRET-refresh", user: { password: "SECRET-password" } },
      "x",
    );
    log.debug(
      { headers: { "set-cookie": "SECRET-cookie", cookie: "SECRET-c", "x-api-key": "SECRET-key" } },
      "y",
    );
    log.info({ body: { newPassword: "SECRET-new", token: "SECRET-reset" } }, "z");
    const output = lines.join("");
    expect(output).toContain("[redacted]");
    expect(output).not.toContain("SECRET");
  });
});
