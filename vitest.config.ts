import { defineConfig } from "vitest/config";
import { contentPlugin } from "./renderer/content/vite-plugin.ts";

export default defineConfig({
  // Modules that read the content (renderer/content/data.ts) get it from the content plugin, as in the build;
  // the content check itself is a test of its own (renderer/content/check.test.ts).
  plugins: [contentPlugin({ check: false })],
  resolve: { tsconfigPaths: true },
  test: {
    // Unit tests sit beside their module; Playwright specs live in tests/e2e and are not vitest's.
    include: ["{cms,renderer,components,scripts,content}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Some tests copy content/ or run the content check on fixtures: seconds each on a busy 2-core CI machine.
    testTimeout: 30_000,
  },
});
