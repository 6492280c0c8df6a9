/** Account flows over HTTP that several tests share: reset links from the outbox, API keys. */
import type { Db } from "@folio/db/client";
import { outboxMessages } from "@folio/db/schema";
import { desc, eq } from "drizzle-orm";
import { TEST_APP_URL } from "./test-app.ts";

interface RequestApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/** POST /api/auth{path} as a browser on `ip` would (JSON, same-origin), with extra headers. */
export function authPost(
  app: RequestApp,
  path: string,
  body: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.request(`/api/auth${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      origin: TEST_APP_URL,
      ...(options.ip ? { "x-forwarded-for": options.ip } : {}),
      ...options.headers,
    },
  });
}

/** Asks for a reset link for `email` and returns its token (from the newest reset mail in the outbox). */
export async function requestResetToken(
  app: RequestApp,
  db: Db,
  email: string,
  ip?: string,
): Promise<string> {
  const response = await authPost(
    app,
    "/request-password-reset",
    { email, redirectTo: "/reset-password" },
    { ip },
  );
  if (response.status !== 200) throw new Error(`reset request: ${response.status} ${await response.text()}`);
  const mails = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.createdAt));
  const token = mails
    .map((mail) => /reset-password\/([\w.-]+)/.exec(mail.text)?.[1])
    .find((found) => found !== undefined);
  if (!token) throw new Error(`no reset e-mail for ${email}`);
  return token;
}

/** Creates an API key with a session's headers; returns its id and secret. */
export async function createApiKey(app: RequestApp, headers: Record<string, string>, name = "script") {
  const response = await authPost(app, "/api-key/create", { name }, { headers });
  if (response.status !== 200) throw new Error(`api-key/create: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; key: string };
}
