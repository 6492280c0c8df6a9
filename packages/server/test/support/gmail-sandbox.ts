/** A sandbox Gmail account connected through the real OAuth flow, plus helpers to fill its mailbox. */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "@folio/db/client";
import { user, userPreferences } from "@folio/db/schema";
import { DEFAULT_SANDBOX_CLIENT, type RunningSandbox } from "@folio/sandbox";
import { type gmail_v1, gmail as gmailClient } from "@googleapis/gmail";
import { OAuth2Client } from "google-auth-library";
import type { GetGmailForUser } from "../../src/gmail/gmail-sync-api.ts";

const REDIRECT_URI = "http://127.0.0.1:5999/api/auth/callback/google";
const SCOPES = [
  "openid",
  "email",
  "https://www.googleapis.com/auth/gmail.readonly",
  "https://www.googleapis.com/auth/gmail.modify",
  "https://www.googleapis.com/auth/gmail.labels",
];

/** authorize → consent → code → token, with plain fetch as a browser would; returns the refresh token. */
export async function sandboxRefreshToken(baseUrl: string, email: string): Promise<string> {
  const client = DEFAULT_SANDBOX_CLIENT;
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${baseUrl}/o/oauth2/v2/auth`);
  authorize.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    scope: SCOPES.join(" "),
    state: "s",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    access_type: "offline",
    prompt: "consent",
  }).toString();
  const html = await (await fetch(authorize)).text();
  const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!requestId || !action) throw new Error("consent page has no form");
  const consent = await fetch(new URL(action, baseUrl), {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ request: requestId, email }),
  });
  const code = new URL(consent.headers.get("location") ?? "").searchParams.get("code");
  if (!code) throw new Error("no authorization code");
  const token = await fetch(`${baseUrl}/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
  });
  const body = (await token.json()) as { refresh_token?: string };
  if (!body.refresh_token) throw new Error("no refresh token");
  return body.refresh_token;
}

/** A real @googleapis/gmail client that refreshes its own access token at the sandbox. */
export function sandboxGmail(baseUrl: string, refreshToken: string): gmail_v1.Gmail {
  const auth = new OAuth2Client({
    ...DEFAULT_SANDBOX_CLIENT,
    endpoints: { oauth2TokenUrl: `${baseUrl}/token` },
  });
  auth.setCredentials({ refresh_token: refreshToken });
  return gmailClient({ version: "v1", auth, rootUrl: `${baseUrl}/` });
}

let messageCounter = 0;

export function newsletterRaw(input: { from: string; subject: string; date?: Date }): string {
  messageCounter += 1;
  const date = (input.date ?? new Date(Date.UTC(2026, 0, 1) + messageCounter * 60_000)).toUTCString();
  return Buffer.from(
    [
      `From: ${input.from}`,
      "To: reader@example.com",
      `Subject: ${input.subject}`,
      `Date: ${date}`,
      `Message-ID: <folio-${messageCounter}-${randomUUID()}@sandbox.test>`,
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "",
      `Hello from ${input.from}.`,
      "",
    ].join("\r\n"),
  ).toString("base64url");
}

export interface ConnectedReader {
  userId: string;
  email: string;
  gmail: gmail_v1.Gmail;
  readLaterLabelId: string;
  getGmailForUser: GetGmailForUser;
  /** Labels `count` new newsletters Read Later, in-process (no quota spent). */
  addNewsletters(count: number, prefix?: string): Promise<string[]>;
}

/** A Folio user with preferences pointing at the sandbox account's Read Later label. */
export async function connectReader(
  db: Db,
  running: RunningSandbox,
  email: string,
): Promise<ConnectedReader> {
  const addNewsletters = async (count: number, prefix = "Issue") => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const raw = newsletterRaw({
        from: `Letter ${i} <letters${i}@news.example>`,
        subject: `${prefix} ${i + 1}`,
      });
      ids.push((await running.sandbox.addMessage({ email, raw, labelNames: ["Read Later"] })).id);
    }
    return ids;
  };
  // Creates the account, mailbox and label before the consent flow.
  await running.sandbox.addMessage({
    email,
    raw: newsletterRaw({ from: "Welcome <hello@folio.example>", subject: "Inbox only" }),
    labelNames: ["INBOX"],
  });
  const refreshToken = await sandboxRefreshToken(running.url, email);
  const gmail = sandboxGmail(running.url, refreshToken);
  const created = await gmail.users.labels
    .create({ userId: "me", requestBody: { name: "Read Later" } })
    .catch(() => null);
  const labels = await gmail.users.labels.list({ userId: "me" });
  const readLaterLabelId =
    created?.data.id ?? labels.data.labels?.find((label) => label.name === "Read Later")?.id ?? "";
  const userId = randomUUID();
  await db.insert(user).values({ id: userId, name: "Reader", email: `${userId}@folio.test` });
  await db.insert(userPreferences).values({ userId, readLaterLabelId });
  return {
    userId,
    email,
    gmail,
    readLaterLabelId,
    getGmailForUser: async () => ({ gmail }),
    addNewsletters,
  };
}
