// `npm run og-image`: renders public/og-default.png (1200×630), the social card used when a page
// has none of its own, from the brand logo and hero artwork. Re-run after changing either.
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./lib/chromium";

const dataUrl = (file: string) => `data:image/svg+xml;base64,${fs.readFileSync(file).toString("base64")}`;
const html = `<!doctype html><html><body style="margin:0">
<div style="position:relative;width:1200px;height:630px;overflow:hidden;background:#0e1b2c">
  <img src="${dataUrl("content/pages/home-hero.svg")}" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.9">
  <div style="position:absolute;inset:0;background:linear-gradient(90deg,rgba(14,27,44,.92) 0%,rgba(14,27,44,.55) 60%,rgba(14,27,44,.1) 100%)"></div>
  <img src="${dataUrl("content/brand/logo-en-light.svg")}" style="position:absolute;left:72px;top:250px;height:96px">
  <div style="position:absolute;left:72px;top:380px;width:560px;height:4px;background:#b5452f"></div>
</div></body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: "load" });
await page.screenshot({ path: "public/og-default.png", type: "png" });
await browser.close();
console.log("Wrote public/og-default.png");
