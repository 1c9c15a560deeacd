import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Unit tests sit beside their module; Playwright specs live in tests/e2e and are not vitest's.
    include: ["{renderer,components,scripts,content}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Some tests copy content/ or run the content check on fixtures: seconds each on a busy 2-core CI machine.
    testTimeout: 30_000,
  },
});
