import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { findChromium } from "../../scripts/ensure-test-tools.mjs";

const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let clientCounter = 0;
/**
 * A distinct address per browser context: one "client" per test for the rate limits. A loopback one,
 * as the browser does run on Folio's machine — which is what lets it read the outbox.
 */
export function nextClientAddress(): string {
  clientCounter += 1;
  return `127.${process.pid % 250}.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`;
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** One Chromium per test file, a fresh context (cookies, storage) per test. */
export function useBrowser(viewport = DESKTOP) {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  let context: BrowserContext | undefined;
  const state = {} as { page: Page; baseUrl: string };
  state.baseUrl = baseUrl;

  beforeAll(async () => {
    const executablePath = findChromium();
    if (!executablePath) throw new Error("Chromium not found: run `node scripts/ensure-test-tools.mjs`.");
    browser = await chromium.launch({ executablePath, args: chromiumFlags });
  });
  beforeEach(async (test) => {
    // Keep a picture of the page when a test fails: the quickest way to see why.
    test.onTestFailed(async () => {
      const name = test.task.name.replace(/\W+/g, "-").slice(0, 80);
      await state.page?.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => {});
    });
    await context?.close();
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport,
      extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() },
    });
    state.page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return state;
}
