import { defineConfig } from "vitest/config";

export default defineConfig({
  // Unit tests sit beside their module; Playwright specs live in tests/e2e and are not vitest's.
  test: { include: ["{renderer,components,scripts,content}/**/*.test.{ts,tsx}"], environment: "node" },
});
