// `npx tsx scripts/measure/short-lines.ts [--dir dist/client] [--widths 390,1280,1440] [--list]`: the holes in the
// justified Japanese running text of a build, with the page's script on, once its lines are fitted
// (browser/loose-lines.ts): every line of a justified block but its last, and but one the writer ended with a <br>,
// that ends more than 10 % of the measure short, counted by what starts the line after it (the unit that moved
// whole: a date or a number with its unit, a name, a Latin word, the paragraph's kept ending). A report, not a gate:
// the lines are read by the gate's own function (tests/e2e/line-ends.ts, `shortLines`), which typography.spec.ts's
// "justified Japanese running text has holes only where a unit kept whole does not fit" holds to its limits
// (docs/design.md, stops 80 and 81).
import { parseArgs } from "node:util";
import { chromium, devices } from "@playwright/test";
import { listBuiltPages } from "../../pipeline/output/built-pages";
import { shortLines, type ShortLine } from "../../tests/e2e/line-ends";
import { chromiumLaunchOptions } from "../lib/chromium";
import { createStaticServer, listenOnFreePort } from "../serve";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "dist/client" },
    widths: { type: "string", default: "390,1280,1440" },
    list: { type: "boolean", default: false },
  },
});
const pages = listBuiltPages(values.dir)
  .map((page) => page.url)
  .filter((url) => url.startsWith("/jp") && !url.endsWith("/404"));
const server = createStaticServer(values.dir);
const origin = `http://127.0.0.1:${await listenOnFreePort(server)}`;
const browser = await chromium.launch(chromiumLaunchOptions());

type Short = ShortLine & { url: string; width: number };
const shorts: Short[] = [];
const totals = new Map<number, number>();
try {
  for (const width of values.widths.split(",").map(Number)) {
    const context = await browser.newContext(
      width < 640
        ? { ...devices["Pixel 7"], viewport: { width, height: 844 } }
        : { viewport: { width, height: 900 }, reducedMotion: "reduce" },
    );
    const page = await context.newPage();
    for (const url of pages) {
      await page.goto(origin + url);
      await page.waitForFunction(() => document.documentElement.dataset.looseLines !== undefined);
      const found = await shortLines(page);
      totals.set(width, (totals.get(width) ?? 0) + found.measured);
      for (const short of found.short) shorts.push({ url, width, ...short });
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
for (const [width, measured] of totals) {
  const here = shorts.filter((short) => short.width === width);
  const kinds = new Map<string, number>();
  for (const { kind } of here) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  console.log(
    `${width} px: ${here.length} of ${measured} lines end more than 10 % short on ${pages.length} pages; by what ` +
      `starts the next line: ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `${kind} ${count}`)
        .join(", ")}`,
  );
  if (values.list)
    for (const short of here)
      console.log(
        `  ${(100 * short.share).toFixed(0)} % ${short.url} 「${short.block}」 ${short.line} | ${short.next} [${short.kind}: ${short.unit}]`,
      );
}
