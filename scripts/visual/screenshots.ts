// `npm run screenshots -- [paths…] [--segments]`: full-page screenshots of the built site (served on a free port)
// at phone (390 px) and desktop (1280 px) widths, in both languages, into .tmp/screenshots/. A path may be
// given in either language (/about or /jp/about).
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium";
import { createStaticServer, listenOnFreePort } from "../serve";

// Each page is shot in both languages, so /jp/about means the same as /about.
const logicalPath = (arg: string) => (arg === "/jp" ? "/" : arg.startsWith("/jp/") ? arg.slice(3) : arg);
const paths = [
  ...new Set(
    process.argv
      .slice(2)
      .filter((arg) => arg.startsWith("/"))
      .map(logicalPath),
  ),
];
const segments = process.argv.includes("--segments");
const targets = paths.length ? paths : ["/", "/partners", "/404"];
const outDir = ".tmp/screenshots";
fs.mkdirSync(outDir, { recursive: true });

const server = createStaticServer();
const port = await listenOnFreePort(server);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
  for (const target of targets) {
    for (const prefix of ["", "/jp"]) {
      const url = `http://localhost:${port}${prefix}${target === "/" && prefix ? "" : target}`;
      await page.goto(url, { waitUntil: "networkidle" });
      // Scroll through the page as a visitor would (lazy images load, fade-ins run), then shoot it whole.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      // Every image drawn on the page; a lazy one inside something closed (the menu's logo) never loads.
      await page.waitForFunction(() =>
        [...document.images].every((image) => image.complete || !image.checkVisibility()),
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(700);
      const name = `${(prefix + target).replace(/\//g, "_") || "_"}-${width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
      if (segments) {
        // Screen-sized pieces, as a visitor scrolling the page sees them.
        const viewport = page.viewportSize()!;
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; y < height; y += viewport.height, part++) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(700);
          await page.screenshot({ path: `${outDir}/${name.replace(".png", `.part${part}.png`)}` });
        }
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    }
  }
  await page.close();
}
await browser.close();
server.close();
