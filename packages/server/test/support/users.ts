import type { Db } from "@folio/db/client";
import { outboxMessages } from "@folio/db/schema";
import { desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { TEST_APP_URL } from "./test-app.ts";

let clientCounter = 0;

/** The path (with its token) of the newest e-mail confirmation link sent to `email`, read from the outbox. */
export async function confirmationPath(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.createdAt));
  const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error(`no confirmation e-mail for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Signs a user up, follows the confirmation link from the outbox and signs in, all over HTTP. */
export async function createSignedInUser(
  app: Hono<never> | { request: Hono["request"] },
  db: Db,
  email: string,
) {
  const password = "correct-horse";
  const ip = `10.9.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;
  const post = (path: string, body: unknown) =>
    app.request(`/api/auth${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", origin: TEST_APP_URL, "x-forwarded-for": ip },
    });
  const signUp = await post("/sign-up/email", { email, password, name: email.split("@")[0] });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await app.request(await confirmationPath(db, email));
  const signIn = await post("/sign-in/email", { email, password });
  const body = (await signIn.json()) as { token: string; user: { id: string } };
  const token = signIn.headers.get("set-auth-token") ?? body.token;
  return { userId: body.user.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}
