// `npm run screenshots -- [paths…]`: full-page screenshots of the built site (served on a free port)
// at phone (390 px) and desktop (1280 px) widths, in both languages, into .tmp/screenshots/.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./lib/chromium";
import { createStaticServer } from "./serve";

const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const targets = paths.length ? paths : ["/", "/partners", "/404"];
const outDir = ".tmp/screenshots";
fs.mkdirSync(outDir, { recursive: true });

const server = createStaticServer().listen(0);
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
  for (const target of targets) {
    for (const prefix of ["", "/jp"]) {
      const url = `http://localhost:${port}${prefix}${target === "/" && prefix ? "" : target}`;
      await page.goto(url, { waitUntil: "networkidle" });
      // Reveal everything that waits for scrolling, then shoot the whole page.
      await page.evaluate(() =>
        document.querySelectorAll("[data-reveal]").forEach((e) => e.setAttribute("data-reveal", "shown")),
      );
      await page.waitForTimeout(700);
      const name = `${(prefix + target).replace(/\//g, "_") || "_"}-${width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
  }
  await page.close();
}
await browser.close();
server.close();
