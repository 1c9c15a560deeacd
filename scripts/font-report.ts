// `npm run fonts`: the font files each built page really downloads, in both languages, measured in
// Chromium (a fresh browser context per page, so nothing comes from cache). The site draws every page in
// the system's own faces (pages/styles.css; why: "Fonts" in docs/performance.md), so the budget is
// zero: exits non-zero when a page fetches any font, and names it (and whether it is even a local woff2).
import type { AddressInfo } from "node:net";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "./lib/chromium";
import { listPagePaths } from "./lib/host-files";
import { createStaticServer } from "./serve";
import { localizePath, locales } from "../lib/locale";
import { countOf } from "../build/content/problems";

const budget = 0;
const clientDir = "dist/client";

type Row = { urlPath: string; bytes: number; files: string[]; foreign: string[] };

async function measure(page: Page, url: string): Promise<Omit<Row, "urlPath">> {
  const fonts: { url: string; bytes: Promise<number> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "font") return;
    fonts.push({ url: response.url(), bytes: response.body().then((body) => body.length) });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const sizes = await Promise.all(fonts.map((font) => font.bytes));
  const origin = new URL(url).origin;
  return {
    bytes: sizes.reduce((total, size) => total + size, 0),
    files: fonts.map((font) => new URL(font.url).pathname.split("/").pop()!),
    foreign: fonts
      .map((font) => font.url)
      .filter((fontUrl) => !fontUrl.startsWith(origin) || !fontUrl.endsWith(".woff2")),
  };
}

const server = createStaticServer(clientDir).listen(0, "127.0.0.1");
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch(chromiumLaunchOptions());
const rows: Row[] = [];
try {
  for (const logical of [...listPagePaths(clientDir), "/404"]) {
    for (const locale of locales) {
      const urlPath = localizePath(logical, locale);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      rows.push({ urlPath, ...(await measure(page, `http://localhost:${port}${urlPath}`)) });
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${"page".padEnd(66)}${"fonts".padStart(10)}  files`);
for (const row of rows) {
  const over = row.bytes > budget ? "  OVER BUDGET" : "";
  const foreign = row.foreign.length ? `  NOT A LOCAL WOFF2: ${row.foreign.join(", ")}` : "";
  console.log(
    `${row.urlPath.padEnd(66)}${kb(row.bytes).padStart(10)}  ${row.files.join(", ") || "none"}${over}${foreign}`,
  );
}
const largest = Math.max(...rows.map((row) => row.bytes));
console.log(`\n${rows.length} pages; largest font download ${kb(largest)} (budget ${kb(budget)} per page).`);
const failing = rows.filter((row) => row.bytes > budget || row.foreign.length);
if (failing.length) {
  console.error(`${countOf(failing.length, "page")} over the font budget or loading a font from elsewhere.`);
  process.exit(1);
}
