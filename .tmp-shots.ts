import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://localhost:5304";
const pages = (process.env.PAGES ?? "").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const url of pages) {
    await page.goto(base + url, { waitUntil: "networkidle" });
    await page.evaluate(() => document.querySelectorAll("[data-reveal], .reveal").forEach((el) => ((el as HTMLElement).style.opacity = "1")));
    const name = `${url.replace(/\//g, "_") || "_home"}-${width}.png`;
    await page.screenshot({ path: `/work/shots/wt20/${name}`, fullPage: process.env.FULL === "1" });
    console.log(name);
  }
  await context.close();
}
await browser.close();
