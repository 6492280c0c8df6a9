import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { onboardNewUser } from "./support/onboarding.ts";
import { deliverToSandbox, newsletter, readSandboxMailbox } from "./support/sandbox-mail.ts";

describe("the queue", () => {
  const browser = useBrowser();

  it("lists newly labelled newsletters after Check for New Emails", async () => {
    const { page, baseUrl } = browser;
    const { gmailAddress } = await onboardNewUser(page, baseUrl, "both");
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Your queue", exact: true }).waitFor();

    const letters = [
      { from: "Field Notes <notes@fieldnotes.example>", subject: "Field Notes: the quiet season" },
      { from: "The Long Read <editor@longread.example>", subject: "The Long Read: rivers of the north" },
      { from: "Weekly Links <hello@links.example>", subject: "Weekly Links #42" },
    ];
    for (const letter of letters)
      await deliverToSandbox(baseUrl, gmailAddress, newsletter(letter), ["Read Later"]);

    await page.getByRole("button", { name: "Check for New Emails" }).click();
    await page.getByText("Emails synced").waitFor();
    await page.getByText(/• All caught up/).waitFor();
    const list = page.getByRole("list", { name: "Queued newsletters" });
    for (const letter of letters) {
      const item = list.getByRole("listitem").filter({ hasText: letter.subject });
      await item.waitFor();
      expect(await item.textContent()).toContain(letter.from.match(/<(.+)>/)?.[1]);
    }
    // Everything labelled Read Later in the mailbox (the seeded letters too) is listed, once.
    const mailbox = await readSandboxMailbox(baseUrl, gmailAddress);
    const labelled = mailbox.messages.filter((message) => message.labelNames.includes("Read Later"));
    await expect.poll(() => list.getByRole("listitem").count()).toBe(labelled.length);
    expect(await page.getByRole("button", { name: "Generate PDF + EPUB" }).isEnabled()).toBe(true);
    await page
      .getByText(
        "When you generate a digest, these emails are marked as processed and moved to your Processed label",
      )
      .waitFor();
  });
});
