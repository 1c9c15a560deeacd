// `npm run fonts`: the font files each built page really downloads, in both languages, measured in
// Chromium (a fresh browser context per page, so nothing comes from cache). English pages draw their headings
// and text in the brand's faces, cut down by the build to the letters the English pages use (lib/typography/
// heading-font.ts): two files, at most 14 KB together (what the Lighthouse floor's 20 KB for an English page
// leaves after the page's scripts, docs/performance.md). Japanese pages draw everything in the system's faces
// and download none. Exits non-zero when a page goes over its budget, fetches another font, or fetches a font
// from elsewhere.
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium";
import { listPagePaths } from "../../pipeline/output/host-files";
import { createStaticServer, listenOnFreePort } from "../serve";
import { localizePath, locales } from "../../lib/locale";
import { countOf } from "../../pipeline/content/problems";
import {
  headingFontPlaceholder,
  headingFontStorageKey,
  textFontPlaceholder,
} from "../../lib/typography/heading-font";

/** Bytes of font a page may download, by language. */
const budgets = { en: 14 * 1024, jp: 0 } as const;
/** The brand faces' files, whatever hash the build gave them. */
const brandFiles = [headingFontPlaceholder, textFontPlaceholder].map(
  (placeholder) => new RegExp(`^${placeholder.replace(/\.woff2$/, "")}-[0-9a-f]{8}\\.woff2$`),
);
const clientDir = "dist/client";

type Row = { urlPath: string; budget: number; bytes: number; files: string[]; foreign: string[] };

async function measure(page: Page, url: string): Promise<Omit<Row, "urlPath" | "budget">> {
  const fonts: { url: string; bytes: Promise<number> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "font") return;
    fonts.push({ url: response.url(), bytes: response.body().then((body) => body.length) });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // An English page fetches its faces once its first screen is painted and the browser is idle
  // (browser/faces.ts), which can be after the network first falls quiet; it notes them once they have loaded (it
  // may keep their fallbacks on screen until a scroll, but the files are fetched).
  if (await page.evaluate(() => document.documentElement.lang === "en"))
    await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey, {
      timeout: 10_000,
    });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const sizes = await Promise.all(fonts.map((font) => font.bytes));
  const origin = new URL(url).origin;
  return {
    bytes: sizes.reduce((total, size) => total + size, 0),
    files: fonts.map((font) => new URL(font.url).pathname.split("/").pop()!),
    foreign: fonts
      .map((font) => font.url)
      .filter(
        (fontUrl) =>
          !fontUrl.startsWith(origin) || !brandFiles.some((file) => file.test(new URL(fontUrl).pathname)),
      ),
  };
}

const server = createStaticServer(clientDir);
const port = await listenOnFreePort(server);
const browser = await chromium.launch(chromiumLaunchOptions());
const rows: Row[] = [];
try {
  for (const logical of [...listPagePaths(clientDir), "/404"]) {
    for (const locale of locales) {
      const urlPath = localizePath(logical, locale);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      rows.push({
        urlPath,
        budget: budgets[locale],
        ...(await measure(page, `http://localhost:${port}${urlPath}`)),
      });
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
  const over = row.bytes > row.budget ? `  OVER BUDGET (${kb(row.budget)})` : "";
  const foreign = row.foreign.length ? `  NOT A BRAND FACE: ${row.foreign.join(", ")}` : "";
  console.log(
    `${row.urlPath.padEnd(66)}${kb(row.bytes).padStart(10)}  ${row.files.join(", ") || "none"}${over}${foreign}`,
  );
}
const largest = Math.max(...rows.map((row) => row.bytes));
console.log(
  `\n${rows.length} pages; largest font download ${kb(largest)} (budget ${kb(budgets.en)} per English page, ${kb(budgets.jp)} per Japanese page).`,
);
const failing = rows.filter((row) => row.bytes > row.budget || row.foreign.length);
if (failing.length) {
  console.error(`${countOf(failing.length, "page")} over the font budget or loading a font from elsewhere.`);
  process.exit(1);
}
