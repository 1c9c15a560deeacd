// `npx tsx scripts/measure/face-swaps.ts [--widths 390,1440] [/route …]`: how a visitor's first page of each English
// page ends up in the brand's faces (browser/faces.ts, docs/design.md "The face on a first visit"). The built site
// (dist/client, `npm run build` first) is served as `npm run serve` serves it, and each page is opened in a fresh
// Chromium profile at each width (844 px high at 390, 900 at 1440): whether the faces are on once the first swap has
// been tried (the note in local storage is written then), and after a visitor's scroll to the end (wheel steps of
// 80% of the screen, each waited out); and Chromium's own layout-shift entries (PerformanceObserver): the largest one
// a swap records (from 100 ms before the class stays on, since an entry carries the time its frame began, to 300 ms
// after) and the largest one of the whole visit. `--json FILE` writes the rows; `--dir DIR` measures another build's
// client files. Exits non-zero when a swap records a shift over 0.001.
import fs from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium";
import { createStaticServer, listenOnFreePort } from "../serve";
import { listPagePaths } from "../../pipeline/output/host-files";
import { headingFontClass, headingFontStorageKey } from "../../lib/typography/heading-font";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const widths = (option("--widths") ?? "390,1440").split(",").map(Number);
const jsonFile = option("--json");
const dir = option("--dir") ?? "dist/client";
const routes = args.length ? args : listPagePaths(dir);
const limit = 0.001;

type Row = {
  route: string;
  width: number;
  atLoad: boolean;
  atEnd: boolean;
  swapShift: number;
  largestShift: number;
  error?: string;
};

async function visit(browser: Browser, base: string, route: string, width: number): Promise<Row> {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
    ...(width < 800 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript((name) => {
    const record = { shifts: [] as [number, number][], swappedAt: -1 };
    Object.assign(window, { faceRecord: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        record.shifts.push([entry.startTime, entry.value]);
    }).observe({ type: "layout-shift", buffered: true });
    // A refused swap adds and removes the class in one task: the observer sees the class as it stays. It watches the
    // document, not <html>: this script runs before the element is there.
    new MutationObserver(() => {
      if (record.swappedAt < 0 && document.documentElement.classList.contains(name))
        record.swappedAt = performance.now();
    }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
  }, headingFontClass);
  const facesOn = () =>
    page.evaluate((name) => document.documentElement.classList.contains(name), headingFontClass);
  try {
    await page.goto(base + route);
    await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey, {
      timeout: 30_000,
    });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    const atLoad = await facesOn();
    await page.mouse.move(width / 2, 400);
    for (let step = 0; step < 60; step++) {
      const atBottom = await page.evaluate(
        () => scrollY + innerHeight >= document.documentElement.scrollHeight - 2,
      );
      if (atBottom) break;
      await page.mouse.wheel(0, Math.round((width < 800 ? 844 : 900) * 0.8));
      await page.waitForTimeout(350);
    }
    await page.waitForTimeout(500);
    const atEnd = await facesOn();
    const { shifts, swappedAt } = await page.evaluate(
      () =>
        (window as unknown as { faceRecord: { shifts: [number, number][]; swappedAt: number } }).faceRecord,
    );
    const swapShift = Math.max(
      0,
      ...shifts
        .filter(([time]) => swappedAt >= 0 && time >= swappedAt - 100 && time < swappedAt + 300)
        .map(([, value]) => value),
    );
    const largestShift = Math.max(0, ...shifts.map(([, value]) => value));
    return { route, width, atLoad, atEnd, swapShift, largestShift };
  } catch (error) {
    return { route, width, atLoad: false, atEnd: false, swapShift: 0, largestShift: 0, error: String(error) };
  } finally {
    await context.close();
  }
}

const server = createStaticServer(dir);
const port = await listenOnFreePort(server);
const browser = await chromium.launch(chromiumLaunchOptions());
const rows: Row[] = [];
try {
  for (const width of widths)
    for (const route of routes) {
      const row = await visit(browser, `http://127.0.0.1:${port}`, route, width);
      rows.push(row);
      const mark = (on: boolean) => (on ? "face" : "fallback");
      console.log(
        `${String(width).padStart(5)} ${route.padEnd(58)} load ${mark(row.atLoad).padEnd(9)} end ${mark(row.atEnd).padEnd(9)}` +
          ` swap shift ${row.swapShift.toFixed(4)}  largest ${row.largestShift.toFixed(4)}${row.error ? `  ERROR ${row.error.split("\n")[0]}` : ""}`,
      );
    }
} finally {
  await browser.close();
  server.close();
}
const count = (test: (row: Row) => boolean) => rows.filter(test).length;
const largestSwap = Math.max(0, ...rows.map((row) => row.swapShift));
console.log(
  `\n${rows.length} first visits: the faces at load on ${count((row) => row.atLoad)}, after a scroll to the end on ` +
    `${count((row) => row.atEnd)}; the largest shift a swap recorded ${largestSwap.toFixed(4)} (limit ${limit}); ` +
    `the largest of any visit ${Math.max(0, ...rows.map((row) => row.largestShift)).toFixed(4)}; ` +
    `${count((row) => !!row.error)} errors.`,
);
if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(rows, null, 2));
process.exit(largestSwap > limit || rows.some((row) => row.error) ? 1 : 0);
