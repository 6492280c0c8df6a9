import { describe, expect, it } from "vitest";
import { loadConfig, SANDBOX_CLIENT } from "./env.ts";

const shared = {
  DATABASE_URL: "postgres://folio@db/folio",
  BETTER_AUTH_SECRET: "a-secret-of-at-least-thirty-two-characters",
  GOOGLE_SANDBOX_URL: "http://sandbox.internal:3100/",
};

describe("loadConfig: roles", () => {
  it("runs everything in one process by default, with the sandbox mounted at /sandbox", () => {
    const config = loadConfig({ PORT: "4000" });
    expect(config).toMatchObject({ role: "all", migrateOnStart: true, jobLeaseMs: 60_000 });
    expect(config.google).toMatchObject({
      mode: "sandbox",
      ...SANDBOX_CLIENT,
      discoveryUrl: "http://localhost:4000/sandbox/.well-known/openid-configuration",
      sandbox: { url: "http://localhost:4000/sandbox", mounted: true },
    });
  });

  it("points web and worker processes at one shared sandbox", () => {
    const config = loadConfig({
      ...shared,
      FOLIO_ROLE: "worker",
      FOLIO_MIGRATE: "false",
      FOLIO_JOB_LEASE_SECONDS: "2",
    });
    expect(config).toMatchObject({ role: "worker", migrateOnStart: false, jobLeaseMs: 2_000 });
    expect(config.google).toMatchObject({
      discoveryUrl: "http://sandbox.internal:3100/.well-known/openid-configuration",
      sandbox: { url: "http://sandbox.internal:3100", mounted: false },
    });
  });

  it.each([
    ["DATABASE_URL", /FOLIO_ROLE=web needs DATABASE_URL/],
    ["BETTER_AUTH_SECRET", /FOLIO_ROLE=web needs BETTER_AUTH_SECRET/],
    ["GOOGLE_SANDBOX_URL", /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or GOOGLE_SANDBOX_URL/],
  ])("refuses a web process without %s, naming it", (missing, message) => {
    const env: Record<string, string> = { ...shared, FOLIO_ROLE: "web" };
    delete env[missing];
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("accepts real Google instead of the sandbox, but not both, and rejects an unknown role", () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    const { GOOGLE_SANDBOX_URL: _, ...withoutSandbox } = shared;
    expect(loadConfig({ ...withoutSandbox, ...google, FOLIO_ROLE: "web" }).google.mode).toBe("google");
    expect(() => loadConfig({ ...shared, ...google })).toThrow(/not both/);
    expect(() => loadConfig({ FOLIO_ROLE: "cron" })).toThrow(/FOLIO_ROLE/);
  });
});

describe("loadConfig: DIGEST_TIME_BUDGET_SECONDS", () => {
  it("is eight minutes by default and takes whole seconds from 10", () => {
    expect(loadConfig({}).digestTimeBudgetMs).toBe(480_000);
    expect(loadConfig({ DIGEST_TIME_BUDGET_SECONDS: "120" }).digestTimeBudgetMs).toBe(120_000);
    expect(() => loadConfig({ DIGEST_TIME_BUDGET_SECONDS: "5" })).toThrow(/DIGEST_TIME_BUDGET_SECONDS/);
  });
});

describe("loadConfig: IMAGE_FETCH_ALLOW_HOSTS", () => {
  it("is empty by default and reads a comma-separated list of host and host:port", () => {
    expect(loadConfig({}).imageFetchAllowHosts).toEqual([]);
    expect(
      loadConfig({ IMAGE_FETCH_ALLOW_HOSTS: " images.internal:8080, Proxy.Example.com ,[::1]:9000," })
        .imageFetchAllowHosts,
    ).toEqual(["images.internal:8080", "proxy.example.com", "[::1]:9000"]);
  });

  it("refuses anything that is not a host", () => {
    expect(() => loadConfig({ IMAGE_FETCH_ALLOW_HOSTS: "http://images.internal/" })).toThrow(
      /IMAGE_FETCH_ALLOW_HOSTS: must be a comma-separated list of host or host:port/,
    );
  });
});
