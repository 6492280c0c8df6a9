// Finds the Chromium the browser tests drive: CHROME_PATH, then Debian's /usr/bin/chromium.
// When neither exists and we run as root on Debian, installs Debian's package; otherwise fails
// with one clear line, so browser tests are never skipped silently.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

function install() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/etc/debian_version")) return false;
  console.log("Chromium not found: installing Debian's chromium package for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!findChromium() && !(install() && findChromium())) {
    console.error("Browser tests need Chromium: set CHROME_PATH or install Debian's `chromium` package.");
    process.exit(1);
  }
}
