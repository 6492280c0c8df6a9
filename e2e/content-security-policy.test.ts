import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { onboardNewUser } from "./support/onboarding.ts";

/** Collects every Content-Security-Policy violation the page (or any frame in it) reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} in ${event.documentURI}`,
      );
    });
  });
  return violations;
}

describe("Content-Security-Policy", () => {
  const browser = useBrowser();

  it("lets the app run its whole setup — landing, sign-up, sandbox consent, settings, outbox — with no violation", async () => {
    const { page, baseUrl } = browser;
    const violations = await watchViolations(page);
    const landing = await page.goto("/");
    expect(landing?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByRole("heading", { level: 1 }).waitFor();

    await onboardNewUser(page, baseUrl, "pdf");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Check for New Emails" }).waitFor();

    // The outbox shows e-mail HTML in an iframe that inherits the policy.
    await page.goto("/dev/outbox");
    await page
      .getByRole("button", { name: /Confirm your Folio account/ })
      .first()
      .click();
    await page.frameLocator("iframe.outbox-message__frame").locator("body").waitFor();
    expect(violations).toEqual([]);
  });
});
