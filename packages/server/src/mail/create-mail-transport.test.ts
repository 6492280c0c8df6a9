import type { Db } from "@folio/db/client";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../env.ts";
import { createMailTransport } from "./create-mail-transport.ts";

// Choosing a transport touches no database, so a stand-in object is enough here.
const db = {} as Db;

describe("createMailTransport", () => {
  it("uses the outbox when no Postmark token is set", () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({
      postmarkServerToken: undefined,
      postmarkApiUrl: undefined,
      from: undefined,
    });
    expect(createMailTransport(config, { db }).kind).toBe("outbox");
  });

  it("uses Postmark when POSTMARK_SERVER_TOKEN and MAIL_FROM are set", () => {
    const config = loadConfig({
      POSTMARK_SERVER_TOKEN: "server-token",
      MAIL_FROM: "Folio <digest@example.com>",
      POSTMARK_API_URL: "http://127.0.0.1:4010",
    });
    expect(config.mail).toEqual({
      postmarkServerToken: "server-token",
      postmarkApiUrl: "http://127.0.0.1:4010",
      from: "Folio <digest@example.com>",
    });
    expect(createMailTransport(config, { db }).kind).toBe("postmark");
  });

  it("fails with a message naming MAIL_FROM when Postmark is configured without a sender", () => {
    const config = loadConfig({ POSTMARK_SERVER_TOKEN: "server-token" });
    expect(() => createMailTransport(config, { db })).toThrow(ConfigError);
    expect(() => createMailTransport(config, { db })).toThrow(
      /^MAIL_FROM is required when POSTMARK_SERVER_TOKEN is set/,
    );
  });

  it("rejects a MAIL_FROM that is not an address, naming the variable", () => {
    const config = loadConfig({ MAIL_FROM: "Folio" });
    expect(() => createMailTransport(config, { db })).toThrow(/Invalid environment variable MAIL_FROM/);
  });

  it("rejects a POSTMARK_API_URL that is not a URL when the environment is read", () => {
    expect(() => loadConfig({ POSTMARK_API_URL: "localhost-ish" })).toThrow(/POSTMARK_API_URL/);
  });
});
