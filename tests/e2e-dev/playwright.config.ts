// `npm run test:dev`: the live preview writers rely on, against `vike dev` (not the built site).
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "@/scripts/lib/chromium";

const port = Number(process.env.DEV_PORT ?? 3100);

export default defineConfig({
  testDir: ".",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // The first request compiles the site on demand.
  timeout: 120_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    trace: "off",
  },
  webServer: {
    command: `npx vike dev --port ${port}`,
    cwd: "../..",
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
