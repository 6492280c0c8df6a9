import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn, signUpAndConfirm } from "./support/accounts.ts";
import { PHONE, useBrowser } from "./support/browser.ts";

async function openSettingsSignedIn(page: Page, baseUrl: string) {
  const { email, password } = await signUpAndConfirm(page, baseUrl);
  await signIn(page, email, password);
  await page.waitForURL("**/dashboard");
  await page.goto("/settings");
  await page.getByRole("heading", { name: "API keys" }).waitFor();
}

/** What a script sees when it calls Folio with the key. */
async function callWithKey(baseUrl: string, key: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/trpc/account.me`, { headers: { "x-api-key": key } });
  return response.status;
}

async function createKey(page: Page, name: string): Promise<string> {
  await page.getByLabel("Key name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = page.getByLabel("New API key");
  await secret.waitFor();
  return secret.inputValue();
}

describe("Settings → API keys", () => {
  const browser = useBrowser();

  it("creates a key shown once, lists it by prefix with its dates, and revokes it after confirmation", async () => {
    const { page, baseUrl } = browser;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await openSettingsSignedIn(page, baseUrl);
    await page.getByText("No API keys yet.").waitFor();

    const secret = await createKey(page, "Nightly digest");
    expect(secret).toMatch(/^folio_[A-Za-z]{64}$/);
    await page.getByText("it won't be shown again").waitFor();
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const list = page.getByRole("list").filter({ hasText: "Nightly digest" });
    await list.getByText(`${secret.slice(0, 12)}…`).waitFor();
    await list.getByText("Never used").waitFor();
    expect(await callWithKey(baseUrl, secret)).toBe(200);

    // Once dismissed (or after a reload) the secret is gone for good; the list keeps only its start.
    await page.getByRole("button", { name: "I've saved it" }).click();
    expect(await page.getByLabel("New API key").count()).toBe(0);
    await page.reload();
    await page.getByText(/Last used/).waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.getByText(`${secret.slice(0, 12)}…`).waitFor();

    // Revoke asks first; Cancel keeps the key.
    await page.getByRole("button", { name: "Revoke Nightly digest" }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke “Nightly digest”?" });
    await dialog.getByText("stop working immediately").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await callWithKey(baseUrl, secret)).toBe(200);

    await page.getByRole("button", { name: "Revoke Nightly digest" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
    await page.getByText("Revoked “Nightly digest”.").waitFor();
    await page.getByText("No API keys yet.").waitFor();
    expect(await callWithKey(baseUrl, secret)).toBe(401);
  });

  it("keeps the create button disabled without a name and lists several keys newest first", async () => {
    const { page, baseUrl } = browser;
    await openSettingsSignedIn(page, baseUrl);
    expect(await page.getByRole("button", { name: "Create key" }).isDisabled()).toBe(true);
    await createKey(page, "Laptop");
    await page.getByRole("button", { name: "I've saved it" }).click();
    await createKey(page, "Home server");
    const names = await page.locator(".api-key__name").allTextContents();
    expect(names).toEqual(["Home server", "Laptop"]);
    await page.screenshot({ path: "test-results/api-keys-1440.png", fullPage: true });
  });
});

describe("Settings → API keys on a phone", () => {
  const browser = useBrowser(PHONE);

  it("fits 375 px with a new key's secret on screen", async () => {
    const { page, baseUrl } = browser;
    await openSettingsSignedIn(page, baseUrl);
    await createKey(page, "Phone test key with a longer name");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.getByRole("button", { name: "Copy" }).isVisible()).toBe(true);
    expect(
      await page.getByRole("button", { name: "Revoke Phone test key with a longer name" }).isVisible(),
    ).toBe(true);
    await page.screenshot({ path: "test-results/api-keys-375.png", fullPage: true });
  });
});
