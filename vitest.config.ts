import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Two test files at once: most of a file's time is spent waiting on servers, databases and
    // Chromium, and each file gets its own databases and ports (vitest's default is cores − 1).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit+integration",
          include: ["packages/*/src/**/*.test.ts", "packages/*/test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "browser",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
