import os from "node:os";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./pipeline/vite/content-plugin.ts";

// Tests sit beside their module, in two tiers (docs/architecture.md, "Tests"). Playwright specs live in tests/ and
// are not vitest's.
const folders = "{browser,cms,components,content,lib,pages,pipeline,scripts}";
const integration = `${folders}/**/*.integration.test.{ts,tsx}`;

export default defineConfig({
  // Modules that read the content (pipeline/runtime/data.ts) get it from the content plugin, as in the build;
  // the content check itself is a test of its own (pipeline/content/check.integration.test.ts).
  plugins: [contentPlugin({ check: false })],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    projects: [
      {
        extends: true,
        // `npm run test:unit`: one module at a time, on small inputs, in seconds. The files of a worker share
        // one module cache (`isolate: false`): most of the tier's time was each file importing the same
        // modules again. A unit test restores what it stubs (globals, spies, environment) in its own hooks.
        test: {
          name: "unit",
          include: [`${folders}/**/*.test.{ts,tsx}`],
          exclude: [integration],
          isolate: false,
        },
      },
      {
        extends: true,
        // `npm run test:integration`: copies of the project or of content/, builds, the whole loader and check,
        // other processes. Seconds to minutes each on a busy 2-core machine.
        // Vitest runs one file at a time on a 2-core machine (cores minus one): these files mostly wait on other
        // processes (builds, git, Chromium), so every core gets one.
        test: {
          name: "integration",
          include: [integration],
          testTimeout: 120_000,
          hookTimeout: 900_000,
          maxWorkers: Math.max(2, os.availableParallelism()),
        },
      },
    ],
    testTimeout: 30_000,
  },
});
