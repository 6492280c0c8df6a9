import { describe, expect, it } from "vitest";
import { signIn } from "./support/accounts.ts";
import { PHONE, useBrowser } from "./support/browser.ts";
import { onboardNewUser } from "./support/onboarding.ts";

describe("account deletion", () => {
  // On a phone, where the danger zone and its dialog must fit too.
  const browser = useBrowser(PHONE);

  it("deletes the account from Settings after typing the e-mail, lands on / signed out, and the password no longer works", async () => {
    const { page, baseUrl } = browser;
    const { email, password } = await onboardNewUser(page, baseUrl, "pdf");
    await page.goto("/settings");

    await page.getByRole("button", { name: "Delete account…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    const typed = dialog.getByLabel("Type your e-mail address to confirm");
    // Nothing happens until the address is typed exactly; Cancel leaves everything as it was.
    await typed.fill("someone-else@example.com");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await page.getByRole("dialog").count()).toBe(0);

    await page.getByRole("button", { name: "Delete account…" }).click();
    await typed.fill(email);
    await confirm.click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText("Your account has been deleted").waitFor();
    // Signed out: the landing page offers the waitlist, not "Go to App", and the app needs a sign-in.
    expect(await page.getByRole("link", { name: "Go to App" }).count()).toBe(0);
    await page.goto("/dashboard");
    await page.waitForURL("**/login**");

    await signIn(page, email, password);
    await page.getByText("Incorrect email or password.").waitFor();
    expect(page.url()).toContain("/login");
  });
});
