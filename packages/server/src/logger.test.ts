import { createDb } from "@folio/db/client";
import { session } from "@folio/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { capturedLogger } from "../test/support/captured-logger.ts";

describe("createLogger", () => {
  it("keeps a failed statement's SQL but not its values, also when another error wraps it", async () => {
    const db = await createDb({ dataDir: "memory://" });
    let failure: unknown;
    try {
      await db.close();
      // The database is gone: the statement fails, and drizzle's error names the token it carried.
      await db.db.select().from(session).where(eq(session.token, "SECRET-session-token"));
    } catch (error) {
      failure = error;
    }
    expect(String((failure as Error).message)).toContain("SECRET-session-token");
    const { log, lines } = capturedLogger("debug");
    const output = () => lines.join("");
    log.warn({ err: failure }, "database unavailable");
    log.error(
      { err: new Error(`Failed to get session: ${(failure as Error).message}`, { cause: failure }) },
      "x",
    );
    expect(output()).toContain('from \\"session\\"');
    expect(output()).toContain("params: [redacted]");
    expect(output()).not.toContain("SECRET");
  });

  it("redacts passwords, tokens and secret headers, also inside errors and nested objects", () => {
    const { log, lines } = capturedLogger("debug");
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
