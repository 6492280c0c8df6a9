/** Folio mounts the sandbox with app.route("/sandbox", sandbox.app); everything must work under the prefix. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gmail as gmailClient } from "@googleapis/gmail";
import { getRequestListener } from "@hono/node-server";
import { OAuth2Client } from "google-auth-library";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandbox } from "../src/index.ts";
import { FOLIO_SCOPES, signIn } from "./support/consent-flow.ts";
import { testMessage } from "./support/test-messages.ts";

const client = { clientId: "folio-test.apps.googleusercontent.com", clientSecret: "test-secret" };

describe("mounted under /sandbox of another Hono app", () => {
  let server: Server;
  let origin: string;
  let baseUrl: string;

  beforeAll(async () => {
    let handler: ReturnType<typeof getRequestListener> | undefined;
    server = createServer((req, res) => void handler?.(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    baseUrl = `${origin}/sandbox`;
    const sandbox = await createSandbox({ baseUrl, client, seedMailboxes: false, quotaUnitsPerMinute: 0 });
    const folio = new Hono();
    folio.get("/api/health", (c) => c.json({ ok: true }));
    folio.route("/sandbox", sandbox.app);
    handler = getRequestListener(folio.fetch);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("serves discovery, consent and tokens under the prefix", async () => {
    const doc = (await (await fetch(`${baseUrl}/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    expect(doc.issuer).toBe(baseUrl);
    expect(doc.token_endpoint).toBe(`${baseUrl}/token`);
    const tokens = await signIn(baseUrl, {
      email: "mounted@example.com",
      scopes: FOLIO_SCOPES,
      offline: true,
      client,
    });
    expect(tokens.refresh_token).toBeTruthy();
  });

  it("answers the Gmail client when rootUrl is passed per call (the global option drops the path)", async () => {
    const tokens = await signIn(baseUrl, {
      email: "mounted@example.com",
      scopes: FOLIO_SCOPES,
      offline: true,
      prompt: "consent",
      client,
    });
    const auth = new OAuth2Client({
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      endpoints: { oauth2TokenUrl: `${baseUrl}/token` },
    });
    auth.setCredentials({ refresh_token: tokens.refresh_token! });
    const rootUrl = `${baseUrl}/`;
    const gmail = gmailClient({ version: "v1", auth });

    const inserted = await gmail.users.messages.insert(
      {
        userId: "me",
        requestBody: { labelIds: ["INBOX"] },
        media: {
          mimeType: "message/rfc822",
          body: testMessage({ from: "a@b.example", subject: "Mounted" }).toString("latin1"),
        },
      },
      { rootUrl },
    );
    const profile = await gmail.users.getProfile({ userId: "me" }, { rootUrl });
    expect(profile.data).toMatchObject({ emailAddress: "mounted@example.com", messagesTotal: 1 });
    const got = await gmail.users.messages.get(
      { userId: "me", id: inserted.data.id!, format: "metadata" },
      { rootUrl },
    );
    expect(got.data.payload!.headers!.find((h) => h.name === "Subject")!.value).toBe("Mounted");

    // googleapis-common rebuilds URLs from the global rootUrl's origin only: /sandbox is lost.
    const globalRoot = gmailClient({ version: "v1", auth, rootUrl });
    const lost = await globalRoot.users
      .getProfile({ userId: "me" }, { retry: false })
      .catch((e: { status?: number }) => e);
    expect((lost as { status?: number }).status).toBe(404);
  });
});
