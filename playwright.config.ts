// End-to-end tests in Debian's Chromium against the built site, served as a static host would,
// at a phone width and a desktop width.
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "@/scripts/lib/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers keep both cores busy (Playwright would pick one on a 2-core machine).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [["list"]],
  // A journey of several pages takes 10 s on an idle 2-core machine and three times that while it builds or runs
  // other tests: a test that times out there is a flaky test.
  timeout: 60_000,
  // Every link loads a whole page from the server (there is no client-side router): on a busy machine a page
  // can take longer than Playwright's default 5 s to arrive.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
  },
  projects: [
    // Behaviour tests placed by fixtures' oneWidthFor run English on the desktop and Japanese on the phone.
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grepInvert: /@desktop-only/,
    },
    // Copy checks that no width changes (fixtures' contentCheck) run once: on the phone, unless oneWidthFor placed
    // them on the desktop.
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: [/^(?!.*@desktop-only)(?=.*@content)/, /@phone-only/],
    },
  ],
  webServer: {
    command: `tsx scripts/serve.ts`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/404`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
