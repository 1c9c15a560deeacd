// `npm run test:cms`: the content editor (/admin of the built site) driven through its real interface in
// Chromium, saving to a local repository (local-repository.ts), then the saved files checked and built.
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "@/scripts/lib/chromium";

const port = Number(process.env.CMS_PORT ?? 4176);

export default defineConfig({
  testDir: ".",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // The test ends with a content check and a full build of the saved files (a minute or two on a busy machine).
  timeout: 420_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    trace: "off",
    // A step that cannot happen fails in a minute, not at the end of the test's seven.
    actionTimeout: 60_000,
  },
  webServer: {
    command: `npx tsx scripts/serve.ts`,
    cwd: "../..",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/admin/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
