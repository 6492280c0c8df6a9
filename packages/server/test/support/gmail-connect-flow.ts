/** Signs a user up and connects Gmail through the real redirects: link-social → sandbox consent → callback. */
import type { DbHandle } from "@folio/db/client";
import type { TestClient } from "./http-client.ts";
import { confirmationPath } from "./users.ts";

export async function signUpConfirmAndSignIn(
  client: TestClient,
  handle: DbHandle,
  email: string,
): Promise<void> {
  const password = "correct-horse";
  const signUp = await client.request("/api/auth/sign-up/email", {
    json: { email, password, name: "Reader" },
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  await client.request(await confirmationPath(handle.db, email));
  const signIn = await client.request("/api/auth/sign-in/email", { json: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
}

/** Starts "Connect Gmail" as the web app does; returns Google's (the sandbox's) authorization URL. */
export async function startGmailLink(client: TestClient): Promise<URL> {
  const response = await client.request("/api/auth/link-social", {
    json: { provider: "gmail", callbackURL: "/settings?gmail=connected", errorCallbackURL: "/settings" },
  });
  if (response.status !== 200) throw new Error(`link-social: ${response.status} ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  return new URL(url);
}

/** Fills the sandbox consent page as `gmailAddress`; returns where Google sends the browser back. */
export async function consentAs(authorizeUrl: URL, gmailAddress: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${html}`);
  const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!requestId || !action) throw new Error("consent page has no form");
  const response = await fetch(new URL(action.replaceAll("&amp;", "&"), authorizeUrl), {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ request: requestId, email: gmailAddress }),
  });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location)
    throw new Error(`consent: ${response.status} ${await response.text()}`);
  return new URL(location);
}

/** The whole connect flow; returns the app's final redirect (the callbackURL, or one with ?error=). */
export async function connectGmail(client: TestClient, gmailAddress: string): Promise<string> {
  const back = await consentAs(await startGmailLink(client), gmailAddress);
  const callback = await client.request(`${back.pathname}${back.search}`);
  if (callback.status !== 302) throw new Error(`callback: ${callback.status} ${await callback.text()}`);
  return callback.headers.get("location") ?? "";
}
