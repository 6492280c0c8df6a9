import { describe, expect, it } from "vitest";
import { PHONE, useBrowser } from "./support/browser.ts";

describe("public pages", () => {
  const browser = useBrowser();

  it("shows the landing page: headline, tagline, three blurbs and the four-point Why list", async () => {
    const { page } = browser;
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(
      await page.getByText("Transform your newsletter overflow into organized, digestible reads").count(),
    ).toBe(1);
    const blurbs = await page.locator(".feature h3").allTextContents();
    expect(blurbs).toEqual(["Sync your newsletters", "Compile them into digests", "Read anywhere"]);
    const reasons = await page.locator(".why-list strong").allTextContents();
    expect(reasons).toEqual([
      "Never miss content",
      "Read at your own pace",
      "Distraction-free reading",
      "Your data stays private",
    ]);
  });

  it("shows Log In and Sign Up for visitors, and the logo leads home", async () => {
    const { page } = browser;
    await page.goto("/privacy");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/login");
    expect(await nav.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/signup");
    await nav.getByRole("link", { name: "Folio" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("links to the privacy policy from the footer of every page", async () => {
    const { page } = browser;
    for (const path of ["/", "/privacy", "/no-such-page"]) {
      await page.goto(path);
      expect(
        await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).getAttribute("href"),
      ).toBe("/privacy");
    }
  });

  it("states every privacy commitment with the effective date", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL("**/privacy");
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("Effective date: May 8, 2025");
    expect(text).toContain("We only read the emails you label for Folio in Gmail");
    expect(text).toContain("private backend");
    expect(text).toContain("We do not share, sell or rent your data to third parties.");
    expect(text).toContain("not intended for children under 13");
    expect(text).toMatch(/request deletion of your data .* by email/);
  });

  it("shows a not-found page for unknown routes", async () => {
    const { page } = browser;
    const response = await page.goto("/definitely/not/here");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { name: "Page not found" }).count()).toBe(1);
  });

  it("joins the waitlist with the keyboard: 'Joining...' then 'You're on the list!'", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.getByLabel("Email address").fill(`reader-${Date.now()}@example.com`);
    // Slow the answer down just enough to observe the busy label.
    await page.route("**/api/trpc/waitlist.join**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.getByLabel("Email address").press("Enter");
    await page.getByRole("button", { name: "Joining..." }).waitFor();
    await page.getByText("You're on the list!").waitFor();
    expect(await page.getByRole("status").textContent()).toContain("updates");
  });

  it("shows the failure message when the server refuses the address, keeping what was typed", async () => {
    const { page } = browser;
    await page.goto("/");
    // The browser accepts "reader@localhost" as type=email; the server requires a real domain.
    await page.getByLabel("Email address").fill("reader@localhost");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByRole("alert").getByText("Unable to join waitlist. Please try again.").waitFor();
    expect(await page.getByLabel("Email address").inputValue()).toBe("reader@localhost");
  });
  it("shows the demo banner from the first paint, so nothing moves under a click when the API answers", async () => {
    const { page } = browser;
    // The app's own question about its services never gets an answer: the page alone must tell.
    await page.route("**/api/trpc/**", (route) =>
      route.request().url().includes("system.info") ? route.abort() : route.continue(),
    );
    await page.goto("/signup");
    const banner = page.getByRole("complementary", { name: "Demo mode" });
    await banner.waitFor();
    expect(await banner.textContent()).toContain("Google sandbox: sign-in and Gmail are simulated locally.");
  });
});

describe("on a phone", () => {
  const browser = useBrowser(PHONE);

  it("fits the landing page into 375 px without horizontal scrolling", async () => {
    const { page } = browser;
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.getByRole("button", { name: "Join Waitlist" }).isVisible()).toBe(true);
  });
});
