// Finds the programs the tests drive: Chromium for the browser tests, poppler's pdftotext/pdfinfo
// and epubcheck for reading the digests back. When one is missing and we run as root on Debian,
// installs Debian's package; otherwise fails with one clear line, so no test is skipped silently.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

/** Each tool: how to tell it is here, and the Debian package that brings it. */
const tools = [
  { name: "Chromium", present: () => Boolean(findChromium()), debianPackage: "chromium" },
  { name: "pdftotext", present: () => existsSync("/usr/bin/pdftotext"), debianPackage: "poppler-utils" },
  {
    name: "epubcheck",
    present: () => existsSync("/usr/share/java/epubcheck.jar") || existsSync("/usr/bin/epubcheck"),
    debianPackage: "epubcheck",
  },
];

function install(packages) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/etc/debian_version")) return false;
  console.log(`Installing Debian's ${packages.join(", ")} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
    stdio: "inherit",
    env,
  });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = () => tools.filter((tool) => !tool.present());
  if (missing().length > 0) install(missing().map((tool) => tool.debianPackage));
  const stillMissing = missing();
  if (stillMissing.length > 0) {
    console.error(
      `The tests need ${stillMissing.map((tool) => `${tool.name} (Debian package ${tool.debianPackage})`).join(", ")}: install them, or set CHROME_PATH for Chromium.`,
    );
    process.exit(1);
  }
}
