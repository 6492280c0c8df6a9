import { describe, expect, it } from "vitest";
import { signIn, signUpAndConfirm } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { connectGmailAs, onboardNewUser } from "./support/onboarding.ts";
import { uniqueEmail } from "./support/outbox.ts";

describe("onboarding and settings", () => {
  const browser = useBrowser();

  it("walks a new user through Connect Gmail, labels, format and destination; the checklist and redirect stop", async () => {
    const { page, baseUrl } = browser;
    const { email, password } = await signUpAndConfirm(page, baseUrl);
    await signIn(page, email, password);

    // Setup is incomplete: the first protected page sends the user to /settings, once.
    await page.waitForURL("**/settings");
    await page.getByRole("heading", { name: "Connect Gmail", level: 2 }).waitFor();
    const continueToLabels = page.getByRole("button", { name: "Continue to Label Selection" });
    expect(await continueToLabels.isDisabled()).toBe(true);

    await page.goto("/dashboard");
    await page.getByText("Almost there—finish setting up your account.").waitFor();
    for (const item of [
      "Connect your Gmail account",
      "Choose your Read Later and Processed labels",
      "Select a digest output format",
      "Pick where finished digests should be sent",
    ]) {
      expect(await page.locator(".setup-checklist").getByText(item).count()).toBe(1);
    }
    expect(page.url()).toContain("/dashboard"); // no second redirect in this browser session
    await page.getByRole("link", { name: "Go to settings" }).click();

    // Connect Gmail through the same OAuth redirects Google uses; a different Gmail address is fine.
    const gmailAddress = uniqueEmail("gmail");
    await page.getByRole("button", { name: "Connect Gmail" }).click();
    await page.waitForURL("**/sandbox/**");
    await page.getByLabel("Email").fill(gmailAddress);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/settings**");
    await page.getByText("Connected", { exact: true }).waitFor();
    await continueToLabels.click();

    // Create the Read Later label through the modal; pick an existing one for Processed.
    await page.getByLabel("Read Later Label").selectOption({ label: "Add New Label" });
    const modal = page.getByRole("dialog", { name: "Create New Read Later Label" });
    await modal.getByLabel("Label Name").fill("Folio Reading");
    await modal.getByRole("button", { name: "Create Label" }).click();
    await page.getByText("Label created and selected successfully!").waitFor();
    await page.getByLabel("Processed Label").selectOption({ label: "Add New Label" });
    const processedModal = page.getByRole("dialog", { name: "Create New Processed Label" });
    await processedModal.getByLabel("Label Name").fill("Folio Done");
    await processedModal.getByRole("button", { name: "Create Label" }).click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await page.getByLabel("PDF and EPUB").check();
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await page.getByRole("heading", { name: "You're ready" }).waitFor();
    await page.getByRole("button", { name: "Finish" }).click();

    // The settings view: destination defaults to the sign-in e-mail; Save stays disabled until it changes.
    const destination = page.getByLabel("Destination Email");
    await expect.poll(() => destination.inputValue()).toBe(email);
    const save = page.getByRole("button", { name: "Save", exact: true });
    expect(await save.isDisabled()).toBe(true);
    await destination.fill("kindle@example.com");
    await save.click();
    await page.getByText("Settings updated!").waitFor();
    await page.getByLabel("Output Format").selectOption("epub");
    await page.getByText("Settings updated!").waitFor();
    await page.getByRole("button", { name: "Continue to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Your queue", exact: true }).waitFor();
    expect(await page.locator(".setup-checklist").count()).toBe(0);

    // Complete: a new browser session is not redirected any more.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Your queue", exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(page.url()).toContain("/dashboard");
  });

  it("shows only the connection block until Gmail is connected", async () => {
    const { page, baseUrl } = browser;
    const { email, password } = await signUpAndConfirm(page, baseUrl);
    await signIn(page, email, password);
    await page.waitForURL("**/settings");
    await page.getByText("Not connected").waitFor();
    expect(await page.getByLabel("Output Format").count()).toBe(0);
  });
});

describe("a revoked Gmail grant", () => {
  const browser = useBrowser();

  it("asks to refresh the connection, and reconnecting fixes it", async () => {
    const { page, baseUrl } = browser;
    const { gmailAddress } = await onboardNewUser(page, baseUrl);
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Your queue", exact: true }).waitFor();
    expect(await page.locator(".setup-checklist").count()).toBe(0);

    const revoke = await fetch(`${baseUrl}/sandbox/admin/tokens/revoke`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: gmailAddress }),
    });
    expect(revoke.ok).toBe(true);

    // Setup is incomplete again: the next page sends the user to /settings once, then the dashboard says why.
    await page.reload();
    await page.waitForURL("**/settings");
    await page.getByText("Google no longer accepts Folio's access. Reconnect to refresh it.").waitFor();
    await page.goto("/dashboard");
    await page.locator(".setup-checklist").getByText("Refresh your Gmail connection in settings").waitFor();
    await page.getByRole("link", { name: "Go to settings" }).click();
    await connectGmailAs(page, gmailAddress);
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Your queue", exact: true }).waitFor();
    await expect.poll(() => page.locator(".setup-checklist").count()).toBe(0);
  });
});
