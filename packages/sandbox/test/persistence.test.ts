import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxServer } from "../src/index.ts";
import { FOLIO_SCOPES, signIn, type TokenResponse } from "./support/consent-flow.ts";
import { testMessage } from "./support/test-messages.ts";

const client = { clientId: "folio-test.apps.googleusercontent.com", clientSecret: "test-secret" };

describe("persistFile", () => {
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "folio-sandbox-"));
    file = join(dir, "state", "sandbox.json");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps accounts, tokens, mailboxes and the signing key across a restart", async () => {
    const first = await startSandboxServer({ client, persistFile: file, seedMailboxes: false });
    const tokens: TokenResponse = await signIn(first.url, {
      email: "keep@example.com",
      scopes: FOLIO_SCOPES,
      offline: true,
      client,
    });
    const added = await first.sandbox.addMessage({
      email: "keep@example.com",
      raw: testMessage({ from: "Kept <k@kept.example>", subject: "Survives restarts" }).toString("base64url"),
      labelNames: ["INBOX", "Read Later"],
    });
    await first.close();

    const saved = JSON.parse(await readFile(file, "utf8")) as { version: number; mailboxes: unknown[] };
    expect(saved.version).toBe(1);
    expect(saved.mailboxes.length).toBe(1);
    expect((await readdir(join(dir, "state"))).filter((f) => f.endsWith(".tmp"))).toEqual([]);

    // Same port, so the issuer (= base URL) is the same as before the restart.
    const second = await startSandboxServer({
      client,
      persistFile: file,
      seedMailboxes: false,
      port: Number(new URL(first.url).port),
    });
    try {
      const profile = await fetch(`${second.url}/gmail/v1/users/me/profile`, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
      expect(await profile.json()).toMatchObject({ emailAddress: "keep@example.com", messagesTotal: 1 });

      const refreshed = await fetch(`${second.url}/token`, {
        method: "POST",
        body: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: tokens.refresh_token!,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }),
      });
      expect(refreshed.status).toBe(200);

      const jwks = createRemoteJWKSet(new URL(`${second.url}/oauth2/v3/certs`));
      await expect(
        jwtVerify(tokens.id_token!, jwks, { audience: client.clientId, issuer: second.url }),
      ).resolves.toBeTruthy();

      const view = (await (await fetch(`${second.url}/admin/mailboxes/keep@example.com`)).json()) as {
        messages: { id: string; labelNames: string[] }[];
      };
      expect(view.messages).toEqual([
        expect.objectContaining({ id: added.id, labelNames: ["INBOX", "Read Later"] }),
      ]);
    } finally {
      await second.close();
    }
  });
});
