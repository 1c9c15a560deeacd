// `npm run test:e2e`: makes sure Chromium is there (installing Debian's package if needed and
// possible), that the site is built, then runs Playwright.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { ensureChromium } from "./lib/chromium";

process.env.CHROME_PATH = ensureChromium();
if (!fs.existsSync("dist/client/404.html")) {
  console.error("No built site in dist/client: run `npm run build` first.");
  process.exit(1);
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
