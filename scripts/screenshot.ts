// Takes full-page screenshots of a running Folio, for the README and for looking at pages.
// Usage: tsx scripts/screenshot.ts <baseUrl> <outDir> <path>[,width] ...
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { findChromium } from "./ensure-test-tools.mjs";

const [baseUrl = "http://localhost:3000", outDir = "screenshots", ...targets] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
});
for (const target of targets.length ? targets : ["/,1440", "/,375"]) {
  const [route = "/", width = "1440"] = target.split(",");
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto(new URL(route, baseUrl).toString(), { waitUntil: "networkidle" });
  const file = path.join(outDir, `${route.replace(/\W+/g, "_") || "root"}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await page.close();
}
await browser.close();
