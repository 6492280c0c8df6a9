import type { Page } from "playwright-core";
import { linkIn, uniqueEmail, waitForMail } from "./outbox.ts";

/** Signs up through the form and follows the confirmation link from the outbox. */
export async function signUpAndConfirm(page: Page, baseUrl: string, password = "reading-time") {
  const email = uniqueEmail("reader");
  await page.goto("/signup");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("heading", { name: "Check your email!" }).waitFor();
  const mail = await waitForMail(baseUrl, email, /Confirm your Folio account/);
  await page.goto(linkIn(mail, "verify-email"));
  await page.waitForURL("**/login**");
  return { email, password };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
