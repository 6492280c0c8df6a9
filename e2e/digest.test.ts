import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { onboardNewUser } from "./support/onboarding.ts";
import { waitForMail } from "./support/outbox.ts";
import { deliverToSandbox, newsletter, readSandboxMailbox } from "./support/sandbox-mail.ts";

describe("generating a digest", () => {
  const browser = useBrowser();

  it("turns five queued newsletters into one e-mail with a PDF and an EPUB, then files them as Processed", async () => {
    const { page, baseUrl } = browser;
    const { email, gmailAddress } = await onboardNewUser(page, baseUrl, "both", {
      readLaterLabel: "Digest Five",
    });
    const subjects: string[] = [];
    for (let index = 1; index <= 5; index++) {
      const subject = `Morning Letter ${index}: notes on slow reading`;
      subjects.push(subject);
      const body = `<h1>${subject}</h1><p>Paragraph one of letter ${index} — café, naïve, → arrows.</p><p>More words.</p>`;
      await deliverToSandbox(
        baseUrl,
        gmailAddress,
        newsletter({ from: `Letters <l${index}@letters.example>`, subject, body }),
        ["Digest Five"],
      );
    }
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Check for New Emails" }).click();
    await page.getByText("Emails synced").waitFor();
    const list = page.getByRole("list", { name: "Queued newsletters" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(5);

    // Record every status label the progress panel shows.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenStatuses: string[] }).seenStatuses = seen;
      new MutationObserver(() => {
        const label = document.querySelector(".digest-progress .status-pill")?.textContent;
        if (label && seen.at(-1) !== label) seen.push(label);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // The button says how many newsletters it takes: the whole queue.
    await page.getByRole("button", { name: "Generate PDF + EPUB · 5", exact: true }).click();
    await page.getByRole("heading", { name: "Generating Digest" }).waitFor();
    await page.getByText("Digest generated and sent successfully!").waitFor({ timeout: 90_000 });
    const seen = await page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses);
    expect(seen.at(-1)).toBe("completed");
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => localStorage.getItem("hasGeneratedDigest"))).toBe("true");

    // The queue is empty, and the history offers the files.
    await page.getByRole("heading", { name: "Welcome to your queue" }).waitFor();
    await page.getByRole("heading", { name: "Digest history" }).waitFor();

    // One e-mail to the destination with both files.
    const mail = await waitForMail(baseUrl, email, /Your Folio digest/);
    expect(mail.subject).toMatch(/5 newsletters/);
    for (const subject of subjects) expect(mail.text).toContain(subject);
    const names = mail.attachments.map((attachment) => attachment.name).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/\.epub$/);
    expect(names[1]).toMatch(/\.pdf$/);
    mkdirSync("test-results", { recursive: true });
    for (const attachment of mail.attachments) {
      const file = await fetch(new URL(attachment.url, baseUrl));
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.length).toBe(attachment.size);
      writeFileSync(`test-results/${attachment.name}`, bytes);
    }

    // In Gmail: all five under Processed, none under the Read Later label.
    await expect
      .poll(async () => {
        const mailbox = await readSandboxMailbox(baseUrl, gmailAddress);
        const mine = mailbox.messages.filter((message) => subjects.includes(message.subject));
        return mine.map((message) => [...message.labelNames].sort().join(",")).sort();
      })
      .toEqual(Array(5).fill("Processed"));
  });
});
