import type { Page } from "playwright-core";
import { signIn, signUpAndConfirm } from "./accounts.ts";
import { uniqueEmail } from "./outbox.ts";

/** Connects Gmail from /settings through the sandbox's consent page as `gmailAddress`. */
export async function connectGmailAs(page: Page, gmailAddress: string) {
  await page.getByRole("button", { name: "Connect Gmail" }).click();
  await page.waitForURL("**/sandbox/**");
  const known = page.getByRole("button", { name: gmailAddress });
  if (await known.count()) await known.click();
  else {
    await page.getByLabel("Email").fill(gmailAddress);
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await page.waitForURL("**/settings**");
  await page.getByText("Connected", { exact: true }).waitFor();
}

/**
 * A new user with setup complete, through the UI: Gmail connected (a fresh sandbox mailbox, seeded
 * with newsletters), the sandbox's 'Read Later' label (or a new one named `readLaterLabel`), a new
 * 'Processed' label, and `format`.
 */
export async function onboardNewUser(
  page: Page,
  baseUrl: string,
  format: "pdf" | "epub" | "both" = "both",
  options: { readLaterLabel?: string } = {},
) {
  const { email, password } = await signUpAndConfirm(page, baseUrl);
  await signIn(page, email, password);
  await page.waitForURL("**/settings");
  const gmailAddress = uniqueEmail("mailbox");
  await connectGmailAs(page, gmailAddress);
  await page.getByRole("button", { name: "Continue to Label Selection" }).click();
  if (options.readLaterLabel) {
    await page.getByLabel("Read Later Label").selectOption({ label: "Add New Label" });
    const readLaterModal = page.getByRole("dialog", { name: "Create New Read Later Label" });
    await readLaterModal.getByLabel("Label Name").fill(options.readLaterLabel);
    await readLaterModal.getByRole("button", { name: "Create Label" }).click();
    await page.getByText("Label created and selected successfully!").waitFor();
  } else {
    await page.getByLabel("Read Later Label").selectOption({ label: "Read Later" });
  }
  await page.getByLabel("Processed Label").selectOption({ label: "Add New Label" });
  const modal = page.getByRole("dialog", { name: "Create New Processed Label" });
  await modal.getByLabel("Label Name").fill("Processed");
  await modal.getByRole("button", { name: "Create Label" }).click();
  await page.getByText("Label created and selected successfully!").waitFor();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  const formatLabel = { pdf: "PDF", epub: "EPUB", both: "PDF and EPUB" }[format];
  await page.getByLabel(formatLabel, { exact: true }).check();
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await page.getByRole("button", { name: "Finish" }).click();
  return { email, password, gmailAddress };
}
