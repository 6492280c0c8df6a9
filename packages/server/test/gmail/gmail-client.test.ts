/** The Gmail facade against the sandbox over HTTP, mounted under /sandbox as in the zero-config default. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createSandbox, type Sandbox } from "@folio/sandbox";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CLIENT } from "../../src/env.ts";
import { createGmailApi } from "../../src/gmail/gmail-client.ts";
import { GmailApiError } from "../../src/gmail/gmail-errors.ts";
import { sandboxTokens } from "../support/sandbox-tokens.ts";

const email = "facade@gmail.example";

function rawMessage(subject: string): string {
  return Buffer.from(
    [
      "From: Weekly Letter <letter@news.example>",
      `To: ${email}`,
      `Subject: ${subject}`,
      "Date: Mon, 16 Nov 2026 08:00:00 +0000",
      `Message-ID: <${subject.replaceAll(" ", "-")}@news.example>`,
      "Content-Type: text/plain; charset=UTF-8",
      "",
      "Hello reader.",
    ].join("\r\n"),
  ).toString("base64url");
}

/** The sandbox under /sandbox of an HTTP server, as in Folio's zero-config default (the path-prefix trap). */
async function serveSandboxUnderPrefix(): Promise<{ sandbox: Sandbox; baseUrl: string; server: Server }> {
  const host = new Hono();
  const server = createServer(getRequestListener(host.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox`;
  const sandbox = await createSandbox({ baseUrl, client: { ...SANDBOX_CLIENT }, seedMailboxes: false });
  host.route("/sandbox", sandbox.app);
  return { sandbox, baseUrl, server };
}

describe("createGmailApi", () => {
  let server: Awaited<ReturnType<typeof serveSandboxUnderPrefix>>;
  let rootUrl: string;
  let tokens: { access_token: string; refresh_token: string };

  beforeAll(async () => {
    server = await serveSandboxUnderPrefix();
    rootUrl = `${server.baseUrl}/`;
    tokens = await sandboxTokens(server.baseUrl, email);
    await server.sandbox.addMessage({ email, raw: rawMessage("First issue"), labelNames: ["Read Later"] });
    await server.sandbox.addMessage({ email, raw: rawMessage("Second issue"), labelNames: ["INBOX"] });
  });
  afterAll(async () => {
    server.server.closeAllConnections();
    await new Promise((resolve) => server.server.close(resolve));
  });

  it("reads the profile and labels, lists, gets and relabels messages, and follows history", async () => {
    const gmail = createGmailApi({ accessToken: tokens.access_token, rootUrl });
    const profile = await gmail.getProfile();
    expect(profile.emailAddress).toBe(email);
    const readLater = (await gmail.listLabels()).find((label) => label.name === "Read Later")!;
    expect(readLater.type).toBe("user");

    const listed = await gmail.messages.list({ labelIds: [readLater.id!] });
    expect(listed.messages).toHaveLength(1);
    const message = await gmail.messages.get({ id: listed.messages![0]!.id!, format: "metadata" });
    expect(message.payload?.headers?.find((h) => h.name === "Subject")?.value).toBe("First issue");

    const processed = await gmail.createLabel("Processed");
    await gmail.messages.batchModify({
      requestBody: { ids: [message.id!], addLabelIds: [processed.id!], removeLabelIds: [readLater.id!] },
    });
    expect((await gmail.messages.list({ labelIds: [readLater.id!] })).messages ?? []).toHaveLength(0);
    const history = await gmail.history.list({ startHistoryId: profile.historyId! });
    expect(history.history?.length).toBeGreaterThan(0);
  });

  it("surfaces Gmail's status and reason at once (no gaxios retries)", async () => {
    const gmail = createGmailApi({ accessToken: tokens.access_token, rootUrl });
    server.sandbox.setChaos({ failNextRequests: [{ status: 503, count: 1 }] });
    const failure = await gmail.getProfile().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GmailApiError);
    expect((failure as GmailApiError).status).toBe(503);
    expect((await gmail.getProfile()).emailAddress).toBe(email);

    const duplicate = await gmail.createLabel("Processed").catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ status: 409 });
  });

  it("refreshes once on a 401 and retries with the new token", async () => {
    let refreshes = 0;
    const gmail = createGmailApi({
      accessToken: "revoked-or-unknown",
      rootUrl,
      refreshAccessToken: async () => {
        refreshes++;
        return tokens.access_token;
      },
    });
    expect((await gmail.getProfile()).emailAddress).toBe(email);
    expect(refreshes).toBe(1);

    const hopeless = createGmailApi({
      accessToken: "nope",
      rootUrl,
      refreshAccessToken: async () => "still-nope",
    });
    await expect(hopeless.listLabels()).rejects.toMatchObject({ status: 401 });
  });
});
